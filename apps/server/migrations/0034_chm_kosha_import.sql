CREATE TABLE "chm_kosha_fetch" (
	"fetch_no" serial PRIMARY KEY NOT NULL,
	"chem_id" varchar(20) NOT NULL,
	"cas_no" varchar(20),
	"chem_nm_ko" varchar(500),
	"payload" jsonb NOT NULL,
	"fetch_user_id" varchar(50) NOT NULL,
	"fetch_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chm_prod" ADD COLUMN "kosha_fetch_no" integer;--> statement-breakpoint
ALTER TABLE "chm_prod" ADD COLUMN "sds_source_nm" varchar(200);--> statement-breakpoint
ALTER TABLE "chm_prod" ADD COLUMN "sds_fetch_dt" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chm_kosha_fetch_chem_idx" ON "chm_kosha_fetch" USING btree ("chem_id");