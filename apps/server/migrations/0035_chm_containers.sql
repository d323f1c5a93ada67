CREATE TABLE "chm_container" (
	"container_no" serial PRIMARY KEY NOT NULL,
	"storage_no" integer NOT NULL,
	"row_no" integer,
	"chem_prod_no" integer NOT NULL,
	"lot_no" varchar(50) NOT NULL,
	"container_nm" varchar(100),
	"received_ymd" date,
	"expiry_ymd" date,
	"use_yn" varchar(1) DEFAULT 'Y' NOT NULL,
	"public_token" varchar(64) DEFAULT substr(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 1, 32) NOT NULL,
	"create_user_id" varchar(50),
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chm_container" ADD CONSTRAINT "chm_container_storage_no_chm_storage_storage_no_fk" FOREIGN KEY ("storage_no") REFERENCES "public"."chm_storage"("storage_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chm_container" ADD CONSTRAINT "chm_container_chem_prod_no_chm_prod_chem_prod_no_fk" FOREIGN KEY ("chem_prod_no") REFERENCES "public"."chm_prod"("chem_prod_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chm_container_storage_idx" ON "chm_container" USING btree ("storage_no");--> statement-breakpoint
CREATE UNIQUE INDEX "chm_container_token_uq" ON "chm_container" USING btree ("public_token");--> statement-breakpoint
CREATE INDEX "chm_container_prod_idx" ON "chm_container" USING btree ("chem_prod_no");