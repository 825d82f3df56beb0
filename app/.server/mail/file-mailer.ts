import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import { PRIVATE_FILE, PRIVATE_FOLDER } from "../data-dir";
import type { Mailer } from "./message";
import { toNodemailer } from "./nodemailer-message";

const fileTransport = nodemailer.createTransport({ streamTransport: true, buffer: true });

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
