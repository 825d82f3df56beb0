import { createServer, type Server, type Socket } from "node:net";
import type { AddressInfo } from "node:net";

/** A local SMTP server (no TLS, no auth) speaking enough SMTP for nodemailer. */
type SunkMessage = { from: string; to: string[]; raw: string };

export type SmtpSink = {
  url: string;
  messages: SunkMessage[];
  /** The next `count` transactions are refused at MAIL FROM (451: try again later). */
  refuseNext(count: number): void;
  close(): Promise<void>;
};

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SunkMessage[] = [];
  let refusals = 0;
  const sockets = new Set<Socket>();

  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => socket.destroy());
    let buffer = "";
    let data: string[] | undefined;
    let envelope: { from: string; to: string[] } | undefined;
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply("220 sink ESMTP");
    socket.on("data", (chunk: Buffer) => {
      buffer += chunk.toString("utf8");
      let end: number;
      while ((end = buffer.indexOf("\r\n")) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (data) {
          if (line !== ".") {
            data.push(line.startsWith(".") ? line.slice(1) : line);
            continue;
          }
          messages.push({ ...envelope!, raw: `${data.join("\r\n")}\r\n` });
          data = undefined;
          envelope = undefined;
          reply("250 2.0.0 queued");
          continue;
        }
        const verb = line.split(/[ :]/, 1)[0]!.toUpperCase();
        const address = () => line.match(/<([^>]*)>/)?.[1] ?? "";
        if (verb === "EHLO") reply("250-sink\r\n250 8BITMIME");
        else if (verb === "HELO") reply("250 sink");
        else if (verb === "MAIL") {
          if (refusals > 0) {
            refusals--;
            reply("451 4.3.0 try again later");
          } else {
            envelope = { from: address(), to: [] };
            reply("250 2.1.0 ok");
          }
        } else if (verb === "RCPT") {
          if (!envelope) reply("503 5.5.1 MAIL first");
          else {
            envelope.to.push(address());
            reply("250 2.1.5 ok");
          }
        } else if (verb === "DATA") {
          if (!envelope || envelope.to.length === 0) reply("503 5.5.1 RCPT first");
          else {
            data = [];
            reply("354 end with <CRLF>.<CRLF>");
          }
        } else if (verb === "RSET") {
          envelope = undefined;
          reply("250 2.0.0 ok");
        } else if (verb === "NOOP") reply("250 2.0.0 ok");
        else if (verb === "QUIT") socket.end("221 2.0.0 bye\r\n");
        else reply("502 5.5.2 not implemented");
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count) {
      refusals = count;
    },
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
