import { Form } from "react-router";
import { button } from "~/components/ui/button.css";

export function HandledToggle({
  leadId,
  handled,
  returnTo,
  name,
}: {
  leadId: string;
  handled: boolean;
  returnTo: string;
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
