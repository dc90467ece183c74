import { createServer, type Server, type ServerResponse } from "node:http";
import { sql } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { outbox, outgoingMessages } from "#db/schema";
import { parsePhone, type PhoneNumber } from "~/shared/phone";
import { quietOutboxLog } from "~/shared/testing/helpers";

// Twilio's API lives outside this machine, so a small HTTP server here stands in for it: it
// answers as Twilio documents (201 with the message; errors as JSON with a code and a message),
// and each test chooses how.
type Answer = "accept" | "unavailable" | "invalidTo" | "tooMany";
let answer: Answer = "accept";
const accepted: URLSearchParams[] = [];
const requests: { path: string; authorization: string | undefined }[] = [];
let server: Server | undefined;
let port = 0;

const ACCOUNT_SID = `AC${"0123456789abcdef".repeat(2)}`;
const AUTH_TOKEN = "stand-in-token";

function reply(res: ServerResponse, status: number, body: object): void {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

async function startProvider(): Promise<void> {
  const http = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => (raw += chunk.toString()));
    req.on("end", () => {
      requests.push({ path: req.url ?? "", authorization: req.headers.authorization });
      const form = new URLSearchParams(raw);
      if (answer === "unavailable")
        return reply(res, 503, { code: 20503, message: "Service Unavailable", status: 503 });
      if (answer === "tooMany") return reply(res, 429, { code: 20429, message: "Too Many Requests", status: 429 });
      if (answer === "invalidTo") {
        const message = `The 'To' number ${form.get("To")} is not a valid phone number.`;
        return reply(res, 400, { code: 21211, message, status: 400 });
      }
      accepted.push(form);
      reply(res, 201, { sid: `SM${accepted.length}`, status: "queued", to: form.get("To"), body: form.get("Body") });
    });
  });
  await new Promise<void>((resolve) => http.listen(port, "127.0.0.1", resolve));
  port = (http.address() as { port: number }).port;
  server = http;
}

async function stopProvider(): Promise<void> {
  const http = server;
  server = undefined;
  await new Promise<void>((resolve) => (http ? http.close(() => resolve()) : resolve()));
}

const SMS_SETTINGS = ["SMS_TWILIO_ACCOUNT_SID", "SMS_TWILIO_AUTH_TOKEN", "SMS_FROM", "SMS_API_BASE_URL", "SMTP_URL"];

/** env.server reads the environment once: the modules are loaded afresh for each setting; the database stays. */
async function fresh(env: Record<string, string>) {
  for (const name of SMS_SETTINGS) delete process.env[name];
  Object.assign(process.env, env);
  vi.resetModules();
  return {
    queue: await import("./message-queue.server"),
    sms: await import("./sms.server"),
    db: (await import("./db.server")).getDb(),
    outboxPage: await import("~/shared/routes/dev-outbox"),
  };
}

let modules: Awaited<ReturnType<typeof fresh>>;

function phone(typed: string): PhoneNumber {
  const parsed = parsePhone(typed);
  if (!parsed.ok) throw new Error(`not a number: ${typed}`);
  return parsed.phone;
}

// The back-off is minutes long; a test lets that time pass by making every waiting message due.
async function timePasses(): Promise<void> {
  await modules.db.update(outgoingMessages).set({ nextAttemptAt: sql`now()` });
}

async function queued() {
  return modules.db.select().from(outgoingMessages);
}

afterEach(async () => {
  await modules.db.delete(outgoingMessages);
  await modules.db.delete(outbox);
});

afterAll(() => {
  for (const name of SMS_SETTINGS) delete process.env[name];
  Object.assign(process.env, { DEMO: "1" });
});

