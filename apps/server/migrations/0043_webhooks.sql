CREATE TABLE "com_webhook_attempt" (
	"attempt_no" serial PRIMARY KEY NOT NULL,
	"delivery_no" integer NOT NULL,
	"try_no" integer NOT NULL,
	"started_dt" timestamp with time zone NOT NULL,
	"duration_ms" integer NOT NULL,
	"status_code" integer,
	"response_excerpt" varchar(500),
	"error" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "com_webhook_delivery" (
	"delivery_no" serial PRIMARY KEY NOT NULL,
	"delivery_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"sub_no" integer NOT NULL,
	"event" varchar(30) NOT NULL,
	"plant_cd" varchar(20),
	"title" varchar(300),
	"payload" text NOT NULL,
	"status_cd" varchar(10) DEFAULT 'PENDING' NOT NULL,
	"attempt_cnt" integer DEFAULT 0 NOT NULL,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"last_attempt_dt" timestamp with time zone,
	"delivered_dt" timestamp with time zone,
	"last_status_code" integer,
	"last_error" varchar(500),
	"resend_of_no" integer,
	"create_user_id" varchar(50)
);
--> statement-breakpoint
CREATE TABLE "com_webhook_sub" (
	"sub_no" serial PRIMARY KEY NOT NULL,
	"sub_nm" varchar(100) NOT NULL,
	"url" varchar(1000) NOT NULL,
	"events" varchar(500) NOT NULL,
	"format_cd" varchar(10) DEFAULT 'JSON' NOT NULL,
	"secret_enc" text NOT NULL,
	"secret_hint" varchar(8) NOT NULL,
	"active_yn" char(1) DEFAULT 'Y' NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "com_webhook_attempt" ADD CONSTRAINT "com_webhook_attempt_delivery_no_com_webhook_delivery_delivery_no_fk" FOREIGN KEY ("delivery_no") REFERENCES "public"."com_webhook_delivery"("delivery_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "com_webhook_delivery" ADD CONSTRAINT "com_webhook_delivery_sub_no_com_webhook_sub_sub_no_fk" FOREIGN KEY ("sub_no") REFERENCES "public"."com_webhook_sub"("sub_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "com_webhook_attempt_delivery_idx" ON "com_webhook_attempt" USING btree ("delivery_no");--> statement-breakpoint
CREATE INDEX "com_webhook_delivery_sub_idx" ON "com_webhook_delivery" USING btree ("sub_no","delivery_no");--> statement-breakpoint
CREATE INDEX "com_webhook_delivery_status_idx" ON "com_webhook_delivery" USING btree ("status_cd","create_dt");