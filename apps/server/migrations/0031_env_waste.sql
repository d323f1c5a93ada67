CREATE TABLE "env_waste" (
	"waste_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) DEFAULT 'STORED' NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"waste_kind_cd" varchar(30) NOT NULL,
	"storage_place_nm" varchar(100) NOT NULL,
	"stored_since_ymd" date NOT NULL,
	"qty" double precision NOT NULL,
	"unit_cd" varchar(5) NOT NULL,
	"handed_ymd" date,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_waste_allbaro" (
	"recon_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"from_ymd" date NOT NULL,
	"to_ymd" date NOT NULL,
	"file_nm" varchar(300) NOT NULL,
	"row_cnt" integer NOT NULL,
	"matched_cnt" integer NOT NULL,
	"issue_cnt" integer NOT NULL,
	"issues" jsonb NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "env_waste_disposal" (
	"disposal_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"waste_no" integer NOT NULL,
	"waste_kind_cd" varchar(30) NOT NULL,
	"handover_no" varchar(30),
	"handover_ymd" date,
	"carrier_vendor_cd" varchar(20),
	"treater_vendor_cd" varchar(20),
	"estimated_qty" double precision,
	"unit_cd" varchar(5) NOT NULL,
	"measured_qty" double precision,
	"receipt_ymd" date,
	"treat_method_cd" varchar(20),
	"completed_ymd" date,
	"remark" varchar(500),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "env_waste_disposal" ADD CONSTRAINT "env_waste_disposal_waste_no_env_waste_waste_no_fk" FOREIGN KEY ("waste_no") REFERENCES "public"."env_waste"("waste_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "env_waste_plant_idx" ON "env_waste" USING btree ("plant_cd","waste_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "env_waste_stored_idx" ON "env_waste" USING btree ("plant_cd","status_cd","stored_since_ymd");--> statement-breakpoint
CREATE INDEX "env_waste_allbaro_plant_idx" ON "env_waste_allbaro" USING btree ("plant_cd","recon_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "env_waste_disposal_plant_idx" ON "env_waste_disposal" USING btree ("plant_cd","disposal_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "env_waste_disposal_handover_idx" ON "env_waste_disposal" USING btree ("plant_cd","handover_ymd");--> statement-breakpoint
CREATE INDEX "env_waste_disposal_waste_idx" ON "env_waste_disposal" USING btree ("waste_no");--> statement-breakpoint
CREATE UNIQUE INDEX "env_waste_disposal_handover_uq" ON "env_waste_disposal" USING btree ("plant_cd","handover_no");