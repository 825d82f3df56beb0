import { Form } from "@remix-run/react";
import type { ReactNode } from "react";

/** 'Sign Out': a POST to /auth/sign-out, so it works without JavaScript (S-AUTH-22, 23). */
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
