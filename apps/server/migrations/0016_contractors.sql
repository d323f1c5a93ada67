CREATE TABLE "vnd_council" (
	"council_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"meeting_ymd" date NOT NULL,
	"council_title" varchar(200) NOT NULL,
	"place" varchar(200),
	"agenda" text,
	"minutes" text,
	"next_meeting_ymd" date,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_council_attendee" (
	"attendee_no" serial PRIMARY KEY NOT NULL,
	"council_no" integer NOT NULL,
	"attendee_type_cd" varchar(20) NOT NULL,
	"org_nm" varchar(200) NOT NULL,
	"attendee_nm" varchar(100) NOT NULL,
	"position_nm" varchar(100),
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_council_decision" (
	"decision_no" serial PRIMARY KEY NOT NULL,
	"council_no" integer NOT NULL,
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
CREATE TABLE "vnd_entry" (
	"entry_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(30) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"vendor_cd" varchar(30) NOT NULL,
	"supervise_dept_cd" varchar(30) NOT NULL,
	"work_desc" varchar(300) NOT NULL,
	"place" varchar(200) NOT NULL,
	"entry_from_ymd" date NOT NULL,
	"entry_to_ymd" date NOT NULL,
	"remark" text,
	"approve_ymd" date,
	"pass_token" varchar(64),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_entry_equipment" (
	"equip_no" serial PRIMARY KEY NOT NULL,
	"entry_no" integer NOT NULL,
	"equip_nm" varchar(100) NOT NULL,
	"spec" varchar(100),
	"qty" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_entry_person" (
	"person_no" serial PRIMARY KEY NOT NULL,
	"entry_no" integer NOT NULL,
	"worker_no" integer NOT NULL,
	"worker_nm" varchar(100),
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_entry_vehicle" (
	"vehicle_no" serial PRIMARY KEY NOT NULL,
	"entry_no" integer NOT NULL,
	"car_no" varchar(20) NOT NULL,
	"car_kind_cd" varchar(30),
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_eval" (
	"eval_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"vendor_cd" varchar(30) NOT NULL,
	"eval_kind_cd" varchar(20) NOT NULL,
	"eval_year" integer NOT NULL,
	"eval_half" varchar(2),
	"set_no" integer NOT NULL,
	"eval_ymd" date,
	"evaluator_user_id" varchar(50) NOT NULL,
	"total_score" numeric(5, 1),
	"grade_cd" varchar(10),
	"consequence_cd" varchar(20),
	"opinion" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_eval_item" (
	"item_no" serial PRIMARY KEY NOT NULL,
	"set_no" integer NOT NULL,
	"sort_no" integer,
	"category_cd" varchar(30) NOT NULL,
	"item_text" varchar(300) NOT NULL,
	"weight" integer NOT NULL,
	"guide" varchar(1000),
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_eval_item_set" (
	"set_no" serial PRIMARY KEY NOT NULL,
	"set_nm" varchar(200) NOT NULL,
	"eval_kind_cd" varchar(20) NOT NULL,
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_eval_score" (
	"score_no" serial PRIMARY KEY NOT NULL,
	"eval_no" integer NOT NULL,
	"row_no" integer,
	"item_no" integer NOT NULL,
	"category_cd" varchar(30),
	"item_text" varchar(300),
	"weight" integer,
	"score" numeric(5, 1),
	"remark" varchar(500),
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_user_temp_pwd" (
	"user_id" varchar(50) PRIMARY KEY NOT NULL,
	"issued_user_id" varchar(50),
	"issued_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_notice" (
	"notice_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"post_ymd" date NOT NULL,
	"important_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"target_cd" varchar(10) DEFAULT 'ALL' NOT NULL,
	"title" varchar(300) NOT NULL,
	"contents" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_notice_read" (
	"notice_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"vendor_cd" varchar(30) NOT NULL,
	"read_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vnd_notice_read_notice_no_user_id_pk" PRIMARY KEY("notice_no","user_id")
);
--> statement-breakpoint
CREATE TABLE "vnd_notice_reminder" (
	"notice_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"sent_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vnd_notice_reminder_notice_no_user_id_pk" PRIMARY KEY("notice_no","user_id")
);
--> statement-breakpoint
CREATE TABLE "vnd_notice_target" (
	"target_no" serial PRIMARY KEY NOT NULL,
	"notice_no" integer NOT NULL,
	"vendor_cd" varchar(30) NOT NULL,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_penalty" (
	"penalty_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"vendor_cd" varchar(30) NOT NULL,
	"violation_ymd" date NOT NULL,
	"penalty_kind_cd" varchar(30) NOT NULL,
	"points" integer NOT NULL,
	"source_type_cd" varchar(30) NOT NULL,
	"source_key" varchar(100),
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_penalty_mark" (
	"vendor_cd" varchar(30) NOT NULL,
	"year" integer NOT NULL,
	"threshold_cd" varchar(30) NOT NULL,
	"points" integer NOT NULL,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vnd_penalty_mark_vendor_cd_year_threshold_cd_pk" PRIMARY KEY("vendor_cd","year","threshold_cd")
);
--> statement-breakpoint
CREATE TABLE "vnd_licence_reminder" (
	"licence_no" integer NOT NULL,
	"expiry_ymd" date NOT NULL,
	"sent_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vnd_licence_reminder_licence_no_expiry_ymd_pk" PRIMARY KEY("licence_no","expiry_ymd")
);
--> statement-breakpoint
ALTER TABLE "vnd_council_attendee" ADD CONSTRAINT "vnd_council_attendee_council_no_vnd_council_council_no_fk" FOREIGN KEY ("council_no") REFERENCES "public"."vnd_council"("council_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_council_decision" ADD CONSTRAINT "vnd_council_decision_council_no_vnd_council_council_no_fk" FOREIGN KEY ("council_no") REFERENCES "public"."vnd_council"("council_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_entry_equipment" ADD CONSTRAINT "vnd_entry_equipment_entry_no_vnd_entry_entry_no_fk" FOREIGN KEY ("entry_no") REFERENCES "public"."vnd_entry"("entry_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_entry_person" ADD CONSTRAINT "vnd_entry_person_entry_no_vnd_entry_entry_no_fk" FOREIGN KEY ("entry_no") REFERENCES "public"."vnd_entry"("entry_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_entry_vehicle" ADD CONSTRAINT "vnd_entry_vehicle_entry_no_vnd_entry_entry_no_fk" FOREIGN KEY ("entry_no") REFERENCES "public"."vnd_entry"("entry_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_eval" ADD CONSTRAINT "vnd_eval_set_no_vnd_eval_item_set_set_no_fk" FOREIGN KEY ("set_no") REFERENCES "public"."vnd_eval_item_set"("set_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_eval_item" ADD CONSTRAINT "vnd_eval_item_set_no_vnd_eval_item_set_set_no_fk" FOREIGN KEY ("set_no") REFERENCES "public"."vnd_eval_item_set"("set_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_eval_score" ADD CONSTRAINT "vnd_eval_score_eval_no_vnd_eval_eval_no_fk" FOREIGN KEY ("eval_no") REFERENCES "public"."vnd_eval"("eval_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_notice_read" ADD CONSTRAINT "vnd_notice_read_notice_no_vnd_notice_notice_no_fk" FOREIGN KEY ("notice_no") REFERENCES "public"."vnd_notice"("notice_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_notice_reminder" ADD CONSTRAINT "vnd_notice_reminder_notice_no_vnd_notice_notice_no_fk" FOREIGN KEY ("notice_no") REFERENCES "public"."vnd_notice"("notice_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_notice_target" ADD CONSTRAINT "vnd_notice_target_notice_no_vnd_notice_notice_no_fk" FOREIGN KEY ("notice_no") REFERENCES "public"."vnd_notice"("notice_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vnd_council_plant_ymd_idx" ON "vnd_council" USING btree ("plant_cd","meeting_ymd" DESC NULLS FIRST,"council_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vnd_council_attendee_council_idx" ON "vnd_council_attendee" USING btree ("council_no");--> statement-breakpoint
CREATE INDEX "vnd_council_decision_council_idx" ON "vnd_council_decision" USING btree ("council_no");--> statement-breakpoint
CREATE INDEX "vnd_entry_plant_no_idx" ON "vnd_entry" USING btree ("plant_cd","entry_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vnd_entry_vendor_idx" ON "vnd_entry" USING btree ("vendor_cd","entry_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vnd_entry_dept_idx" ON "vnd_entry" USING btree ("supervise_dept_cd","entry_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "vnd_entry_pass_token_idx" ON "vnd_entry" USING btree ("pass_token");--> statement-breakpoint
CREATE INDEX "vnd_entry_equipment_entry_idx" ON "vnd_entry_equipment" USING btree ("entry_no");--> statement-breakpoint
CREATE INDEX "vnd_entry_person_entry_idx" ON "vnd_entry_person" USING btree ("entry_no");--> statement-breakpoint
CREATE INDEX "vnd_entry_person_worker_idx" ON "vnd_entry_person" USING btree ("worker_no");--> statement-breakpoint
CREATE INDEX "vnd_entry_vehicle_entry_idx" ON "vnd_entry_vehicle" USING btree ("entry_no");--> statement-breakpoint
CREATE INDEX "vnd_eval_plant_no_idx" ON "vnd_eval" USING btree ("plant_cd","eval_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vnd_eval_vendor_no_idx" ON "vnd_eval" USING btree ("vendor_cd","eval_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vnd_eval_item_set_idx" ON "vnd_eval_item" USING btree ("set_no");--> statement-breakpoint
CREATE INDEX "vnd_eval_score_eval_idx" ON "vnd_eval_score" USING btree ("eval_no");--> statement-breakpoint
CREATE INDEX "vnd_notice_plant_post_idx" ON "vnd_notice" USING btree ("plant_cd","post_ymd" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vnd_notice_read_user_idx" ON "vnd_notice_read" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vnd_notice_target_notice_idx" ON "vnd_notice_target" USING btree ("notice_no");--> statement-breakpoint
CREATE INDEX "vnd_notice_target_vendor_idx" ON "vnd_notice_target" USING btree ("vendor_cd","notice_no");--> statement-breakpoint
CREATE INDEX "vnd_penalty_plant_ymd_idx" ON "vnd_penalty" USING btree ("plant_cd","violation_ymd" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vnd_penalty_vendor_ymd_idx" ON "vnd_penalty" USING btree ("vendor_cd","violation_ymd");