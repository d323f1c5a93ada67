CREATE TABLE "saf_accident_chem" (
	"acc_chem_no" serial PRIMARY KEY NOT NULL,
	"accident_no" integer NOT NULL,
	"row_no" integer,
	"chem_prod_no" integer NOT NULL,
	"qty" double precision,
	"unit_cd" varchar(10),
	"remark" varchar(300),
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_wkod_permit_chem" (
	"permit_chem_no" serial PRIMARY KEY NOT NULL,
	"permit_no" integer NOT NULL,
	"row_no" integer,
	"chem_prod_no" integer NOT NULL,
	"qty" double precision,
	"unit_cd" varchar(10),
	"remark" varchar(300)
);
--> statement-breakpoint
ALTER TABLE "rsa_charm_row" ADD COLUMN "chem_prod_no" integer;--> statement-breakpoint
ALTER TABLE "saf_accident_chem" ADD CONSTRAINT "saf_accident_chem_accident_no_saf_accident_accident_no_fk" FOREIGN KEY ("accident_no") REFERENCES "public"."saf_accident"("accident_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_wkod_permit_chem" ADD CONSTRAINT "saf_wkod_permit_chem_permit_no_saf_wkod_permit_permit_no_fk" FOREIGN KEY ("permit_no") REFERENCES "public"."saf_wkod_permit"("permit_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saf_accident_chem_acc_idx" ON "saf_accident_chem" USING btree ("accident_no");--> statement-breakpoint
CREATE INDEX "saf_accident_chem_prod_idx" ON "saf_accident_chem" USING btree ("chem_prod_no");--> statement-breakpoint
CREATE INDEX "saf_wkod_permit_chem_permit_idx" ON "saf_wkod_permit_chem" USING btree ("permit_no");--> statement-breakpoint
CREATE INDEX "saf_wkod_permit_chem_prod_idx" ON "saf_wkod_permit_chem" USING btree ("chem_prod_no");