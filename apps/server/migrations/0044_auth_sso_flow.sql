CREATE TABLE "auth_sso_flow" (
	"flow_id" varchar(36) PRIMARY KEY NOT NULL,
	"state_hash" varchar(64) NOT NULL,
	"binding_hash" varchar(64) NOT NULL,
	"code_verifier" varchar(128) NOT NULL,
	"nonce" varchar(128) NOT NULL,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_dt" timestamp with time zone NOT NULL,
	"state_used_dt" timestamp with time zone,
	"ticket_hash" varchar(64),
	"user_id" varchar(50),
	"ticket_expires_dt" timestamp with time zone,
	"ticket_used_dt" timestamp with time zone,
	"session_id" varchar(36),
	"id_token" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sso_flow_state_idx" ON "auth_sso_flow" USING btree ("state_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "auth_sso_flow_ticket_idx" ON "auth_sso_flow" USING btree ("ticket_hash");--> statement-breakpoint
CREATE INDEX "auth_sso_flow_session_idx" ON "auth_sso_flow" USING btree ("session_id");