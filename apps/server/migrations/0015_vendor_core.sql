CREATE TABLE "vnd_vendor_plant" (
	"vendor_plant_no" serial PRIMARY KEY NOT NULL,
	"vendor_cd" varchar(30) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"contract_start_ymd" date,
	"contract_end_ymd" date,
	"supervise_dept_cd" varchar(30),
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_worker" (
	"worker_no" serial PRIMARY KEY NOT NULL,
	"vendor_cd" varchar(30) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"worker_nm" varchar(100) NOT NULL,
	"birth_ymd" date,
	"phone_no" varchar(30),
	"job_nm" varchar(100),
	"employ_start_ymd" date,
	"safety_edu_ymd" date,
	"special_checkup_cd" varchar(10),
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_worker_licence" (
	"licence_no" serial PRIMARY KEY NOT NULL,
	"worker_no" integer NOT NULL,
	"licence_kind_cd" varchar(30) NOT NULL,
	"licence_number" varchar(50),
	"issue_ymd" date,
	"expiry_ymd" date,
	"remark" text,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "com_vendor" ADD COLUMN "addr" varchar(300);--> statement-breakpoint
ALTER TABLE "com_vendor" ADD COLUMN "main_work_kinds" text[];--> statement-breakpoint
ALTER TABLE "com_vendor" ADD COLUMN "safety_mgr_nm" varchar(100);--> statement-breakpoint
ALTER TABLE "com_vendor" ADD COLUMN "safety_mgr_tel" varchar(30);--> statement-breakpoint
ALTER TABLE "com_vendor" ADD COLUMN "status_cd" varchar(20) DEFAULT 'ACTIVE' NOT NULL;--> statement-breakpoint
ALTER TABLE "vnd_worker_licence" ADD CONSTRAINT "vnd_worker_licence_worker_no_vnd_worker_worker_no_fk" FOREIGN KEY ("worker_no") REFERENCES "public"."vnd_worker"("worker_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vnd_vendor_plant_vendor_idx" ON "vnd_vendor_plant" USING btree ("vendor_cd");--> statement-breakpoint
CREATE INDEX "vnd_vendor_plant_plant_idx" ON "vnd_vendor_plant" USING btree ("plant_cd");--> statement-breakpoint
CREATE INDEX "vnd_worker_vendor_idx" ON "vnd_worker" USING btree ("vendor_cd","worker_nm");--> statement-breakpoint
CREATE INDEX "vnd_worker_plant_idx" ON "vnd_worker" USING btree ("plant_cd","worker_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "vnd_worker_licence_worker_idx" ON "vnd_worker_licence" USING btree ("worker_no");--> statement-breakpoint
CREATE INDEX "vnd_worker_licence_expiry_idx" ON "vnd_worker_licence" USING btree ("expiry_ymd");