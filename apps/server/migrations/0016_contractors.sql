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
CREATE TABLE "com_user_temp_pwd" (
	"user_id" varchar(50) PRIMARY KEY NOT NULL,
	"issued_user_id" varchar(50),
	"issued_dt" timestamp with time zone DEFAULT now() NOT NULL
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
CREATE INDEX "vnd_council_plant_ymd_idx" ON "vnd_council" USING btree ("plant_cd","meeting_ymd" DESC NULLS FIRST,"council_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vnd_council_attendee_council_idx" ON "vnd_council_attendee" USING btree ("council_no");--> statement-breakpoint
CREATE INDEX "vnd_council_decision_council_idx" ON "vnd_council_decision" USING btree ("council_no");