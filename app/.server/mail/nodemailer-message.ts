import type { MailMessage } from "./message";

export function toNodemailer(message: MailMessage, from: string) {
  const domain = (from.match(/@([^>\s]+)/)?.[1] ?? "localhost").toLowerCase();
  return {
    from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    ...(message.html !== undefined && { html: message.html }),
    messageId: `<${message.id}@${domain}>`,
    headers: message.headers,
  };
}
