/** One message the site sends, whichever way it leaves (SMTP, `.eml` files or a mail API). */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, sent beside the text part (every value in it escaped). */
  html?: string;
  /** A stable id (the delivery id), so a retried message can be recognised. */
  id: string;
  replyTo?: string;
  /** Extra header fields (e.g. List-Unsubscribe), added as given by every mailer. */
  headers?: Record<string, string>;
};

/** The site's one way to send e-mail; `send` throws when the message did not leave. */
export type Mailer = { send(message: MailMessage): Promise<void>; describe(): string };
