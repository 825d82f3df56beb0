import { Form } from "react-router";
import type { ReactNode } from "react";

export function SignOutForm({
  className,
  label = "Sign Out",
}: {
  className?: string;
  label?: ReactNode;
}) {
  return (
    <Form method="post" action="/auth/sign-out">
      <button type="submit" className={className}>
        {label}
      </button>
    </Form>
  );
}
