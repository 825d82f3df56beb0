import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fileMailer, smtpMailer, type MailMessage } from "~/.server/mail/mailer";

/** Every mailer writes a message's extra header fields (the newsletter's List-Unsubscribe). */
const message: MailMessage = {
  to: "ada@example.test",
  subject: "Welcome",
  text: "Hello",
  id: "delivery-1",
  headers: {
    "List-Unsubscribe": "<https://bte.example/newsletter/unsubscribe?token=abc.def>",
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  },
};

/** The header section with folded lines joined (RFC 5322 folds long fields; readers unfold). */
function expectHeaders(message: string) {
  const raw = message.split("\r\n\r\n")[0]!.replace(/\r\n[ \t]+/g, " ");
  expect(raw).toContain(
    "List-Unsubscribe: <https://bte.example/newsletter/unsubscribe?token=abc.def>",
  );
  expect(raw).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  expect(raw).toContain("Message-ID: <delivery-1@bte.example>");
}

/** A minimal SMTP server (no TLS, no auth) that keeps each message's DATA. */
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket: Socket) => {
    let buffer = "";
    let inData = false;
    let data = "";
    socket.write("220 fake ESMTP\r\n");
    socket.on("data", (chunk) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === ".") {
            inData = false;
            messages.push(data);
            data = "";
            socket.write("250 queued\r\n");
          } else data += `${line.startsWith("..") ? line.slice(1) : line}\r\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === "EHLO" || verb === "HELO") socket.write("250 fake\r\n");
        else if (verb === "DATA") {
          inData = true;
          socket.write("354 go on\r\n");
        } else if (verb === "QUIT") socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      resolve({
        server,
        port: typeof address === "object" && address ? address.port : 0,
        messages,
      });
    }),
  );
}

describe("mail header fields", () => {
  let folder: string;
  let smtp: Awaited<ReturnType<typeof fakeSmtp>>;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "mail-headers-"));
    smtp = await fakeSmtp();
  });
  afterAll(async () => {
    await rm(folder, { recursive: true });
    await new Promise((resolve) => smtp.server.close(resolve));
  });

  it("the .eml file mailer writes them", async () => {
    await fileMailer(folder, "BTE <hello@bte.example>").send(message);
    const [file] = await readdir(folder);
    expectHeaders(await readFile(path.join(folder, file!), "utf8"));
  });

  it("the SMTP mailer sends them", async () => {
    const mailer = smtpMailer(`smtp://127.0.0.1:${smtp.port}`, "BTE <hello@bte.example>");
    await mailer.send(message);
    expect(smtp.messages).toHaveLength(1);
    expectHeaders(smtp.messages[0]!);
  });
});
