CREATE TABLE "com_integration_token" (
	"token_no" serial PRIMARY KEY NOT NULL,
	"token_nm" varchar(100) NOT NULL,
	"scope_cd" varchar(30) NOT NULL,
	"token_hash" char(64) NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_dt" timestamp with time zone,
	"revoke_yn" char(1) DEFAULT 'N' NOT NULL,
	"revoke_dt" timestamp with time zone,
	"revoke_user_id" varchar(50)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "com_integration_token_hash_idx" ON "com_integration_token" USING btree ("token_hash");