describe("texts through Twilio", () => {
  beforeAll(async () => {
    await startProvider();
    modules = await fresh({
      SMS_TWILIO_ACCOUNT_SID: ACCOUNT_SID,
      SMS_TWILIO_AUTH_TOKEN: AUTH_TOKEN,
      SMS_FROM: "(773) 555-0100",
      SMS_API_BASE_URL: `http://127.0.0.1:${port}`,
    });
  });

  afterAll(stopProvider);

  function reset(next: Answer): void {
    accepted.length = 0;
    requests.length = 0;
    answer = next;
  }

  it("keeps every text through an outage and delivers each once when Twilio is back", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    reset("unavailable");
    const numbers = ["+93 70 123 4567", "+380 50 123 4567", "(773) 555-0142"].map(phone);
    for (const [i, to] of numbers.entries()) await modules.queue.queueText(modules.db, { to, body: `Code ${i}` });

    // 503 twice, then no server at all (connection refused): nothing lost, nothing given up.
    expect(await modules.queue.deliverDueMessages()).toBe(3);
    await timePasses();
    expect(await modules.queue.deliverDueMessages()).toBe(3);
    await stopProvider();
    await timePasses();
    expect(await modules.queue.deliverDueMessages()).toBe(3);
    const retrying = await modules.queue.listFailedDeliveries();
    expect(retrying).toHaveLength(3);
    expect(retrying[0]).toMatchObject({
      channel: "sms",
      subject: "",
      state: "pending",
      attempts: 3,
      error: expect.stringMatching(/Twilio could not be reached/),
    });
    expect(requests).toHaveLength(6);
    expect(requests[0]?.path).toBe(`/2010-04-01/Accounts/${ACCOUNT_SID}/Messages.json`);
    expect(requests[0]?.authorization).toBe(`Basic ${btoa(`${ACCOUNT_SID}:${AUTH_TOKEN}`)}`);

    await startProvider();
    answer = "accept";
    await timePasses();
    expect(await modules.queue.deliverDueMessages()).toBe(3);
    expect(await modules.queue.deliverDueMessages()).toBe(0);
    expect(accepted.map((form) => [form.get("To"), form.get("From"), form.get("Body")]).sort()).toEqual([
      ["+17735550142", "+17735550100", "Code 2"],
      ["+380501234567", "+17735550100", "Code 1"],
      ["+93701234567", "+17735550100", "Code 0"],
    ]);
    expect(await queued()).toEqual([]);
    warn.mockRestore();
  });

  it("tries again after 429 Too Many Requests", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    reset("tooMany");
    await modules.queue.queueText(modules.db, { to: phone("+243 81 234 5678"), body: "Hello" });
    await modules.queue.deliverDueMessages();
    expect(await modules.queue.listFailedDeliveries()).toEqual([
      expect.objectContaining({ state: "pending", error: "Twilio answered 429: 20429 Too Many Requests" }),
    ]);
    answer = "accept";
    await timePasses();
    await modules.queue.deliverDueMessages();
    expect(accepted.map((form) => form.get("To"))).toEqual(["+243812345678"]);
    warn.mockRestore();
  });

  it("gives up at once on a number Twilio refuses, and staff can send it again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    reset("invalidTo");
    await modules.queue.queueText(modules.db, { to: phone("+58 412 1234567"), body: "Your code is 123456" });
    expect(await modules.queue.deliverDueMessages()).toBe(1);
    const [failed] = await modules.queue.listFailedDeliveries();
    expect(failed).toMatchObject({
      channel: "sms",
      recipient: "+584121234567",
      state: "failed",
      attempts: 1,
      error: "Twilio answered 400: 21211 The 'To' number +584121234567 is not a valid phone number.",
    });
    // No second try on its own, however long one waits.
    await timePasses();
    expect(await modules.queue.deliverDueMessages()).toBe(0);
    expect(requests).toHaveLength(1);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/\[sms\].*failed for good/),
      expect.stringMatching(/21211/),
    );
    // Expected, and asserted above: the console check after each test need not see it.
    error.mockClear();

    answer = "accept";
    await modules.queue.retryFailedDelivery(failed?.id ?? "");
    await modules.queue.deliverDueMessages();
    expect(accepted.map((form) => form.get("Body"))).toEqual(["Your code is 123456"]);
    expect(await queued()).toEqual([]);
  });

  it("never sends a text whose transaction rolled back", async () => {
    reset("accept");
    await modules.db
      .transaction(async (tx) => {
        await modules.queue.queueText(tx, { to: phone("+963 944 567 890"), body: "Never" });
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await modules.queue.deliverDueMessages()).toBe(0);
    expect(requests).toEqual([]);
  });
});

