DROP INDEX "com_appr_doc_user_idx";--> statement-breakpoint
DROP INDEX "com_appr_doc_plant_idx";--> statement-breakpoint
DROP INDEX "com_appr_notification_user_idx";--> statement-breakpoint
DROP INDEX "com_appr_request_user_idx";--> statement-breakpoint
DROP INDEX "com_appr_request_plant_idx";--> statement-breakpoint
DROP INDEX "com_appr_step_decided_idx";--> statement-breakpoint
DROP INDEX "hea_checkup_plan_plant_start_idx";--> statement-breakpoint
DROP INDEX "hea_infirmary_visit_plant_ymd_idx";--> statement-breakpoint
DROP INDEX "hea_msk_survey_unit_idx";--> statement-breakpoint
DROP INDEX "hea_msk_survey_plant_idx";--> statement-breakpoint
DROP INDEX "hea_workenv_result_pf_idx";--> statement-breakpoint
DROP INDEX "com_notice_plant_dt_idx";--> statement-breakpoint
DROP INDEX "com_notice_dt_idx";--> statement-breakpoint
CREATE INDEX "com_appr_doc_user_idx" ON "com_appr_doc" USING btree ("create_user_id","create_dt" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "com_appr_doc_plant_idx" ON "com_appr_doc" USING btree ("plant_cd","create_dt" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "com_appr_notification_user_idx" ON "com_appr_notification" USING btree ("user_id","create_dt" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "com_appr_request_user_idx" ON "com_appr_request" USING btree ("request_user_id","create_dt" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "com_appr_request_plant_idx" ON "com_appr_request" USING btree ("plant_cd","create_dt" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "com_appr_step_decided_idx" ON "com_appr_step" USING btree ("decided_user_id","decided_dt" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hea_checkup_plan_plant_start_idx" ON "hea_checkup_plan" USING btree ("plant_cd","hea_checkup_start_ymd" DESC NULLS FIRST,"hea_checkup_plan_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hea_infirmary_visit_plant_ymd_idx" ON "hea_infirmary_visit" USING btree ("plant_cd","visit_ymd" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hea_msk_survey_unit_idx" ON "hea_msk_survey" USING btree ("unit_work_no","survey_ymd" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hea_msk_survey_plant_idx" ON "hea_msk_survey" USING btree ("plant_cd","survey_ymd" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "hea_workenv_result_pf_idx" ON "hea_workenv_result" USING btree ("plant_cd","process_no","hazard_cd","measure_ymd" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "com_notice_plant_dt_idx" ON "com_notice" USING btree ("plant_cd","create_dt" DESC NULLS FIRST,"notice_no" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "com_notice_dt_idx" ON "com_notice" USING btree ("create_dt" DESC NULLS FIRST,"notice_no" DESC NULLS FIRST);