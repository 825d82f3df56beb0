import { useFetcher } from "react-router";
import { useEffect, useRef, type ReactNode } from "react";
import { errorIdFor, Field, FormAlert } from "~/components/forms/field";
import * as styles from "~/components/forms/form.css";
import { FormGuards } from "~/components/forms/form-guards";
import { useLeadFormResponse } from "~/components/forms/use-lead-form-response";
import { button } from "~/components/ui/button.css";
import { chatTeamCopy } from "~/content/chat";
import { CHAT_PATH, MAX_CHAT_MESSAGE } from "~/utils/forms/chat-route";
import { MAX_EMAIL, MAX_NAME } from "~/utils/forms/limits";
import type { LeadFormResponse } from "~/utils/forms/lead-form";
import { useRootData } from "~/utils/root-data";

type FieldName = "fullName" | "email" | "message";

export function ChatTeamForm({
  idPrefix,
  message,
  initial,
  onSent,
  extraActions,
}: {
  idPrefix: string;
  message: string;
  initial?: LeadFormResponse;
  onSent?: () => void;
  extraActions?: ReactNode;
}) {
  const fetcher = useFetcher<LeadFormResponse>();
  const user = useRootData()?.user;
  const busy = fetcher.state !== "idle";
  const response = fetcher.data ?? initial;
  useLeadFormResponse(fetcher.data);

  const formRef = useRef<HTMLFormElement>(null);
  const handled = useRef<LeadFormResponse | undefined>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data || handled.current === fetcher.data) return;
    handled.current = fetcher.data;
    if (fetcher.data.ok) onSent?.();
    // A refusal: to the first field it names, so its message (under it) is in view.
    else formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [fetcher.state, fetcher.data, onSent]);

  const errors = response?.result.error ?? {};
  const kept: Record<string, unknown> = (response?.ok ? null : response?.result.initialValue) ?? {
    fullName: user?.fullName ?? undefined,
    email: user?.email,
    message,
  };
  const id = (name: FieldName) => `${idPrefix}-${name}`;
  const common = (name: FieldName) => ({
    id: id(name),
    name,
    required: true,
    disabled: busy,
    defaultValue: typeof kept[name] === "string" ? kept[name] : undefined,
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errorIdFor(id(name)),
  });

  return (
    <fetcher.Form
      ref={formRef}
      method="post"
      action={CHAT_PATH}
      className={styles.stack}
      aria-label={chatTeamCopy.title}
    >
      <FormGuards />
      <FormAlert id={`${idPrefix}-form-error`} messages={errors[""] ?? undefined} />
      <Field
        id={id("fullName")}
        label={chatTeamCopy.fullName}
        errors={errors.fullName ?? undefined}
      >
        <input
          {...common("fullName")}
          type="text"
          maxLength={MAX_NAME}
          autoComplete="name"
          className={styles.input}
        />
      </Field>
      <Field id={id("email")} label={chatTeamCopy.email} errors={errors.email ?? undefined}>
        <input
          {...common("email")}
          type="email"
          maxLength={MAX_EMAIL}
          autoComplete="email"
          className={styles.input}
        />
      </Field>
      <Field id={id("message")} label={chatTeamCopy.message} errors={errors.message ?? undefined}>
        <textarea
          {...common("message")}
          rows={3}
          maxLength={MAX_CHAT_MESSAGE}
          className={styles.textarea}
        />
      </Field>
      <div className={styles.actions}>
        <button type="submit" className={button.primary} disabled={busy}>
          {busy ? chatTeamCopy.sending : chatTeamCopy.submit}
        </button>
        {extraActions}
      </div>
    </fetcher.Form>
  );
}
