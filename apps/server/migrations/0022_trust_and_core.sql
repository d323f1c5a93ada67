ALTER TABLE "saf_edu_course" ADD COLUMN "video_sec" integer;--> statement-breakpoint
ALTER TABLE "saf_edu_video" ADD COLUMN "start_dt" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "vnd_entry" ADD COLUMN "entrant_cd" varchar(8) DEFAULT lpad((('x' || substr(md5(gen_random_uuid()::text), 1, 8))::bit(32)::bigint % 100000000)::text, 8, '0') NOT NULL;--> statement-breakpoint
ALTER TABLE "saf_wkod_permit" ADD COLUMN "public_token" varchar(64) DEFAULT substr(encode(sha256(convert_to(gen_random_uuid()::text || gen_random_uuid()::text, 'UTF8')), 'hex'), 1, 32) NOT NULL;--> statement-breakpoint
ALTER TABLE "saf_wkod_permit" ADD COLUMN "entrant_cd" varchar(8) DEFAULT lpad((('x' || substr(md5(gen_random_uuid()::text), 1, 8))::bit(32)::bigint % 100000000)::text, 8, '0') NOT NULL;--> statement-breakpoint
CREATE INDEX "impr_action_open_due_idx" ON "impr_action" USING btree ("plant_cd","due_ymd","dept_cd","owner_dept_cd","assignee_user_id","create_user_id","owner_vendor_cd") WHERE status_cd in ('REGISTERED', 'IN_PROGRESS', 'REJECTED', 'CONFIRM_REQUESTED');--> statement-breakpoint
CREATE INDEX "impr_action_plant_due_idx" ON "impr_action" USING btree ("plant_cd","due_ymd","status_cd");--> statement-breakpoint
CREATE UNIQUE INDEX "saf_wkod_permit_public_token_idx" ON "saf_wkod_permit" USING btree ("public_token");