CREATE TABLE "saf_observation" (
	"obs_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"area_cd" varchar(30) NOT NULL,
	"task_nm" varchar(200) NOT NULL,
	"obs_ymd" date NOT NULL,
	"obs_time" varchar(5) NOT NULL,
	"observer_user_id" varchar(50) NOT NULL,
	"anonymous_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"people_cnt" integer NOT NULL,
	"feedback_yn" varchar(1) DEFAULT 'N' NOT NULL,
	"safe_cnt" integer DEFAULT 0 NOT NULL,
	"risk_cnt" integer DEFAULT 0 NOT NULL,
	"comment" text,
	"assignee_user_id" varchar(50),
	"due_ymd" date,
	"action_no" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_observation_tally" (
	"tally_no" serial PRIMARY KEY NOT NULL,
	"obs_no" integer NOT NULL,
	"category_cd" varchar(20) NOT NULL,
	"safe_cnt" integer DEFAULT 0 NOT NULL,
	"risk_cnt" integer DEFAULT 0 NOT NULL,
	"note" varchar(300),
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saf_observation_tally" ADD CONSTRAINT "saf_observation_tally_obs_no_saf_observation_obs_no_fk" FOREIGN KEY ("obs_no") REFERENCES "public"."saf_observation"("obs_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saf_observation_plant_ymd_idx" ON "saf_observation" USING btree ("plant_cd","obs_ymd" DESC NULLS FIRST,"obs_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "saf_observation_observer_idx" ON "saf_observation" USING btree ("observer_user_id");--> statement-breakpoint
CREATE INDEX "saf_observation_tally_obs_idx" ON "saf_observation_tally" USING btree ("obs_no");