CREATE TABLE "mgt_calendar_reminder" (
	"kind_cd" varchar(30) NOT NULL,
	"item_ref" varchar(300) NOT NULL,
	"due_ymd" date NOT NULL,
	"stage" varchar(10) NOT NULL,
	"sent_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mgt_calendar_reminder_kind_cd_item_ref_due_ymd_stage_pk" PRIMARY KEY("kind_cd","item_ref","due_ymd","stage")
);
