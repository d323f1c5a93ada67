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