CREATE TABLE "com_notice_read" (
	"notice_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"read_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "com_notice_read_notice_no_user_id_pk" PRIMARY KEY("notice_no","user_id")
);
--> statement-breakpoint
ALTER TABLE "com_notice_read" ADD CONSTRAINT "com_notice_read_notice_no_com_notice_notice_no_fk" FOREIGN KEY ("notice_no") REFERENCES "public"."com_notice"("notice_no") ON DELETE cascade ON UPDATE no action;