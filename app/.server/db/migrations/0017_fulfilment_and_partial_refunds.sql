CREATE TABLE "app"."order_fulfilment_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"state" text NOT NULL,
	"message" text,
	"admin_email" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app"."payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"refund_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"admin_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "app"."payments" ADD COLUMN "fulfilment" text DEFAULT 'received' NOT NULL;--> statement-breakpoint
ALTER TABLE "app"."order_fulfilment_changes" ADD CONSTRAINT "order_fulfilment_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "app"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "app"."payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "app"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_fulfilment_changes_payment_idx" ON "app"."order_fulfilment_changes" USING btree ("payment_id","changed_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "app"."payment_refunds" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_refunds_refund_idx" ON "app"."payment_refunds" USING btree ("payment_id","refund_id");