import { and, count, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertJobs, jobRow } from "#db/factory";
import { jobAlerts, jobs, outbox, outgoingMessages, users } from "#db/schema";
import { phoneOnlyEmail } from "~/shared/mailbox";
import { ALERT_DIGEST_SIZE, MAX_ALERTS_PER_CLIENT } from "~/shared/constants";
import { getDb } from "~/shared/server/db.server";
import { runDueAlerts } from "~/shared/server/job-alerts.server";
import { jobAlertRuns } from "~/shared/server/metrics.server";
import { deliverDueMessages } from "~/shared/server/message-queue.server";
import { args, createSignedInUser, get, post, settle, type TestUser } from "~/shared/testing/helpers";
import { action as newAlertAction, loader as newAlertLoader } from "./new-alert";
import { action as profileAlertsAction, loader as profileAlertsLoader } from "./profile-alerts";
import { action as stopAction, loader as stopLoader } from "./stop-alert";

// Job alerts on the real database (that an alert finds what the job list shows is
// tests/cross-area/job-alerts-match.int.test.ts): a digest tells only of jobs new since the last one (and nothing when nothing is new), two runs at once send each
// digest once, the stop link asks before it stops, and the policy keeps alerts to their owners.

const CHICAGO = { latitude: 41.9967, longitude: -87.6689 };
let employer: TestUser;

const clientWithAddress = () => createSignedInUser("client", { home: CHICAGO });

/** Saves an alert through the form's action, as the person given; answers the Response or data. */
function saveAlert(as: TestUser, query: string, fields: Record<string, string> = {}) {
  return settle(() =>
    newAlertAction(
      args(post("/alerts/new", { query, frequency: "instant", channel: "email", ...fields }, { Cookie: as.cookie })),
    ),
  );
}

async function alertsOf(clientId: string) {
  return getDb().select().from(jobAlerts).where(eq(jobAlerts.clientId, clientId));
}

/** Makes the client's alerts due now, as time passing would. */
async function makeDue(clientId: string): Promise<void> {
  await getDb()
    .update(jobAlerts)
    .set({ nextRunAt: sql`now() - interval '1 second'` })
    .where(eq(jobAlerts.clientId, clientId));
}

async function mailsTo(email: string) {
  await deliverDueMessages();
  return getDb().select().from(outbox).where(eq(outbox.to, email));
}

function statusOf(outcome: unknown): number {
  if (outcome instanceof Response) return outcome.status;
  return (outcome as { init?: { status?: number } }).init?.status ?? 200;
}

beforeAll(async () => {
  employer = await createSignedInUser("employer", { company: "Alert Co" });
});

