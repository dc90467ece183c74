import { eq } from "drizzle-orm";
import { renderToString } from "react-dom/server";
import { createRoutesStub, useLoaderData } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { auditLog, outgoingMessages } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import { readToast } from "~/shared/server/toast.server";
import {
  args,
  BASE,
  cookiesFrom,
  createSignedInUser,
  englishToast,
  get,
  post,
  routeOutcome,
  settle,
  type TestUser,
} from "~/shared/testing/helpers";
import { landingPath } from "~/shared/access/navigation";
import { translatorFor } from "~/shared/i18n/catalog.server";
import { I18nProvider } from "~/shared/i18n/i18n-context";
import type { Route } from "./+types/failed-deliveries";
import FailedDeliveries, { action, loader } from "./failed-deliveries";

const PATH = "/admin/messages";

/**
 * Fails a message as production does: outside demo mode and without SMTP_URL the queue gives up
 * at the first attempt. env.server reads the environment once, so the queue is loaded afresh for
 * it; the database is the same one (db.server keeps it on globalThis).
 */
async function failMessage(subject: string): Promise<string> {
  const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
  process.env.DEMO = "0";
  vi.resetModules();
  try {
    const queue = await import("~/shared/server/message-queue.server");
    const { getDb: queueDb } = await import("~/shared/server/db.server");
    await queue.queueMail(queueDb(), { to: "nobody@example.org", subject, text: "Hello", html: "<p>Hello</p>" });
    await queue.deliverDueMessages();
  } finally {
    process.env.DEMO = "1";
  }
  expect(error).toHaveBeenCalledWith(expect.stringMatching(/failed for good/), expect.stringMatching(/No SMTP_URL/));
  // Expected, and asserted above: the console check after each test need not see it.
  error.mockClear();
  const [row] = await getDb().select().from(outgoingMessages).where(eq(outgoingMessages.subject, subject));
  if (row?.state !== "failed") throw new Error(`"${subject}" did not fail`);
  return row.id;
}

async function messageRow(id: string) {
  const [row] = await getDb().select().from(outgoingMessages).where(eq(outgoingMessages.id, id));
  return row ?? null;
}

const auditsOf = (id: string) => getDb().select().from(auditLog).where(eq(auditLog.entityId, id));

/** Posts the Send again form; a redirect's toast comes back in English. */
async function retry(actor: TestUser, messageId: string) {
  const result = await settle(() => action(args(post(PATH, { messageId }, { Cookie: actor.cookie }))));
  if (result instanceof Response && result.status === 302) {
    const { toast } = await readToast(get("/", cookiesFrom(result)));
    return {
      status: 302,
      location: result.headers.get("Location"),
      toast: toast && { type: toast.type, message: translatorFor(new Request(BASE))(toast.key, toast.vars) },
    };
  }
  return routeOutcome(async () => result);
}

function listAs(actor: TestUser) {
  return routeOutcome(() => loader(args(get(PATH, actor.cookie))));
}

