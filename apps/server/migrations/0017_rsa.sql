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
ALTER TABLE "rsa_assessment" ADD CONSTRAINT "rsa_assessment_plan_no_rsa_plan_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."rsa_plan"("plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_check_item" ADD CONSTRAINT "rsa_check_item_assess_no_rsa_assessment_assess_no_fk" FOREIGN KEY ("assess_no") REFERENCES "public"."rsa_assessment"("assess_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_hazard" ADD CONSTRAINT "rsa_hazard_assess_no_rsa_assessment_assess_no_fk" FOREIGN KEY ("assess_no") REFERENCES "public"."rsa_assessment"("assess_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_plan_participant" ADD CONSTRAINT "rsa_plan_participant_plan_no_rsa_plan_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."rsa_plan"("plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_plan_target" ADD CONSTRAINT "rsa_plan_target_plan_no_rsa_plan_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."rsa_plan"("plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rsa_plan_team" ADD CONSTRAINT "rsa_plan_team_plan_no_rsa_plan_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."rsa_plan"("plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rsa_assessment_plan_idx" ON "rsa_assessment" USING btree ("plan_no");--> statement-breakpoint
CREATE INDEX "rsa_assessment_plant_dept_idx" ON "rsa_assessment" USING btree ("plant_cd","dept_cd","assess_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rsa_check_item_assess_idx" ON "rsa_check_item" USING btree ("assess_no");--> statement-breakpoint
CREATE INDEX "rsa_hazard_assess_idx" ON "rsa_hazard" USING btree ("assess_no");--> statement-breakpoint
CREATE INDEX "rsa_plan_plant_no_idx" ON "rsa_plan" USING btree ("plant_cd","plan_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "rsa_plan_scope_idx" ON "rsa_plan" USING btree ("plant_cd","dept_cd","method_cd","status_cd");--> statement-breakpoint
CREATE INDEX "rsa_plan_participant_plan_idx" ON "rsa_plan_participant" USING btree ("plan_no");--> statement-breakpoint
CREATE INDEX "rsa_plan_target_plan_idx" ON "rsa_plan_target" USING btree ("plan_no");--> statement-breakpoint
CREATE INDEX "rsa_plan_team_plan_idx" ON "rsa_plan_team" USING btree ("plan_no");