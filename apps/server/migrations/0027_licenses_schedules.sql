CREATE TABLE "mgt_schedule" (
	"schedule_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"schedule_type_cd" varchar(20) NOT NULL,
	"schedule_title" varchar(200) NOT NULL,
	"owner_user_id" varchar(50),
	"start_ymd" date NOT NULL,
	"end_ymd" date,
	"place" varchar(200),
	"description" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgt_schedule_attendee" (
	"attendee_no" serial PRIMARY KEY NOT NULL,
	"schedule_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"role_nm" varchar(100),
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_license" (
	"license_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"license_type_cd" varchar(20) NOT NULL,
	"license_nm" varchar(200) NOT NULL,
	"owner_user_id" varchar(50),
	"issuer_nm" varchar(200),
	"license_number" varchar(100),
	"issue_ymd" date,
	"expiry_ymd" date,
	"conditions" text,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_license_step" (
	"step_no" serial PRIMARY KEY NOT NULL,
	"license_no" integer NOT NULL,
	"step_nm" varchar(200) NOT NULL,
	"due_ymd" date,
	"done_ymd" date,
	"remark" varchar(300),
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mgt_schedule_attendee" ADD CONSTRAINT "mgt_schedule_attendee_schedule_no_mgt_schedule_schedule_no_fk" FOREIGN KEY ("schedule_no") REFERENCES "public"."mgt_schedule"("schedule_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_license_step" ADD CONSTRAINT "saf_license_step_license_no_saf_license_license_no_fk" FOREIGN KEY ("license_no") REFERENCES "public"."saf_license"("license_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mgt_schedule_plant_start_idx" ON "mgt_schedule" USING btree ("plant_cd","start_ymd","schedule_no");--> statement-breakpoint
CREATE INDEX "mgt_schedule_attendee_schedule_idx" ON "mgt_schedule_attendee" USING btree ("schedule_no");--> statement-breakpoint
CREATE INDEX "mgt_schedule_attendee_user_idx" ON "mgt_schedule_attendee" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "saf_license_plant_expiry_idx" ON "saf_license" USING btree ("plant_cd","expiry_ymd","license_no");--> statement-breakpoint
CREATE INDEX "saf_license_step_license_idx" ON "saf_license_step" USING btree ("license_no");