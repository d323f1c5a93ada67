CREATE TABLE "hea_checkup_result" (
	"hea_checkup_result_no" serial PRIMARY KEY NOT NULL,
	"hea_checkup_plan_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30),
	"checkup_year" smallint NOT NULL,
	"checkup_ymd" date NOT NULL,
	"hea_checkup_org_no" integer,
	"diag_cd" varchar(5) NOT NULL,
	"work_fitness_cd" varchar(5),
	"followup_action_cd" varchar(5),
	"followup_opinion" text,
	"abnormal_cnt" integer DEFAULT 0 NOT NULL,
	"carcinogen_yn" char(1) DEFAULT 'N' NOT NULL,
	"retention_until_ymd" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_checkup_result_item" (
	"hea_checkup_result_no" integer NOT NULL,
	"test_item_cd" varchar(30) NOT NULL,
	"result_value" varchar(100),
	"result_num" double precision,
	"normal_low" double precision,
	"normal_high" double precision,
	"abnormal_yn" char(1) DEFAULT 'N' NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hea_checkup_result_item_hea_checkup_result_no_test_item_cd_pk" PRIMARY KEY("hea_checkup_result_no","test_item_cd")
);
--> statement-breakpoint
CREATE TABLE "hea_suspect_consult" (
	"hea_suspect_consult_no" serial PRIMARY KEY NOT NULL,
	"hea_suspect_user_no" integer NOT NULL,
	"consult_ymd" date NOT NULL,
	"consultant_nm" varchar(100) NOT NULL,
	"consult_content" text NOT NULL,
	"next_action" text,
	"next_consult_ymd" date,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_suspect_user" (
	"hea_suspect_user_no" serial PRIMARY KEY NOT NULL,
	"hea_checkup_result_no" integer NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30),
	"user_id" varchar(50) NOT NULL,
	"diag_cd" varchar(5) NOT NULL,
	"status_cd" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"designate_reason" text,
	"designate_ymd" date,
	"release_reason" text,
	"release_ymd" date,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_test_item" (
	"test_item_cd" varchar(30) PRIMARY KEY NOT NULL,
	"test_item_nm" varchar(100) NOT NULL,
	"test_item_category_cd" varchar(30) NOT NULL,
	"unit" varchar(30),
	"sort_order" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_test_item_range" (
	"hea_test_item_range_no" serial PRIMARY KEY NOT NULL,
	"test_item_cd" varchar(30) NOT NULL,
	"sex_cd" varchar(1) DEFAULT 'A' NOT NULL,
	"normal_low" double precision,
	"normal_high" double precision,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hea_checkup_result" ADD CONSTRAINT "hea_checkup_result_hea_checkup_plan_no_hea_checkup_plan_hea_checkup_plan_no_fk" FOREIGN KEY ("hea_checkup_plan_no") REFERENCES "public"."hea_checkup_plan"("hea_checkup_plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_checkup_result_item" ADD CONSTRAINT "hea_checkup_result_item_hea_checkup_result_no_hea_checkup_result_hea_checkup_result_no_fk" FOREIGN KEY ("hea_checkup_result_no") REFERENCES "public"."hea_checkup_result"("hea_checkup_result_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_checkup_result_item" ADD CONSTRAINT "hea_checkup_result_item_test_item_cd_hea_test_item_test_item_cd_fk" FOREIGN KEY ("test_item_cd") REFERENCES "public"."hea_test_item"("test_item_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_suspect_consult" ADD CONSTRAINT "hea_suspect_consult_hea_suspect_user_no_hea_suspect_user_hea_suspect_user_no_fk" FOREIGN KEY ("hea_suspect_user_no") REFERENCES "public"."hea_suspect_user"("hea_suspect_user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_suspect_user" ADD CONSTRAINT "hea_suspect_user_hea_checkup_result_no_hea_checkup_result_hea_checkup_result_no_fk" FOREIGN KEY ("hea_checkup_result_no") REFERENCES "public"."hea_checkup_result"("hea_checkup_result_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_test_item_range" ADD CONSTRAINT "hea_test_item_range_test_item_cd_hea_test_item_test_item_cd_fk" FOREIGN KEY ("test_item_cd") REFERENCES "public"."hea_test_item"("test_item_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hea_checkup_result_plan_user_uq" ON "hea_checkup_result" USING btree ("hea_checkup_plan_no","user_id");--> statement-breakpoint
CREATE INDEX "hea_checkup_result_list_idx" ON "hea_checkup_result" USING btree ("plant_cd","checkup_year","checkup_ymd" DESC NULLS LAST,"hea_checkup_result_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hea_checkup_result_diag_idx" ON "hea_checkup_result" USING btree ("plant_cd","checkup_year","diag_cd","checkup_ymd" DESC NULLS LAST,"hea_checkup_result_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hea_checkup_result_dept_idx" ON "hea_checkup_result" USING btree ("dept_cd","checkup_year","checkup_ymd" DESC NULLS LAST,"hea_checkup_result_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hea_checkup_result_user_idx" ON "hea_checkup_result" USING btree ("user_id","checkup_ymd" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hea_checkup_result_suspect_idx" ON "hea_checkup_result" USING btree ("plant_cd","checkup_ymd" DESC NULLS LAST) WHERE diag_cd in ('C1', 'C2', 'D1', 'D2', 'R');--> statement-breakpoint
CREATE INDEX "hea_checkup_result_item_item_idx" ON "hea_checkup_result_item" USING btree ("test_item_cd");--> statement-breakpoint
CREATE INDEX "hea_suspect_consult_suspect_idx" ON "hea_suspect_consult" USING btree ("hea_suspect_user_no","consult_ymd");--> statement-breakpoint
CREATE UNIQUE INDEX "hea_suspect_user_live_uq" ON "hea_suspect_user" USING btree ("user_id") WHERE status_cd <> 'RELEASED';--> statement-breakpoint
CREATE INDEX "hea_suspect_user_plant_idx" ON "hea_suspect_user" USING btree ("plant_cd","status_cd");--> statement-breakpoint
CREATE INDEX "hea_suspect_user_result_idx" ON "hea_suspect_user" USING btree ("hea_checkup_result_no");--> statement-breakpoint
CREATE UNIQUE INDEX "hea_test_item_range_item_sex_uq" ON "hea_test_item_range" USING btree ("test_item_cd","sex_cd");