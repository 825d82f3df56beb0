CREATE TABLE "app"."pending_credentials" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"user_id" uuid NOT NULL,
	"password_hash" text NOT NULL,
	"profile" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP TABLE "app"."pending_sign_ups" CASCADE;--> statement-breakpoint
CREATE INDEX "pending_credentials_email_idx" ON "app"."pending_credentials" USING btree ("email");