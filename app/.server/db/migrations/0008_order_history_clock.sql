-- Each status change keeps the clock's time, not its transaction's start (now()): a payment moved
-- twice in one transaction (a refund event that arrives before the payment's own) keeps its steps
-- in order.
CREATE OR REPLACE FUNCTION "app"."record_payment_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' OR NEW.status IS DISTINCT FROM OLD.status THEN
    INSERT INTO "app"."payment_status_changes" ("payment_id", "status", "changed_at")
      VALUES (NEW.id, NEW.status, clock_timestamp());
  END IF;
  RETURN NEW;
END;
$$;
