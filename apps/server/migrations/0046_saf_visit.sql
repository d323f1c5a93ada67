CREATE TABLE "saf_visit" (
	"visit_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"visit_ymd" date NOT NULL,
	"visitor_nm" varchar(100) NOT NULL,
	"visitor_hp" varchar(30) NOT NULL,
	"company_nm" varchar(100),
	"purpose" varchar(200) NOT NULL,
	"host_user_id" varchar(50) NOT NULL,
	"host_dept_cd" varchar(30),
	"status_cd" varchar(20) DEFAULT 'REGISTERED' NOT NULL,
	"signature" text,
	"edu_dt" timestamp with time zone,
	"pass_token" varchar(64),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saf_wkod_entrant_session" ALTER COLUMN "worker_no" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saf_wkod_entrant_session" ALTER COLUMN "vendor_cd" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "saf_visit_plant_ymd_idx" ON "saf_visit" USING btree ("plant_cd","visit_ymd");--> statement-breakpoint
CREATE UNIQUE INDEX "saf_visit_pass_idx" ON "saf_visit" USING btree ("pass_token");--> statement-breakpoint
CREATE INDEX "saf_visit_host_idx" ON "saf_visit" USING btree ("host_user_id","visit_ymd");