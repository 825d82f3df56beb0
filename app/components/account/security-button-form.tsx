import { Form } from "react-router";
import { AuthSubmitButton } from "~/components/auth/submit-button";
import type { button } from "~/components/ui/button.css";

export function SecurityFormValues({
  intent,
  values = {},
}: {
  intent: string;
  values?: Record<string, string>;
}) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export function SecurityButtonForm({
  intent,
  label,
  values = {},
  variant,
  className,
}: {
  intent: string;
  label: string;
  values?: Record<string, string>;
  variant?: keyof typeof button;
  className?: string;
}) {
  return (
    <Form method="post" className={className}>
      <SecurityFormValues intent={intent} values={values} />
      <AuthSubmitButton intent={intent} label={label} variant={variant} />
    </Form>
  );
}
