import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it, vi } from "vitest";
import * as schema from "#db/schema";
import { insertRequests, requestRow } from "#db/factory";
import { jobFormFields } from "~/areas/manage-jobs/job-form.fixture";
import { translatorFor } from "~/shared/i18n/catalog.server";
import type { MessageKey, TFunction } from "~/shared/i18n/i18n";
import { CLIENT_IP_HEADER } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { accountRules, writeRules, type RateRule } from "~/shared/server/rate-limit.server";
import { readToast } from "~/shared/server/toast.server";
import { startOidcProvider } from "~/shared/testing/oidc-provider";
import {
  args,
  BASE,
  createSignedInUser,
  insertJob,
  latestMailTo,
  linkIn,
  PASSWORD,
  randomIp,
  settle,
  type TestUser,
} from "~/shared/testing/helpers";
import { fingerprint, routeActions } from "./route-actions";

// Anyone can make a client or an employer account, so every write such an account (or a
// visitor) can make has an abuse limit, counted in the database (issue 39). This suite finds
// the actions of app/routes.ts as the fuzz suite does; each must be listed below, either with
// the requests that use up its limit or as exempt with the reason. For each limited action it
// sends as many requests as the limit allows, then one more: that one must be refused (429, or
// for a start of a provider sign-in its error toast) with a message in the person's language
// (Spanish here), and must change nothing. A new action without a limit fails here.

// The provider's sign-in and linking exist only with a provider configured: a real one runs here.
const oidc = await startOidcProvider({ appUrl: BASE, allowedDomains: ["staff.example.org"] });
// Reports here must reach their limits, not hide their job first (hiding has tests of its own).
const env = { ...oidc.env, REPORT_HIDE_THRESHOLD: "1000" };
Object.assign(process.env, env);
afterAll(async () => {
  for (const name of Object.keys(env)) delete process.env[name];
  await oidc.close();
});

const ACTIONS = await routeActions();

const STAFF_ONLY = "staff only: the guard refuses clients and employers, and staff accounts are made by staff";

/** Actions with no limit of their own, and why that is safe. */
const EXEMPT: Record<string, string> = {
  "areas/accounts/sign-out": "ends the session and clears the browser's storage; writes nothing of anyone else's",
  "areas/accounts/set-password":
    "its link requests share forget-password's limit; its code checks are limited per address, and past the limit every code reads as dead so a guesser learns nothing (tested below)",
  "admin-jobs": STAFF_ONLY,
  "employer-jobs": `${STAFF_ONLY} (bulk review; an employer is refused by the policy)`,
  "admin-job": STAFF_ONLY,
  "areas/users/admin-create-account": STAFF_ONLY,
  "areas/users/admin-user": STAFF_ONLY,
  "areas/users/failed-deliveries": STAFF_ONLY,
  "shared/routes/dev-outbox":
    "demo mode only (404 elsewhere): moves the demo's shared clock, which holds no one's data",
  "areas/applications/admin-new-request": STAFF_ONLY,
  "areas/applications/referral-request": STAFF_ONLY,
  "areas/applications/follow-up-check-in": STAFF_ONLY,
  "areas/accounts/sign-in-second-step":
    "its codes are limited per address (codeAddress) and per account (secondStepAccount), but a refused code writes its audit row, which this test's 'writes nothing' would count: tests/cross-area/second-factor.int.test.ts tests the limit",
};

interface World {
  client: TestUser;
  employer: TestUser;
  ownJobId: string;
}

type Rules = ReturnType<typeof accountRules> & ReturnType<typeof writeRules>;

interface Sent {
  fields: Record<string, string>;
  params?: Record<string, string>;
  /** Signed in as this person; a visitor otherwise. */
  as?: TestUser;
  /** Other cookies the request carries. */
  cookie?: string;
}

interface Limited {
  /** The limit the requests use up (its max is how many pass). */
  rule: (rules: Rules) => RateRule;
  /** How many requests pass: the rule's max unless the setup used some. */
  passing?: (rule: RateRule) => number;
  /** The i-th request: each valid, each a new write where the action allows it. */
  send: (world: World, i: number) => Sent | Promise<Sent>;
  /** The refusal's message, in the language of the request. */
  message: (t: TFunction, body: Record<string, unknown>) => string;
  /** Refused with a redirect and an error toast (a start of a provider sign-in) instead of 429. */
  toastRefusal?: boolean;
}

