CREATE TABLE "saf_accident" (
	"accident_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(30) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"reporter_user_id" varchar(50),
	"title" varchar(200) NOT NULL,
	"occurred_ymd" date NOT NULL,
	"occurred_time" varchar(5) NOT NULL,
	"place" varchar(200) NOT NULL,
	"weather_cd" varchar(30),
	"accident_type_cd" varchar(30),
	"cause_object_cd" varchar(30),
	"injure_object_cd" varchar(30),
	"summary" text,
	"process_state" varchar(500),
	"damage_human_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"damage_material_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"damage_env_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"count_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"direct_loss_amt" bigint,
	"indirect_loss_amt" bigint,
	"lost_work_days" double precision,
	"related_chemicals" varchar(500),
	"related_equipment" varchar(500),
	"osha_serious_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"sapa_serious_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"investigation_report_required_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"investigation_report_due_ymd" date,
	"investigation_report_submit_ymd" date,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_accident_invest_cause" (
	"cause_no" serial PRIMARY KEY NOT NULL,
	"accident_no" integer NOT NULL,
	"row_no" integer,
	"cause_kind_cd" varchar(30) NOT NULL,
	"cause_cd" varchar(30),
	"description" varchar(500) NOT NULL,
	"why1" varchar(300),
	"why2" varchar(300),
	"why3" varchar(300),
	"why4" varchar(300),
	"why5" varchar(300),
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_accident_invest_event" (
	"event_no" serial PRIMARY KEY NOT NULL,
	"accident_no" integer NOT NULL,
	"row_no" integer,
	"event_time" varchar(30) NOT NULL,
	"description" varchar(500) NOT NULL,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_accident_invest_measure" (
	"measure_no" serial PRIMARY KEY NOT NULL,
	"accident_no" integer NOT NULL,
	"row_no" integer,
	"content" varchar(300) NOT NULL,
	"assignee_user_id" varchar(50),
	"due_ymd" date,
	"action_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_accident_invest_team" (
	"member_no" serial PRIMARY KEY NOT NULL,
	"accident_no" integer NOT NULL,
	"row_no" integer,
	"member_user_id" varchar(50),
	"member_nm" varchar(100),
	"role_nm" varchar(100),
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_accident_investigation" (
	"accident_no" integer PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"invest_from_ymd" date NOT NULL,
	"invest_to_ymd" date,
	"summary" text NOT NULL,
	"root_cause" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_accident_victim" (
	"victim_no" serial PRIMARY KEY NOT NULL,
	"accident_no" integer NOT NULL,
	"row_no" integer,
	"victim_type_cd" varchar(30) NOT NULL,
	"victim_user_id" varchar(50),
	"vendor_cd" varchar(30),
	"victim_nm" varchar(100),
	"phone_no" varchar(20),
	"age" integer,
	"service_years" double precision,
	"employ_type_cd" varchar(30),
	"injury_kind_cd" varchar(30),
	"body_part_cd" varchar(30),
	"treatment_days" integer,
	"lost_days" integer,
	"death_yn" varchar(1),
	"disability_grade" integer,
	"illness_yn" varchar(1),
	"disease_nm" varchar(200),
	"hazard_factor_cd" varchar(30),
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_near_miss" (
	"near_miss_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(30) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30),
	"occurred_ymd" date,
	"near_miss_type_cd" varchar(30),
	"area_cd" varchar(30),
	"place" varchar(200),
	"title" varchar(200) NOT NULL,
	"contents" text NOT NULL,
	"possible_outcome" text,
	"suggestion" text,
	"review_comment" text,
	"anonymous_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_near_miss_measure" (
	"measure_no" serial PRIMARY KEY NOT NULL,
	"near_miss_no" integer NOT NULL,
	"row_no" integer,
	"content" varchar(300) NOT NULL,
	"assignee_user_id" varchar(50),
	"due_ymd" date,
	"action_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_no_accident" (
	"record_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(30) DEFAULT 'ACTIVE' NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30),
	"start_ymd" date NOT NULL,
	"target_days" integer NOT NULL,
	"end_ymd" date,
	"reset_accident_no" integer,
	"remark" varchar(200),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_work_hours" (
	"work_hours_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"work_ym" varchar(7) NOT NULL,
	"worker_kind_cd" varchar(30) NOT NULL,
	"vendor_cd" varchar(30),
	"head_count" integer NOT NULL,
	"work_hours" double precision NOT NULL,
	"remark" varchar(200),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saf_accident_invest_cause" ADD CONSTRAINT "saf_accident_invest_cause_accident_no_saf_accident_investigation_accident_no_fk" FOREIGN KEY ("accident_no") REFERENCES "public"."saf_accident_investigation"("accident_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_accident_invest_event" ADD CONSTRAINT "saf_accident_invest_event_accident_no_saf_accident_investigation_accident_no_fk" FOREIGN KEY ("accident_no") REFERENCES "public"."saf_accident_investigation"("accident_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_accident_invest_measure" ADD CONSTRAINT "saf_accident_invest_measure_accident_no_saf_accident_investigation_accident_no_fk" FOREIGN KEY ("accident_no") REFERENCES "public"."saf_accident_investigation"("accident_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_accident_invest_team" ADD CONSTRAINT "saf_accident_invest_team_accident_no_saf_accident_investigation_accident_no_fk" FOREIGN KEY ("accident_no") REFERENCES "public"."saf_accident_investigation"("accident_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_accident_investigation" ADD CONSTRAINT "saf_accident_investigation_accident_no_saf_accident_accident_no_fk" FOREIGN KEY ("accident_no") REFERENCES "public"."saf_accident"("accident_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_accident_victim" ADD CONSTRAINT "saf_accident_victim_accident_no_saf_accident_accident_no_fk" FOREIGN KEY ("accident_no") REFERENCES "public"."saf_accident"("accident_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_near_miss_measure" ADD CONSTRAINT "saf_near_miss_measure_near_miss_no_saf_near_miss_near_miss_no_fk" FOREIGN KEY ("near_miss_no") REFERENCES "public"."saf_near_miss"("near_miss_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saf_accident_plant_no_idx" ON "saf_accident" USING btree ("plant_cd","accident_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saf_accident_dept_no_idx" ON "saf_accident" USING btree ("dept_cd","accident_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saf_accident_plant_ymd_idx" ON "saf_accident" USING btree ("plant_cd","occurred_ymd");--> statement-breakpoint
CREATE INDEX "saf_accident_report_due_idx" ON "saf_accident" USING btree ("plant_cd","investigation_report_due_ymd");--> statement-breakpoint
CREATE INDEX "saf_accident_invest_cause_acc_idx" ON "saf_accident_invest_cause" USING btree ("accident_no");--> statement-breakpoint
CREATE INDEX "saf_accident_invest_event_acc_idx" ON "saf_accident_invest_event" USING btree ("accident_no");--> statement-breakpoint
CREATE INDEX "saf_accident_invest_measure_acc_idx" ON "saf_accident_invest_measure" USING btree ("accident_no");--> statement-breakpoint
CREATE INDEX "saf_accident_invest_team_acc_idx" ON "saf_accident_invest_team" USING btree ("accident_no");--> statement-breakpoint
CREATE INDEX "saf_accident_invest_plant_idx" ON "saf_accident_investigation" USING btree ("plant_cd","accident_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saf_accident_invest_dept_idx" ON "saf_accident_investigation" USING btree ("dept_cd","accident_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saf_accident_victim_acc_idx" ON "saf_accident_victim" USING btree ("accident_no");--> statement-breakpoint
CREATE INDEX "saf_accident_victim_factor_idx" ON "saf_accident_victim" USING btree ("hazard_factor_cd");--> statement-breakpoint
CREATE INDEX "saf_near_miss_plant_no_idx" ON "saf_near_miss" USING btree ("plant_cd","near_miss_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saf_near_miss_dept_no_idx" ON "saf_near_miss" USING btree ("dept_cd","near_miss_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saf_near_miss_measure_nm_idx" ON "saf_near_miss_measure" USING btree ("near_miss_no");--> statement-breakpoint
CREATE INDEX "saf_no_accident_plant_idx" ON "saf_no_accident" USING btree ("plant_cd","record_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saf_no_accident_active_idx" ON "saf_no_accident" USING btree ("plant_cd","status_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "saf_work_hours_uk" ON "saf_work_hours" USING btree ("plant_cd","dept_cd","work_ym","worker_kind_cd",coalesce("vendor_cd", ''));--> statement-breakpoint
CREATE INDEX "saf_work_hours_plant_ym_idx" ON "saf_work_hours" USING btree ("plant_cd","work_ym");