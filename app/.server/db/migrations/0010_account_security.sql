CREATE TABLE "app"."account_mails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE INDEX "account_mails_status_run_at_idx" ON "app"."account_mails" USING btree ("status","run_at");--> statement-breakpoint
CREATE INDEX "pending_credentials_email_idx" ON "app"."pending_credentials" USING btree ("email");