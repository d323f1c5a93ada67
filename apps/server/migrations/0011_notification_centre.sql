CREATE TABLE "com_notification" (
	"notification_no" bigserial PRIMARY KEY NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"kind_cd" varchar(50) NOT NULL,
	"title" varchar(300) NOT NULL,
	"body" varchar(2000),
	"link_route" varchar(200),
	"link_key" varchar(200),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"read_dt" timestamp with time zone,
	"mail_state" varchar(12) DEFAULT 'PENDING' NOT NULL,
	"mail_to" varchar(200),
	"mail_dt" timestamp with time zone,
	"mail_error" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "com_notification_pref" (
	"user_id" varchar(50) NOT NULL,
	"kind_cd" varchar(50) NOT NULL,
	"mail_yn" char(1) NOT NULL,
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "com_notification_pref_user_id_kind_cd_pk" PRIMARY KEY("user_id","kind_cd")
);
--> statement-breakpoint
CREATE INDEX "com_notification_user_idx" ON "com_notification" USING btree ("user_id","create_dt" DESC NULLS FIRST,"notification_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "com_notification_unread_idx" ON "com_notification" USING btree ("user_id") WHERE read_dt is null;--> statement-breakpoint
CREATE INDEX "com_notification_mail_idx" ON "com_notification" USING btree ("notification_no") WHERE mail_state = 'PENDING';--> statement-breakpoint
-- the approvals' own notifications move into the centre (same numbers; never-mailed old rows are not mailed now)
INSERT INTO "com_notification" ("notification_no", "user_id", "kind_cd", "title", "body", "link_route", "link_key", "create_dt", "read_dt", "mail_state", "mail_to", "mail_dt", "mail_error")
SELECT "notification_no", "user_id",
       CASE WHEN "kind_cd" = 'COMPLETE' AND "title" LIKE '[참조]%' THEN 'APPR_REFERENCE' ELSE 'APPR_' || "kind_cd" END,
       "title", NULL, '/appr/apprInbox', "appr_request_no"::text, "create_dt", "read_dt",
       CASE WHEN "mail_dt" IS NOT NULL THEN 'SENT' WHEN "mail_error" IS NOT NULL THEN 'FAILED' ELSE 'NONE' END,
       "mail_to", "mail_dt", "mail_error"
  FROM "com_appr_notification";--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('com_notification', 'notification_no'), COALESCE((SELECT max("notification_no") FROM "com_notification"), 0) + 1, false);
