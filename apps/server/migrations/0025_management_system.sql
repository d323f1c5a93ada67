CREATE TABLE "mgt_appointment" (
	"appoint_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"role_cd" varchar(20) NOT NULL,
	"user_id" varchar(50),
	"appoint_ymd" date,
	"end_ymd" date,
	"cert_nm" varchar(200),
	"cert_no" varchar(100),
	"cert_expire_ymd" date,
	"report_ymd" date,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgt_budget" (
	"budget_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"year" integer NOT NULL,
	"category_cd" varchar(20) NOT NULL,
	"item_nm" varchar(200) NOT NULL,
	"budget_amt" bigint NOT NULL,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgt_budget_exec" (
	"exec_no" serial PRIMARY KEY NOT NULL,
	"budget_no" integer NOT NULL,
	"exec_ymd" date NOT NULL,
	"amount" bigint NOT NULL,
	"content" varchar(300) NOT NULL,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgt_committee" (
	"committee_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"committee_type_cd" varchar(20) NOT NULL,
	"meeting_ymd" date NOT NULL,
	"meeting_title" varchar(200) NOT NULL,
	"place" varchar(200),
	"agenda" text,
	"minutes" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgt_committee_attendee" (
	"attendee_no" serial PRIMARY KEY NOT NULL,
	"committee_no" integer NOT NULL,
	"side_cd" varchar(20) NOT NULL,
	"attendee_nm" varchar(100) NOT NULL,
	"position_nm" varchar(100),
	"signed_yn" varchar(1),
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgt_committee_decision" (
	"decision_no" serial PRIMARY KEY NOT NULL,
	"committee_no" integer NOT NULL,
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
CREATE TABLE "mgt_drill" (
	"drill_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"drill_type_cd" varchar(20) NOT NULL,
	"drill_title" varchar(200) NOT NULL,
	"plan_ymd" date NOT NULL,
	"scenario" text NOT NULL,
	"manual_ref" varchar(200),
	"done_ymd" date,
	"participant_count" integer,
	"muster_minutes" numeric(6, 1),
	"result" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgt_drill_lesson" (
	"lesson_no" serial PRIMARY KEY NOT NULL,
	"drill_no" integer NOT NULL,
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
CREATE TABLE "mgt_law" (
	"law_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"law_cd" varchar(20) NOT NULL,
	"article" varchar(100) NOT NULL,
	"law_title" varchar(200) NOT NULL,
	"duty_text" text NOT NULL,
	"owner_user_id" varchar(50),
	"evidence_module_cd" varchar(20),
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgt_law_check" (
	"check_no" serial PRIMARY KEY NOT NULL,
	"law_no" integer NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"year" integer NOT NULL,
	"half" varchar(2) NOT NULL,
	"law_title" varchar(200),
	"article" varchar(100),
	"result_cd" varchar(20) NOT NULL,
	"comment" text,
	"evidence" text,
	"action_no" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgt_sapa_review" (
	"review_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"year" integer NOT NULL,
	"half" varchar(2) NOT NULL,
	"review_comment" text,
	"appr_status_cd" varchar(20),
	"signed_ymd" date,
	"snapshot" jsonb,
	"frozen_dt" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgt_target" (
	"target_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"year" integer NOT NULL,
	"target_title" varchar(200) NOT NULL,
	"policy" text NOT NULL,
	"half_review" text,
	"year_review" text,
	"appr_status_cd" varchar(20),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgt_target_actual" (
	"actual_no" serial PRIMARY KEY NOT NULL,
	"target_no" integer NOT NULL,
	"indicator_cd" varchar(30) NOT NULL,
	"month" integer NOT NULL,
	"actual" numeric(14, 2) NOT NULL,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgt_target_objective" (
	"objective_no" serial PRIMARY KEY NOT NULL,
	"target_no" integer NOT NULL,
	"objective" varchar(300) NOT NULL,
	"indicator_cd" varchar(30) NOT NULL,
	"target_value" numeric(14, 2),
	"resources" varchar(300),
	"owner_user_id" varchar(50),
	"due_ymd" date,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mgt_budget_exec" ADD CONSTRAINT "mgt_budget_exec_budget_no_mgt_budget_budget_no_fk" FOREIGN KEY ("budget_no") REFERENCES "public"."mgt_budget"("budget_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mgt_committee_attendee" ADD CONSTRAINT "mgt_committee_attendee_committee_no_mgt_committee_committee_no_fk" FOREIGN KEY ("committee_no") REFERENCES "public"."mgt_committee"("committee_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mgt_committee_decision" ADD CONSTRAINT "mgt_committee_decision_committee_no_mgt_committee_committee_no_fk" FOREIGN KEY ("committee_no") REFERENCES "public"."mgt_committee"("committee_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mgt_drill_lesson" ADD CONSTRAINT "mgt_drill_lesson_drill_no_mgt_drill_drill_no_fk" FOREIGN KEY ("drill_no") REFERENCES "public"."mgt_drill"("drill_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mgt_law_check" ADD CONSTRAINT "mgt_law_check_law_no_mgt_law_law_no_fk" FOREIGN KEY ("law_no") REFERENCES "public"."mgt_law"("law_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mgt_target_actual" ADD CONSTRAINT "mgt_target_actual_target_no_mgt_target_target_no_fk" FOREIGN KEY ("target_no") REFERENCES "public"."mgt_target"("target_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mgt_target_objective" ADD CONSTRAINT "mgt_target_objective_target_no_mgt_target_target_no_fk" FOREIGN KEY ("target_no") REFERENCES "public"."mgt_target"("target_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mgt_appointment_plant_idx" ON "mgt_appointment" USING btree ("plant_cd","appoint_no");--> statement-breakpoint
CREATE INDEX "mgt_budget_plant_year_idx" ON "mgt_budget" USING btree ("plant_cd","year","budget_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mgt_budget_exec_idx" ON "mgt_budget_exec" USING btree ("budget_no");--> statement-breakpoint
CREATE INDEX "mgt_committee_plant_ymd_idx" ON "mgt_committee" USING btree ("plant_cd","meeting_ymd" DESC NULLS FIRST,"committee_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mgt_committee_attendee_idx" ON "mgt_committee_attendee" USING btree ("committee_no");--> statement-breakpoint
CREATE INDEX "mgt_committee_decision_idx" ON "mgt_committee_decision" USING btree ("committee_no");--> statement-breakpoint
CREATE INDEX "mgt_drill_plant_ymd_idx" ON "mgt_drill" USING btree ("plant_cd","plan_ymd" DESC NULLS FIRST,"drill_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "mgt_drill_lesson_idx" ON "mgt_drill_lesson" USING btree ("drill_no");--> statement-breakpoint
CREATE INDEX "mgt_law_plant_idx" ON "mgt_law" USING btree ("plant_cd","law_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mgt_law_check_law_half_uq" ON "mgt_law_check" USING btree ("law_no","year","half");--> statement-breakpoint
CREATE INDEX "mgt_law_check_plant_idx" ON "mgt_law_check" USING btree ("plant_cd","year","half","check_no" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "mgt_sapa_review_half_uq" ON "mgt_sapa_review" USING btree ("plant_cd","year","half");--> statement-breakpoint
CREATE INDEX "mgt_target_plant_year_idx" ON "mgt_target" USING btree ("plant_cd","year","target_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "mgt_target_actual_target_idx" ON "mgt_target_actual" USING btree ("target_no");--> statement-breakpoint
CREATE INDEX "mgt_target_objective_target_idx" ON "mgt_target_objective" USING btree ("target_no");