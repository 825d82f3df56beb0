import { useFetcher, useLocation } from "react-router";
import { useEffect, useRef } from "react";
import { errorIdFor, Field, FormAlert } from "~/components/forms/field";
import * as styles from "~/components/forms/form.css";
import { FormGuards } from "~/components/forms/form-guards";
import { useLeadFormResponse } from "~/components/forms/use-lead-form-response";
import { button } from "~/components/ui/button.css";
import { MAX_EMAIL, MAX_NAME } from "~/utils/forms/limits";
import type { LeadFormResponse } from "~/utils/forms/lead-form";
import { NEWSLETTER_PATH, REDIRECT_FIELD } from "~/utils/forms/newsletter-route";
import { useRootData } from "~/utils/root-data";
import { rememberSubscribed } from "~/components/widgets/newsletter-memory";

/** A subscription is remembered by this browser, so the pop-up never asks again. */
export function NewsletterForm({
  idPrefix,
  initial,
  onSubscribed,
  onDark = false,
}: {
  onDark?: boolean;
  /** Unique per form on the page (the section and the pop-up can both be present). */
  idPrefix: string;
  initial?: LeadFormResponse;
  onSubscribed?: () => void;
}) {
  const fetcher = useFetcher<LeadFormResponse>();
  const location = useLocation();
  const user = useRootData()?.user;
  const formRef = useRef<HTMLFormElement>(null);
  const busy = fetcher.state !== "idle";
  const response = fetcher.data ?? initial;
  useLeadFormResponse(fetcher.data);

  const handled = useRef<LeadFormResponse | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) {
      rememberSubscribed();
      formRef.current?.reset();
      onSubscribed?.();
    }
  }, [fetcher.state, fetcher.data, onSubscribed]);

  const errors = response?.result.error ?? {};
  const kept = (response?.ok ? null : response?.result.initialValue) ?? {
    fullName: user?.fullName ?? undefined,
    email: user?.email,
  };
  const ids = { fullName: `${idPrefix}-full-name`, email: `${idPrefix}-email` };
  const input = (
    name: keyof typeof ids,
    label: string,
    type: "text" | "email",
    maxLength: number,
    autoComplete: string,
  ) => (
    <Field id={ids[name]} label={label} errors={errors[name] ?? undefined}>
      <input
        id={ids[name]}
        name={name}
        type={type}
        required
        maxLength={maxLength}
        autoComplete={autoComplete}
        disabled={busy}
        defaultValue={typeof kept[name] === "string" ? kept[name] : undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errorIdFor(ids[name])}
        className={styles.input}
      />
    </Field>
  );
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
        {input("fullName", "Full Name", "text", MAX_NAME, "name")}
        {input("email", "Email", "email", MAX_EMAIL, "email")}
      </div>
      <div className={styles.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? "Subscribing..." : "Subscribe"}
        </button>
      </div>
    </fetcher.Form>
  );
}