describe("saving an alert", () => {
  it.each([
    ["an unknown filter value", "type=Seasonal"],
    ["a status", "status=pending"],
    ["a page", "page=2"],
    ["a non-canonical order", "pay=18&type=Part-time"],
    ["an over-long query", `q=${"a".repeat(2100)}`],
  ])("refuses %s and saves nothing", async (_, query) => {
    const client = await clientWithAddress();
    const outcome = await saveAlert(client, query);
    expect(statusOf(outcome)).toBe(400);
    expect((outcome as { data: { errors: Record<string, string> } }).data.errors.query).toBe(
      "jobAlerts.error.invalidSearch",
    );
    expect(await alertsOf(client.id)).toHaveLength(0);
  });

  it("refuses a distance filter for a client without an address", async () => {
    const client = await createSignedInUser("client");
    const outcome = await saveAlert(client, "anyDistance=0&distance=15");
    expect((outcome as { data: { errors: Record<string, string> } }).data.errors.query).toBe(
      "jobAlerts.error.needsAddress",
    );
    expect(await alertsOf(client.id)).toHaveLength(0);
  });

  it("refuses an unknown frequency", async () => {
    const client = await clientWithAddress();
    expect(statusOf(await saveAlert(client, "", { frequency: "hourly" }))).toBe(400);
    expect(await alertsOf(client.id)).toHaveLength(0);
  });

  it(`keeps a client to ${MAX_ALERTS_PER_CLIENT} alerts`, async () => {
    const client = await clientWithAddress();
    for (let i = 0; i < MAX_ALERTS_PER_CLIENT; i++) expect(statusOf(await saveAlert(client, `q=job${i}`))).toBe(302);
    expect(statusOf(await saveAlert(client, "q=one-more"))).toBe(409);
    expect(await alertsOf(client.id)).toHaveLength(MAX_ALERTS_PER_CLIENT);
  });

  it("lets staff save one for a client, and no employer", async () => {
    const admin = await createSignedInUser("admin");
    const client = await clientWithAddress();
    expect(statusOf(await saveAlert(admin, "q=driver", { clientId: client.id }))).toBe(302);
    const [alert] = await alertsOf(client.id);
    expect(alert?.createdBy).toBe(admin.id);
    // Not for another employer or staff member: alerts are for job seekers.
    expect(statusOf(await saveAlert(admin, "q=driver", { clientId: employer.id }))).toBe(403);
    expect(statusOf(await saveAlert(employer, "q=driver", { clientId: client.id }))).toBe(403);
    expect(await alertsOf(employer.id)).toHaveLength(0);
    expect(await alertsOf(client.id)).toHaveLength(1);
  });
});