const TOO_MANY = (t: TFunction) => t("errors.tooManyBody");
const key = (name: MessageKey) => (t: TFunction) => t(name);
const linkWait = (t: TFunction, body: Record<string, unknown>) =>
  t("accounts.linkRequest.wait", { count: Number(body.retryAfterSeconds) });
const unique = () => Math.random().toString(36).slice(2);

async function newJob(world: World): Promise<string> {
  return insertJob(world.employer.id, { status: "approved", title: `Abuse test job ${unique()}` });
}

const LIMITED: Record<string, Limited> = {
  "areas/accounts/sign-in": {
    rule: (r) => r.signInAddress,
    send: () => ({ fields: { email: `nobody-${unique()}@example.org`, password: "wrong-password-123" } }),
    message: key("accounts.signIn.tooMany"),
  },
  "areas/accounts/sign-up": {
    rule: (r) => r.signUpAddress,
    send: (_, i) => ({
      fields: {
        name: "Abuse Test",
        email: `abuse-${unique()}@example.org`,
        phone: `(773) 555-${String(1000 + i)}`,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        accountType: "client",
      },
    }),
    message: key("accounts.signUp.tooMany"),
  },
  "areas/accounts/forget-password": {
    rule: (r) => r.linkAddress,
    send: () => ({ fields: { email: `forgot-${unique()}@example.org` } }),
    message: linkWait,
  },
  "areas/accounts/sign-in-link": {
    rule: (r) => r.linkAddress,
    send: () => ({ fields: { intent: "request", email: `link-${unique()}@example.org` } }),
    message: linkWait,
  },
  "areas/accounts/confirm-send-email": {
    // "Send again" names the email of the request before it, which used up that email's one link a minute.
    rule: (r) => r.linkEmail,
    passing: () => 0,
    send: async () => ({ fields: {}, cookie: await linkRequestCookie() }),
    message: linkWait,
  },
  "areas/accounts/sign-in-phone": {
    rule: (r) => r.textCodeAddress,
    send: (_, i) => ({ fields: { intent: "send", phone: `+1 312 555 ${String(1000 + i)}` } }),
    message: key("accounts.phoneSignIn.tooMany"),
  },
  "areas/accounts/sign-in-provider": {
    rule: (r) => r.signInAddress,
    send: () => ({ fields: { redirectTo: "/jobs" } }),
    message: key("accounts.signIn.tooMany"),
    toastRefusal: true,
  },
  "areas/accounts/profile-account": {
    rule: (r) => r.profile,
    send: (w) => ({ fields: { intent: "unlink" }, as: w.client }),
    message: TOO_MANY,
  },
  "areas/accounts/profile-set-profile": {
    rule: (r) => r.profile,
    send: (w, i) => ({
      fields: { name: `Renamed ${i}`, phone: "", street: "", city: "", state: "", zip: "" },
      as: w.client,
    }),
    message: TOO_MANY,
  },
  "areas/accounts/profile-second-factor": {
    // Starting the set-up asks for the password: its guesses count as the change-password form's.
    rule: (r) => r.passwordChange,
    send: (w) => ({ fields: { intent: "begin", password: "not-the-password-1" }, as: w.employer }),
    message: key("accounts.profile.tooManyTries"),
  },
  "areas/accounts/profile-devices": {
    rule: (r) => r.profile,
    send: (w) => ({ fields: {}, as: w.client }),
    message: TOO_MANY,
  },
  "areas/accounts/profile-set-password": {
    rule: (r) => r.passwordChange,
    send: (w) => ({
      fields: {
        currentPassword: "not-the-password-1",
        password: "another-long-password-9",
        confirmPassword: "another-long-password-9",
      },
      as: w.client,
    }),
    message: key("accounts.profile.tooManyTries"),
  },
  "shared/routes/language": {
    rule: (r) => r.profile,
    send: (w, i) => ({ fields: { locale: i % 2 ? "es" : "fr", redirectTo: "/jobs" }, as: w.client }),
    message: TOO_MANY,
  },
  "areas/find-jobs/api-saved-jobs": {
    rule: (r) => r.save,
    send: (w, i) => ({ fields: { jobId: w.ownJobId, saved: i % 2 ? "0" : "1" }, as: w.client }),
    message: (t) => t("jobs.saveFailed", { message: t("errors.tooManyBody") }),
  },
  "areas/find-jobs/report-job": {
    rule: (r) => r.reportAccount,
    send: async (w) => ({
      fields: { reason: "money", note: "They asked for a fee." },
      params: { jobId: await newJob(w) },
      as: w.client,
    }),
    message: TOO_MANY,
  },
  "areas/applications/request-job": {
    rule: (r) => r.jobRequest,
    send: async (w) => ({
      fields: { contactMethod: "phone", note: "" },
      params: { jobId: await newJob(w) },
      as: w.client,
    }),
    message: TOO_MANY,
  },
  "areas/applications/my-applications": {
    rule: (r) => r.jobRequest,
    send: async (w) => {
      const row = requestRow(w.client.id, await newJob(w));
      await insertRequests(getDb(), [{ row, actorId: w.client.id }]);
      return { fields: { intent: "withdraw", requestId: row.id as string, version: "1" }, as: w.client };
    },
    message: TOO_MANY,
  },
  "areas/applications/interview-cant-come": {
    rule: (r) => r.cantCome,
    send: async (w) => {
      const row = requestRow(w.client.id, await newJob(w), { status: "interview" });
      await insertRequests(getDb(), [{ row, actorId: w.client.id }]);
      const [interview] = await getDb()
        .insert(schema.interviews)
        .values({
          requestId: row.id as string,
          startsAt: new Date(Date.now() + 3 * 86_400_000),
          zone: "America/Chicago",
          placeKind: "address",
          place: "2740 W Devon Ave",
        })
        .returning({ id: schema.interviews.id });
      return { fields: { version: "1" }, params: { interviewId: interview?.id ?? "" }, as: w.client };
    },
    message: TOO_MANY,
  },
  "areas/job-alerts/new-alert": {
    rule: (r) => r.alert,
    send: (w, i) => ({ fields: { query: `cook ${i}`, frequency: "daily", channel: "email" }, as: w.client }),
    message: TOO_MANY,
  },
  "areas/job-alerts/profile-alerts": {
    rule: (r) => r.alert,
    send: async (w) => {
      const [alert] = await getDb()
        .insert(schema.jobAlerts)
        .values({ clientId: w.client.id, query: "q=cook", frequency: "daily", channel: "email", nextRunAt: new Date() })
        .returning({ id: schema.jobAlerts.id });
      return { fields: { intent: "pause", alertId: alert?.id ?? "" }, as: w.client };
    },
    message: TOO_MANY,
  },
  "areas/job-alerts/stop-alert": {
    rule: (r) => r.alertStopAddress,
    send: () => ({ fields: { token: unique() } }),
    message: TOO_MANY,
  },
  "areas/manage-jobs/add-job": {
    rule: (r) => r.jobPost,
    send: (w) => ({ fields: jobFormFields(), as: w.employer }),
    message: TOO_MANY,
  },
  "areas/manage-jobs/update-job": {
    rule: (r) => r.jobChange,
    send: (w, i) => ({
      fields: { ...jobFormFields(), title: `Edited ${i}` },
      params: { jobId: w.ownJobId },
      as: w.employer,
    }),
    message: TOO_MANY,
  },
  "employer-job": {
    rule: (r) => r.jobChange,
    send: (w, i) => ({ fields: { intent: i % 2 ? "reopen" : "close" }, params: { jobId: w.ownJobId }, as: w.employer }),
    message: TOO_MANY,
  },
};

