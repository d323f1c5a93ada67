CREATE TABLE "chm_container" (
	"container_no" serial PRIMARY KEY NOT NULL,
	"storage_no" integer NOT NULL,
	"row_no" integer,
	"chem_prod_no" integer NOT NULL,
	"lot_no" varchar(50) NOT NULL,
	"container_nm" varchar(100),
	"received_ymd" date,
	"expiry_ymd" date,
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"public_token" varchar(64) DEFAULT substr(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 1, 32) NOT NULL,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chm_kosha_fetch" (
	"fetch_no" serial PRIMARY KEY NOT NULL,
	"chem_id" varchar(20) NOT NULL,
	"cas_no" varchar(20),
	"chem_nm_ko" varchar(500),
	"payload" jsonb NOT NULL,
	"fetch_user_id" varchar(50) NOT NULL,
	"fetch_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chm_matcheck" ADD COLUMN "edu_plan_no" integer;--> statement-breakpoint
ALTER TABLE "chm_matcheck" ADD COLUMN "edu_plan_item_no" integer;--> statement-breakpoint
ALTER TABLE "chm_prod" ADD COLUMN "kosha_fetch_no" integer;--> statement-breakpoint
ALTER TABLE "chm_prod" ADD COLUMN "sds_source_nm" varchar(200);--> statement-breakpoint
ALTER TABLE "chm_prod" ADD COLUMN "sds_fetch_dt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chm_container" ADD CONSTRAINT "chm_container_storage_no_chm_storage_storage_no_fk" FOREIGN KEY ("storage_no") REFERENCES "public"."chm_storage"("storage_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_container" ADD CONSTRAINT "chm_container_chem_prod_no_chm_prod_chem_prod_no_fk" FOREIGN KEY ("chem_prod_no") REFERENCES "public"."chm_prod"("chem_prod_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chm_container_storage_idx" ON "chm_container" USING btree ("storage_no");--> statement-breakpoint
CREATE UNIQUE INDEX "chm_container_token_uq" ON "chm_container" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "chm_container_prod_idx" ON "chm_container" USING btree ("chem_prod_no");--> statement-breakpoint
CREATE INDEX "chm_kosha_fetch_chem_idx" ON "chm_kosha_fetch" USING btree ("chem_id");