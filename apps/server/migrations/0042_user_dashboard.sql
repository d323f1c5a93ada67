CREATE TABLE "com_user_dashboard" (
	"user_id" varchar(50) PRIMARY KEY NOT NULL,
	"layout" jsonb NOT NULL,
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
