import { afterEach, describe, expect, it, vi } from "vitest";

// Demo mode is only what DEMO asks for; each case loads the server modules afresh
// with its own environment (env.server reads it once).
async function fresh(env: Record<string, string>) {
  Object.assign(process.env, env);
  vi.resetModules();
  return {
    startup: (await import("./startup.server")).startup,
    mail: await import("./mail.server"),
    outboxLoader: (await import("~/shared/routes/dev-outbox")).loader,
  };
}

const mail = { to: "amina@example.org", subject: "Your link", text: "secret-token", html: "<p>secret-token</p>" };

describe("outside demo mode", () => {
  afterEach(() => {
    Object.assign(process.env, { DEMO: "1", NODE_ENV: "test" });
    delete process.env.SMTP_URL;
  });

  it("refuses to start without a mail server, naming the settings", async () => {
    const { startup } = await fresh({ DEMO: "0" });
    await expect(startup()).rejects.toThrow(/SMTP_URL is not set.*DEMO=1/);
  });

  it("never writes a message (it may hold a link) anywhere when mail cannot be sent", async () => {
    const { mail: module } = await fresh({ DEMO: "0" });
    const log = vi.spyOn(console, "info");
    expect(module.isOutboxMode()).toBe(false);
    await expect(module.sendMail(mail)).rejects.toThrow(/No SMTP_URL/);
    expect(log).not.toHaveBeenCalled();
  });

  it("has no outbox page, whatever NODE_ENV says", async () => {
    const { outboxLoader } = await fresh({ DEMO: "0", NODE_ENV: "development" });
    const thrown = await outboxLoader({ request: new Request("http://localhost:3000/dev/outbox") } as never).catch(
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });
});
