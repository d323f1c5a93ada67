CREATE TABLE "rsa_due_alert" (
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"due_ymd" date NOT NULL,
	"stage_cd" varchar(20) NOT NULL,
	"sent_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rsa_due_alert_plant_cd_dept_cd_due_ymd_stage_cd_pk" PRIMARY KEY("plant_cd","dept_cd","due_ymd","stage_cd")
);
