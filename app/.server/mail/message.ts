export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  id: string;
  replyTo?: string;
  headers?: Record<string, string>;
};

export type Mailer = { send(message: MailMessage): Promise<void>; describe(): string };
