import { desc } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterEach, describe, expect, it } from "vitest";
import { outbox } from "#db/schema";

// mail.server reads the environment once, so each case loads a fresh copy.
async function freshMailModule(env: Record<string, string>) {
  Object.assign(process.env, env);
  const { vi } = await import("vitest");
  vi.resetModules();
  const { getDb } = await import("./db.server");
  const { deliverDueMessages, queueMail } = await import("./message-queue.server");
  const { isOutboxMode } = await import("./mail.server");
  // Mail goes out through the queue: queued, then delivered by a worker's pass.
  const sendMail = async (message: typeof mail) => {
    await queueMail(getDb(), message);
    await deliverDueMessages();
  };
  return { sendMail, isOutboxMode };
}

const mail = { to: "amina@example.org", subject: "Hello", text: "Plain text body", html: "<p>HTML body</p>" };

describe("mail", () => {
  afterEach(() => {
    delete process.env.SMTP_URL;
  });

  it("keeps messages in the outbox when no SMTP server is configured", async () => {
    const { sendMail, isOutboxMode } = await freshMailModule({});
    expect(isOutboxMode()).toBe(true);
    const log = (await import("vitest")).vi.spyOn(console, "info").mockImplementation(() => undefined);
    await sendMail(mail);
    log.mockRestore();
    const { getDb: freshDb } = await import("./db.server");
    const [stored] = await freshDb().select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    expect(stored).toMatchObject(mail);
  });

  it("sends through SMTP when SMTP_URL is set", async () => {
    const received: string[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS"],
      onData(stream, _session, callback) {
        let raw = "";
        stream.on("data", (chunk: Buffer) => (raw += chunk.toString()));
        stream.on("end", () => {
          received.push(raw);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.server.address() as { port: number };
    try {
      const { sendMail, isOutboxMode } = await freshMailModule({ SMTP_URL: `smtp://127.0.0.1:${port}` });
      expect(isOutboxMode()).toBe(false);
      await sendMail(mail);
      expect(received).toHaveLength(1);
      expect(received[0]).toContain("Subject: Hello");
      expect(received[0]).toContain("Plain text body");
      expect(received[0]).toContain("<p>HTML body</p>");
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
