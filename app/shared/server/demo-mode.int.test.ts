import { afterEach, describe, expect, it, vi } from "vitest";
import { outbox } from "#db/schema";

// Demo mode is only what DEMO asks for; each case loads the server modules afresh
// with its own environment (env.server reads it once).
async function fresh(env: Record<string, string>) {
  Object.assign(process.env, env);
  vi.resetModules();
  return {
    startup: (await import("./startup.server")).startup,
    mail: await import("./mail.server"),
    outboxLoader: (await import("~/shared/routes/dev-outbox")).loader,
    outboxAction: (await import("~/shared/routes/dev-outbox")).action,
    clock: await import("./clock.server"),
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

  it("never writes a message (it may hold a link) anywhere but its queue row when mail cannot be sent", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { mail: module } = await fresh({ DEMO: "0" });
    const queue = await import("./message-queue.server");
    const { getDb } = await import("./db.server");
    const log = vi.spyOn(console, "info");
    expect(module.isOutboxMode()).toBe(false);
    await queue.queueMail(getDb(), mail);
    await queue.deliverDueMessages();
    expect(log).not.toHaveBeenCalled();
    expect(await getDb().select().from(outbox)).toEqual([]);
    expect(await queue.listFailedDeliveries()).toEqual([
      expect.objectContaining({ recipient: mail.to, state: "failed", error: expect.stringMatching(/No SMTP_URL/) }),
    ]);
    expect(error).toHaveBeenCalledWith(expect.stringMatching(/failed for good/), expect.stringMatching(/No SMTP_URL/));
    // Expected, and asserted above: the console check after each test need not see it.
    error.mockClear();
  });

  it("has no outbox page, whatever NODE_ENV says", async () => {
    const { outboxLoader } = await fresh({ DEMO: "0", NODE_ENV: "development" });
    const thrown = await outboxLoader({ request: new Request("http://localhost:3000/dev/outbox") } as never).catch(
      (e: unknown) => e,
    );
    expect(thrown).toMatchObject({ init: { status: 404 } });
  });

  it("keeps the app's clock where it is: the outbox form answers 404 and the shift refuses", async () => {
    const { outboxAction, clock } = await fresh({ DEMO: "0", NODE_ENV: "development" });
    const before = await clock.currentTime();
    const form = new Request("http://localhost:3000/dev/outbox", {
      method: "POST",
      body: new URLSearchParams({ hours: "24" }),
    });
    expect(await outboxAction({ request: form } as never).catch((e: unknown) => e)).toMatchObject({
      init: { status: 404 },
    });
    await expect(clock.moveClockForward(3600)).rejects.toThrow(/only in demo mode and tests/);
    expect((await clock.currentTime()).getTime() - before.getTime()).toBeLessThan(60_000);
  });
});

describe("in demo mode", () => {
  it("moves the app's clock forward by whole hours from the outbox page, and refuses anything else", async () => {
    const { outboxAction, clock } = await fresh({ DEMO: "1", NODE_ENV: "production" });
    const post = (hours: string) =>
      outboxAction({
        request: new Request("http://localhost:3000/dev/outbox", {
          method: "POST",
          body: new URLSearchParams({ hours }),
        }),
      } as never).catch((e: unknown) => e);
    const before = await clock.currentTime();
    for (const hours of ["0", "-5", "1.5", "tomorrow", "9000"]) expect(await post(hours)).toEqual({ invalid: true });
    expect(await post("48")).toMatchObject({ status: 302 });
    const moved = (await clock.currentTime()).getTime() - before.getTime();
    expect(moved).toBeGreaterThanOrEqual(48 * 3600_000);
    expect(moved).toBeLessThan(48 * 3600_000 + 60_000);
  });
});
