CREATE TABLE "app"."catalogue_item_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"item_id" text NOT NULL,
	"version" integer NOT NULL,
	"edit" jsonb NOT NULL,
	"admin_email" text,
	"reverted_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."catalogue_items" (
	"id" text PRIMARY KEY NOT NULL,
	"edit" jsonb NOT NULL,
	"version" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."payments" ADD COLUMN "product_title" text;--> statement-breakpoint
CREATE UNIQUE INDEX "catalogue_item_versions_item_version_idx" ON "app"."catalogue_item_versions" USING btree ("item_id","version");