// The link request a "Send again" repeats, as the cookie the request before it left.
async function linkRequestCookie(): Promise<string> {
  const { action } = await import("~/areas/accounts/forget-password");
  const email = `again-${unique()}@example.org`;
  const answer = await settle(() => action(args(form("/forget_password", { email }, { ip: randomIp() })) as never));
  if (!(answer instanceof Response)) throw new Error("the link request was not answered with a redirect");
  return answer.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

const SPANISH = "lang=es";

function form(path: string, fields: Record<string, string>, { cookie, ip }: { cookie?: string; ip: string }): Request {
  return new Request(BASE + path, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { Cookie: [SPANISH, cookie].filter(Boolean).join("; "), [CLIENT_IP_HEADER]: ip },
  });
}

interface Outcome {
  status: number;
  body: Record<string, unknown>;
  response: Response | null;
}

async function outcomeOf(run: () => Promise<unknown>): Promise<Outcome> {
  const result = await settle(run);
  if (result instanceof Response) return { status: result.status, body: {}, response: result };
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, body: (data ?? {}) as Record<string, unknown>, response: null };
  }
  if (result instanceof Error) throw result;
  return { status: 200, body: (result ?? {}) as Record<string, unknown>, response: null };
}

/** What the refusal says to the person: its message, toast or form error, in their language. */
async function shownMessage(outcome: Outcome, t: TFunction): Promise<string | null> {
  const { body, response } = outcome;
  if (typeof body.message === "string") return body.message;
  const toast = body.toast as { message?: unknown } | undefined;
  if (typeof toast?.message === "string") return toast.message;
  const errors = body.errors as Record<string, MessageKey> | undefined;
  if (errors?.form) return t(errors.form);
  if (typeof body.retryAfterSeconds === "number")
    return t("accounts.linkRequest.wait", { count: body.retryAfterSeconds });
  const cookie = response?.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!cookie) return null;
  const shown = await readToast(new Request(BASE, { headers: { Cookie: cookie.split(";")[0] ?? "" } }));
  return shown.toast?.type === "error" ? t(shown.toast.key, shown.toast.vars) : null;
}

