CREATE TABLE "com_status_history" (
	"history_no" bigserial PRIMARY KEY NOT NULL,
	"entity" varchar(100) NOT NULL,
	"entity_key" varchar(200) NOT NULL,
	"action_cd" varchar(30) NOT NULL,
	"from_status_cd" varchar(30),
	"to_status_cd" varchar(30) NOT NULL,
	"comment" text,
	"user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "com_status_history_entity_idx" ON "com_status_history" USING btree ("entity","entity_key","history_no");