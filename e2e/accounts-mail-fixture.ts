import { test as base, expect } from "@playwright/test";
import { spawn } from "node:child_process";
import { rm } from "node:fs/promises";
import { createServer, type AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

/**
 * The account journeys need real email: each Playwright worker starts an SMTP
 * server and its own app server sending to it (SMTP_URL), on free ports with a
 * fresh embedded database, and points `baseURL` at that app.
 */

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

export class Mailbox {
  readonly mails: ReceivedMail[] = [];

  /** The newest email to an address whose subject matches, waiting for it to arrive. */
  async waitFor(to: string, subject: RegExp): Promise<ReceivedMail> {
    const find = () => this.mails.findLast((m) => m.to.includes(to.toLowerCase()) && subject.test(m.subject));
    await expect
      .poll(() => find()?.subject, { message: `an email to ${to} matching ${subject}`, timeout: 15_000 })
      .toBeTruthy();
    return find() as ReceivedMail;
  }

  /** The first link in the plain-text part, as a path for page.goto (the app's host is the test's). */
  linkIn(mail: ReceivedMail): string {
    const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
    if (!link) throw new Error(`no link in "${mail.subject}"`);
    const url = new URL(link);
    return url.pathname + url.search;
  }

  countTo(to: string): number {
    return this.mails.filter((m) => m.to.includes(to.toLowerCase())).length;
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

// Just enough MIME for nodemailer's messages: headers, multipart/alternative,
// quoted-printable or base64 parts, RFC 2047 encoded subjects.
function splitHead(raw: string): { headers: Map<string, string>; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  const head = raw.slice(0, at).replace(/\r\n[ \t]+/g, " ");
  const headers = new Map<string, string>();
  for (const line of head.split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: raw.slice(at + 4) };
}

function decodeBody(body: string, encoding = ""): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (/quoted-printable/i.test(encoding)) {
    const soft = body.replace(/=\r?\n/g, "");
    const bytes: number[] = [];
    for (let i = 0; i < soft.length; i += 1) {
      const hex = soft.slice(i + 1, i + 3);
      if (soft[i] === "=" && /^[0-9A-F]{2}$/i.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        bytes.push(...Buffer.from(soft[i] ?? "", "utf8"));
      }
    }
    return Buffer.from(bytes).toString("utf8");
  }
  return body;
}

function decodeWords(value: string): string {
  // White space between two encoded words is not part of the text (RFC 2047): long subjects are split so.
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeBody(text.replace(/_/g, " "), "quoted-printable"),
    );
}

export function parseMail(raw: string, to: string[]): ReceivedMail {
  const { headers, body } = splitHead(raw);
  const parts: Record<string, string> = {};
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get("content-type") ?? "")?.[1];
  const chunks = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw];
  for (const chunk of chunks) {
    const part = splitHead(chunk.replace(/^\r\n/, ""));
    const type = /text\/(plain|html)/i.exec(part.headers.get("content-type") ?? "")?.[1]?.toLowerCase();
    if (type) parts[type] = decodeBody(part.body, part.headers.get("content-transfer-encoding"));
  }
  return { to, subject: decodeWords(headers.get("subject") ?? ""), text: parts.plain ?? "", html: parts.html ?? "" };
}

/**
 * An app server of its own on `port` (built app, demo data in a fresh embedded
 * database), with `env` on top of the test settings; `stop` ends it and
 * removes its data.
 */
export async function startAppServer(
  port: number,
  env: Record<string, string>,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const url = `http://localhost:${port}`;
  const dataDir = `.e2e-data/accounts-${port}`;
  await rm(dataDir, { recursive: true, force: true });
  // Its own process group, so stopping it also stops tsx's child process.
  const app = spawn(process.execPath, ["node_modules/tsx/dist/cli.mjs", "server.ts"], {
    detached: true,
    stdio: ["ignore", "ignore", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      BASE_URL: url,
      DATA_DIR: dataDir,
      BUILD_DIR: process.env.BUILD_DIR ?? "build",
      NODE_ENV: "test",
      DEMO: "1",
      DATABASE_URL: "",
      SIGNIN_RATE_LIMIT: "1000",
      ...env,
    },
  });
  let errors = "";
  app.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  try {
    await expect
      .poll(async () => (await fetch(`${url}/healthz`).catch(() => null))?.ok ?? false, {
        message: `the app on ${url} to start`,
        timeout: 120_000,
        intervals: [500],
      })
      .toBe(true);
  } catch (error) {
    throw new Error(`${String(error)}\n${errors}`);
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => (app.exitCode === null ? app.once("exit", resolve) : resolve(null)));
      if (app.pid) process.kill(-app.pid, "SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export const test = base.extend<
  { mailbox: Mailbox },
  { mailApp: { url: string; mailbox: Mailbox }; mailAppEnv: Record<string, string> }
>({
  // More settings for the worker's app server, e.g. a short alert interval (test.use in a spec).
  mailAppEnv: [{}, { scope: "worker", option: true }],
  mailApp: [
    async ({ mailAppEnv }, provide) => {
      const mailbox = new Mailbox();
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ["AUTH", "STARTTLS"],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on("data", (chunk: Buffer) => chunks.push(chunk));
          stream.on("end", () => {
            const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
            mailbox.mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
            callback();
          });
        },
      });
      await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
      const smtpPort = (smtp.server.address() as AddressInfo).port;

      const port = await freePort();
      const app = await startAppServer(port, {
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        MAIL_FROM: "Harbor Jobs <no-reply@example.org>",
        ...mailAppEnv,
      });
      const { url } = app;

      await provide({ url, mailbox });

      await app.stop();
      await new Promise<void>((resolve) => smtp.close(resolve));
    },
    { scope: "worker", timeout: 180_000 },
  ],
  baseURL: async ({ mailApp }, provide) => provide(mailApp.url),
  mailbox: async ({ mailApp }, provide) => provide(mailApp.mailbox),
});

export { expect };
