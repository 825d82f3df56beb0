import path from "node:path";
import { site } from "~/content/site";
import type { Config } from "../config";
import { fileMailer } from "./file-mailer";
import { httpApiMailer } from "./http-api-mailer";
import type { Mailer } from "./message";
import { smtpMailer } from "./smtp-mailer";

export type { MailMessage, Mailer } from "./message";
export { fileMailer } from "./file-mailer";
export function mailerFor(config: Pick<Config, "dataDir" | "leads">): Mailer {
  const from = config.leads.mailFrom ?? `${site.name} <${site.email}>`;
  if (config.leads.mailApi) return httpApiMailer(config.leads.mailApi, from);
  return config.leads.smtpUrl
    ? smtpMailer(config.leads.smtpUrl, from)
    : fileMailer(path.resolve(config.dataDir, "mail"), from);
}