describe("texts without SMS settings", () => {
  quietOutboxLog();

  it("keeps them in the demo outbox, once each, and the outbox page shows them beside emails", async () => {
    // Mail goes out over SMTP here: the page is there for the texts alone.
    modules = await fresh({ DEMO: "1", SMTP_URL: "smtp://127.0.0.1:9" });
    expect(modules.sms.isTextOutboxMode()).toBe(true);
    await modules.queue.queueText(modules.db, { to: phone("+380 50 123 4567"), body: "Your code is 654321" });
    await modules.queue.deliverDueMessages();
    const [text] = await modules.db.select().from(outbox);
    expect(text).toMatchObject({ channel: "sms", to: "+380501234567", subject: "", text: "Your code is 654321" });
    // Delivered again (at least once): still kept once.
    await modules.sms.transmitText({ to: phone("+380 50 123 4567"), body: "Your code is 654321" }, text?.id ?? "");
    expect(await modules.db.select().from(outbox)).toHaveLength(1);
    await modules.db.insert(outbox).values({ to: "amina@example.org", subject: "Your link", text: "x", html: "x" });

    const request = new Request("http://localhost:3000/dev/outbox");
    const loaderData = await modules.outboxPage.loader({ request } as never);
    expect(loaderData.outboxMessages.map((m) => [m.channel, m.to])).toEqual(
      expect.arrayContaining([
        ["sms", "+380501234567"],
        ["email", "amina@example.org"],
      ]),
    );
    // Rendered without a catalogue, so labels show as their message keys.
    const DevOutbox = modules.outboxPage.default;
    // The page as the router renders it (its clock form is a router form).
    const Page = () => <DevOutbox {...({ loaderData: useLoaderData() } as Parameters<typeof DevOutbox>[0])} />;
    const Stub = createRoutesStub([{ id: "outbox", path: "/dev/outbox", Component: Page }]);
    const html = renderToString(
      <Stub initialEntries={["/dev/outbox"]} hydrationData={{ loaderData: { outbox: loaderData } }} />,
    );
    expect(html).toContain("outbox.channel.sms");
    expect(html).toContain("Your code is 654321");
    expect(html).toContain("outbox.channel.email");
    expect(html).toContain("Your link");
  });

  it("fails a text at once outside demo mode, writing it nowhere", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    modules = await fresh({ DEMO: "0" });
    await modules.queue.queueText(modules.db, { to: phone("(773) 555-0142"), body: "Your code is 111111" });
    await modules.queue.deliverDueMessages();
    expect(await modules.queue.listFailedDeliveries()).toEqual([
      expect.objectContaining({
        channel: "sms",
        state: "failed",
        attempts: 1,
        error: expect.stringMatching(/No SMS provider/),
      }),
    ]);
    expect(await modules.db.select().from(outbox)).toEqual([]);
    expect(error).toHaveBeenCalledWith(
      expect.stringMatching(/failed for good/),
      expect.stringMatching(/No SMS provider/),
    );
    error.mockClear();
  });
});

describe("the SMS settings", () => {
  it.each([
    ["only some of them", { SMS_TWILIO_ACCOUNT_SID: ACCOUNT_SID }, /set all three or none/],
    [
      "a sender that is no phone number",
      { SMS_TWILIO_ACCOUNT_SID: ACCOUNT_SID, SMS_TWILIO_AUTH_TOKEN: AUTH_TOKEN, SMS_FROM: "Harbor" },
      /SMS_FROM: a phone number/,
    ],
    [
      "an account SID that is not one",
      { SMS_TWILIO_ACCOUNT_SID: "ACme", SMS_TWILIO_AUTH_TOKEN: AUTH_TOKEN, SMS_FROM: "+17735550100" },
      /SMS_TWILIO_ACCOUNT_SID: a Twilio account SID/,
    ],
  ])("stop the server at start with %s", async (_, env, message) => {
    for (const name of SMS_SETTINGS) delete process.env[name];
    Object.assign(process.env, env);
    vi.resetModules();
    const { getEnv } = await import("./env.server");
    expect(() => getEnv()).toThrow(message);
  });
});