describe("digests", () => {
  const uniqueTitle = (base: string) => `${base} ${Math.random().toString(36).slice(2, 8)}`;

  it("tell only of jobs new since the last one, and nothing when nothing is new", async () => {
    const client = await clientWithAddress();
    const word = uniqueTitle("Baker");
    await insertJobs(getDb(), [
      jobRow(employer.id, { title: `${word} old`, approvedAt: new Date(Date.now() - 86_400_000) }),
    ]);
    expect(statusOf(await saveAlert(client, `q=${encodeURIComponent(word).replace(/%20/g, "+")}`))).toBe(302);
    await insertJobs(getDb(), [jobRow(employer.id, { title: `${word} first` })]);

    await makeDue(client.id);
    expect(await runDueAlerts()).toBe(1);
    let mails = await mailsTo(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(`${word} first`);
    expect(mails[0]?.text).not.toContain(`${word} old`);
    expect(mails[0]?.text).toMatch(/\/alerts\/stop\?token=/);
    expect(mails[0]?.text).toContain("from you");

    // Nothing new: no digest, though the job just sent is still inside the look-back.
    await makeDue(client.id);
    expect(await runDueAlerts()).toBe(0);
    expect(await mailsTo(client.email)).toHaveLength(1);

    const [pending] = await insertJobs(getDb(), [jobRow(employer.id, { title: `${word} second`, status: "pending" })]);
    await makeDue(client.id);
    expect(await runDueAlerts()).toBe(0);
    // Approved later: new then, and alone in the digest.
    await getDb()
      .update(jobs)
      .set({ status: "approved" })
      .where(eq(jobs.id, pending ?? ""));
    await makeDue(client.id);
    expect(await runDueAlerts()).toBe(1);
    mails = await mailsTo(client.email);
    expect(mails).toHaveLength(2);
    const latest = mails.find((mail) => mail.text.includes(`${word} second`));
    expect(latest?.text).not.toContain(`${word} first`);
  });

  it(`hold at most ${ALERT_DIGEST_SIZE} jobs, newest first`, async () => {
    const client = await clientWithAddress();
    const word = uniqueTitle("Welder");
    expect(statusOf(await saveAlert(client, `q=${encodeURIComponent(word).replace(/%20/g, "+")}`))).toBe(302);
    const now = Date.now();
    await insertJobs(
      getDb(),
      Array.from({ length: ALERT_DIGEST_SIZE + 2 }, (_, i) =>
        jobRow(employer.id, { title: `${word} n${i}`, approvedAt: new Date(now + i * 1000) }),
      ),
    );
    await makeDue(client.id);
    expect(await runDueAlerts()).toBe(1);
    const [mail] = await mailsTo(client.email);
    const shown = [...(mail?.text ?? "").matchAll(new RegExp(`${word} n(\\d+)`, "g"))].map((m) => Number(m[1]));
    expect(shown).toEqual(Array.from({ length: ALERT_DIGEST_SIZE }, (_, i) => ALERT_DIGEST_SIZE + 1 - i));
  });

  it("are sent once when two runs go at once", async () => {
    const word = uniqueTitle("Painter");
    const clients = await Promise.all(Array.from({ length: 4 }, () => clientWithAddress()));
    for (const client of clients) {
      expect(statusOf(await saveAlert(client, `q=${encodeURIComponent(word).replace(/%20/g, "+")}`))).toBe(302);
    }
    await insertJobs(getDb(), [jobRow(employer.id, { title: `${word} job` })]);
    for (const client of clients) await makeDue(client.id);
    const [a, b] = await Promise.all([runDueAlerts(), runDueAlerts()]);
    expect(a + b).toBe(clients.length);
    for (const client of clients) {
      const [queued] = await getDb()
        .select({ n: count() })
        .from(outgoingMessages)
        .where(eq(outgoingMessages.recipient, client.email));
      expect(queued?.n).toBe(1);
    }
  });

  it("are not sent to a client staff suspended (set back to pending), and resume once approved again", async () => {
    const client = await clientWithAddress();
    const word = uniqueTitle("Glazier");
    expect(statusOf(await saveAlert(client, `q=${encodeURIComponent(word).replace(/%20/g, "+")}`))).toBe(302);
    await getDb().update(users).set({ status: "pending" }).where(eq(users.id, client.id));
    await insertJobs(getDb(), [jobRow(employer.id, { title: `${word} job` })]);
    await makeDue(client.id);
    expect(await runDueAlerts()).toBe(0);
    expect(await mailsTo(client.email)).toHaveLength(0);

    await getDb().update(users).set({ status: "approved" }).where(eq(users.id, client.id));
    expect(await runDueAlerts()).toBe(1);
    expect(await mailsTo(client.email)).toHaveLength(1);
  });

  it("are not sent for a paused alert", async () => {
    const client = await clientWithAddress();
    const word = uniqueTitle("Roofer");
    expect(statusOf(await saveAlert(client, `q=${encodeURIComponent(word).replace(/%20/g, "+")}`))).toBe(302);
    const [alert] = await alertsOf(client.id);
    await profileAlertsAction(
      args(post("/profile/alerts", { intent: "pause", alertId: alert?.id ?? "" }, { Cookie: client.cookie })),
    ).catch((thrown: unknown) => thrown);
    await insertJobs(getDb(), [jobRow(employer.id, { title: `${word} job` })]);
    await makeDue(client.id);
    expect(await runDueAlerts()).toBe(0);
    expect(await mailsTo(client.email)).toHaveLength(0);
  });

  it("are counted for /metrics by outcome", async () => {
    const runs = async (outcome: string) =>
      (await jobAlertRuns.get()).values.find((value) => value.labels.outcome === outcome)?.value ?? 0;
    const client = await clientWithAddress();
    const word = uniqueTitle("Florist");
    expect(statusOf(await saveAlert(client, `q=${encodeURIComponent(word).replace(/%20/g, "+")}`))).toBe(302);
    await insertJobs(getDb(), [jobRow(employer.id, { title: `${word} new` })]);
    const [sent, nothingNew] = [await runs("sent"), await runs("nothing_new")];

    await makeDue(client.id);
    expect(await runDueAlerts()).toBe(1);
    await makeDue(client.id);
    expect(await runDueAlerts()).toBe(0);
    expect(await runs("sent")).toBe(sent + 1);
    expect(await runs("nothing_new")).toBe(nothingNew + 1);
  });
});

describe("the stop link", () => {
  async function digestStopToken(client: TestUser): Promise<string> {
    const word = `Mason ${Math.random().toString(36).slice(2, 8)}`;
    expect(statusOf(await saveAlert(client, `q=${encodeURIComponent(word).replace(/%20/g, "+")}`))).toBe(302);
    await insertJobs(getDb(), [jobRow(employer.id, { title: `${word} job` })]);
    await makeDue(client.id);
    await runDueAlerts();
    const [mail] = await mailsTo(client.email);
    const link = /https?:\/\/\S+\/alerts\/stop\?token=\S+/.exec(mail?.text ?? "")?.[0];
    return new URL(link ?? "http://x/").searchParams.get("token") ?? "";
  }

  const active = async (clientId: string) => (await alertsOf(clientId))[0]?.active;

  it("asks first: opening it changes nothing, the button stops the alert", async () => {
    const client = await clientWithAddress();
    const token = await digestStopToken(client);
    const page = (await stopLoader(args(get(`/alerts/stop?token=${token}`)))) as { alert: { active: boolean } | null };
    expect(page.alert?.active).toBe(true);
    expect(await active(client.id)).toBe(true);

    const done = await stopAction(args(post("/alerts/stop", { token })));
    expect(statusOf(done)).toBe(200);
    expect(await active(client.id)).toBe(false);
  });

  it("refuses a tampered or unknown token and changes nothing", async () => {
    const client = await clientWithAddress();
    const token = await digestStopToken(client);
    const tampered = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    for (const bad of [tampered, "", "x".repeat(500)]) {
      const page = (await stopLoader(args(get(`/alerts/stop?token=${bad}`)))) as { alert: unknown };
      expect(page.alert).toBeNull();
      expect(statusOf(await stopAction(args(post("/alerts/stop", { token: bad }))))).toBe(400);
    }
    expect(await active(client.id)).toBe(true);
  });
});

describe("Setting → Job alerts", () => {
  it("lists, pauses, resumes, changes and deletes a client's own alerts", async () => {
    const client = await clientWithAddress();
    expect(statusOf(await saveAlert(client, "q=nurse"))).toBe(302);
    const [alert] = await alertsOf(client.id);
    const id = alert?.id ?? "";
    const list = (await profileAlertsLoader(args(get("/profile/alerts", client.cookie)))) as {
      alerts: { id: string }[];
    };
    expect(list.alerts.map((a) => a.id)).toEqual([id]);

    const act = (fields: Record<string, string>) =>
      settle(() =>
        profileAlertsAction(args(post("/profile/alerts", { alertId: id, ...fields }, { Cookie: client.cookie }))),
      );
    expect(statusOf(await act({ intent: "pause" }))).toBe(302);
    expect((await alertsOf(client.id))[0]?.active).toBe(false);
    expect(statusOf(await act({ intent: "resume" }))).toBe(302);
    expect((await alertsOf(client.id))[0]?.active).toBe(true);
    expect(statusOf(await act({ intent: "frequency", frequency: "weekly" }))).toBe(302);
    expect((await alertsOf(client.id))[0]?.frequency).toBe("weekly");
    expect(statusOf(await act({ intent: "frequency", frequency: "yearly" }))).toBe(400);
    expect(statusOf(await act({ intent: "delete" }))).toBe(302);
    expect(await alertsOf(client.id)).toHaveLength(0);
  });

  it("does not let a client touch another client's alert", async () => {
    const owner = await clientWithAddress();
    const other = await clientWithAddress();
    expect(statusOf(await saveAlert(owner, "q=plumber"))).toBe(302);
    const [alert] = await alertsOf(owner.id);
    for (const intent of ["pause", "delete"]) {
      const outcome = await settle(() =>
        profileAlertsAction(
          args(post("/profile/alerts", { intent, alertId: alert?.id ?? "" }, { Cookie: other.cookie })),
        ),
      );
      expect(statusOf(outcome)).toBe(404);
    }
    const [still] = await getDb()
      .select()
      .from(jobAlerts)
      .where(and(eq(jobAlerts.id, alert?.id ?? ""), eq(jobAlerts.active, true)));
    expect(still).toBeDefined();
  });
});

describe("alerts by text message", () => {
  let next = 0;
  /** A client with a number (fictional +1 312 555 02xx) and, unless told, an email. */
  async function clientWithPhone(phoneOnly = false): Promise<TestUser & { phone: string }> {
    const client = await createSignedInUser("client");
    next += 1;
    const phone = `+1312555${String(200 + next).padStart(4, "0")}`;
    await getDb()
      .update(users)
      .set({ phone, ...(phoneOnly ? { email: phoneOnlyEmail(client.id) } : {}) })
      .where(eq(users.id, client.id));
    return { ...client, phone };
  }

  it("offers the client's ways: email and text with both, only text without an email", async () => {
    const both = await clientWithPhone();
    const phoneOnly = await clientWithPhone(true);
    const channelsOf = async (as: TestUser) =>
      (
        (await newAlertLoader(args(get("/alerts/new?q=cook", as.cookie)))) as { channels: { channel: string }[] }
      ).channels.map((way) => way.channel);
    expect(await channelsOf(both)).toEqual(["email", "sms"]);
    expect(await channelsOf(phoneOnly)).toEqual(["sms"]);
    expect(await channelsOf(await createSignedInUser("client"))).toEqual(["email"]);
  });

  it("refuses a way the client does not have, and saves nothing", async () => {
    const noPhone = await createSignedInUser("client");
    const outcome = await saveAlert(noPhone, "q=cook", { channel: "sms" });
    expect(statusOf(outcome)).toBe(400);
    expect((outcome as { data: { errors: Record<string, string> } }).data.errors).toEqual({
      channel: "jobAlerts.error.channel",
    });
    const phoneOnly = await clientWithPhone(true);
    expect(statusOf(await saveAlert(phoneOnly, "q=cook", { channel: "email" }))).toBe(400);
    expect(await alertsOf(noPhone.id)).toHaveLength(0);
    expect(await alertsOf(phoneOnly.id)).toHaveLength(0);
  });

  it("texts a short digest with a few titles, the list and a stop link that names the number", async () => {
    const client = await clientWithPhone(true);
    const word = `Welder${Math.random().toString(36).slice(2, 8)}`;
    expect(statusOf(await saveAlert(client, `q=${word}`, { channel: "sms" }))).toBe(302);
    await insertJobs(
      getDb(),
      [1, 2, 3, 4].map((n) => jobRow(employer.id, { title: `${word} ${n}` })),
    );
    await makeDue(client.id);
    expect(await runDueAlerts()).toBe(1);
    const texts = await mailsTo(client.phone);
    expect(texts).toHaveLength(1);
    const [text] = texts;
    expect(text?.channel).toBe("sms");
    expect(text?.text.match(new RegExp(`• ${word} \\d`, "g"))).toHaveLength(3);
    expect(text?.text).toContain("and more");
    expect(text?.text).toContain(`/jobs?q=${word}`);
    const token = new URL(
      /https?:\/\/\S+\/alerts\/stop\?token=\S+/.exec(text?.text ?? "")?.[0] ?? "http://x/",
    ).searchParams.get("token");
    const page = (await stopLoader(args(get(`/alerts/stop?token=${token}`)))) as {
      alert: { channel: string; to: string } | null;
    };
    expect(page.alert).toMatchObject({ channel: "sms", to: "+1 312 555 " + client.phone.slice(-4) });
    // Nothing went to the stand-in email.
    expect(await mailsTo(phoneOnlyEmail(client.id))).toHaveLength(0);
  });
});
