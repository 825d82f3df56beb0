import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { site } from "~/content/site";
import type { Config } from "../config";
import { PRIVATE_FILE, PRIVATE_FOLDER } from "../data-dir";

/**
 * The site's one way to send e-mail: SMTP (nodemailer) when SMTP_URL is set, otherwise each
 * message is written as an `.eml` file under DATA_DIR/mail, where a developer can open it.
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML, sent beside the text part (every value in it escaped). */
  html?: string;
  /** A stable id (the delivery id): the Message-ID, so a retried message can be recognised. */
  id: string;
  replyTo?: string;
  /** Extra header fields (e.g. List-Unsubscribe), added as given by every mailer. */
  headers?: Record<string, string>;
};

export type Mailer = { send(message: MailMessage): Promise<void>; describe(): string };

const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true });

/** A mailer writing `.eml` files to `folder`; the same id writes the same file (idempotent). */
export function fileMailer(folder: string, from: string): Mailer {
  return {
    describe: () => `.eml files in ${folder}`,
    async send(message) {
      const info = await fileTransport.sendMail(toNodemailer(message, from));
      await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
      const name = `${message.id.replace(/[^\w.-]/g, "_")}.eml`;
      await writeFile(path.join(folder, name), info.message as Buffer, { mode: PRIVATE_FILE });
    },
  };
}

/** A mailer over SMTP (smtp:// or smtps://, credentials in the URL). */
export function smtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    describe: () => `SMTP ${new URL(url).host}`,
    async send(message) {
      await transport.sendMail(toNodemailer(message, from));
    },
  };
}

function toNodemailer(message: MailMessage, from: string) {
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

/** The mailer a configuration asks for: SMTP_URL's server, else `.eml` files under DATA_DIR/mail. */
export function mailerFor(config: Pick<Config, "dataDir" | "leads">): Mailer {
  const from = config.leads.mailFrom ?? `${site.name} <${site.email}>`;
  return config.leads.smtpUrl
    ? smtpMailer(config.leads.smtpUrl, from)
    : fileMailer(path.resolve(config.dataDir, "mail"), from);
}
