CREATE TABLE "impr_action" (
	"action_no" serial PRIMARY KEY NOT NULL,
	"status_cd" varchar(30) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30) NOT NULL,
	"action_type_cd" varchar(30) NOT NULL,
	"source_type_cd" varchar(30) NOT NULL,
	"source_key" varchar(100),
	"location" varchar(200),
	"title" varchar(300) NOT NULL,
	"description" text,
	"hazard" varchar(500),
	"risk_before_cd" varchar(30),
	"risk_after_cd" varchar(30),
	"owner_dept_cd" varchar(30),
	"owner_vendor_cd" varchar(30),
	"assignee_user_id" varchar(50) NOT NULL,
	"due_ymd" date NOT NULL,
	"cost" bigint,
	"result" text,
	"done_ymd" date,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impr_action_reminder" (
	"action_no" integer NOT NULL,
	"stage" varchar(20) NOT NULL,
	"due_ymd" date NOT NULL,
	"sent_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impr_action_reminder_action_no_stage_due_ymd_pk" PRIMARY KEY("action_no","stage","due_ymd")
);
--> statement-breakpoint
ALTER TABLE "impr_action_reminder" ADD CONSTRAINT "impr_action_reminder_action_no_impr_action_action_no_fk" FOREIGN KEY ("action_no") REFERENCES "public"."impr_action"("action_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "impr_action_plant_no_idx" ON "impr_action" USING btree ("plant_cd","action_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "impr_action_source_idx" ON "impr_action" USING btree ("source_type_cd","source_key");--> statement-breakpoint
CREATE INDEX "impr_action_assignee_idx" ON "impr_action" USING btree ("assignee_user_id","status_cd","due_ymd");--> statement-breakpoint
CREATE INDEX "impr_action_status_due_idx" ON "impr_action" USING btree ("status_cd","due_ymd");--> statement-breakpoint
CREATE INDEX "impr_action_vendor_idx" ON "impr_action" USING btree ("owner_vendor_cd","status_cd");--> statement-breakpoint
CREATE INDEX "impr_action_dept_idx" ON "impr_action" USING btree ("dept_cd","action_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "impr_action_owner_dept_idx" ON "impr_action" USING btree ("owner_dept_cd");--> statement-breakpoint
CREATE INDEX "impr_action_creator_idx" ON "impr_action" USING btree ("create_user_id");