CREATE TABLE "hea_drug" (
	"drug_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"drug_nm" varchar(200) NOT NULL,
	"unit_nm" varchar(20) NOT NULL,
	"drug_class_cd" varchar(30) NOT NULL,
	"safety_stock" integer DEFAULT 0 NOT NULL,
	"stock_qty" integer DEFAULT 0 NOT NULL,
	"remark" text,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hea_drug_stock_nonneg" CHECK ("hea_drug"."stock_qty" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hea_drug_move" (
	"move_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"drug_no" integer NOT NULL,
	"move_type_cd" varchar(10) NOT NULL,
	"move_ymd" date NOT NULL,
	"qty" integer NOT NULL,
	"delta_qty" integer NOT NULL,
	"visit_no" integer,
	"remark" varchar(500),
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_infirmary_rx" (
	"visit_no" integer NOT NULL,
	"drug_no" integer NOT NULL,
	"qty" integer NOT NULL,
	"move_no" integer,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hea_infirmary_rx_visit_no_drug_no_pk" PRIMARY KEY("visit_no","drug_no")
);
--> statement-breakpoint
CREATE TABLE "hea_infirmary_visit" (
	"visit_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"visit_ymd" date NOT NULL,
	"visit_hm" varchar(5) NOT NULL,
	"user_id" varchar(50),
	"worker_nm" varchar(100) NOT NULL,
	"dept_cd" varchar(30),
	"vendor_cd" varchar(20),
	"complaint_cd" varchar(30) NOT NULL,
	"symptom" text,
	"bp_systolic" integer,
	"bp_diastolic" integer,
	"pulse" integer,
	"body_temp" numeric(4, 1),
	"blood_sugar" integer,
	"treatment" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_msk_action" (
	"action_no" serial PRIMARY KEY NOT NULL,
	"survey_no" integer NOT NULL,
	"plan_content" text NOT NULL,
	"due_ymd" date NOT NULL,
	"result_content" text,
	"done_ymd" date,
	"status_cd" varchar(20) NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_msk_survey" (
	"survey_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"unit_work_no" integer NOT NULL,
	"survey_type_cd" varchar(20) NOT NULL,
	"survey_ymd" date NOT NULL,
	"surveyor_nm" varchar(100) NOT NULL,
	"burden_task_nos" integer[] NOT NULL,
	"burden_yn" char(1) NOT NULL,
	"respondent_cnt" integer DEFAULT 0 NOT NULL,
	"symptom_cnt" integer DEFAULT 0 NOT NULL,
	"managed_cnt" integer DEFAULT 0 NOT NULL,
	"symptom_summary" text,
	"result_summary" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_msk_unit_work" (
	"unit_work_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"process_no" integer,
	"unit_work_nm" varchar(200) NOT NULL,
	"start_ymd" date NOT NULL,
	"worker_cnt" integer DEFAULT 0 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_workenv_plan" (
	"plan_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"measure_year" integer NOT NULL,
	"half_cd" varchar(1) NOT NULL,
	"start_ymd" date NOT NULL,
	"end_ymd" date NOT NULL,
	"agency_nm" varchar(200) NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_workenv_result" (
	"result_no" serial PRIMARY KEY NOT NULL,
	"plan_no" integer NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"process_no" integer NOT NULL,
	"hazard_cd" varchar(30) NOT NULL,
	"measure_ymd" date NOT NULL,
	"measured_value" numeric(14, 4) NOT NULL,
	"unit_nm" varchar(20) NOT NULL,
	"exposure_limit" numeric(14, 4) NOT NULL,
	"exceed_yn" char(1) NOT NULL,
	"remark" varchar(500),
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hea_drug_move" ADD CONSTRAINT "hea_drug_move_drug_no_hea_drug_drug_no_fk" FOREIGN KEY ("drug_no") REFERENCES "public"."hea_drug"("drug_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_infirmary_rx" ADD CONSTRAINT "hea_infirmary_rx_visit_no_hea_infirmary_visit_visit_no_fk" FOREIGN KEY ("visit_no") REFERENCES "public"."hea_infirmary_visit"("visit_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_infirmary_rx" ADD CONSTRAINT "hea_infirmary_rx_drug_no_hea_drug_drug_no_fk" FOREIGN KEY ("drug_no") REFERENCES "public"."hea_drug"("drug_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_infirmary_rx" ADD CONSTRAINT "hea_infirmary_rx_move_no_hea_drug_move_move_no_fk" FOREIGN KEY ("move_no") REFERENCES "public"."hea_drug_move"("move_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_msk_action" ADD CONSTRAINT "hea_msk_action_survey_no_hea_msk_survey_survey_no_fk" FOREIGN KEY ("survey_no") REFERENCES "public"."hea_msk_survey"("survey_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_msk_survey" ADD CONSTRAINT "hea_msk_survey_unit_work_no_hea_msk_unit_work_unit_work_no_fk" FOREIGN KEY ("unit_work_no") REFERENCES "public"."hea_msk_unit_work"("unit_work_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_workenv_result" ADD CONSTRAINT "hea_workenv_result_plan_no_hea_workenv_plan_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."hea_workenv_plan"("plan_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_workenv_result" ADD CONSTRAINT "hea_workenv_result_hazard_cd_hea_hazard_hazard_cd_fk" FOREIGN KEY ("hazard_cd") REFERENCES "public"."hea_hazard"("hazard_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "hea_drug_plant_nm_uq" ON "hea_drug" USING btree ("plant_cd","drug_nm");--> statement-breakpoint
CREATE INDEX "hea_drug_move_drug_idx" ON "hea_drug_move" USING btree ("drug_no","move_ymd");--> statement-breakpoint
CREATE INDEX "hea_drug_move_plant_ymd_idx" ON "hea_drug_move" USING btree ("plant_cd","move_ymd");--> statement-breakpoint
CREATE INDEX "hea_drug_move_visit_idx" ON "hea_drug_move" USING btree ("visit_no");--> statement-breakpoint
CREATE INDEX "hea_infirmary_visit_plant_ymd_idx" ON "hea_infirmary_visit" USING btree ("plant_cd","visit_ymd" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hea_infirmary_visit_user_idx" ON "hea_infirmary_visit" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "hea_msk_action_survey_idx" ON "hea_msk_action" USING btree ("survey_no");--> statement-breakpoint
CREATE INDEX "hea_msk_survey_unit_idx" ON "hea_msk_survey" USING btree ("unit_work_no","survey_ymd" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hea_msk_survey_plant_idx" ON "hea_msk_survey" USING btree ("plant_cd","survey_ymd" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "hea_msk_unit_work_uq" ON "hea_msk_unit_work" USING btree ("dept_cd","unit_work_nm");--> statement-breakpoint
CREATE INDEX "hea_msk_unit_work_plant_idx" ON "hea_msk_unit_work" USING btree ("plant_cd","dept_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "hea_workenv_plan_uq" ON "hea_workenv_plan" USING btree ("plant_cd","measure_year","half_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "hea_workenv_result_uq" ON "hea_workenv_result" USING btree ("plan_no","process_no","hazard_cd");--> statement-breakpoint
CREATE INDEX "hea_workenv_result_pf_idx" ON "hea_workenv_result" USING btree ("plant_cd","process_no","hazard_cd","measure_ymd" DESC NULLS LAST);