describe("every self-service write has an abuse limit", () => {
  it("knows every action of app/routes.ts: limited, or exempt with a reason", () => {
    const unknown = ACTIONS.map((a) => a.id).filter((id) => !(id in LIMITED) && !(id in EXEMPT));
    expect(unknown, "an action with no limit: add one (rate-limit.server.ts) and list it here").toEqual([]);
    const stale = [...Object.keys(LIMITED), ...Object.keys(EXEMPT)].filter((id) => !ACTIONS.some((a) => a.id === id));
    expect(stale).toEqual([]);
  });

  it.each(ACTIONS.filter((a) => a.id in LIMITED))(
    "$id refuses past its limit, in the person's language, and writes nothing",
    async (target) => {
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      vi.spyOn(console, "info").mockImplementation(() => undefined);
      const limited = LIMITED[target.id] as Limited;
      const employer = await createSignedInUser("employer", { company: "Abuse Foods" });
      const world: World = {
        client: await createSignedInUser("client"),
        employer,
        ownJobId: await insertJob(employer.id, { status: "approved" }),
      };
      const rule = limited.rule({ ...accountRules(), ...writeRules() });
      const passing = limited.passing?.(rule) ?? rule.max;
      // One address for the whole run, so that per-address limits apply as to one attacker.
      const ip = randomIp();
      // The i-th request, with what it needs already in the database.
      const prepare = async (i: number) => {
        const sent = await limited.send(world, i);
        const params = sent.params ?? {};
        const url = target.path.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "");
        const cookie = [sent.as?.cookie, sent.cookie].filter(Boolean).join("; ");
        const request = form(url, sent.fields, { cookie, ip });
        return { request, send: () => outcomeOf(() => target.action(args(request, params))) };
      };

      for (let i = 0; i < passing; i++) {
        const outcome = await (await prepare(i)).send();
        expect(
          outcome.status,
          `request ${i + 1} of ${passing} is within the limit: ${JSON.stringify(outcome.body)}`,
        ).not.toBe(429);
        expect(outcome.status).toBeLessThan(500);
      }
      const { request, send } = await prepare(passing);
      const before = await fingerprint();
      const outcome = await send();
      if (limited.toastRefusal) expect([302, 303]).toContain(outcome.status);
      else expect(outcome.status).toBe(429);
      const t = translatorFor(request);
      const message = await shownMessage(outcome, t);
      expect(message).toBe(limited.message(t, outcome.body));
      // In the person's language: Spanish, not the English text.
      expect(message).not.toBe(limited.message(translatorFor(new Request(BASE)), outcome.body));
      expect(await fingerprint()).toEqual(before);
    },
    120_000,
  );
});

