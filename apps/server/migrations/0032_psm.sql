CREATE TABLE "psm_area" (
	"area_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"area_nm" varchar(100) NOT NULL,
	"zone_cd" varchar(20) NOT NULL,
	"gas_group_cd" varchar(20) NOT NULL,
	"temp_class_cd" varchar(20) NOT NULL,
	"drawing_ref" varchar(50),
	"source_nm" varchar(200),
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psm_audit" (
	"audit_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"audit_type_cd" varchar(20) NOT NULL,
	"audit_year" integer NOT NULL,
	"audit_title" varchar(200) NOT NULL,
	"audit_ymd" date NOT NULL,
	"auditor_nm" varchar(200),
	"total_score" numeric(5, 1),
	"grade_cd" varchar(5),
	"summary" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psm_audit_element" (
	"element_no" serial PRIMARY KEY NOT NULL,
	"audit_no" integer NOT NULL,
	"element_cd" varchar(20) NOT NULL,
	"score" numeric(5, 1),
	"element_comment" varchar(500),
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psm_audit_finding" (
	"finding_no" serial PRIMARY KEY NOT NULL,
	"audit_no" integer NOT NULL,
	"element_cd" varchar(20) NOT NULL,
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
CREATE TABLE "psm_bypass" (
	"bypass_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"interlock_no" integer NOT NULL,
	"tag_no" varchar(50),
	"sil_cd" varchar(20),
	"reason" varchar(1000) NOT NULL,
	"interim_measures" varchar(1000) NOT NULL,
	"start_dt" timestamp with time zone NOT NULL,
	"end_dt" timestamp with time zone NOT NULL,
	"moc_no" integer,
	"approve_user_id" varchar(50),
	"approve_dt" timestamp with time zone,
	"restore_user_id" varchar(50),
	"restore_dt" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psm_bypass_alert" (
	"bypass_no" integer NOT NULL,
	"shift_key" varchar(30) NOT NULL,
	"sent_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psm_detector" (
	"detector_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"tag_no" varchar(50) NOT NULL,
	"gas_cd" varchar(20) NOT NULL,
	"location" varchar(200) NOT NULL,
	"measure_range" varchar(50),
	"alarm1" numeric(12, 3),
	"alarm2" numeric(12, 3),
	"unit_nm" varchar(20),
	"map_x" numeric(12, 3),
	"map_y" numeric(12, 3),
	"cycle_cd" varchar(20) NOT NULL,
	"last_ymd" date,
	"cycle_months" integer,
	"next_due_ymd" date,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psm_drawing" (
	"drawing_id" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"drawing_no" varchar(50) NOT NULL,
	"drawing_type_cd" varchar(20) NOT NULL,
	"drawing_nm" varchar(200) NOT NULL,
	"rev_no" varchar(10) NOT NULL,
	"effective_ymd" date NOT NULL,
	"process_nm" varchar(100),
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psm_drawing_rev" (
	"revision_no" serial PRIMARY KEY NOT NULL,
	"drawing_id" integer NOT NULL,
	"rev_no" varchar(10) NOT NULL,
	"effective_ymd" date,
	"rev_desc" varchar(300),
	"moc_no" integer,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psm_due_alert" (
	"kind_cd" varchar(20) NOT NULL,
	"item_no" integer NOT NULL,
	"due_ymd" date NOT NULL,
	"stage_cd" varchar(10) NOT NULL,
	"sent_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psm_equipment" (
	"equip_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"tag_no" varchar(50) NOT NULL,
	"equip_nm" varchar(100) NOT NULL,
	"equip_type_cd" varchar(20) NOT NULL,
	"process_nm" varchar(100),
	"material" varchar(50),
	"design_pressure" numeric(12, 3),
	"design_temp" numeric(12, 3),
	"capacity" varchar(50),
	"cycle_cd" varchar(20) NOT NULL,
	"last_ymd" date,
	"cycle_months" integer,
	"next_due_ymd" date,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psm_interlock" (
	"interlock_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"tag_no" varchar(50) NOT NULL,
	"interlock_nm" varchar(100) NOT NULL,
	"trip_condition" varchar(300) NOT NULL,
	"trip_action" varchar(300) NOT NULL,
	"sil_cd" varchar(20) NOT NULL,
	"process_nm" varchar(100),
	"cycle_cd" varchar(20) NOT NULL,
	"last_ymd" date,
	"cycle_months" integer,
	"next_due_ymd" date,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psm_piping" (
	"pipe_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"tag_no" varchar(50) NOT NULL,
	"fluid_nm" varchar(100) NOT NULL,
	"pipe_size" varchar(30),
	"material" varchar(50),
	"design_pressure" numeric(12, 3),
	"design_temp" numeric(12, 3),
	"gasket_nm" varchar(100),
	"insulation_nm" varchar(100),
	"process_nm" varchar(100),
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psm_test" (
	"test_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"kind_cd" varchar(20) NOT NULL,
	"tag_no" varchar(50) NOT NULL,
	"test_ymd" date NOT NULL,
	"result_cd" varchar(20) NOT NULL,
	"measured" varchar(100),
	"seal_no" varchar(30),
	"test_user_id" varchar(50) NOT NULL,
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "psm_valve" (
	"valve_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"tag_no" varchar(50) NOT NULL,
	"protected_equip" varchar(100) NOT NULL,
	"set_pressure" numeric(12, 3),
	"relief_capacity" numeric(12, 3),
	"fluid_nm" varchar(100),
	"cycle_cd" varchar(20) NOT NULL,
	"last_ymd" date,
	"cycle_months" integer,
	"next_due_ymd" date,
	"seal_no" varchar(30),
	"remark" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_moc_psm_item" (
	"psm_item_no" serial PRIMARY KEY NOT NULL,
	"moc_no" integer NOT NULL,
	"kind_cd" varchar(20) NOT NULL,
	"item_key" integer NOT NULL,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rsa_hazop_row" ADD COLUMN "equip_no" integer;--> statement-breakpoint
ALTER TABLE "rsa_hazop_row" ADD COLUMN "drawing_id" integer;--> statement-breakpoint
ALTER TABLE "saf_accident" ADD COLUMN "equip_no" integer;--> statement-breakpoint
ALTER TABLE "psm_audit_element" ADD CONSTRAINT "psm_audit_element_audit_no_psm_audit_audit_no_fk" FOREIGN KEY ("audit_no") REFERENCES "public"."psm_audit"("audit_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psm_audit_finding" ADD CONSTRAINT "psm_audit_finding_audit_no_psm_audit_audit_no_fk" FOREIGN KEY ("audit_no") REFERENCES "public"."psm_audit"("audit_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psm_bypass" ADD CONSTRAINT "psm_bypass_interlock_no_psm_interlock_interlock_no_fk" FOREIGN KEY ("interlock_no") REFERENCES "public"."psm_interlock"("interlock_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psm_bypass_alert" ADD CONSTRAINT "psm_bypass_alert_bypass_no_psm_bypass_bypass_no_fk" FOREIGN KEY ("bypass_no") REFERENCES "public"."psm_bypass"("bypass_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "psm_drawing_rev" ADD CONSTRAINT "psm_drawing_rev_drawing_id_psm_drawing_drawing_id_fk" FOREIGN KEY ("drawing_id") REFERENCES "public"."psm_drawing"("drawing_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_moc_psm_item" ADD CONSTRAINT "saf_moc_psm_item_moc_no_saf_moc_moc_no_fk" FOREIGN KEY ("moc_no") REFERENCES "public"."saf_moc"("moc_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "psm_area_nm_uq" ON "psm_area" USING btree ("plant_cd","area_nm");--> statement-breakpoint
CREATE INDEX "psm_audit_plant_no_idx" ON "psm_audit" USING btree ("plant_cd","audit_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "psm_audit_element_audit_idx" ON "psm_audit_element" USING btree ("audit_no");--> statement-breakpoint
CREATE INDEX "psm_audit_finding_audit_idx" ON "psm_audit_finding" USING btree ("audit_no");--> statement-breakpoint
CREATE INDEX "psm_bypass_plant_no_idx" ON "psm_bypass" USING btree ("plant_cd","bypass_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "psm_bypass_active_idx" ON "psm_bypass" USING btree ("status_cd","plant_cd");--> statement-breakpoint
CREATE INDEX "psm_bypass_interlock_idx" ON "psm_bypass" USING btree ("interlock_no");--> statement-breakpoint
CREATE UNIQUE INDEX "psm_bypass_alert_uq" ON "psm_bypass_alert" USING btree ("bypass_no","shift_key");--> statement-breakpoint
CREATE UNIQUE INDEX "psm_detector_tag_uq" ON "psm_detector" USING btree ("plant_cd","tag_no");--> statement-breakpoint
CREATE INDEX "psm_detector_due_idx" ON "psm_detector" USING btree ("plant_cd","next_due_ymd");--> statement-breakpoint
CREATE UNIQUE INDEX "psm_drawing_no_uq" ON "psm_drawing" USING btree ("plant_cd","drawing_no");--> statement-breakpoint
CREATE INDEX "psm_drawing_rev_drawing_idx" ON "psm_drawing_rev" USING btree ("drawing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "psm_due_alert_uq" ON "psm_due_alert" USING btree ("kind_cd","item_no","due_ymd","stage_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "psm_equipment_tag_uq" ON "psm_equipment" USING btree ("plant_cd","tag_no");--> statement-breakpoint
CREATE INDEX "psm_equipment_due_idx" ON "psm_equipment" USING btree ("plant_cd","next_due_ymd");--> statement-breakpoint
CREATE UNIQUE INDEX "psm_interlock_tag_uq" ON "psm_interlock" USING btree ("plant_cd","tag_no");--> statement-breakpoint
CREATE INDEX "psm_interlock_due_idx" ON "psm_interlock" USING btree ("plant_cd","next_due_ymd");--> statement-breakpoint
CREATE UNIQUE INDEX "psm_piping_tag_uq" ON "psm_piping" USING btree ("plant_cd","tag_no");--> statement-breakpoint
CREATE INDEX "psm_test_plant_no_idx" ON "psm_test" USING btree ("plant_cd","test_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "psm_test_tag_idx" ON "psm_test" USING btree ("plant_cd","kind_cd","tag_no");--> statement-breakpoint
CREATE UNIQUE INDEX "psm_valve_tag_uq" ON "psm_valve" USING btree ("plant_cd","tag_no");--> statement-breakpoint
CREATE INDEX "psm_valve_due_idx" ON "psm_valve" USING btree ("plant_cd","next_due_ymd");--> statement-breakpoint
CREATE INDEX "saf_moc_psm_item_moc_idx" ON "saf_moc_psm_item" USING btree ("moc_no");