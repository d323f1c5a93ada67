CREATE TABLE "chm_chemical" (
	"chem_no" serial PRIMARY KEY NOT NULL,
	"cas_no" varchar(20) NOT NULL,
	"chem_nm_ko" varchar(200) NOT NULL,
	"chem_nm_en" varchar(200),
	"un_no" varchar(10),
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chm_chemical_reg" (
	"chem_reg_no" serial PRIMARY KEY NOT NULL,
	"chem_no" integer NOT NULL,
	"reg_cd" varchar(30) NOT NULL,
	"threshold_pct" double precision NOT NULL,
	"hazmat_class_nm" varchar(100),
	"designated_qty" double precision,
	"designated_unit_cd" varchar(5),
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chm_hp_statement" (
	"ver_cd" varchar(20) NOT NULL,
	"code" varchar(30) NOT NULL,
	"text_ko" varchar(500) NOT NULL,
	"text_en" varchar(500),
	"source_nm" varchar(200) NOT NULL,
	CONSTRAINT "chm_hp_statement_ver_cd_code_pk" PRIMARY KEY("ver_cd","code")
);
--> statement-breakpoint
CREATE TABLE "chm_inout" (
	"inout_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"storage_no" integer NOT NULL,
	"chem_prod_no" integer NOT NULL,
	"item_no" integer,
	"inout_type_cd" varchar(10) NOT NULL,
	"inout_ymd" date NOT NULL,
	"qty" double precision NOT NULL,
	"unit_cd" varchar(5) NOT NULL,
	"qty_kg" double precision NOT NULL,
	"delta_kg" double precision NOT NULL,
	"balance_kg" double precision NOT NULL,
	"override_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"override_reason" varchar(500),
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chm_item" (
	"item_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"chem_prod_no" integer NOT NULL,
	"item_nm" varchar(200) NOT NULL,
	"pack_qty" double precision NOT NULL,
	"pack_unit_cd" varchar(5) NOT NULL,
	"pack_nm" varchar(50),
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chm_limit" (
	"limit_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"storage_no" integer,
	"reg_cd" varchar(30),
	"chem_prod_no" integer,
	"limit_kg" double precision NOT NULL,
	"permit_no" varchar(100),
	"remark" varchar(300),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chm_matcheck" (
	"req_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) DEFAULT 'REVIEW' NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"chem_prod_no" integer NOT NULL,
	"use_desc" varchar(300) NOT NULL,
	"place_desc" varchar(200),
	"qty_desc" varchar(100),
	"exposed_cnt" integer,
	"ppe_desc" varchar(300),
	"substitute_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"substitute_desc" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chm_matcheck_review" (
	"review_no" serial PRIMARY KEY NOT NULL,
	"req_no" integer NOT NULL,
	"discipline_cd" varchar(10) NOT NULL,
	"reviewer_user_id" varchar(50) NOT NULL,
	"decision_cd" varchar(10),
	"review_comment" varchar(1000),
	"review_dt" timestamp with time zone,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chm_prod" (
	"chem_prod_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30),
	"owner_user_id" varchar(50),
	"prod_nm" varchar(200) NOT NULL,
	"state_cd" varchar(10),
	"density_kg_l" double precision,
	"maker_nm" varchar(200),
	"supplier_nm" varchar(200),
	"emergency_tel" varchar(30),
	"use_desc" varchar(300),
	"signal_word_cd" varchar(10),
	"sds_rev_no" integer DEFAULT 1 NOT NULL,
	"sds_rev_ymd" date,
	"kosha_no" varchar(50),
	"h_codes" text[],
	"p_codes" text[],
	"euh_codes" text[],
	"first_aid_txt" text,
	"spill_txt" text,
	"ppe_txt" text,
	"storage_txt" text,
	"usable_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"reg_alert_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"sds_due_ymd" date,
	"public_token" varchar(64) DEFAULT substr(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 1, 32) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chm_prod_component" (
	"comp_no" serial PRIMARY KEY NOT NULL,
	"chem_prod_no" integer NOT NULL,
	"cas_no" varchar(20) NOT NULL,
	"chem_nm" varchar(200),
	"content_min_pct" double precision,
	"content_max_pct" double precision,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chm_prod_reg" (
	"prod_reg_no" serial PRIMARY KEY NOT NULL,
	"chem_prod_no" integer NOT NULL,
	"reg_cd" varchar(30) NOT NULL,
	"cas_no" varchar(20) NOT NULL,
	"content_max_pct" double precision NOT NULL,
	"threshold_pct" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chm_prod_sds" (
	"sds_no" serial PRIMARY KEY NOT NULL,
	"chem_prod_no" integer NOT NULL,
	"sds_rev_no" integer NOT NULL,
	"sds_rev_ymd" date,
	"kosha_no" varchar(50),
	"signal_word_cd" varchar(10),
	"h_codes" text[],
	"p_codes" text[],
	"euh_codes" text[],
	"components" jsonb,
	"replaced_by_user_id" varchar(50),
	"replaced_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"renewal_reason" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "chm_reg_upload" (
	"upload_no" serial PRIMARY KEY NOT NULL,
	"file_nm" varchar(300) NOT NULL,
	"file_data" "bytea" NOT NULL,
	"file_size" bigint NOT NULL,
	"diff" jsonb NOT NULL,
	"added_cnt" integer NOT NULL,
	"changed_cnt" integer NOT NULL,
	"removed_cnt" integer NOT NULL,
	"status_cd" varchar(10) DEFAULT 'PREVIEW' NOT NULL,
	"flagged_prod_cnt" integer,
	"create_user_id" varchar(50) NOT NULL,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_user_id" varchar(50),
	"applied_dt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chm_sds_alert" (
	"chem_prod_no" integer NOT NULL,
	"sds_rev_ymd" date NOT NULL,
	"sent_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chm_sds_alert_chem_prod_no_sds_rev_ymd_pk" PRIMARY KEY("chem_prod_no","sds_rev_ymd")
);
--> statement-breakpoint
CREATE TABLE "chm_stock" (
	"storage_no" integer NOT NULL,
	"chem_prod_no" integer NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"qty_kg" double precision DEFAULT 0 NOT NULL,
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chm_stock_storage_no_chem_prod_no_pk" PRIMARY KEY("storage_no","chem_prod_no")
);
--> statement-breakpoint
CREATE TABLE "chm_storage" (
	"storage_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"storage_nm" varchar(100) NOT NULL,
	"storage_type_cd" varchar(20) NOT NULL,
	"dept_cd" varchar(30),
	"manager_user_id" varchar(50),
	"location_desc" varchar(200),
	"facility_nm" varchar(100),
	"inspect_cycle_months" integer,
	"last_inspect_ymd" date,
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"public_token" varchar(64) DEFAULT substr(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 1, 32) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chm_chemical_reg" ADD CONSTRAINT "chm_chemical_reg_chem_no_chm_chemical_chem_no_fk" FOREIGN KEY ("chem_no") REFERENCES "public"."chm_chemical"("chem_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_inout" ADD CONSTRAINT "chm_inout_storage_no_chm_storage_storage_no_fk" FOREIGN KEY ("storage_no") REFERENCES "public"."chm_storage"("storage_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_inout" ADD CONSTRAINT "chm_inout_chem_prod_no_chm_prod_chem_prod_no_fk" FOREIGN KEY ("chem_prod_no") REFERENCES "public"."chm_prod"("chem_prod_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_inout" ADD CONSTRAINT "chm_inout_item_no_chm_item_item_no_fk" FOREIGN KEY ("item_no") REFERENCES "public"."chm_item"("item_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_item" ADD CONSTRAINT "chm_item_chem_prod_no_chm_prod_chem_prod_no_fk" FOREIGN KEY ("chem_prod_no") REFERENCES "public"."chm_prod"("chem_prod_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_limit" ADD CONSTRAINT "chm_limit_storage_no_chm_storage_storage_no_fk" FOREIGN KEY ("storage_no") REFERENCES "public"."chm_storage"("storage_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_limit" ADD CONSTRAINT "chm_limit_chem_prod_no_chm_prod_chem_prod_no_fk" FOREIGN KEY ("chem_prod_no") REFERENCES "public"."chm_prod"("chem_prod_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_matcheck" ADD CONSTRAINT "chm_matcheck_chem_prod_no_chm_prod_chem_prod_no_fk" FOREIGN KEY ("chem_prod_no") REFERENCES "public"."chm_prod"("chem_prod_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_matcheck_review" ADD CONSTRAINT "chm_matcheck_review_req_no_chm_matcheck_req_no_fk" FOREIGN KEY ("req_no") REFERENCES "public"."chm_matcheck"("req_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_prod_component" ADD CONSTRAINT "chm_prod_component_chem_prod_no_chm_prod_chem_prod_no_fk" FOREIGN KEY ("chem_prod_no") REFERENCES "public"."chm_prod"("chem_prod_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_prod_reg" ADD CONSTRAINT "chm_prod_reg_chem_prod_no_chm_prod_chem_prod_no_fk" FOREIGN KEY ("chem_prod_no") REFERENCES "public"."chm_prod"("chem_prod_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_prod_sds" ADD CONSTRAINT "chm_prod_sds_chem_prod_no_chm_prod_chem_prod_no_fk" FOREIGN KEY ("chem_prod_no") REFERENCES "public"."chm_prod"("chem_prod_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_sds_alert" ADD CONSTRAINT "chm_sds_alert_chem_prod_no_chm_prod_chem_prod_no_fk" FOREIGN KEY ("chem_prod_no") REFERENCES "public"."chm_prod"("chem_prod_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_stock" ADD CONSTRAINT "chm_stock_storage_no_chm_storage_storage_no_fk" FOREIGN KEY ("storage_no") REFERENCES "public"."chm_storage"("storage_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_stock" ADD CONSTRAINT "chm_stock_chem_prod_no_chm_prod_chem_prod_no_fk" FOREIGN KEY ("chem_prod_no") REFERENCES "public"."chm_prod"("chem_prod_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chm_chemical_cas_uq" ON "chm_chemical" USING btree ("cas_no");--> statement-breakpoint
CREATE UNIQUE INDEX "chm_chemical_reg_uq" ON "chm_chemical_reg" USING btree ("chem_no","reg_cd");--> statement-breakpoint
CREATE INDEX "chm_inout_plant_idx" ON "chm_inout" USING btree ("plant_cd","inout_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chm_inout_storage_ymd_idx" ON "chm_inout" USING btree ("storage_no","inout_ymd","inout_no");--> statement-breakpoint
CREATE INDEX "chm_inout_prod_idx" ON "chm_inout" USING btree ("chem_prod_no","inout_ymd");--> statement-breakpoint
CREATE INDEX "chm_item_plant_idx" ON "chm_item" USING btree ("plant_cd","item_no");--> statement-breakpoint
CREATE INDEX "chm_limit_plant_idx" ON "chm_limit" USING btree ("plant_cd");--> statement-breakpoint
CREATE INDEX "chm_matcheck_plant_idx" ON "chm_matcheck" USING btree ("plant_cd","req_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chm_matcheck_prod_idx" ON "chm_matcheck" USING btree ("chem_prod_no");--> statement-breakpoint
CREATE INDEX "chm_matcheck_review_req_idx" ON "chm_matcheck_review" USING btree ("req_no");--> statement-breakpoint
CREATE INDEX "chm_matcheck_review_user_idx" ON "chm_matcheck_review" USING btree ("reviewer_user_id");--> statement-breakpoint
CREATE INDEX "chm_prod_plant_idx" ON "chm_prod" USING btree ("plant_cd","chem_prod_no" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "chm_prod_token_uq" ON "chm_prod" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "chm_prod_due_idx" ON "chm_prod" USING btree ("sds_due_ymd");--> statement-breakpoint
CREATE INDEX "chm_prod_component_prod_idx" ON "chm_prod_component" USING btree ("chem_prod_no");--> statement-breakpoint
CREATE INDEX "chm_prod_component_cas_idx" ON "chm_prod_component" USING btree ("cas_no");--> statement-breakpoint
CREATE INDEX "chm_prod_reg_prod_idx" ON "chm_prod_reg" USING btree ("chem_prod_no");--> statement-breakpoint
CREATE INDEX "chm_prod_reg_reg_idx" ON "chm_prod_reg" USING btree ("reg_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "chm_prod_sds_uq" ON "chm_prod_sds" USING btree ("chem_prod_no","sds_rev_no");--> statement-breakpoint
CREATE INDEX "chm_stock_plant_idx" ON "chm_stock" USING btree ("plant_cd");--> statement-breakpoint
CREATE INDEX "chm_stock_prod_idx" ON "chm_stock" USING btree ("chem_prod_no");--> statement-breakpoint
CREATE INDEX "chm_storage_plant_idx" ON "chm_storage" USING btree ("plant_cd","storage_no");--> statement-breakpoint
CREATE UNIQUE INDEX "chm_storage_token_uq" ON "chm_storage" USING btree ("public_token");