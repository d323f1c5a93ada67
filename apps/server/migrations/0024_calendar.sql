CREATE TABLE "mgt_calendar_feed" (
	"user_id" varchar(50) PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_dt" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saf_holiday" (
	"holiday_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"ymd" date NOT NULL,
	"holiday_type_cd" varchar(20) NOT NULL,
	"holiday_nm" varchar(100) NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "mgt_calendar_feed_token_uq" ON "mgt_calendar_feed" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "saf_holiday_plant_ymd_uq" ON "saf_holiday" USING btree ("plant_cd","ymd");--> statement-breakpoint
CREATE INDEX "saf_holiday_ymd_idx" ON "saf_holiday" USING btree ("ymd");