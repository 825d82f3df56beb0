CREATE TABLE "app"."payment_status_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app"."payments" ADD COLUMN "owner_note" text;--> statement-breakpoint
ALTER TABLE "app"."payment_status_changes" ADD CONSTRAINT "payment_status_changes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "app"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_status_changes_payment_idx" ON "app"."payment_status_changes" USING btree ("payment_id","changed_at");--> statement-breakpoint
CREATE FUNCTION "app"."record_payment_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO "app"."payment_status_changes" ("payment_id", "status") VALUES (NEW.id, NEW.status);
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "payments_status_history" AFTER INSERT OR UPDATE OF "status" ON "app"."payments"
  FOR EACH ROW EXECUTE FUNCTION "app"."record_payment_status"();--> statement-breakpoint
INSERT INTO "app"."payment_status_changes" ("payment_id", "status", "changed_at")
  SELECT "id", "status", "updated_at" FROM "app"."payments";
