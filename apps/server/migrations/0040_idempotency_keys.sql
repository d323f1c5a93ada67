CREATE TABLE "com_idempotency_key" (
	"user_id" varchar(50) NOT NULL,
	"idem_key" varchar(36) NOT NULL,
	"method" varchar(10) NOT NULL,
	"path" varchar(500) NOT NULL,
	"body_hash" varchar(64) NOT NULL,
	"status_cd" varchar(10) NOT NULL,
	"status_code" integer,
	"content_type" varchar(200),
	"response_body" text,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "com_idempotency_key_user_id_idem_key_pk" PRIMARY KEY("user_id","idem_key")
);
--> statement-breakpoint
CREATE INDEX "com_idempotency_key_create_idx" ON "com_idempotency_key" USING btree ("create_dt");