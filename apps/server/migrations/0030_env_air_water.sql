CREATE TABLE "env_alert_sent" (
	"alert_key" varchar(100) PRIMARY KEY NOT NULL,
	"sent_dt" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_eia" (
	"eia_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"category_cd" varchar(20) NOT NULL,
	"project_nm" varchar(200) NOT NULL,
	"item_text" varchar(2000) NOT NULL,
	"cycle_cd" varchar(20) NOT NULL,
	"manager_user_id" varchar(50) NOT NULL,
	"start_ymd" date NOT NULL,
	"notify_ymd" date,
	"end_ymd" date,
	"last_ymd" date,
	"next_due_ymd" date,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_eia_entry" (
	"entry_no" serial PRIMARY KEY NOT NULL,
	"eia_no" integer NOT NULL,
	"entry_ymd" date NOT NULL,
	"result_cd" varchar(20) NOT NULL,
	"content" varchar(500) NOT NULL,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_facility" (
	"facility_no" serial PRIMARY KEY NOT NULL,
	"media_cd" varchar(10) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"facility_type_cd" varchar(20) NOT NULL,
	"facility_nm" varchar(100) NOT NULL,
	"outlet_no" integer NOT NULL,
	"capacity_desc" varchar(200),
	"install_ymd" date,
	"manager_user_id" varchar(50) NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"emitting_desc" varchar(500),
	"remark" varchar(1000),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_log" (
	"log_no" serial PRIMARY KEY NOT NULL,
	"media_cd" varchar(10) NOT NULL,
	"status_cd" varchar(20) DEFAULT 'WRITTEN' NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"facility_no" integer NOT NULL,
	"log_ymd" date NOT NULL,
	"facility_type_cd" varchar(20),
	"dept_cd" varchar(30),
	"op_hours" double precision,
	"weather" varchar(30),
	"remark" varchar(1000),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_log_value" (
	"value_no" serial PRIMARY KEY NOT NULL,
	"log_no" integer NOT NULL,
	"item_cd" varchar(40) NOT NULL,
	"value" double precision,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_measure" (
	"measure_no" serial PRIMARY KEY NOT NULL,
	"media_cd" varchar(10) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"outlet_no" integer NOT NULL,
	"measure_ymd" date NOT NULL,
	"agency_nm" varchar(100),
	"exceed_yn" char(1) DEFAULT 'N' NOT NULL,
	"action_no" integer,
	"remark" varchar(1000),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_measure_value" (
	"value_no" serial PRIMARY KEY NOT NULL,
	"measure_no" integer NOT NULL,
	"pollutant_cd" varchar(20) NOT NULL,
	"value" double precision NOT NULL,
	"limit_value" double precision,
	"min_value" double precision,
	"unit_cd" varchar(20),
	"exceed_yn" char(1) DEFAULT 'N' NOT NULL,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_outlet" (
	"outlet_no" serial PRIMARY KEY NOT NULL,
	"media_cd" varchar(10) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"outlet_cd" varchar(30) NOT NULL,
	"outlet_nm" varchar(100) NOT NULL,
	"class_cd" varchar(2) NOT NULL,
	"tms_yn" char(1) DEFAULT 'N' NOT NULL,
	"special_yn" char(1) DEFAULT 'N' NOT NULL,
	"receiving_water" varchar(100),
	"start_ymd" date NOT NULL,
	"manager_user_id" varchar(50) NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"source_desc" varchar(500),
	"remark" varchar(1000),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_outlet_limit" (
	"limit_no" serial PRIMARY KEY NOT NULL,
	"outlet_no" integer NOT NULL,
	"pollutant_cd" varchar(20) NOT NULL,
	"limit_value" double precision,
	"min_value" double precision,
	"unit_cd" varchar(20) NOT NULL,
	"valid_from_ymd" date NOT NULL,
	"valid_to_ymd" date,
	"permit_ref" varchar(100),
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "env_eia_entry" ADD CONSTRAINT "env_eia_entry_eia_no_env_eia_eia_no_fk" FOREIGN KEY ("eia_no") REFERENCES "public"."env_eia"("eia_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "env_facility" ADD CONSTRAINT "env_facility_outlet_no_env_outlet_outlet_no_fk" FOREIGN KEY ("outlet_no") REFERENCES "public"."env_outlet"("outlet_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "env_log" ADD CONSTRAINT "env_log_facility_no_env_facility_facility_no_fk" FOREIGN KEY ("facility_no") REFERENCES "public"."env_facility"("facility_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "env_log_value" ADD CONSTRAINT "env_log_value_log_no_env_log_log_no_fk" FOREIGN KEY ("log_no") REFERENCES "public"."env_log"("log_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "env_measure" ADD CONSTRAINT "env_measure_outlet_no_env_outlet_outlet_no_fk" FOREIGN KEY ("outlet_no") REFERENCES "public"."env_outlet"("outlet_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "env_measure_value" ADD CONSTRAINT "env_measure_value_measure_no_env_measure_measure_no_fk" FOREIGN KEY ("measure_no") REFERENCES "public"."env_measure"("measure_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "env_outlet_limit" ADD CONSTRAINT "env_outlet_limit_outlet_no_env_outlet_outlet_no_fk" FOREIGN KEY ("outlet_no") REFERENCES "public"."env_outlet"("outlet_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "env_eia_plant_idx" ON "env_eia" USING btree ("plant_cd","next_due_ymd");--> statement-breakpoint
CREATE INDEX "env_eia_entry_idx" ON "env_eia_entry" USING btree ("eia_no","entry_ymd");--> statement-breakpoint
CREATE INDEX "env_facility_plant_idx" ON "env_facility" USING btree ("media_cd","plant_cd","facility_nm");--> statement-breakpoint
CREATE INDEX "env_facility_outlet_idx" ON "env_facility" USING btree ("outlet_no");--> statement-breakpoint
CREATE UNIQUE INDEX "env_log_facility_day_uq" ON "env_log" USING btree ("facility_no","log_ymd");--> statement-breakpoint
CREATE INDEX "env_log_plant_idx" ON "env_log" USING btree ("media_cd","plant_cd","log_ymd" DESC NULLS LAST,"log_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "env_log_value_idx" ON "env_log_value" USING btree ("log_no");--> statement-breakpoint
CREATE INDEX "env_measure_plant_idx" ON "env_measure" USING btree ("media_cd","plant_cd","measure_ymd" DESC NULLS LAST,"measure_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "env_measure_outlet_idx" ON "env_measure" USING btree ("outlet_no","measure_ymd");--> statement-breakpoint
CREATE INDEX "env_measure_value_idx" ON "env_measure_value" USING btree ("measure_no","pollutant_cd");--> statement-breakpoint
CREATE INDEX "env_outlet_plant_idx" ON "env_outlet" USING btree ("media_cd","plant_cd","outlet_cd");--> statement-breakpoint
CREATE INDEX "env_outlet_limit_idx" ON "env_outlet_limit" USING btree ("outlet_no","pollutant_cd","valid_from_ymd");