describe("reports, limited per account, per address and per job", () => {
  async function report(user: TestUser, jobId: string, ip: string) {
    const { action } = await import("~/areas/find-jobs/report-job");
    const request = form(`/jobs/${jobId}/report`, { reason: "money", note: "" }, { cookie: user.cookie, ip });
    return outcomeOf(() => action(args(request, { jobId })));
  }

  it("count one IPv6 /64 as one address, however many addresses and accounts it uses", async () => {
    const employer = await createSignedInUser("employer", { company: "Target Co" });
    const max = writeRules().reportAddress.max;
    const perAccount = writeRules().reportAccount.max;
    let sent = 0;
    // Throwaway accounts, each from another address of one /64, until the /64's allowance is used.
    while (sent < max) {
      const account = await createSignedInUser("client");
      for (let i = 0; i < perAccount && sent < max; i++, sent++) {
        const jobId = await insertJob(employer.id, { status: "approved" });
        const outcome = await report(account, jobId, `2001:db8:39:64:${sent.toString(16)}::1`);
        expect(outcome.status).not.toBe(429);
      }
    }
    const fresh = await createSignedInUser("client");
    const jobId = await insertJob(employer.id, { status: "approved" });
    const before = await fingerprint();
    expect((await report(fresh, jobId, "2001:db8:39:64:ffff:ffff:ffff:fffe")).status).toBe(429);
    expect(await fingerprint()).toEqual(before);
    // The next /64 is someone else.
    expect((await report(fresh, jobId, "2001:db8:39:65::1")).status).not.toBe(429);
  });

  it("count the reports of one job however many accounts and addresses send them", async () => {
    const employer = await createSignedInUser("employer", { company: "Busy Co" });
    const jobId = await insertJob(employer.id, { status: "approved" });
    for (let i = 0; i < writeRules().reportJob.max; i++) {
      const outcome = await report(await createSignedInUser("client"), jobId, randomIp());
      expect(outcome.status).not.toBe(429);
    }
    const last = await createSignedInUser("client");
    const before = await fingerprint();
    expect((await report(last, jobId, randomIp())).status).toBe(429);
    expect(await fingerprint()).toEqual(before);
  });
});

describe("emailed codes, limited per address", () => {
  it("past the failed checks allowed, a live code from that /64 is dead too, and changes nothing", async () => {
    const { action: forgot } = await import("~/areas/accounts/forget-password");
    const { action: setPassword } = await import("~/areas/accounts/set-password");
    const client = await createSignedInUser("client");
    await settle(() => forgot(args(form("/forget_password", { email: client.email }, { ip: randomIp() })) as never));
    const token = linkIn(await latestMailTo(client.email)).searchParams.get("token") ?? "";
    const newPassword = "a-brand-new-password-7";
    const attempt = (code: string, ip: string) =>
      outcomeOf(() =>
        setPassword(
          args(
            form("/set_password", { token: code, password: newPassword, confirmPassword: newPassword }, { ip }),
          ) as never,
        ),
      );
    for (let i = 0; i < accountRules().codeAddress.max; i++) {
      expect((await attempt(`forged-${unique()}`, `2001:db8:77:1::${i.toString(16)}`)).status).toBe(400);
    }
    const [before] = await getDb().select().from(schema.accounts).where(eq(schema.accounts.userId, client.id));
    const refused = await attempt(token, "2001:db8:77:1:abcd::9");
    expect(refused.status).toBe(400);
    expect(refused.body.invalidToken).toBe(true);
    const [after] = await getDb().select().from(schema.accounts).where(eq(schema.accounts.userId, client.id));
    expect(after?.password).toBe(before?.password);
    // From elsewhere the same code still works.
    expect((await attempt(token, randomIp())).status).toBe(302);
  });
});
