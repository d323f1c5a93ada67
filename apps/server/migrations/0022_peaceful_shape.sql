ALTER TABLE "saf_edu_course" ADD COLUMN "video_sec" integer;--> statement-breakpoint
ALTER TABLE "saf_edu_video" ADD COLUMN "start_dt" timestamp with time zone;