CREATE TABLE "com_user_favorite" (
	"user_id" varchar(50) NOT NULL,
	"menu_id" varchar(50) NOT NULL,
	"sort_order" integer NOT NULL,
	"create_dt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "com_user_favorite_user_id_menu_id_pk" PRIMARY KEY("user_id","menu_id")
);
--> statement-breakpoint
CREATE INDEX "com_user_favorite_order_idx" ON "com_user_favorite" USING btree ("user_id","sort_order");