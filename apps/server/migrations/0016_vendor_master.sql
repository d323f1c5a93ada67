CREATE TABLE "com_user_temp_pwd" (
	"user_id" varchar(50) PRIMARY KEY NOT NULL,
	"issued_user_id" varchar(50),
	"issued_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vnd_licence_reminder" (
	"licence_no" integer NOT NULL,
	"expiry_ymd" date NOT NULL,
	"sent_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vnd_licence_reminder_licence_no_expiry_ymd_pk" PRIMARY KEY("licence_no","expiry_ymd")
);
