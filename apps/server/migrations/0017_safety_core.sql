CREATE TABLE "saf_edu_attend" (
	"session_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"check_in_dt" timestamp with time zone,
	"check_out_dt" timestamp with time zone,
	"signature" text,
	"method_cd" varchar(10) NOT NULL,
	"credited_hours" double precision,
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saf_edu_attend_session_no_user_id_pk" PRIMARY KEY("session_no","user_id")
);
--> statement-breakpoint
CREATE TABLE "saf_edu_completion" (
	"completion_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30),
	"user_id" varchar(50),
	"vendor_cd" varchar(30),
	"vendor_worker_no" integer,
	"course_no" integer NOT NULL,
	"session_no" integer,
	"course_type_cd" varchar(30) NOT NULL,
	"category_cd" varchar(30),
	"complete_ymd" date NOT NULL,
	"hours" double precision NOT NULL,
	"source_cd" varchar(10) NOT NULL,
	"source_key" varchar(100) NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_edu_course" (
	"course_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"course_type_cd" varchar(30) NOT NULL,
	"category_cd" varchar(30),
	"course_nm" varchar(200) NOT NULL,
	"delivery_cd" varchar(30) NOT NULL,
	"hours" double precision NOT NULL,
	"instructor_nm" varchar(100),
	"exam_yn" char(1) DEFAULT 'N' NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"question_cnt" integer,
	"time_limit_min" integer,
	"pass_score" integer,
	"max_attempts" integer,
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_edu_exam" (
	"exam_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"course_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"attempt_no" integer NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"question_nos" jsonb NOT NULL,
	"answers" jsonb,
	"start_dt" timestamp with time zone NOT NULL,
	"deadline_dt" timestamp with time zone,
	"submit_dt" timestamp with time zone,
	"score" integer,
	"pass_yn" char(1)
);
--> statement-breakpoint
CREATE TABLE "saf_edu_question" (
	"question_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"course_no" integer NOT NULL,
	"type_cd" varchar(10) NOT NULL,
	"question_text" varchar(1000) NOT NULL,
	"option1" varchar(300),
	"option2" varchar(300),
	"option3" varchar(300),
	"option4" varchar(300),
	"answer" varchar(300) NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_edu_reminder" (
	"user_id" varchar(50) NOT NULL,
	"period_cd" varchar(10) NOT NULL,
	"stage" varchar(5) NOT NULL,
	"sent_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saf_edu_reminder_user_id_period_cd_stage_pk" PRIMARY KEY("user_id","period_cd","stage")
);
--> statement-breakpoint
CREATE TABLE "saf_edu_session" (
	"session_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"course_no" integer NOT NULL,
	"course_nm" varchar(200),
	"edu_ymd" date NOT NULL,
	"start_hm" varchar(5) NOT NULL,
	"end_hm" varchar(5) NOT NULL,
	"hours" double precision NOT NULL,
	"place" varchar(200),
	"instructor_nm" varchar(100),
	"capacity" integer,
	"attend_cnt" integer DEFAULT 0 NOT NULL,
	"contents" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_edu_video" (
	"course_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"max_sec" double precision DEFAULT 0 NOT NULL,
	"duration_sec" double precision NOT NULL,
	"complete_yn" char(1) DEFAULT 'N' NOT NULL,
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saf_edu_video_course_no_user_id_pk" PRIMARY KEY("course_no","user_id")
);
--> statement-breakpoint
CREATE TABLE "saf_edu_worker" (
	"user_id" varchar(50) PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"job_type_cd" varchar(10) NOT NULL,
	"employ_type_cd" varchar(10) NOT NULL,
	"supervisor_yn" char(1) DEFAULT 'N' NOT NULL,
	"change_ymd" date,
	"special_ymd" date,
	"note" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_assessment" (
	"assess_no" serial PRIMARY KEY NOT NULL,
	"plan_no" integer NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"method_cd" varchar(20),
	"process_nm" varchar(200),
	"unit_work_nm" varchar(200) NOT NULL,
	"work_desc" text,
	"matrix_version" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_check_item" (
	"check_no" serial PRIMARY KEY NOT NULL,
	"assess_no" integer NOT NULL,
	"item_text" varchar(500) NOT NULL,
	"result_cd" varchar(10) NOT NULL,
	"measure" varchar(500),
	"owner_user_id" varchar(50),
	"due_ymd" date,
	"action_no" integer,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_hazard" (
	"hazard_no" serial PRIMARY KEY NOT NULL,
	"assess_no" integer NOT NULL,
	"hazard_class_cd" varchar(30) NOT NULL,
	"hazard_nm" varchar(300) NOT NULL,
	"disaster_type_cd" varchar(30),
	"current_control" varchar(500),
	"likelihood" integer,
	"severity" integer,
	"risk_score" integer,
	"risk_grade_cd" varchar(30),
	"risk_grade_nm" varchar(100),
	"level_cd" varchar(10),
	"level_reason" varchar(500),
	"measure" varchar(500),
	"owner_user_id" varchar(50),
	"due_ymd" date,
	"residual_likelihood" integer,
	"residual_severity" integer,
	"residual_score" integer,
	"residual_grade_cd" varchar(30),
	"residual_grade_nm" varchar(100),
	"major_yn" char(1),
	"action_required_yn" char(1),
	"action_no" integer,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_matrix" (
	"plant_cd" varchar(10) NOT NULL,
	"version" integer NOT NULL,
	"likelihood_levels" jsonb NOT NULL,
	"severity_levels" jsonb NOT NULL,
	"cells" jsonb NOT NULL,
	"grades" jsonb NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsa_matrix_plant_cd_version_pk" PRIMARY KEY("plant_cd","version")
);
--> statement-breakpoint
CREATE TABLE "rsa_plan" (
	"plan_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"kind_cd" varchar(20) NOT NULL,
	"method_cd" varchar(20) NOT NULL,
	"plan_title" varchar(200) NOT NULL,
	"plan_from_ymd" date NOT NULL,
	"plan_to_ymd" date NOT NULL,
	"reason" text,
	"matrix_version" integer,
	"copied_from_plan_no" integer,
	"shared_ymd" date,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_plan_participant" (
	"participant_no" serial PRIMARY KEY NOT NULL,
	"plan_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"stage_cd" varchar(20) NOT NULL,
	"part_method_cd" varchar(20) NOT NULL,
	"part_ymd" date NOT NULL,
	"opinion" varchar(500),
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_plan_target" (
	"target_no" serial PRIMARY KEY NOT NULL,
	"plan_no" integer NOT NULL,
	"target_dept_cd" varchar(30) NOT NULL,
	"process_nm" varchar(200),
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_plan_team" (
	"team_no" serial PRIMARY KEY NOT NULL,
	"plan_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"role_nm" varchar(100),
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "saf_check_answer" (
	"answer_no" serial PRIMARY KEY NOT NULL,
	"check_no" integer NOT NULL,
	"category_nm" varchar(100) NOT NULL,
	"item_nm" varchar(300) NOT NULL,
	"answer_scale_cd" varchar(10) NOT NULL,
	"photo_required_yn" varchar(1),
	"answer_cd" varchar(10),
	"score" integer,
	"comment" varchar(500),
	"photo_file_no" integer,
	"action_user_id" varchar(50),
	"action_due_ymd" date,
	"action_no" integer,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_check_plan" (
	"plan_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"check_type_cd" varchar(20) NOT NULL,
	"plan_nm" varchar(200) NOT NULL,
	"template_no" integer NOT NULL,
	"place_nm" varchar(200),
	"facility_no" integer,
	"checker_user_id" varchar(50),
	"cycle_cd" varchar(20) NOT NULL,
	"start_ymd" date NOT NULL,
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"next_due_ymd" date,
	"last_check_ymd" date,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_check_result" (
	"check_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"check_type_cd" varchar(20) NOT NULL,
	"check_ymd" date NOT NULL,
	"checker_user_id" varchar(50) NOT NULL,
	"template_no" integer NOT NULL,
	"check_title" varchar(200) NOT NULL,
	"place_nm" varchar(200),
	"plan_no" integer,
	"vendor_cd" varchar(30),
	"opinion" text,
	"bad_count" integer,
	"complete_ymd" date,
	"signature" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_check_template" (
	"template_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"check_type_cd" varchar(20) NOT NULL,
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"template_nm" varchar(200) NOT NULL,
	"facility_type_cd" varchar(20),
	"area_nm" varchar(200),
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_check_template_item" (
	"item_no" serial PRIMARY KEY NOT NULL,
	"template_no" integer NOT NULL,
	"category_nm" varchar(100) NOT NULL,
	"item_nm" varchar(300) NOT NULL,
	"answer_scale_cd" varchar(10) NOT NULL,
	"photo_required_yn" varchar(1),
	"guide" varchar(300),
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_facility" (
	"facility_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"facility_cd" varchar(30) NOT NULL,
	"facility_nm" varchar(200) NOT NULL,
	"facility_type_cd" varchar(20) NOT NULL,
	"place_nm" varchar(200),
	"legal_target_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"inspection_cycle_months" integer NOT NULL,
	"next_inspection_ymd" date NOT NULL,
	"last_inspection_ymd" date,
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_facility_alert" (
	"facility_no" integer NOT NULL,
	"due_ymd" date NOT NULL,
	"sent_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_facility_inspection" (
	"inspection_no" serial PRIMARY KEY NOT NULL,
	"facility_no" integer NOT NULL,
	"inspection_ymd" date NOT NULL,
	"inspection_kind_cd" varchar(20) NOT NULL,
	"result_cd" varchar(10) NOT NULL,
	"agency_nm" varchar(200),
	"cert_no" varchar(100),
	"remark" varchar(500),
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_moc" (
	"moc_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"moc_type_cd" varchar(20) NOT NULL,
	"moc_title" varchar(200) NOT NULL,
	"expiry_ymd" date,
	"description" text,
	"reason" text,
	"documents_changed" text,
	"risk_assessment_ref" varchar(100),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_moc_alert" (
	"moc_no" integer NOT NULL,
	"expiry_ymd" date NOT NULL,
	"sent_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_moc_pssr" (
	"pssr_no" serial PRIMARY KEY NOT NULL,
	"moc_no" integer NOT NULL,
	"item_nm" varchar(300) NOT NULL,
	"result_cd" varchar(10),
	"pssr_comment" varchar(300),
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_moc_review" (
	"review_no" serial PRIMARY KEY NOT NULL,
	"moc_no" integer NOT NULL,
	"discipline_nm" varchar(50) NOT NULL,
	"reviewer_user_id" varchar(50) NOT NULL,
	"decision_cd" varchar(10),
	"review_comment" varchar(500),
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_patrol_finding" (
	"finding_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"patrol_ymd" date NOT NULL,
	"patrol_type_cd" varchar(10) NOT NULL,
	"place_nm" varchar(200) NOT NULL,
	"category_cd" varchar(20) NOT NULL,
	"content" text NOT NULL,
	"fixed_on_spot_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"vendor_cd" varchar(30),
	"assignee_user_id" varchar(50),
	"due_ymd" date,
	"vendor_answer" text,
	"action_no" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_tbm" (
	"tbm_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"leader_user_id" varchar(50) NOT NULL,
	"tbm_ymd" date NOT NULL,
	"tbm_time" varchar(5) NOT NULL,
	"vendor_cd" varchar(30),
	"work_nm" varchar(200) NOT NULL,
	"place_nm" varchar(200) NOT NULL,
	"hazards" text,
	"controls" text,
	"ppe_checked_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"health_checked_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"ppe_note" varchar(300),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_tbm_attendee" (
	"attendee_no" serial PRIMARY KEY NOT NULL,
	"tbm_no" integer NOT NULL,
	"attendee_type_cd" varchar(10) NOT NULL,
	"attendee_nm" varchar(100) NOT NULL,
	"org_nm" varchar(200),
	"health_ok_yn" varchar(1),
	"signature" text,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_tbm_follow_up" (
	"follow_up_no" serial PRIMARY KEY NOT NULL,
	"tbm_no" integer NOT NULL,
	"content" varchar(300) NOT NULL,
	"assignee_user_id" varchar(50),
	"due_ymd" date,
	"action_no" integer,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saf_edu_attend" ADD CONSTRAINT "saf_edu_attend_session_no_saf_edu_session_session_no_fk" FOREIGN KEY ("session_no") REFERENCES "public"."saf_edu_session"("session_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_edu_completion" ADD CONSTRAINT "saf_edu_completion_course_no_saf_edu_course_course_no_fk" FOREIGN KEY ("course_no") REFERENCES "public"."saf_edu_course"("course_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_edu_exam" ADD CONSTRAINT "saf_edu_exam_course_no_saf_edu_course_course_no_fk" FOREIGN KEY ("course_no") REFERENCES "public"."saf_edu_course"("course_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_edu_question" ADD CONSTRAINT "saf_edu_question_course_no_saf_edu_course_course_no_fk" FOREIGN KEY ("course_no") REFERENCES "public"."saf_edu_course"("course_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_edu_session" ADD CONSTRAINT "saf_edu_session_course_no_saf_edu_course_course_no_fk" FOREIGN KEY ("course_no") REFERENCES "public"."saf_edu_course"("course_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_edu_video" ADD CONSTRAINT "saf_edu_video_course_no_saf_edu_course_course_no_fk" FOREIGN KEY ("course_no") REFERENCES "public"."saf_edu_course"("course_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_assessment" ADD CONSTRAINT "rsa_assessment_plan_no_rsa_plan_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."rsa_plan"("plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_check_item" ADD CONSTRAINT "rsa_check_item_assess_no_rsa_assessment_assess_no_fk" FOREIGN KEY ("assess_no") REFERENCES "public"."rsa_assessment"("assess_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_hazard" ADD CONSTRAINT "rsa_hazard_assess_no_rsa_assessment_assess_no_fk" FOREIGN KEY ("assess_no") REFERENCES "public"."rsa_assessment"("assess_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_plan_participant" ADD CONSTRAINT "rsa_plan_participant_plan_no_rsa_plan_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."rsa_plan"("plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_plan_target" ADD CONSTRAINT "rsa_plan_target_plan_no_rsa_plan_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."rsa_plan"("plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_plan_team" ADD CONSTRAINT "rsa_plan_team_plan_no_rsa_plan_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."rsa_plan"("plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_accident_invest_cause" ADD CONSTRAINT "saf_accident_invest_cause_accident_no_saf_accident_investigation_accident_no_fk" FOREIGN KEY ("accident_no") REFERENCES "public"."saf_accident_investigation"("accident_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_accident_invest_event" ADD CONSTRAINT "saf_accident_invest_event_accident_no_saf_accident_investigation_accident_no_fk" FOREIGN KEY ("accident_no") REFERENCES "public"."saf_accident_investigation"("accident_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_accident_invest_measure" ADD CONSTRAINT "saf_accident_invest_measure_accident_no_saf_accident_investigation_accident_no_fk" FOREIGN KEY ("accident_no") REFERENCES "public"."saf_accident_investigation"("accident_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_accident_invest_team" ADD CONSTRAINT "saf_accident_invest_team_accident_no_saf_accident_investigation_accident_no_fk" FOREIGN KEY ("accident_no") REFERENCES "public"."saf_accident_investigation"("accident_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_accident_investigation" ADD CONSTRAINT "saf_accident_investigation_accident_no_saf_accident_accident_no_fk" FOREIGN KEY ("accident_no") REFERENCES "public"."saf_accident"("accident_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_accident_victim" ADD CONSTRAINT "saf_accident_victim_accident_no_saf_accident_accident_no_fk" FOREIGN KEY ("accident_no") REFERENCES "public"."saf_accident"("accident_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_near_miss_measure" ADD CONSTRAINT "saf_near_miss_measure_near_miss_no_saf_near_miss_near_miss_no_fk" FOREIGN KEY ("near_miss_no") REFERENCES "public"."saf_near_miss"("near_miss_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_check_answer" ADD CONSTRAINT "saf_check_answer_check_no_saf_check_result_check_no_fk" FOREIGN KEY ("check_no") REFERENCES "public"."saf_check_result"("check_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_check_plan" ADD CONSTRAINT "saf_check_plan_template_no_saf_check_template_template_no_fk" FOREIGN KEY ("template_no") REFERENCES "public"."saf_check_template"("template_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_check_result" ADD CONSTRAINT "saf_check_result_template_no_saf_check_template_template_no_fk" FOREIGN KEY ("template_no") REFERENCES "public"."saf_check_template"("template_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_check_result" ADD CONSTRAINT "saf_check_result_plan_no_saf_check_plan_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."saf_check_plan"("plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_check_template_item" ADD CONSTRAINT "saf_check_template_item_template_no_saf_check_template_template_no_fk" FOREIGN KEY ("template_no") REFERENCES "public"."saf_check_template"("template_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_facility_alert" ADD CONSTRAINT "saf_facility_alert_facility_no_saf_facility_facility_no_fk" FOREIGN KEY ("facility_no") REFERENCES "public"."saf_facility"("facility_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_facility_inspection" ADD CONSTRAINT "saf_facility_inspection_facility_no_saf_facility_facility_no_fk" FOREIGN KEY ("facility_no") REFERENCES "public"."saf_facility"("facility_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_moc_alert" ADD CONSTRAINT "saf_moc_alert_moc_no_saf_moc_moc_no_fk" FOREIGN KEY ("moc_no") REFERENCES "public"."saf_moc"("moc_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_moc_pssr" ADD CONSTRAINT "saf_moc_pssr_moc_no_saf_moc_moc_no_fk" FOREIGN KEY ("moc_no") REFERENCES "public"."saf_moc"("moc_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_moc_review" ADD CONSTRAINT "saf_moc_review_moc_no_saf_moc_moc_no_fk" FOREIGN KEY ("moc_no") REFERENCES "public"."saf_moc"("moc_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_tbm_attendee" ADD CONSTRAINT "saf_tbm_attendee_tbm_no_saf_tbm_tbm_no_fk" FOREIGN KEY ("tbm_no") REFERENCES "public"."saf_tbm"("tbm_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_tbm_follow_up" ADD CONSTRAINT "saf_tbm_follow_up_tbm_no_saf_tbm_tbm_no_fk" FOREIGN KEY ("tbm_no") REFERENCES "public"."saf_tbm"("tbm_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saf_edu_attend_user_idx" ON "saf_edu_attend" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saf_edu_completion_source_idx" ON "saf_edu_completion" USING btree ("source_key");--> statement-breakpoint
CREATE INDEX "saf_edu_completion_plant_ymd_idx" ON "saf_edu_completion" USING btree ("plant_cd","complete_ymd","user_id");--> statement-breakpoint
CREATE INDEX "saf_edu_completion_user_idx" ON "saf_edu_completion" USING btree ("user_id","complete_ymd");--> statement-breakpoint
CREATE INDEX "saf_edu_completion_vendor_worker_idx" ON "saf_edu_completion" USING btree ("vendor_worker_no","course_type_cd","complete_ymd");--> statement-breakpoint
CREATE INDEX "saf_edu_course_plant_idx" ON "saf_edu_course" USING btree ("plant_cd","course_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "saf_edu_exam_attempt_idx" ON "saf_edu_exam" USING btree ("course_no","user_id","attempt_no");--> statement-breakpoint
CREATE INDEX "saf_edu_question_plant_idx" ON "saf_edu_question" USING btree ("plant_cd","question_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saf_edu_question_course_idx" ON "saf_edu_question" USING btree ("course_no","use_yn");--> statement-breakpoint
CREATE INDEX "saf_edu_session_plant_ymd_idx" ON "saf_edu_session" USING btree ("plant_cd","edu_ymd" DESC NULLS FIRST,"session_no");--> statement-breakpoint
CREATE INDEX "saf_edu_session_course_idx" ON "saf_edu_session" USING btree ("course_no");--> statement-breakpoint
CREATE INDEX "saf_edu_worker_plant_idx" ON "saf_edu_worker" USING btree ("plant_cd","dept_cd","user_id");--> statement-breakpoint
CREATE INDEX "rsa_assessment_plan_idx" ON "rsa_assessment" USING btree ("plan_no");--> statement-breakpoint
CREATE INDEX "rsa_assessment_plant_dept_idx" ON "rsa_assessment" USING btree ("plant_cd","dept_cd","assess_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rsa_check_item_assess_idx" ON "rsa_check_item" USING btree ("assess_no");--> statement-breakpoint
CREATE INDEX "rsa_hazard_assess_idx" ON "rsa_hazard" USING btree ("assess_no");--> statement-breakpoint
CREATE INDEX "rsa_plan_plant_no_idx" ON "rsa_plan" USING btree ("plant_cd","plan_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rsa_plan_scope_idx" ON "rsa_plan" USING btree ("plant_cd","dept_cd","method_cd","status_cd");--> statement-breakpoint
CREATE INDEX "rsa_plan_participant_plan_idx" ON "rsa_plan_participant" USING btree ("plan_no");--> statement-breakpoint
CREATE INDEX "rsa_plan_target_plan_idx" ON "rsa_plan_target" USING btree ("plan_no");--> statement-breakpoint
CREATE INDEX "rsa_plan_team_plan_idx" ON "rsa_plan_team" USING btree ("plan_no");--> statement-breakpoint
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
CREATE INDEX "saf_work_hours_plant_ym_idx" ON "saf_work_hours" USING btree ("plant_cd","work_ym");--> statement-breakpoint
CREATE INDEX "saf_check_answer_check_idx" ON "saf_check_answer" USING btree ("check_no");--> statement-breakpoint
CREATE INDEX "saf_check_plan_plant_due_idx" ON "saf_check_plan" USING btree ("plant_cd","next_due_ymd","plan_no");--> statement-breakpoint
CREATE INDEX "saf_check_result_plant_ymd_idx" ON "saf_check_result" USING btree ("plant_cd","check_ymd" DESC NULLS FIRST,"check_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saf_check_result_plant_type_ymd_idx" ON "saf_check_result" USING btree ("plant_cd","check_type_cd","check_ymd" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saf_check_result_template_idx" ON "saf_check_result" USING btree ("template_no","check_ymd");--> statement-breakpoint
CREATE INDEX "saf_check_template_plant_nm_idx" ON "saf_check_template" USING btree ("plant_cd","template_nm","template_no");--> statement-breakpoint
CREATE INDEX "saf_check_template_item_template_idx" ON "saf_check_template_item" USING btree ("template_no");--> statement-breakpoint
CREATE UNIQUE INDEX "saf_facility_plant_cd_uq" ON "saf_facility" USING btree ("plant_cd","facility_cd");--> statement-breakpoint
CREATE INDEX "saf_facility_plant_next_idx" ON "saf_facility" USING btree ("plant_cd","next_inspection_ymd","facility_no");--> statement-breakpoint
CREATE UNIQUE INDEX "saf_facility_alert_uq" ON "saf_facility_alert" USING btree ("facility_no","due_ymd");--> statement-breakpoint
CREATE INDEX "saf_facility_inspection_facility_idx" ON "saf_facility_inspection" USING btree ("facility_no");--> statement-breakpoint
CREATE INDEX "saf_moc_plant_no_idx" ON "saf_moc" USING btree ("plant_cd","moc_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "saf_moc_alert_uq" ON "saf_moc_alert" USING btree ("moc_no","expiry_ymd");--> statement-breakpoint
CREATE INDEX "saf_moc_pssr_moc_idx" ON "saf_moc_pssr" USING btree ("moc_no");--> statement-breakpoint
CREATE INDEX "saf_moc_review_moc_idx" ON "saf_moc_review" USING btree ("moc_no");--> statement-breakpoint
CREATE INDEX "saf_patrol_finding_plant_ymd_idx" ON "saf_patrol_finding" USING btree ("plant_cd","patrol_ymd" DESC NULLS FIRST,"finding_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saf_patrol_finding_vendor_idx" ON "saf_patrol_finding" USING btree ("vendor_cd","patrol_ymd");--> statement-breakpoint
CREATE INDEX "saf_tbm_plant_ymd_idx" ON "saf_tbm" USING btree ("plant_cd","tbm_ymd" DESC NULLS FIRST,"tbm_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saf_tbm_attendee_tbm_idx" ON "saf_tbm_attendee" USING btree ("tbm_no");--> statement-breakpoint
CREATE INDEX "saf_tbm_follow_up_tbm_idx" ON "saf_tbm_follow_up" USING btree ("tbm_no");