describe("undelivered messages", () => {
  it("shows an admin a failed message and sends it again, with an audit row", async () => {
    const admin = await createSignedInUser("admin");
    const id = await failMessage("Your sign-in link");

    const page = await listAs(admin);
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({
      capped: null,
      deliveries: [
        {
          id,
          channel: "email",
          recipient: "nobody@example.org",
          subject: "Your sign-in link",
          state: "failed",
          attempts: 1,
          error: expect.stringMatching(/No SMTP_URL/),
        },
      ],
    });

    expect(await retry(admin, id)).toEqual({
      status: 302,
      location: PATH,
      toast: englishToast("success", "users.deliveries.sent"),
    });
    expect(await messageRow(id)).toMatchObject({ state: "pending", attempts: 0 });
    expect((await auditsOf(id)).map((a) => [a.actorId, a.action, a.entity, a.details])).toEqual([
      [admin.id, "message.retry", "message", { recipient: "nobody@example.org", subject: "Your sign-in link" }],
    ]);

    // Another admin's tab still shows the button: the message no longer waits.
    expect(await retry(admin, id)).toEqual({
      status: 302,
      location: PATH,
      toast: englishToast("error", "users.deliveries.notFailed"),
    });
    expect(await auditsOf(id)).toHaveLength(1);
    await getDb().delete(outgoingMessages).where(eq(outgoingMessages.id, id));
  });

  it("lists the given-up messages before those still retrying, and says when there are none", async () => {
    const admin = await createSignedInUser("admin");
    expect((await listAs(admin)).body).toMatchObject({ deliveries: [], capped: null });
    const failed = await failMessage("Welcome");
    // The worker left it for a later try: newer, yet after the given-up one.
    await getDb()
      .insert(outgoingMessages)
      .values({
        recipient: "later@example.org",
        subject: "Job approved",
        text: "x",
        html: "x",
        attempts: 2,
        lastAttemptAt: new Date(Date.now() + 60_000),
        lastError: "451 Try again later",
      });
    const page = (await listAs(admin)).body as { deliveries: { id: string; state: string }[] };
    expect(page.deliveries.map((d) => d.state)).toEqual(["failed", "pending"]);
    expect(page.deliveries[0]?.id).toBe(failed);
    await getDb().delete(outgoingMessages);
  });

  it("shows a text message by its channel: it has no subject, and its body may hold a code", async () => {
    const admin = await createSignedInUser("admin");
    await getDb().insert(outgoingMessages).values({
      channel: "sms",
      recipient: "+93701234567",
      subject: "",
      text: "Your code is 908172",
      html: "",
      state: "failed",
      attempts: 1,
      lastAttemptAt: new Date(),
      lastError: "Twilio answered 400: 21211 The 'To' number +93701234567 is not a valid phone number.",
    });
    const page = await listAs(admin);
    expect(page.body).toMatchObject({
      deliveries: [{ channel: "sms", recipient: "+93701234567", subject: "", state: "failed" }],
    });
    expect(JSON.stringify(page.body)).not.toContain("908172");
    // The page as the router renders it, with the English messages its loader sent.
    const Page = () => (
      <I18nProvider locale="en" dir="ltr">
        <FailedDeliveries {...({ loaderData: useLoaderData() } as Route.ComponentProps)} />
      </I18nProvider>
    );
    const Stub = createRoutesStub([{ id: "page", path: PATH, Component: Page }]);
    const html = renderToString(<Stub initialEntries={[PATH]} hydrationData={{ loaderData: { page: page.body } }} />);
    expect(html).toMatch(/<h3[^>]*>Text message<\/h3>/);
    expect(html).toContain("+93701234567");
    await getDb().delete(outgoingMessages);
  });

  it.each([
    ["a pending admin", "admin", () => createSignedInUser("admin", { status: "pending" })],
    ["an employer", "employer", () => createSignedInUser("employer", { company: "Acme" })],
    ["a client", "client", () => createSignedInUser("client")],
  ] as const)("refuses %s: no list, no retry, nothing changed", async (_, role, makeActor) => {
    const actor = await makeActor();
    const id = await failMessage(`Refused ${actor.id}`);
    expect(await listAs(actor)).toMatchObject({ status: 302, location: landingPath(role) });
    expect(await retry(actor, id)).toMatchObject({ status: 403 });
    expect(await messageRow(id)).toMatchObject({ state: "failed", attempts: 1 });
    expect(await auditsOf(id)).toEqual([]);
    await getDb().delete(outgoingMessages).where(eq(outgoingMessages.id, id));
  });

  it.each([
    ["not a uuid", "42"],
    ["too long", `${"a".repeat(36)}-${"b".repeat(5000)}`],
    ["empty", ""],
  ])("answers 400 to an id that is %s", async (_, messageId) => {
    const admin = await createSignedInUser("admin");
    expect(await retry(admin, messageId)).toMatchObject({ status: 400 });
  });

  it("answers the error toast for a message that does not exist (delivered and deleted)", async () => {
    const admin = await createSignedInUser("admin");
    expect(await retry(admin, "00000000-0000-4000-8000-000000000000")).toMatchObject({
      status: 302,
      toast: englishToast("error", "users.deliveries.notFailed"),
    });
  });
});
