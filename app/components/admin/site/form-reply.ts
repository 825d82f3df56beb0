import type { SubmissionResult } from "@conform-to/react";

/** What the action answered for one form (its fields as sent and messages), if it did. */
export type FormReply = SubmissionResult<string[]> | undefined;

/** A form's fields: what was sent when it came back refused, else the saved value. */
export function fieldsOf(reply: FormReply) {
  const sent = reply?.initialValue as Record<string, unknown> | undefined;
  return {
    value(name: string, saved: string): string {
      if (!sent) return saved;
      const value = sent[name];
      return typeof value === "string" ? value : "";
    },
    list(name: string): unknown[] | undefined {
      if (!sent) return undefined;
      const value = sent[name];
      return Array.isArray(value) ? value : typeof value === "string" ? [value] : [];
    },
    errors(name: string): string[] | undefined {
      return reply?.error?.[name] ?? undefined;
    },
    formErrors(): string[] | undefined {
      return reply?.error?.[""] ?? undefined;
    },
  };
}
export type Fields = ReturnType<typeof fieldsOf>;
