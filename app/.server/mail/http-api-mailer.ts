import type { MailMessage, Mailer } from "./message";

const MAIL_API_TIMEOUT_MS = 10_000;

export type MailApi = { url: string; key: string };

export function httpApiMailer(api: MailApi, from: string): Mailer {
  const endpoint = `${api.url.replace(/\/+$/, "")}/emails`;
  const host = new URL(api.url).host;
  return {
    describe: () => `HTTP API ${host}`,
    async send(message) {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: {
          Authorization: `Bearer ${api.key}`,
          "Content-Type": "application/json",
          Accept: "application/json",
          // a retried delivery (same id) is then sent once
          "Idempotency-Key": message.id,
        },
        body: JSON.stringify(emailBody(message, from)),
        signal: AbortSignal.timeout(MAIL_API_TIMEOUT_MS),
        redirect: "manual",
      });
      const text = await response.text().catch(() => "");
      if (response.ok) return;
      const said = providerMessage(text).replaceAll(api.key, "[MAIL_API_KEY]");
      const error = new Error(`HTTP ${response.status} from ${host}${said ? `: ${said}` : ""}`);
      throw Object.assign(error, { name: "MailApiError", status: response.status });
    },
  };
}

function emailBody(message: MailMessage, from: string) {
  return {
    from,
    to: [message.to],
    subject: message.subject,
    text: message.text,
    ...(message.html !== undefined && { html: message.html }),
    ...(message.replyTo !== undefined && { reply_to: message.replyTo }),
    headers: { ...message.headers, "X-Entity-Ref-ID": message.id },
  };
}

function providerMessage(text: string): string {
  try {
    const body = JSON.parse(text) as { name?: unknown; message?: unknown };
    const parts = [body.name, body.message].filter((p) => typeof p === "string" && p !== "");
    if (parts.length > 0) return parts.join(": ").slice(0, 300);
  } catch {
    // not JSON: its text, shortened
  }
  return text.replace(/\s+/g, " ").trim().slice(0, 200);
}
