import { Form } from "@remix-run/react";
import { button } from "~/components/ui/button.css";

/** "Mark handled" / "Mark not handled": a POST to the leads list's action, then back to `returnTo`. */
export function HandledToggle({
  leadId,
  handled,
  returnTo,
  name,
}: {
  leadId: string;
  handled: boolean;
  returnTo: string;
  /** Whose lead, for the button's accessible name. */
  name: string;
}) {
  return (
    <Form method="post" action="/admin/leads">
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="returnTo" value={returnTo} />
      <button
        type="submit"
        name="intent"
        value={handled ? "open" : "handled"}
        className={button.outline}
        aria-label={`${handled ? "Mark not handled" : "Mark handled"}: ${name}`}
      >
        {handled ? "Mark not handled" : "Mark handled"}
      </button>
    </Form>
  );
}
