CREATE TABLE "chm_dispense" (
	"dispense_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(20) DEFAULT 'REQUESTED' NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"need_ymd" date,
	"chem_prod_no" integer NOT NULL,
	"storage_no" integer NOT NULL,
	"qty" double precision NOT NULL,
	"unit_cd" varchar(5) NOT NULL,
	"purpose" varchar(300) NOT NULL,
	"issuer_user_id" varchar(50),
	"issued_ymd" date,
	"inout_no" integer,
	"received_ymd" date,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chm_dispense" ADD CONSTRAINT "chm_dispense_chem_prod_no_chm_prod_chem_prod_no_fk" FOREIGN KEY ("chem_prod_no") REFERENCES "public"."chm_prod"("chem_prod_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_dispense" ADD CONSTRAINT "chm_dispense_storage_no_chm_storage_storage_no_fk" FOREIGN KEY ("storage_no") REFERENCES "public"."chm_storage"("storage_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_dispense" ADD CONSTRAINT "chm_dispense_inout_no_chm_inout_inout_no_fk" FOREIGN KEY ("inout_no") REFERENCES "public"."chm_inout"("inout_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chm_dispense_plant_idx" ON "chm_dispense" USING btree ("plant_cd","dispense_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chm_dispense_dept_idx" ON "chm_dispense" USING btree ("dept_cd","dispense_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "chm_dispense_issuer_idx" ON "chm_dispense" USING btree ("issuer_user_id","status_cd");