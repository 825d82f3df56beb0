import nodemailer, { type Transporter } from "nodemailer";
import type { Mailer } from "./message";
import { toNodemailer } from "./nodemailer-message";

export function smtpMailer(url: string, from: string): Mailer {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    describe: () => `SMTP ${new URL(url).host}`,
    async send(message) {
      await transport.sendMail(toNodemailer(message, from));
    },
  };
}
