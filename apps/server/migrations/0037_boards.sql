CREATE TABLE "saf_board" (
	"board_no" serial PRIMARY KEY NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"board_type_cd" varchar(20) NOT NULL,
	"sort_no" integer,
	"board_nm" varchar(100) NOT NULL,
	"vendor_open_yn" char(1) DEFAULT 'N' NOT NULL,
	"comment_yn" char(1) DEFAULT 'Y' NOT NULL,
	"use_yn" char(1) DEFAULT 'Y' NOT NULL,
	"description" varchar(1000),
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_board_comment" (
	"comment_no" serial PRIMARY KEY NOT NULL,
	"post_no" integer NOT NULL,
	"parent_comment_no" integer,
	"contents" varchar(1000) NOT NULL,
	"delete_yn" char(1) DEFAULT 'N' NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_board_post" (
	"post_no" serial PRIMARY KEY NOT NULL,
	"board_no" integer NOT NULL,
	"plant_cd" varchar(10) NOT NULL,
	"category_cd" varchar(20),
	"post_title" varchar(200) NOT NULL,
	"notice_yn" char(1) DEFAULT 'N' NOT NULL,
	"post_contents" text,
	"version" integer DEFAULT 1 NOT NULL,
	"create_user_id" varchar(50),
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	"update_user_id" varchar(50),
	"update_dt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saf_board_read" (
	"post_no" integer NOT NULL,
	"user_id" varchar(50) NOT NULL,
	"read_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saf_board_read_post_no_user_id_pk" PRIMARY KEY("post_no","user_id")
);
--> statement-breakpoint
ALTER TABLE "saf_board_comment" ADD CONSTRAINT "saf_board_comment_post_no_saf_board_post_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."saf_board_post"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_board_post" ADD CONSTRAINT "saf_board_post_board_no_saf_board_board_no_fk" FOREIGN KEY ("board_no") REFERENCES "public"."saf_board"("board_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saf_board_read" ADD CONSTRAINT "saf_board_read_post_no_saf_board_post_post_no_fk" FOREIGN KEY ("post_no") REFERENCES "public"."saf_board_post"("post_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saf_board_plant_idx" ON "saf_board" USING btree ("plant_cd","sort_no","board_no");--> statement-breakpoint
CREATE INDEX "saf_board_comment_post_idx" ON "saf_board_comment" USING btree ("post_no","comment_no");--> statement-breakpoint
CREATE INDEX "saf_board_post_plant_dt_idx" ON "saf_board_post" USING btree ("plant_cd","create_dt" DESC NULLS LAST,"post_no" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "saf_board_post_board_idx" ON "saf_board_post" USING btree ("board_no","create_dt" DESC NULLS LAST);