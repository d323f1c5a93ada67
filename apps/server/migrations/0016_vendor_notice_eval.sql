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
ALTER TABLE "vnd_eval" ADD CONSTRAINT "vnd_eval_set_no_vnd_eval_item_set_set_no_fk" FOREIGN KEY ("set_no") REFERENCES "public"."vnd_eval_item_set"("set_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_eval_item" ADD CONSTRAINT "vnd_eval_item_set_no_vnd_eval_item_set_set_no_fk" FOREIGN KEY ("set_no") REFERENCES "public"."vnd_eval_item_set"("set_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_eval_score" ADD CONSTRAINT "vnd_eval_score_eval_no_vnd_eval_eval_no_fk" FOREIGN KEY ("eval_no") REFERENCES "public"."vnd_eval"("eval_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_notice_read" ADD CONSTRAINT "vnd_notice_read_notice_no_vnd_notice_notice_no_fk" FOREIGN KEY ("notice_no") REFERENCES "public"."vnd_notice"("notice_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_notice_reminder" ADD CONSTRAINT "vnd_notice_reminder_notice_no_vnd_notice_notice_no_fk" FOREIGN KEY ("notice_no") REFERENCES "public"."vnd_notice"("notice_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vnd_notice_target" ADD CONSTRAINT "vnd_notice_target_notice_no_vnd_notice_notice_no_fk" FOREIGN KEY ("notice_no") REFERENCES "public"."vnd_notice"("notice_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vnd_eval_plant_no_idx" ON "vnd_eval" USING btree ("plant_cd","eval_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vnd_eval_vendor_no_idx" ON "vnd_eval" USING btree ("vendor_cd","eval_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vnd_eval_item_set_idx" ON "vnd_eval_item" USING btree ("set_no");--> statement-breakpoint
CREATE INDEX "vnd_eval_score_eval_idx" ON "vnd_eval_score" USING btree ("eval_no");--> statement-breakpoint
CREATE INDEX "vnd_notice_plant_post_idx" ON "vnd_notice" USING btree ("plant_cd","post_ymd" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vnd_notice_read_user_idx" ON "vnd_notice_read" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "vnd_notice_target_notice_idx" ON "vnd_notice_target" USING btree ("notice_no");--> statement-breakpoint
CREATE INDEX "vnd_notice_target_vendor_idx" ON "vnd_notice_target" USING btree ("vendor_cd","notice_no");