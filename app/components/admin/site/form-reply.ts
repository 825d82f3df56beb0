import type { SubmissionResult } from "@conform-to/react";

export type FormReply = SubmissionResult<string[]> | undefined;

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
