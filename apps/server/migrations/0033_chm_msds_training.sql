ALTER TABLE "chm_matcheck" ADD COLUMN "edu_plan_no" integer;--> statement-breakpoint
ALTER TABLE "chm_matcheck" ADD COLUMN "edu_plan_item_no" integer;