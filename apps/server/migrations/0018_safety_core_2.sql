CREATE TABLE "saf_edu_external" (
	"ext_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"course_nm" varchar(200) NOT NULL,
	"provider" varchar(200) NOT NULL,
	"category_cd" varchar(30) NOT NULL,
	"hours" double precision NOT NULL,
	"complete_ymd" date NOT NULL,
	"cert_no" varchar(100),
	"credited_yn" char(1) DEFAULT 'N' NOT NULL,
	"note" varchar(1000),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_edu_group" (
	"group_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"group_nm" varchar(100) NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"member_cnt" integer DEFAULT 0 NOT NULL,
	"description" varchar(1000),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_edu_group_member" (
	"member_no" serial PRIMARY KEY NOT NULL,
	"group_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_edu_plan" (
	"plan_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"plan_year" integer NOT NULL,
	"half_cd" varchar(2) NOT NULL,
	"plan_nm" varchar(200) NOT NULL,
	"group_no" integer,
	"planned_hours" double precision,
	"note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_edu_plan_item" (
	"item_no" serial PRIMARY KEY NOT NULL,
	"plan_no" integer NOT NULL,
	"row_no" integer,
	"course_no" integer NOT NULL,
	"planned_hours" double precision NOT NULL,
	"planned_ymd" date,
	"note" varchar(300),
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_charm_row" (
	"charm_no" serial PRIMARY KEY NOT NULL,
	"assess_no" integer NOT NULL,
	"chemical_nm" varchar(200) NOT NULL,
	"cas_no" varchar(30),
	"task_nm" varchar(200) NOT NULL,
	"h_statements" varchar(300),
	"hazard_grade" integer NOT NULL,
	"amount_cd" varchar(20),
	"volatility_cd" varchar(20),
	"work_time_cd" varchar(20),
	"exposure_level" integer,
	"risk_level" integer,
	"measure" varchar(500),
	"owner_user_id" varchar(50),
	"due_ymd" date,
	"action_required_yn" char(1),
	"action_no" integer,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_hazop_row" (
	"hazop_no" serial PRIMARY KEY NOT NULL,
	"assess_no" integer NOT NULL,
	"node_nm" varchar(200) NOT NULL,
	"design_intent" varchar(300),
	"parameter_nm" varchar(100) NOT NULL,
	"guide_word_cd" varchar(20) NOT NULL,
	"deviation" varchar(300) NOT NULL,
	"causes" varchar(500),
	"consequences" varchar(500),
	"safeguards" varchar(500),
	"likelihood" integer,
	"severity" integer,
	"risk_score" integer,
	"risk_grade_cd" varchar(30),
	"risk_grade_nm" varchar(100),
	"measure" varchar(500),
	"owner_user_id" varchar(50),
	"due_ymd" date,
	"action_required_yn" char(1),
	"action_no" integer,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_jsa_step" (
	"jsa_no" serial PRIMARY KEY NOT NULL,
	"assess_no" integer NOT NULL,
	"task_nm" varchar(200) NOT NULL,
	"step_no" integer NOT NULL,
	"step_desc" varchar(300) NOT NULL,
	"hazard_nm" varchar(300) NOT NULL,
	"likelihood" integer,
	"severity" integer,
	"risk_score" integer,
	"risk_grade_cd" varchar(30),
	"risk_grade_nm" varchar(100),
	"measure" varchar(500),
	"owner_user_id" varchar(50),
	"due_ymd" date,
	"action_required_yn" char(1),
	"action_no" integer,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_one_point" (
	"point_no" serial PRIMARY KEY NOT NULL,
	"assess_no" integer NOT NULL,
	"hazard_desc" varchar(500) NOT NULL,
	"current_control" varchar(500),
	"measure" varchar(500),
	"owner_user_id" varchar(50),
	"due_ymd" date,
	"action_required_yn" char(1),
	"action_no" integer,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_unit_work" (
	"unit_work_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"process_no" integer NOT NULL,
	"process_nm" varchar(200),
	"unit_work_nm" varchar(200) NOT NULL,
	"work_desc" text,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_patrol_plan" (
	"plan_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"patrol_type_cd" varchar(10) NOT NULL,
	"plan_nm" varchar(200) NOT NULL,
	"cycle_cd" varchar(20) NOT NULL,
	"place_nm" varchar(200),
	"vendor_cd" varchar(30),
	"patrol_user_id" varchar(50),
	"start_ymd" date NOT NULL,
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"next_due_ymd" date,
	"last_patrol_ymd" date,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_patrol_round" (
	"round_no" serial PRIMARY KEY NOT NULL,
	"plan_no" integer NOT NULL,
	"patrol_ymd" date NOT NULL,
	"patrol_user_id" varchar(50),
	"finding_count" integer,
	"note" varchar(300),
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_entrant_session" (
	"session_id" varchar(36) PRIMARY KEY NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"ref_kind_cd" varchar(10) NOT NULL,
	"ref_no" integer NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"worker_no" integer NOT NULL,
	"vendor_cd" varchar(30) NOT NULL,
	"course_type_cd" varchar(30) NOT NULL,
	"course_no" integer,
	"end_dt" timestamp with time zone NOT NULL,
	"signature" text,
	"sign_dt" timestamp with time zone,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_gas_reading" (
	"reading_no" serial PRIMARY KEY NOT NULL,
	"permit_no" integer NOT NULL,
	"measured_dt" timestamp with time zone NOT NULL,
	"measurer_user_id" varchar(50),
	"measurer_nm" varchar(100),
	"point_desc" varchar(200),
	"o2_pct" double precision,
	"lel_pct" double precision,
	"h2s_ppm" double precision,
	"co_ppm" double precision,
	"co2_pct" double precision,
	"result_cd" varchar(10) NOT NULL,
	"out_gases" varchar(100),
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_loto" (
	"loto_no" serial PRIMARY KEY NOT NULL,
	"permit_no" integer NOT NULL,
	"row_no" integer,
	"equipment_nm" varchar(200) NOT NULL,
	"energy_type_cd" varchar(30) NOT NULL,
	"isolation_method" varchar(200),
	"lock_no" varchar(50),
	"tag_no" varchar(50),
	"isolated_user_id" varchar(50),
	"isolated_dt" timestamp with time zone,
	"verified_user_id" varchar(50),
	"verified_dt" timestamp with time zone,
	"zero_energy_yn" varchar(1),
	"released_user_id" varchar(50),
	"released_dt" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_map" (
	"map_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"area_cd" varchar(30),
	"map_nm" varchar(100) NOT NULL,
	"width_m" double precision,
	"height_m" double precision,
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_permit" (
	"permit_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"project_no" integer,
	"vendor_cd" varchar(30),
	"status_cd" varchar(30) NOT NULL,
	"kind_cd" varchar(30) NOT NULL,
	"work_nm" varchar(200) NOT NULL,
	"work_contents" text,
	"work_ymd" date NOT NULL,
	"start_dt" timestamp with time zone NOT NULL,
	"end_dt" timestamp with time zone NOT NULL,
	"start_tm" varchar(5) NOT NULL,
	"end_tm" varchar(5) NOT NULL,
	"area_cd" varchar(30) NOT NULL,
	"place_desc" varchar(200),
	"map_no" integer,
	"map_x" double precision,
	"map_y" double precision,
	"request_dept_cd" varchar(30) NOT NULL,
	"supervise_dept_cd" varchar(30) NOT NULL,
	"coop_dept_cds" varchar(300),
	"requester_user_id" varchar(50),
	"supervisor_user_id" varchar(50),
	"issuer_user_id" varchar(50),
	"ppe_cds" varchar(300),
	"fire_watcher_nm" varchar(100),
	"fire_watcher_worker_no" integer,
	"gas_interval_min" integer,
	"last_gas_dt" timestamp with time zone,
	"simops_override_reason" varchar(1000),
	"simops_override_user_id" varchar(50),
	"simops_override_dt" timestamp with time zone,
	"request_dt" timestamp with time zone,
	"approve_dt" timestamp with time zone,
	"issue_dt" timestamp with time zone,
	"close_dt" timestamp with time zone,
	"status_note" varchar(1000),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_permit_kind" (
	"permit_kind_no" serial PRIMARY KEY NOT NULL,
	"permit_no" integer NOT NULL,
	"row_no" integer,
	"kind_cd" varchar(30) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_permit_measure" (
	"permit_measure_no" serial PRIMARY KEY NOT NULL,
	"permit_no" integer NOT NULL,
	"row_no" integer,
	"measure_cd" varchar(30) NOT NULL,
	"check_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"remark" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_permit_window" (
	"window_no" serial PRIMARY KEY NOT NULL,
	"permit_no" integer NOT NULL,
	"seq" integer NOT NULL,
	"start_dt" timestamp with time zone NOT NULL,
	"end_dt" timestamp with time zone NOT NULL,
	"reason" varchar(500),
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_permit_worker" (
	"permit_worker_no" serial PRIMARY KEY NOT NULL,
	"permit_no" integer NOT NULL,
	"row_no" integer,
	"worker_no" integer NOT NULL,
	"vendor_cd" varchar(30) NOT NULL,
	"role_cd" varchar(20) DEFAULT 'WORKER' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_project" (
	"project_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"project_nm" varchar(200) NOT NULL,
	"contract_no" varchar(50),
	"po_no" varchar(50),
	"start_ymd" date NOT NULL,
	"end_ymd" date NOT NULL,
	"supervise_dept_cd" varchar(30) NOT NULL,
	"supervisor_user_id" varchar(50),
	"vendor_cd" varchar(30) NOT NULL,
	"work_kind_cds" varchar(300),
	"licence_items" text,
	"assessment_no" integer,
	"contents" text,
	"status_cd" varchar(30) DEFAULT 'ONGOING' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_project_vendor" (
	"project_vendor_no" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"row_no" integer,
	"vendor_cd" varchar(30) NOT NULL,
	"role_cd" varchar(10) DEFAULT 'SUB' NOT NULL,
	"remark" varchar(200)
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_project_worker" (
	"project_worker_no" serial PRIMARY KEY NOT NULL,
	"project_no" integer NOT NULL,
	"row_no" integer,
	"worker_no" integer NOT NULL,
	"vendor_cd" varchar(30) NOT NULL,
	"role_nm" varchar(100)
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_signature" (
	"signature_no" serial PRIMARY KEY NOT NULL,
	"permit_no" integer NOT NULL,
	"role_cd" varchar(20) NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"signature" text NOT NULL,
	"signed_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_simops_override" (
	"override_no" serial PRIMARY KEY NOT NULL,
	"permit_no" integer NOT NULL,
	"other_permit_no" integer NOT NULL,
	"reason" varchar(1000) NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"override_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saf_edu_completion" ALTER COLUMN "course_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saf_edu_session" ADD COLUMN "group_no" integer;--> statement-breakpoint
ALTER TABLE "rsa_assessment" ADD COLUMN "unit_work_no" integer;--> statement-breakpoint
ALTER TABLE "vnd_penalty" ADD COLUMN "worker_no" integer;--> statement-breakpoint
ALTER TABLE "saf_edu_group_member" ADD CONSTRAINT "saf_edu_group_member_group_no_saf_edu_group_group_no_fk" FOREIGN KEY ("group_no") REFERENCES "public"."saf_edu_group"("group_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_edu_plan" ADD CONSTRAINT "saf_edu_plan_group_no_saf_edu_group_group_no_fk" FOREIGN KEY ("group_no") REFERENCES "public"."saf_edu_group"("group_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_edu_plan_item" ADD CONSTRAINT "saf_edu_plan_item_plan_no_saf_edu_plan_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."saf_edu_plan"("plan_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_edu_plan_item" ADD CONSTRAINT "saf_edu_plan_item_course_no_saf_edu_course_course_no_fk" FOREIGN KEY ("course_no") REFERENCES "public"."saf_edu_course"("course_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_charm_row" ADD CONSTRAINT "rsa_charm_row_assess_no_rsa_assessment_assess_no_fk" FOREIGN KEY ("assess_no") REFERENCES "public"."rsa_assessment"("assess_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_hazop_row" ADD CONSTRAINT "rsa_hazop_row_assess_no_rsa_assessment_assess_no_fk" FOREIGN KEY ("assess_no") REFERENCES "public"."rsa_assessment"("assess_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_jsa_step" ADD CONSTRAINT "rsa_jsa_step_assess_no_rsa_assessment_assess_no_fk" FOREIGN KEY ("assess_no") REFERENCES "public"."rsa_assessment"("assess_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_one_point" ADD CONSTRAINT "rsa_one_point_assess_no_rsa_assessment_assess_no_fk" FOREIGN KEY ("assess_no") REFERENCES "public"."rsa_assessment"("assess_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_patrol_round" ADD CONSTRAINT "saf_patrol_round_plan_no_saf_patrol_plan_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."saf_patrol_plan"("plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_wkod_gas_reading" ADD CONSTRAINT "saf_wkod_gas_reading_permit_no_saf_wkod_permit_permit_no_fk" FOREIGN KEY ("permit_no") REFERENCES "public"."saf_wkod_permit"("permit_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_wkod_loto" ADD CONSTRAINT "saf_wkod_loto_permit_no_saf_wkod_permit_permit_no_fk" FOREIGN KEY ("permit_no") REFERENCES "public"."saf_wkod_permit"("permit_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_wkod_permit_kind" ADD CONSTRAINT "saf_wkod_permit_kind_permit_no_saf_wkod_permit_permit_no_fk" FOREIGN KEY ("permit_no") REFERENCES "public"."saf_wkod_permit"("permit_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_wkod_permit_measure" ADD CONSTRAINT "saf_wkod_permit_measure_permit_no_saf_wkod_permit_permit_no_fk" FOREIGN KEY ("permit_no") REFERENCES "public"."saf_wkod_permit"("permit_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_wkod_permit_window" ADD CONSTRAINT "saf_wkod_permit_window_permit_no_saf_wkod_permit_permit_no_fk" FOREIGN KEY ("permit_no") REFERENCES "public"."saf_wkod_permit"("permit_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_wkod_permit_worker" ADD CONSTRAINT "saf_wkod_permit_worker_permit_no_saf_wkod_permit_permit_no_fk" FOREIGN KEY ("permit_no") REFERENCES "public"."saf_wkod_permit"("permit_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_wkod_project_vendor" ADD CONSTRAINT "saf_wkod_project_vendor_project_no_saf_wkod_project_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."saf_wkod_project"("project_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_wkod_project_worker" ADD CONSTRAINT "saf_wkod_project_worker_project_no_saf_wkod_project_project_no_fk" FOREIGN KEY ("project_no") REFERENCES "public"."saf_wkod_project"("project_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_wkod_signature" ADD CONSTRAINT "saf_wkod_signature_permit_no_saf_wkod_permit_permit_no_fk" FOREIGN KEY ("permit_no") REFERENCES "public"."saf_wkod_permit"("permit_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_wkod_simops_override" ADD CONSTRAINT "saf_wkod_simops_override_permit_no_saf_wkod_permit_permit_no_fk" FOREIGN KEY ("permit_no") REFERENCES "public"."saf_wkod_permit"("permit_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saf_edu_external_plant_idx" ON "saf_edu_external" USING btree ("plant_cd","ext_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saf_edu_external_user_idx" ON "saf_edu_external" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saf_edu_group_plant_idx" ON "saf_edu_group" USING btree ("plant_cd","group_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "saf_edu_group_member_idx" ON "saf_edu_group_member" USING btree ("group_no","user_id");--> statement-breakpoint
CREATE INDEX "saf_edu_group_member_user_idx" ON "saf_edu_group_member" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saf_edu_plan_plant_idx" ON "saf_edu_plan" USING btree ("plant_cd","plan_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saf_edu_plan_period_idx" ON "saf_edu_plan" USING btree ("plant_cd","plan_year","half_cd","dept_cd");--> statement-breakpoint
CREATE INDEX "saf_edu_plan_item_plan_idx" ON "saf_edu_plan_item" USING btree ("plan_no");--> statement-breakpoint
CREATE INDEX "rsa_charm_row_assess_idx" ON "rsa_charm_row" USING btree ("assess_no");--> statement-breakpoint
CREATE INDEX "rsa_hazop_row_assess_idx" ON "rsa_hazop_row" USING btree ("assess_no");--> statement-breakpoint
CREATE INDEX "rsa_jsa_step_assess_idx" ON "rsa_jsa_step" USING btree ("assess_no");--> statement-breakpoint
CREATE INDEX "rsa_one_point_assess_idx" ON "rsa_one_point" USING btree ("assess_no");--> statement-breakpoint
CREATE UNIQUE INDEX "rsa_unit_work_uq" ON "rsa_unit_work" USING btree ("dept_cd","process_no","unit_work_nm");--> statement-breakpoint
CREATE INDEX "rsa_unit_work_plant_idx" ON "rsa_unit_work" USING btree ("plant_cd","dept_cd");--> statement-breakpoint
CREATE INDEX "saf_patrol_plan_due_idx" ON "saf_patrol_plan" USING btree ("plant_cd","next_due_ymd","plan_no");--> statement-breakpoint
CREATE INDEX "saf_patrol_round_plan_idx" ON "saf_patrol_round" USING btree ("plan_no","patrol_ymd");--> statement-breakpoint
CREATE INDEX "saf_wkod_entrant_session_ref_idx" ON "saf_wkod_entrant_session" USING btree ("ref_kind_cd","ref_no");--> statement-breakpoint
CREATE INDEX "saf_wkod_entrant_session_worker_idx" ON "saf_wkod_entrant_session" USING btree ("worker_no");--> statement-breakpoint
CREATE INDEX "saf_wkod_gas_reading_permit_idx" ON "saf_wkod_gas_reading" USING btree ("permit_no","measured_dt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saf_wkod_loto_permit_idx" ON "saf_wkod_loto" USING btree ("permit_no");--> statement-breakpoint
CREATE INDEX "saf_wkod_map_plant_idx" ON "saf_wkod_map" USING btree ("plant_cd","area_cd");--> statement-breakpoint
CREATE INDEX "saf_wkod_permit_plant_no_idx" ON "saf_wkod_permit" USING btree ("plant_cd","permit_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saf_wkod_permit_plant_window_idx" ON "saf_wkod_permit" USING btree ("plant_cd","start_dt","end_dt");--> statement-breakpoint
CREATE INDEX "saf_wkod_permit_plant_status_idx" ON "saf_wkod_permit" USING btree ("plant_cd","status_cd");--> statement-breakpoint
CREATE INDEX "saf_wkod_permit_vendor_idx" ON "saf_wkod_permit" USING btree ("vendor_cd","permit_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saf_wkod_permit_project_idx" ON "saf_wkod_permit" USING btree ("project_no");--> statement-breakpoint
CREATE INDEX "saf_wkod_permit_dept_idx" ON "saf_wkod_permit" USING btree ("supervise_dept_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "saf_wkod_permit_kind_uq" ON "saf_wkod_permit_kind" USING btree ("permit_no","kind_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "saf_wkod_permit_measure_uq" ON "saf_wkod_permit_measure" USING btree ("permit_no","measure_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "saf_wkod_permit_window_uq" ON "saf_wkod_permit_window" USING btree ("permit_no","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "saf_wkod_permit_worker_uq" ON "saf_wkod_permit_worker" USING btree ("permit_no","worker_no");--> statement-breakpoint
CREATE INDEX "saf_wkod_permit_worker_worker_idx" ON "saf_wkod_permit_worker" USING btree ("worker_no");--> statement-breakpoint
CREATE INDEX "saf_wkod_project_plant_idx" ON "saf_wkod_project" USING btree ("plant_cd","project_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saf_wkod_project_vendor_idx" ON "saf_wkod_project" USING btree ("vendor_cd","project_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saf_wkod_project_dept_idx" ON "saf_wkod_project" USING btree ("supervise_dept_cd");--> statement-breakpoint
CREATE INDEX "saf_wkod_project_vendor_project_idx" ON "saf_wkod_project_vendor" USING btree ("project_no");--> statement-breakpoint
CREATE INDEX "saf_wkod_project_vendor_vendor_idx" ON "saf_wkod_project_vendor" USING btree ("vendor_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "saf_wkod_project_worker_uq" ON "saf_wkod_project_worker" USING btree ("project_no","worker_no");--> statement-breakpoint
CREATE INDEX "saf_wkod_project_worker_worker_idx" ON "saf_wkod_project_worker" USING btree ("worker_no");--> statement-breakpoint
CREATE UNIQUE INDEX "saf_wkod_signature_uq" ON "saf_wkod_signature" USING btree ("permit_no","role_cd");--> statement-breakpoint
CREATE INDEX "saf_wkod_simops_override_permit_idx" ON "saf_wkod_simops_override" USING btree ("permit_no");--> statement-breakpoint
CREATE INDEX "saf_wkod_simops_override_other_idx" ON "saf_wkod_simops_override" USING btree ("other_permit_no");--> statement-breakpoint
CREATE INDEX "vnd_penalty_worker_ymd_idx" ON "vnd_penalty" USING btree ("worker_no","violation_ymd");--> statement-breakpoint
-- one facility-type tree: code group SAF_FACILITY_TYPE (the admin table held seed rows only)
DROP TABLE "saf_facility_type" CASCADE;