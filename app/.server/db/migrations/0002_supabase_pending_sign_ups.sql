CREATE TABLE "app"."pending_sign_ups" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"password_sealed" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
