CREATE TABLE "rsa_hazard_control" (
	"control_no" serial PRIMARY KEY NOT NULL,
	"hazard_lib_no" integer NOT NULL,
	"control_kind_cd" varchar(20) NOT NULL,
	"control_text" varchar(500) NOT NULL,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rsa_hazard_lib" (
	"hazard_lib_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"hazard_class_cd" varchar(30) NOT NULL,
	"hazard_nm" varchar(300) NOT NULL,
	"situation" varchar(500),
	"disaster_type_cd" varchar(30),
	"unit_work_no" integer,
	"unit_work_nm" varchar(200),
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_check_template_type" (
	"type_no" serial PRIMARY KEY NOT NULL,
	"template_no" integer NOT NULL,
	"facility_type_cd" varchar(20) NOT NULL,
	"row_no" integer,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rsa_charm_row" ALTER COLUMN "hazard_grade" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "rsa_charm_row" ADD COLUMN "oel_value" double precision;--> statement-breakpoint
ALTER TABLE "rsa_charm_row" ADD COLUMN "oel_unit_cd" varchar(10);--> statement-breakpoint
ALTER TABLE "rsa_charm_row" ADD COLUMN "measured_conc" double precision;--> statement-breakpoint
ALTER TABLE "rsa_charm_row" ADD COLUMN "daily_amount" double precision;--> statement-breakpoint
ALTER TABLE "rsa_charm_row" ADD COLUMN "amount_unit_cd" varchar(10);--> statement-breakpoint
ALTER TABLE "rsa_charm_row" ADD COLUMN "phys_state_cd" varchar(10);--> statement-breakpoint
ALTER TABLE "rsa_charm_row" ADD COLUMN "boiling_point" double precision;--> statement-breakpoint
ALTER TABLE "rsa_charm_row" ADD COLUMN "hazard_basis_cd" varchar(10);--> statement-breakpoint
ALTER TABLE "rsa_charm_row" ADD COLUMN "exposure_basis_cd" varchar(10);--> statement-breakpoint
ALTER TABLE "rsa_charm_row" ADD COLUMN "risk_score" integer;--> statement-breakpoint
ALTER TABLE "rsa_hazard" ADD COLUMN "hazard_lib_no" integer;--> statement-breakpoint
ALTER TABLE "rsa_jsa_step" ADD COLUMN "hazard_lib_no" integer;--> statement-breakpoint
ALTER TABLE "saf_patrol_finding" ADD COLUMN "plan_no" integer;--> statement-breakpoint
ALTER TABLE "saf_patrol_finding" ADD COLUMN "plan_due_ymd" date;--> statement-breakpoint
ALTER TABLE "rsa_hazard_control" ADD CONSTRAINT "rsa_hazard_control_hazard_lib_no_rsa_hazard_lib_hazard_lib_no_fk" FOREIGN KEY ("hazard_lib_no") REFERENCES "public"."rsa_hazard_lib"("hazard_lib_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_check_template_type" ADD CONSTRAINT "saf_check_template_type_template_no_saf_check_template_template_no_fk" FOREIGN KEY ("template_no") REFERENCES "public"."saf_check_template"("template_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rsa_hazard_control_lib_idx" ON "rsa_hazard_control" USING btree ("hazard_lib_no");--> statement-breakpoint
CREATE UNIQUE INDEX "rsa_hazard_lib_uq" ON "rsa_hazard_lib" USING btree ("plant_cd","hazard_class_cd","hazard_nm");--> statement-breakpoint
CREATE INDEX "rsa_hazard_lib_unit_idx" ON "rsa_hazard_lib" USING btree ("plant_cd","unit_work_no");--> statement-breakpoint
CREATE INDEX "saf_check_template_type_template_idx" ON "saf_check_template_type" USING btree ("template_no","facility_type_cd");--> statement-breakpoint
CREATE INDEX "saf_patrol_finding_plan_idx" ON "saf_patrol_finding" USING btree ("plan_no","patrol_ymd");--> statement-breakpoint
-- data: a template's single facility type becomes its first row of the list
INSERT INTO "saf_check_template_type" ("template_no", "facility_type_cd", "row_no", "create_user_id", "update_user_id")
  SELECT "template_no", "facility_type_cd", 1, 'migration', 'migration' FROM "saf_check_template" WHERE "facility_type_cd" IS NOT NULL;--> statement-breakpoint
-- data: CHARM rows entered before the KOSHA rules keep their grades and get their score (hazard × exposure)
UPDATE "rsa_charm_row" SET "risk_score" = "hazard_grade" * "exposure_level", "hazard_basis_cd" = 'ENTERED', "exposure_basis_cd" = 'ENTERED'
  WHERE "risk_score" IS NULL AND "hazard_grade" IS NOT NULL AND "exposure_level" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "saf_check_template" DROP COLUMN "facility_type_cd";