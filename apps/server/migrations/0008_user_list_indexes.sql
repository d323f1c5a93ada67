DROP INDEX "com_user_nm_idx";--> statement-breakpoint
CREATE INDEX "com_user_plant_nm_idx" ON "com_user" USING btree ("plant_cd","user_nm","user_id","use_yn","retire_yn","dept_cd");--> statement-breakpoint
CREATE INDEX "com_user_nm_idx" ON "com_user" USING btree ("user_nm","user_id");