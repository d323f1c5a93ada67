CREATE TABLE "mgt_doc_revision" (
	"revision_no" serial PRIMARY KEY NOT NULL,
	"doc_no" integer NOT NULL,
	"rev_no" integer NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"rev_status_cd" varchar(20) DEFAULT 'DRAFT' NOT NULL,
	"appr_status_cd" varchar(20),
	"change_summary" varchar(1000) NOT NULL,
	"content" text,
	"effective_ymd" date,
	"superseded_ymd" date,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mgt_document" (
	"doc_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"category_cd" varchar(20) NOT NULL,
	"doc_number" varchar(30) NOT NULL,
	"doc_title" varchar(200) NOT NULL,
	"owner_user_id" varchar(50) NOT NULL,
	"review_cycle_months" integer DEFAULT 12 NOT NULL,
	"status_cd" varchar(20) DEFAULT 'ACTIVE' NOT NULL,
	"current_rev_no" integer,
	"effective_ymd" date,
	"last_review_ymd" date,
	"next_review_ymd" date,
	"scope_note" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mgt_doc_revision" ADD CONSTRAINT "mgt_doc_revision_doc_no_mgt_document_doc_no_fk" FOREIGN KEY ("doc_no") REFERENCES "public"."mgt_document"("doc_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mgt_doc_revision_doc_rev_uq" ON "mgt_doc_revision" USING btree ("doc_no","rev_no");--> statement-breakpoint
CREATE INDEX "mgt_doc_revision_plant_idx" ON "mgt_doc_revision" USING btree ("plant_cd","revision_no");--> statement-breakpoint
CREATE UNIQUE INDEX "mgt_document_plant_number_uq" ON "mgt_document" USING btree ("plant_cd","doc_number");--> statement-breakpoint
CREATE INDEX "mgt_document_plant_review_idx" ON "mgt_document" USING btree ("plant_cd","next_review_ymd","doc_no");