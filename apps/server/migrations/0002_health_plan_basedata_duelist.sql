CREATE TABLE "hea_checkup_org_schedule" (
	"schedule_no" serial PRIMARY KEY NOT NULL,
	"hea_checkup_org_no" integer NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"start_ymd" date NOT NULL,
	"end_ymd" date NOT NULL,
	"daily_capacity" integer,
	"closed_yn" char(1) DEFAULT 'N' NOT NULL,
	"closed_weekdays" varchar(7) DEFAULT '' NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_consult_type" (
	"consult_type_cd" varchar(30) PRIMARY KEY NOT NULL,
	"consult_type_nm" varchar(100) NOT NULL,
	"sort_order" integer NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_disease" (
	"disease_cd" varchar(30) PRIMARY KEY NOT NULL,
	"disease_nm" varchar(200) NOT NULL,
	"kcd_cd" varchar(10) NOT NULL,
	"occupational_yn" char(1) DEFAULT 'N' NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_interview_item" (
	"interview_item_no" serial PRIMARY KEY NOT NULL,
	"question" varchar(500) NOT NULL,
	"answer_type_cd" varchar(30) NOT NULL,
	"answer_options" varchar(500),
	"sort_order" integer NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_plan_option_rule" (
	"rule_no" serial PRIMARY KEY NOT NULL,
	"hea_checkup_plan_no" integer NOT NULL,
	"rule_nm" varchar(100) NOT NULL,
	"sex_cd" varchar(1) DEFAULT 'A' NOT NULL,
	"age_from" integer,
	"age_to" integer,
	"test_item_cds" jsonb NOT NULL,
	"choose_cnt" integer NOT NULL,
	"sort_order" integer NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hea_checkup_org_schedule" ADD CONSTRAINT "hea_checkup_org_schedule_hea_checkup_org_no_hea_checkup_org_hea_checkup_org_no_fk" FOREIGN KEY ("hea_checkup_org_no") REFERENCES "public"."hea_checkup_org"("hea_checkup_org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_plan_option_rule" ADD CONSTRAINT "hea_plan_option_rule_hea_checkup_plan_no_hea_checkup_plan_hea_checkup_plan_no_fk" FOREIGN KEY ("hea_checkup_plan_no") REFERENCES "public"."hea_checkup_plan"("hea_checkup_plan_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hea_checkup_org_schedule_org_idx" ON "hea_checkup_org_schedule" USING btree ("hea_checkup_org_no","start_ymd");--> statement-breakpoint
CREATE INDEX "hea_disease_kcd_idx" ON "hea_disease" USING btree ("kcd_cd");--> statement-breakpoint
CREATE INDEX "hea_interview_item_sort_idx" ON "hea_interview_item" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "hea_plan_option_rule_plan_idx" ON "hea_plan_option_rule" USING btree ("hea_checkup_plan_no","sort_order");