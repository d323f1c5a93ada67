CREATE TABLE "com_app_setting" (
	"setting_key" varchar(100) PRIMARY KEY NOT NULL,
	"setting_value" text NOT NULL,
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_audit_log" (
	"audit_no" bigserial PRIMARY KEY NOT NULL,
	"audit_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" varchar(50),
	"action" varchar(20) NOT NULL,
	"entity" varchar(100) NOT NULL,
	"entity_key" varchar(200),
	"before_data" jsonb,
	"after_data" jsonb,
	"ip" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "com_auth_grp" (
	"auth_grp_cd" varchar(30) PRIMARY KEY NOT NULL,
	"auth_grp_nm" varchar(100) NOT NULL,
	"auth_grp_desc" text,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_auth_grp_menu" (
	"auth_grp_cd" varchar(30) NOT NULL,
	"menu_id" varchar(50) NOT NULL,
	"access_yn" char(1) DEFAULT 'Y' NOT NULL,
	"write_yn" char(1) DEFAULT 'N' NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "com_auth_grp_menu_auth_grp_cd_menu_id_pk" PRIMARY KEY("auth_grp_cd","menu_id")
);
--> statement-breakpoint
CREATE TABLE "auth_session" (
	"session_id" varchar(36) PRIMARY KEY NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"user_type" char(1) NOT NULL,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_dt" timestamp with time zone NOT NULL,
	"revoked_dt" timestamp with time zone,
	"revoke_reason" varchar(20),
	"ip" varchar(64),
	"user_agent" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "com_code_group" (
	"code_group_cd" varchar(50) PRIMARY KEY NOT NULL,
	"code_group_nm" varchar(200) NOT NULL,
	"code_group_desc" text,
	"system_yn" char(1) DEFAULT 'N' NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_code_master" (
	"code_group_cd" varchar(50) NOT NULL,
	"code" varchar(50) NOT NULL,
	"code_nm" varchar(200) NOT NULL,
	"code_nm_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"attr1" varchar(200),
	"attr2" varchar(200),
	"attr3" varchar(200),
	"sort_order" integer DEFAULT 1 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "com_code_master_code_group_cd_code_pk" PRIMARY KEY("code_group_cd","code")
);
--> statement-breakpoint
CREATE TABLE "com_dept" (
	"dept_cd" varchar(30) PRIMARY KEY NOT NULL,
	"dept_nm" varchar(200) NOT NULL,
	"pdept_cd" varchar(30),
	"plant_cd" varchar(10) NOT NULL,
	"dept_lvl" integer DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_dept_auth_grp" (
	"dept_auth_grp_cd" varchar(30) PRIMARY KEY NOT NULL,
	"dept_auth_grp_nm" varchar(100) NOT NULL,
	"plant_access_yn" char(1) DEFAULT 'N' NOT NULL,
	"dept_access_yn" char(1) DEFAULT 'N' NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_dept_process" (
	"dept_cd" varchar(30) NOT NULL,
	"process_no" integer NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "com_dept_process_dept_cd_process_no_pk" PRIMARY KEY("dept_cd","process_no")
);
--> statement-breakpoint
CREATE TABLE "com_duty" (
	"duty_cd" varchar(30) PRIMARY KEY NOT NULL,
	"duty_nm" varchar(100) NOT NULL,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_error_log" (
	"log_no" bigserial PRIMARY KEY NOT NULL,
	"log_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"user_id" varchar(50),
	"method" varchar(10),
	"url" text,
	"query_string" text,
	"status_code" integer,
	"message" text,
	"stack" text,
	"req_id" varchar(64)
);
--> statement-breakpoint
CREATE TABLE "com_menu" (
	"menu_id" varchar(50) PRIMARY KEY NOT NULL,
	"menu_nm" varchar(200) NOT NULL,
	"menu_nm_i18n" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"up_menu_id" varchar(50),
	"task_grp_cd" varchar(30),
	"menu_lvl" integer DEFAULT 1 NOT NULL,
	"front_end_url" varchar(300),
	"sort_order" integer DEFAULT 1 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"all_plant_access_cd" varchar(10) DEFAULT 'APA02' NOT NULL,
	"plant_type_auth" varchar(10),
	"cont_type_auth" varchar(20),
	"navigation_yn" char(1) DEFAULT 'Y' NOT NULL,
	"color" varchar(20),
	"icon" varchar(50),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_position" (
	"position_cd" varchar(30) PRIMARY KEY NOT NULL,
	"position_nm" varchar(100) NOT NULL,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_process" (
	"process_no" serial PRIMARY KEY NOT NULL,
	"process_cd" varchar(30) NOT NULL,
	"process_nm" varchar(200) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"process_desc" text,
	"sort_order" integer DEFAULT 1 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_rate_limit" (
	"bucket" varchar(200) NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "auth_rate_limit_bucket_window_start_pk" PRIMARY KEY("bucket","window_start")
);
--> statement-breakpoint
CREATE TABLE "auth_refresh_token" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"session_id" varchar(36) NOT NULL,
	"issued_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"used_dt" timestamp with time zone,
	"expires_dt" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_user" (
	"user_id" varchar(50) PRIMARY KEY NOT NULL,
	"user_nm" varchar(100) NOT NULL,
	"user_type" char(1) DEFAULT 'U' NOT NULL,
	"user_pwd" text NOT NULL,
	"plant_cd" varchar(10),
	"dept_cd" varchar(30),
	"vendor_cd" varchar(30),
	"position_cd" varchar(30),
	"duty_cd" varchar(30),
	"dept_auth_grp_cd" varchar(30),
	"cont_type" varchar(10),
	"email" varchar(200),
	"phone_no" varchar(30),
	"office_tel" varchar(30),
	"birth_ymd" varchar(8),
	"gender_cd" char(1),
	"entry_ymd" varchar(8),
	"retire_yn" char(1) DEFAULT 'N' NOT NULL,
	"retire_ymd" varchar(8),
	"signature" text,
	"lang" varchar(5) DEFAULT 'kr' NOT NULL,
	"admin_yn" char(1) DEFAULT 'N' NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"login_fail_cnt" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"pwd_change_dt" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_user_auth_grp" (
	"user_id" varchar(50) NOT NULL,
	"auth_grp_cd" varchar(30) NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "com_user_auth_grp_user_id_auth_grp_cd_pk" PRIMARY KEY("user_id","auth_grp_cd")
);
--> statement-breakpoint
CREATE TABLE "com_user_menu" (
	"user_id" varchar(50) NOT NULL,
	"menu_id" varchar(50) NOT NULL,
	"access_yn" char(1) DEFAULT 'Y' NOT NULL,
	"write_yn" char(1) DEFAULT 'N' NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "com_user_menu_user_id_menu_id_pk" PRIMARY KEY("user_id","menu_id")
);
--> statement-breakpoint
CREATE TABLE "com_vendor" (
	"vendor_cd" varchar(30) PRIMARY KEY NOT NULL,
	"vendor_nm" varchar(200) NOT NULL,
	"vendor_type_cd" varchar(30) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"biz_no" varchar(20),
	"ceo_nm" varchar(100),
	"tel_no" varchar(30),
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_facility_type" (
	"saf_facility_type_cd" varchar(30) PRIMARY KEY NOT NULL,
	"saf_facility_type_nm" varchar(200) NOT NULL,
	"psaf_facility_type_cd" varchar(30),
	"sort_order" integer DEFAULT 1 NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_appr_delegate" (
	"delegate_no" serial PRIMARY KEY NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"delegate_user_id" varchar(50) NOT NULL,
	"from_ymd" date NOT NULL,
	"to_ymd" date NOT NULL,
	"reason" varchar(500),
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_appr_doc" (
	"doc_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30),
	"doc_title" varchar(300) NOT NULL,
	"doc_contents" text,
	"status_cd" varchar(10) DEFAULT 'DRAFT' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_appr_line" (
	"appr_line_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"appr_type_cd" varchar(50) NOT NULL,
	"appr_line_nm" varchar(200) NOT NULL,
	"addable_yn" char(1) DEFAULT 'Y' NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_appr_line_slot" (
	"appr_line_no" integer NOT NULL,
	"slot_no" integer NOT NULL,
	"slot_kind" varchar(20) NOT NULL,
	"resolve_type" varchar(20) NOT NULL,
	"user_id" varchar(50),
	"duty_cd" varchar(30),
	"dept_cd" varchar(30),
	"required_yn" char(1) DEFAULT 'Y' NOT NULL,
	"changeable_yn" char(1) DEFAULT 'N' NOT NULL,
	CONSTRAINT "com_appr_line_slot_appr_line_no_slot_no_pk" PRIMARY KEY("appr_line_no","slot_no")
);
--> statement-breakpoint
CREATE TABLE "com_appr_notification" (
	"notification_no" bigserial PRIMARY KEY NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"kind_cd" varchar(20) NOT NULL,
	"appr_request_no" integer NOT NULL,
	"title" varchar(300) NOT NULL,
	"read_dt" timestamp with time zone,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_to" varchar(200),
	"mail_dt" timestamp with time zone,
	"mail_error" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "com_appr_request" (
	"appr_request_no" serial PRIMARY KEY NOT NULL,
	"appr_type_cd" varchar(50) NOT NULL,
	"record_key" varchar(100) NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"dept_cd" varchar(30),
	"vendor_cd" varchar(30),
	"title" varchar(300) NOT NULL,
	"summary" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status_cd" varchar(10) NOT NULL,
	"request_user_id" varchar(50) NOT NULL,
	"request_dt" timestamp with time zone,
	"current_step_no" integer,
	"complete_dt" timestamp with time zone,
	"reject_reason" text,
	"prev_appr_request_no" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "com_appr_step" (
	"appr_request_no" integer NOT NULL,
	"step_no" integer NOT NULL,
	"slot_kind" varchar(20) NOT NULL,
	"approver_user_id" varchar(50) NOT NULL,
	"approver_nm" varchar(100),
	"dept_nm" varchar(200),
	"duty_nm" varchar(100),
	"step_status" varchar(10) NOT NULL,
	"decided_user_id" varchar(50),
	"decided_user_nm" varchar(100),
	"decided_dt" timestamp with time zone,
	"comment" text,
	"signature" text,
	CONSTRAINT "com_appr_step_appr_request_no_step_no_pk" PRIMARY KEY("appr_request_no","step_no")
);
--> statement-breakpoint
CREATE TABLE "com_attach_file" (
	"file_no" bigserial PRIMARY KEY NOT NULL,
	"task_class_nm" varchar(100) NOT NULL,
	"attach_file_id" varchar(100) NOT NULL,
	"file_org_nm" varchar(255) NOT NULL,
	"file_ext" varchar(20) NOT NULL,
	"file_size" bigint DEFAULT 0 NOT NULL,
	"content_type" varchar(150) DEFAULT 'application/octet-stream' NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"encrypt_yn" char(1) DEFAULT 'N' NOT NULL,
	"status" char(1) DEFAULT 'W' NOT NULL,
	"picture_explan" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "com_attach_file_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "com_attach_group" (
	"task_class_nm" varchar(100) NOT NULL,
	"attach_file_id" varchar(100) NOT NULL,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "com_attach_group_task_class_nm_attach_file_id_pk" PRIMARY KEY("task_class_nm","attach_file_id")
);
--> statement-breakpoint
CREATE TABLE "com_attach_job" (
	"job_nm" varchar(50) PRIMARY KEY NOT NULL,
	"last_run_dt" timestamp with time zone NOT NULL,
	"last_result" text
);
--> statement-breakpoint
CREATE TABLE "com_attach_setting" (
	"task_class_nm" varchar(100) PRIMARY KEY NOT NULL,
	"task_class_desc" varchar(200),
	"accept_ext" varchar(500) NOT NULL,
	"limit_cnt" integer DEFAULT 1 NOT NULL,
	"limit_size" integer DEFAULT 10 NOT NULL,
	"drag_drop_yn" char(1) DEFAULT 'Y' NOT NULL,
	"multiple_sel_yn" char(1) DEFAULT 'N' NOT NULL,
	"preview_yn" char(1) DEFAULT 'N' NOT NULL,
	"picture_explain_yn" char(1) DEFAULT 'N' NOT NULL,
	"encrypt_yn" char(1) DEFAULT 'N' NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_checkup_consent" (
	"hea_checkup_reserve_no" integer PRIMARY KEY NOT NULL,
	"hea_checkup_plan_no" integer NOT NULL,
	"hea_checked_org_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"agree_yn" char(1) NOT NULL,
	"consent_text" text NOT NULL,
	"agree_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_checkup_org" (
	"hea_checkup_org_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"hea_checkup_org_nm" varchar(200) NOT NULL,
	"daily_capacity" integer NOT NULL,
	"tel_no" varchar(30),
	"address" varchar(300),
	"remark" text,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_checkup_plan" (
	"hea_checkup_plan_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"hea_checkup_class_cd" varchar(30) NOT NULL,
	"hea_checkup_plan_nm" varchar(200) NOT NULL,
	"hea_checkup_start_ymd" date NOT NULL,
	"hea_checkup_end_ymd" date NOT NULL,
	"remark" text,
	"appr_status_cd" varchar(20),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_checkup_plan_org" (
	"hea_checkup_plan_no" integer NOT NULL,
	"hea_checkup_org_no" integer NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hea_checkup_plan_org_hea_checkup_plan_no_hea_checkup_org_no_pk" PRIMARY KEY("hea_checkup_plan_no","hea_checkup_org_no")
);
--> statement-breakpoint
CREATE TABLE "hea_checkup_reserve" (
	"hea_checkup_reserve_no" serial PRIMARY KEY NOT NULL,
	"hea_checkup_plan_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"hea_checked_org_no" integer NOT NULL,
	"rsrv_ymd" date NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_checkup_user" (
	"hea_checkup_plan_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"dept_cd" varchar(30),
	"hea_checkup_type_nm" varchar(100) NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hea_checkup_user_hea_checkup_plan_no_user_id_pk" PRIMARY KEY("hea_checkup_plan_no","user_id")
);
--> statement-breakpoint
CREATE TABLE "hea_hazard" (
	"hazard_cd" varchar(30) PRIMARY KEY NOT NULL,
	"hazard_nm" varchar(200) NOT NULL,
	"hazard_class_cd" varchar(30) NOT NULL,
	"first_exam_months" integer NOT NULL,
	"repeat_months" integer NOT NULL,
	"carcinogen_yn" char(1) DEFAULT 'N' NOT NULL,
	"remark" text,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hea_process_hazard" (
	"process_no" integer NOT NULL,
	"hazard_cd" varchar(30) NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hea_process_hazard_process_no_hazard_cd_pk" PRIMARY KEY("process_no","hazard_cd")
);
--> statement-breakpoint
CREATE TABLE "hea_rsrv_day" (
	"hea_checkup_org_no" integer NOT NULL,
	"rsrv_ymd" date NOT NULL,
	"reserved_cnt" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "hea_rsrv_day_hea_checkup_org_no_rsrv_ymd_pk" PRIMARY KEY("hea_checkup_org_no","rsrv_ymd")
);
--> statement-breakpoint
CREATE TABLE "com_notice" (
	"notice_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"notice_type_cd" varchar(30) NOT NULL,
	"important_yn" char(1) DEFAULT 'N' NOT NULL,
	"notice_title" varchar(300) NOT NULL,
	"notice_contents" text,
	"post_start_ymd" date NOT NULL,
	"post_end_ymd" date NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "com_auth_grp_menu" ADD CONSTRAINT "com_auth_grp_menu_auth_grp_cd_com_auth_grp_auth_grp_cd_fk" FOREIGN KEY ("auth_grp_cd") REFERENCES "public"."com_auth_grp"("auth_grp_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "com_auth_grp_menu" ADD CONSTRAINT "com_auth_grp_menu_menu_id_com_menu_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."com_menu"("menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "com_code_master" ADD CONSTRAINT "com_code_master_code_group_cd_com_code_group_code_group_cd_fk" FOREIGN KEY ("code_group_cd") REFERENCES "public"."com_code_group"("code_group_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "com_dept_process" ADD CONSTRAINT "com_dept_process_dept_cd_com_dept_dept_cd_fk" FOREIGN KEY ("dept_cd") REFERENCES "public"."com_dept"("dept_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "com_dept_process" ADD CONSTRAINT "com_dept_process_process_no_com_process_process_no_fk" FOREIGN KEY ("process_no") REFERENCES "public"."com_process"("process_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auth_refresh_token" ADD CONSTRAINT "auth_refresh_token_session_id_auth_session_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."auth_session"("session_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "com_user_auth_grp" ADD CONSTRAINT "com_user_auth_grp_user_id_com_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."com_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "com_user_auth_grp" ADD CONSTRAINT "com_user_auth_grp_auth_grp_cd_com_auth_grp_auth_grp_cd_fk" FOREIGN KEY ("auth_grp_cd") REFERENCES "public"."com_auth_grp"("auth_grp_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "com_user_menu" ADD CONSTRAINT "com_user_menu_user_id_com_user_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."com_user"("user_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "com_user_menu" ADD CONSTRAINT "com_user_menu_menu_id_com_menu_menu_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."com_menu"("menu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "com_appr_line_slot" ADD CONSTRAINT "com_appr_line_slot_appr_line_no_com_appr_line_appr_line_no_fk" FOREIGN KEY ("appr_line_no") REFERENCES "public"."com_appr_line"("appr_line_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "com_appr_step" ADD CONSTRAINT "com_appr_step_appr_request_no_com_appr_request_appr_request_no_fk" FOREIGN KEY ("appr_request_no") REFERENCES "public"."com_appr_request"("appr_request_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_checkup_consent" ADD CONSTRAINT "hea_checkup_consent_hea_checkup_reserve_no_hea_checkup_reserve_hea_checkup_reserve_no_fk" FOREIGN KEY ("hea_checkup_reserve_no") REFERENCES "public"."hea_checkup_reserve"("hea_checkup_reserve_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_checkup_plan_org" ADD CONSTRAINT "hea_checkup_plan_org_hea_checkup_plan_no_hea_checkup_plan_hea_checkup_plan_no_fk" FOREIGN KEY ("hea_checkup_plan_no") REFERENCES "public"."hea_checkup_plan"("hea_checkup_plan_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_checkup_plan_org" ADD CONSTRAINT "hea_checkup_plan_org_hea_checkup_org_no_hea_checkup_org_hea_checkup_org_no_fk" FOREIGN KEY ("hea_checkup_org_no") REFERENCES "public"."hea_checkup_org"("hea_checkup_org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_checkup_reserve" ADD CONSTRAINT "hea_checkup_reserve_hea_checkup_plan_no_hea_checkup_plan_hea_checkup_plan_no_fk" FOREIGN KEY ("hea_checkup_plan_no") REFERENCES "public"."hea_checkup_plan"("hea_checkup_plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_checkup_reserve" ADD CONSTRAINT "hea_checkup_reserve_hea_checked_org_no_hea_checkup_org_hea_checkup_org_no_fk" FOREIGN KEY ("hea_checked_org_no") REFERENCES "public"."hea_checkup_org"("hea_checkup_org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_checkup_user" ADD CONSTRAINT "hea_checkup_user_hea_checkup_plan_no_hea_checkup_plan_hea_checkup_plan_no_fk" FOREIGN KEY ("hea_checkup_plan_no") REFERENCES "public"."hea_checkup_plan"("hea_checkup_plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_process_hazard" ADD CONSTRAINT "hea_process_hazard_hazard_cd_hea_hazard_hazard_cd_fk" FOREIGN KEY ("hazard_cd") REFERENCES "public"."hea_hazard"("hazard_cd") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hea_rsrv_day" ADD CONSTRAINT "hea_rsrv_day_hea_checkup_org_no_hea_checkup_org_hea_checkup_org_no_fk" FOREIGN KEY ("hea_checkup_org_no") REFERENCES "public"."hea_checkup_org"("hea_checkup_org_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "com_audit_log_dt_idx" ON "com_audit_log" USING btree ("audit_dt");--> statement-breakpoint
CREATE INDEX "com_audit_log_entity_idx" ON "com_audit_log" USING btree ("entity","entity_key");--> statement-breakpoint
CREATE INDEX "com_audit_log_user_idx" ON "com_audit_log" USING btree ("user_id","audit_dt");--> statement-breakpoint
CREATE INDEX "com_auth_grp_menu_menu_idx" ON "com_auth_grp_menu" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "auth_session_user_idx" ON "auth_session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "com_dept_plant_idx" ON "com_dept" USING btree ("plant_cd","pdept_cd");--> statement-breakpoint
CREATE INDEX "com_dept_process_proc_idx" ON "com_dept_process" USING btree ("process_no");--> statement-breakpoint
CREATE INDEX "com_menu_up_idx" ON "com_menu" USING btree ("up_menu_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "com_process_cd_uq" ON "com_process" USING btree ("process_cd");--> statement-breakpoint
CREATE INDEX "auth_refresh_token_session_idx" ON "auth_refresh_token" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "com_user_plant_dept_idx" ON "com_user" USING btree ("plant_cd","dept_cd");--> statement-breakpoint
CREATE INDEX "com_user_vendor_idx" ON "com_user" USING btree ("vendor_cd");--> statement-breakpoint
CREATE INDEX "com_user_nm_idx" ON "com_user" USING btree ("user_nm");--> statement-breakpoint
CREATE INDEX "com_user_auth_grp_grp_idx" ON "com_user_auth_grp" USING btree ("auth_grp_cd");--> statement-breakpoint
CREATE INDEX "com_vendor_plant_idx" ON "com_vendor" USING btree ("plant_cd");--> statement-breakpoint
CREATE INDEX "saf_facility_type_parent_idx" ON "saf_facility_type" USING btree ("psaf_facility_type_cd","sort_order");--> statement-breakpoint
CREATE INDEX "com_appr_delegate_to_idx" ON "com_appr_delegate" USING btree ("delegate_user_id","from_ymd");--> statement-breakpoint
CREATE INDEX "com_appr_delegate_user_idx" ON "com_appr_delegate" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "com_appr_doc_user_idx" ON "com_appr_doc" USING btree ("create_user_id","create_dt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "com_appr_doc_plant_idx" ON "com_appr_doc" USING btree ("plant_cd","create_dt" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "com_appr_line_plant_type_uq" ON "com_appr_line" USING btree ("plant_cd","appr_type_cd");--> statement-breakpoint
CREATE INDEX "com_appr_notification_user_idx" ON "com_appr_notification" USING btree ("user_id","create_dt" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "com_appr_request_live_uq" ON "com_appr_request" USING btree ("appr_type_cd","record_key") WHERE status_cd in ('DRAFT', 'PROGRESS', 'COMPLETE');--> statement-breakpoint
CREATE INDEX "com_appr_request_record_idx" ON "com_appr_request" USING btree ("appr_type_cd","record_key");--> statement-breakpoint
CREATE INDEX "com_appr_request_user_idx" ON "com_appr_request" USING btree ("request_user_id","create_dt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "com_appr_request_plant_idx" ON "com_appr_request" USING btree ("plant_cd","create_dt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "com_appr_request_prev_idx" ON "com_appr_request" USING btree ("prev_appr_request_no");--> statement-breakpoint
CREATE INDEX "com_appr_step_approver_idx" ON "com_appr_step" USING btree ("approver_user_id","step_status");--> statement-breakpoint
CREATE INDEX "com_appr_step_decided_idx" ON "com_appr_step" USING btree ("decided_user_id","decided_dt" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "com_attach_file_group_idx" ON "com_attach_file" USING btree ("task_class_nm","attach_file_id","status");--> statement-breakpoint
CREATE INDEX "com_attach_file_status_idx" ON "com_attach_file" USING btree ("status","update_dt");--> statement-breakpoint
CREATE INDEX "hea_checkup_org_plant_idx" ON "hea_checkup_org" USING btree ("plant_cd","hea_checkup_org_nm");--> statement-breakpoint
CREATE INDEX "hea_checkup_plan_plant_start_idx" ON "hea_checkup_plan" USING btree ("plant_cd","hea_checkup_start_ymd" DESC NULLS LAST,"hea_checkup_plan_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "hea_checkup_plan_plant_class_idx" ON "hea_checkup_plan" USING btree ("plant_cd","hea_checkup_class_cd","hea_checkup_start_ymd");--> statement-breakpoint
CREATE UNIQUE INDEX "hea_checkup_reserve_plan_user_uq" ON "hea_checkup_reserve" USING btree ("hea_checkup_plan_no","user_id");--> statement-breakpoint
CREATE INDEX "hea_checkup_reserve_org_day_idx" ON "hea_checkup_reserve" USING btree ("hea_checked_org_no","rsrv_ymd");--> statement-breakpoint
CREATE INDEX "hea_checkup_user_user_idx" ON "hea_checkup_user" USING btree ("user_id","hea_checkup_plan_no");--> statement-breakpoint
CREATE INDEX "hea_process_hazard_hz_idx" ON "hea_process_hazard" USING btree ("hazard_cd");--> statement-breakpoint
CREATE INDEX "com_notice_plant_dt_idx" ON "com_notice" USING btree ("plant_cd","create_dt" DESC NULLS LAST,"notice_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "com_notice_dt_idx" ON "com_notice" USING btree ("create_dt" DESC NULLS LAST,"notice_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "com_notice_plant_type_idx" ON "com_notice" USING btree ("plant_cd","notice_type_cd");--> statement-breakpoint
CREATE INDEX "com_notice_plant_post_idx" ON "com_notice" USING btree ("plant_cd","post_start_ymd");