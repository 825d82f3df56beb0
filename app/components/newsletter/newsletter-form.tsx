import { useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { errorIdFor, Field, FormAlert } from "~/components/forms/field";
import * as styles from "~/components/forms/form.css";
import { FormGuards } from "~/components/forms/form-guards";
import { useLeadFormResponse } from "~/components/forms/use-lead-form-response";
import { button } from "~/components/ui/button.css";
import type { LeadFormResponse } from "~/utils/forms/lead-form";
import { NEWSLETTER_PATH, REDIRECT_FIELD } from "~/utils/forms/newsletter-route";

/**
 * The newsletter sign-up (D1 §3–§5), in the home section, the pop-up and on /newsletter. The
 * browser checks the two fields natively (required, e-mail type); the server checks them again
 * with the shared schema. While it is sent the fields and button are disabled and the button reads
 * 'Subscribing...'; a success clears the fields, a failure keeps them. Without JavaScript the
 * form posts to /newsletter, which comes back here with the toast (or shows the errors).
 */
export function NewsletterForm({
  idPrefix,
  initial,
  onSubscribed,
  onDark = false,
}: {
  /** On a dark brand panel (light labels). */
  onDark?: boolean;
  /** Unique per form on the page (the section and the pop-up can both be present). */
  idPrefix: string;
  /** The answer to a submission without JavaScript (on /newsletter). */
  initial?: LeadFormResponse;
  onSubscribed?: () => void;
}) {
  const fetcher = useFetcher<LeadFormResponse>();
  const location = useLocation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const response = fetcher.data ?? initial;
  useLeadFormResponse(fetcher.data);

  const handled = useRef<LeadFormResponse | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) {
      formRef.current?.reset();
      onSubscribed?.();
    }
  }, [fetcher.state, fetcher.data, onSubscribed]);

  const errors = response?.result.error ?? {};
  const kept = (response?.ok ? null : response?.result.initialValue) ?? {};
  const ids = { fullName: `${idPrefix}-full-name`, email: `${idPrefix}-email` };
  const back =
    location.pathname === NEWSLETTER_PATH ? "/" : `${location.pathname}${location.search}`;

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={NEWSLETTER_PATH}
      className={`${styles.stack} ${onDark ? styles.onDark : ""}`}
      aria-label="Newsletter sign-up"
    >
      <FormGuards />
      <input type="hidden" name={REDIRECT_FIELD} value={back} />
      <FormAlert id={`${idPrefix}-form-error`} messages={errors[""] ?? undefined} />
      <div className={styles.row}>
        <Field id={ids.fullName} label="Full Name" errors={errors.fullName ?? undefined}>
          <input
            id={ids.fullName}
            name="fullName"
            type="text"
            required
            maxLength={100}
            autoComplete="name"
            disabled={busy}
            defaultValue={typeof kept.fullName === "string" ? kept.fullName : undefined}
            aria-invalid={errors.fullName ? true : undefined}
            aria-describedby={errorIdFor(ids.fullName)}
            className={styles.input}
          />
        </Field>
        <Field id={ids.email} label="Email" errors={errors.email ?? undefined}>
          <input
            id={ids.email}
            name="email"
            type="email"
            required
            maxLength={254}
            autoComplete="email"
            disabled={busy}
            defaultValue={typeof kept.email === "string" ? kept.email : undefined}
            aria-invalid={errors.email ? true : undefined}
            aria-describedby={errorIdFor(ids.email)}
            className={styles.input}
          />
        </Field>
      </div>
      <div className={styles.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
    </fetcher.Form>
  );
}
