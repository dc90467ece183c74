import fc from "fast-check";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { jobFormFields } from "~/areas/manage-jobs/job-form.fixture";
import { getDb } from "~/shared/server/db.server";
import { readToast } from "~/shared/server/toast.server";
import { args, createSignedInUser, insertJob, PASSWORD, randomIp, type TestUser } from "~/shared/testing/helpers";
import { insertRequests, requestRow } from "#db/factory";
import { fingerprint, routeActions } from "./route-actions";

// Every action in app/routes.ts gets FUZZ_RUNS malformed requests (30 in the
// test command, 300 with `npm run test:fuzz`): valid forms with fields
// dropped, repeated, replaced or added, and forms made from scratch; wrong
// types, over-long values, NUL and control characters, invalid UTF-8, bodies
// that are JSON, multipart (with and without a file) or not forms at all, and
// odd redirect targets. Whatever comes in, the answer is never a 5xx, a
// redirect never leaves the site, and an answer that refuses (4xx, or a
// redirect carrying an error toast) leaves every table as it was. Each action
// that reads an id from its path also gets bad ids there (NUL and control
// bytes, overlong, malformed) and ids of what belongs to someone else.

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
// Printed with a failure: FUZZ_SEED=<seed> replays the same requests.
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31);
const ORIGIN = "http://localhost:3000";
const APP = path.resolve(import.meta.dirname, "../../app");

// Discovered when the file loads, so each action is a test of its own.
const ACTIONS = await routeActions();

/** Every form field name the app's code reads, renders or validates: what a fuzzer would guess. */
function knownFieldNames(): string[] {
  const names = new Set<string>(Object.keys(jobFormFields()));
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
        const source = readFileSync(file, "utf8");
        for (const [, name] of source.matchAll(/(?:form\.get(?:All)?\(|name=|readUserPick\(form, )"([A-Za-z]\w*)"/g))
          names.add(name ?? "");
      }
    }
  };
  walk(APP);
  return [...names].filter(Boolean).sort();
}

const FIELDS = knownFieldNames();
const INTENTS = [
  "approve",
  "reject",
  "close",
  "reopen",
  "delete",
  "transfer",
  "update",
  "resend",
  "invite",
  "transferJobs",
  "bulkApprove",
  "bulkReject",
  "bulkDismissReports",
  "dismissReports",
  "trust",
  "placement.record",
  "placement.correct",
  "placement.markFilled",
  "bogus",
];

// Values that have broken parsers, databases and redirects elsewhere.
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(
      "\u0000",
      "\u0001",
      "\u0008",
      "\u001b",
      "\u007f",
      "\u0085",
      "\u2028",
      "\u202e",
      "\ufeff",
      "a",
    ),
    maxLength: 12,
  }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\r\n",
    "\t",
    "%00",
    "%FF",
    "\uFFFF",
    "\uD800",
    "\uDC00x",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    "/\t/evil.example",
    "/%2F%2Fevil.example",
    "https://evil.example/",
    "https:evil.example",
    "javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/%0d%0aSet-Cookie:x=y",
    "/\r\nLocation: https://evil.example",
    "/" + "a".repeat(5000),
    "1e309",
    "1e400",
    "-1",
    "-0",
    "0x10",
    "NaN",
    "Infinity",
    "99999999999999999999999",
    "16.555",
    "2026-02-30",
    "0000-00-00",
    "99999-12-31",
    "00000000-0000-0000-0000-000000000000",
    "' OR 1=1 --",
    "<script>alert(1)</script>",
    "<a".repeat(2000),
    "x".repeat(121),
    "x".repeat(5001),
    "x".repeat(70_000),
  ),
  fc.integer().map(String),
);

const fieldName = fc.oneof(fc.constantFrom(...FIELDS, "intent"), fc.string({ maxLength: 12 }));
const fieldValue = fc.oneof(nasty, fc.constantFrom(...INTENTS));

type Fields = [string, string][];

type Body =
  | { kind: "urlencoded" | "multipart" | "multipartWithFile" | "json"; fields: Fields }
  | { kind: "jsonValue"; value: unknown }
  | { kind: "raw"; contentType: string | null; body: Uint8Array<ArrayBuffer> };

const encoding = fc.constantFrom(
  "urlencoded",
  "urlencoded",
  "urlencoded",
  "multipart",
  "multipartWithFile",
  "json",
) as fc.Arbitrary<"urlencoded" | "multipart" | "multipartWithFile" | "json">;

// Characters that pass most validators inside an otherwise valid value, and
// that databases, parsers and browsers treat specially: NUL (which PostgreSQL
// cannot store in text), other control characters, a line break, a
// right-to-left override, a byte-order mark, a lone surrogate (not UTF-8).
const poison = fc.oneof(
  { weight: 3, arbitrary: fc.constant("\u0000") },
  {
    weight: 3,
    arbitrary: fc.constantFrom("\u0001", "\u001b", "\u007f", "\r\n", "\u202e", "\ufeff", "\ud800", "\udfff"),
  },
);

// A valid form with one to three things wrong: a field dropped, repeated with
// another value, given a bad value or a poisoned one, or a field added.
function mutated(valid: Record<string, string>): fc.Arbitrary<Fields> {
  const start = Object.entries(valid);
  const edit = fc.oneof(
    fc.record({ op: fc.constant("drop" as const), at: fc.nat(), name: fieldName, value: fieldValue }),
    fc.record({ op: fc.constant("repeat" as const), at: fc.nat(), name: fieldName, value: fieldValue }),
    fc.record({ op: fc.constant("replace" as const), at: fc.nat(), name: fieldName, value: fieldValue }),
    fc.record({ op: fc.constant("add" as const), at: fc.nat(), name: fieldName, value: fieldValue }),
    // Weighted: a poisoned value inside a form that is otherwise valid is what reaches the database.
    {
      weight: 3,
      arbitrary: fc.record({ op: fc.constant("poison" as const), at: fc.nat(), name: fieldName, value: poison }),
    },
  );
  return fc.array(edit, { minLength: 1, maxLength: 3 }).map((edits) => {
    const fields: Fields = start.map(([name, value]) => [name, value]);
    for (const { op, at, name, value } of edits) {
      const index = fields.length === 0 ? 0 : at % fields.length;
      const target = fields[index];
      if (op === "add" || !target) fields.push([name, value]);
      else if (op === "drop") fields.splice(index, 1);
      else if (op === "repeat") fields.push([target[0], value]);
      else if (op === "poison") fields[index] = [target[0], `${target[1].slice(0, 1)}${value}${target[1].slice(1)}`];
      else fields[index] = [target[0], value];
    }
    return fields;
  });
}

const scratch: fc.Arbitrary<Fields> = fc.array(fc.tuple(fieldName, fieldValue), { maxLength: 12 });

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text) as Uint8Array<ArrayBuffer>;

const rawBody: fc.Arbitrary<Body> = fc.oneof(
  fc.record({
    kind: fc.constant("raw" as const),
    contentType: fc.constantFrom(
      "application/x-www-form-urlencoded",
      "application/x-www-form-urlencoded; charset=utf-8",
      "application/x-www-form-urlencoded; charset=latin1",
      "multipart/form-data; boundary=xyz",
      "multipart/form-data",
      "application/json",
      "text/plain",
      "application/octet-stream",
      "",
      null,
    ),
    body: fc.oneof(
      fc.uint8Array({ maxLength: 300 }),
      fc.constantFrom(
        bytes('{"email":"a@b.c","password":"x"}'),
        bytes("intent=approve&intent=delete&email=%FF%FE%00"),
        bytes("name=%C3%28&email=%E2%82&jobId=%ED%A0%80&saved=1"),
        bytes("locale=ar&redirectTo=%2F%2Fevil.example"),
        bytes("a=%&b=%%&c=%zz&=x&&=&intent"),
        bytes('--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c\r\n--xyz--\r\n'),
        bytes('--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\na@b.c'),
        bytes(
          '--xyz\r\nContent-Disposition: form-data; name="f"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhi\r\n--xyz--\r\n',
        ),
        new Uint8Array([0xff, 0xfe, 0x00, 0x3d, 0x26]),
      ),
    ),
  }),
  // Form-encoded bytes that are not UTF-8, behind a field name the app reads.
  fc
    .tuple(fc.constantFrom(...FIELDS, "intent"), fc.uint8Array({ minLength: 1, maxLength: 40 }))
    .map(([name, raw]): Body => ({
      kind: "raw",
      contentType: "application/x-www-form-urlencoded",
      body: new Uint8Array([...bytes(`${name}=`), ...raw]),
    })),
  fc.jsonValue({ maxDepth: 3 }).map((value): Body => ({ kind: "jsonValue", value })),
);

function bodyOf(valid: Record<string, string> | undefined): fc.Arbitrary<Body> {
  const fields = valid
    ? fc.oneof({ weight: 3, arbitrary: mutated(valid) }, { weight: 1, arbitrary: scratch })
    : scratch;
  return fc.oneof(
    { weight: 4, arbitrary: fc.record({ kind: encoding, fields }) as fc.Arbitrary<Body> },
    { weight: 1, arbitrary: rawBody },
  );
}

function toRequest(url: string, body: Body, cookie: string | null): Request {
  const headers = new Headers({ "x-harbor-client-ip": randomIp() });
  if (cookie) headers.set("Cookie", cookie);
  const post = (content: BodyInit, contentType?: string | null) => {
    if (contentType) headers.set("Content-Type", contentType);
    return new Request(url, { method: "POST", body: content, headers });
  };
  switch (body.kind) {
    case "urlencoded":
      return post(new URLSearchParams(body.fields));
    case "multipart":
    case "multipartWithFile": {
      const form = new FormData();
      for (const [name, value] of body.fields) form.append(name, value);
      if (body.kind === "multipartWithFile")
        form.append(body.fields[0]?.[0] ?? "file", new Blob(["hello"]), "hello.txt");
      return post(form);
    }
    case "json":
      return post(JSON.stringify(Object.fromEntries(body.fields)), "application/json");
    case "jsonValue":
      return post(JSON.stringify(body.value), "application/json");
    case "raw":
      return post(body.body, body.contentType);
  }
}

async function isRefusal(status: number, response: Response | null): Promise<boolean> {
  if (status >= 400) return true;
  if (!response || status < 300 || status >= 400) return false;
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!cookie) return false;
  const { toast } = await readToast(new Request(`${ORIGIN}/`, { headers: { Cookie: cookie.split(";")[0] ?? "" } }));
  return toast?.type === "error";
}

/** A redirect's target, when it would take the browser to another site. */
function offSite(response: Response | null): string | null {
  const location = response?.headers.get("Location");
  if (location == null) return null;
  // eslint-disable-next-line no-control-regex -- control characters in a Location header are what this looks for
  if (/[\u0000-\u001f\u007f\\]/.test(location)) return location;
  return new URL(location, `${ORIGIN}/`).origin === ORIGIN ? null : location;
}

interface World {
  admin: TestUser;
  employer: TestUser;
  client: TestUser;
  pendingJobId: string;
  approvedJobId: string;
}

// Who sends each action's requests: the person the action is for, so the
// fuzzing reaches past the guard into the validation.
const ACTORS: Record<string, keyof Pick<World, "admin" | "employer" | "client">> = {
  "areas/find-jobs/api-saved-jobs": "client",
  "areas/manage-jobs/add-job": "employer",
  "areas/manage-jobs/update-job": "employer",
  "admin-job": "admin",
  "employer-job": "employer",
  "admin-jobs": "admin",
  "areas/find-jobs/report-job": "client",
  "areas/users/admin-create-account": "admin",
  "areas/users/admin-user": "admin",
  "areas/users/failed-deliveries": "admin",
  "areas/job-alerts/new-alert": "client",
  "areas/job-alerts/profile-alerts": "client",
  "areas/job-alerts/stop-alert": "client",
  "areas/applications/request-job": "client",
  "areas/applications/my-applications": "client",
  "areas/applications/interview-cant-come": "client",
  "areas/applications/admin-new-request": "admin",
  "areas/applications/referral-request": "admin",
  "areas/applications/follow-up-check-in": "admin",
  "areas/accounts/profile-set-profile": "client",
  "areas/accounts/profile-account": "client",
  "areas/accounts/profile-set-password": "client",
  "shared/routes/language": "client",
};

const NEW_PASSWORD = "another-long-password-9";

// A form each action accepts, which the fuzzer then breaks one to three ways.
const VALID: Record<string, (world: World) => Record<string, string>> = {
  "areas/accounts/sign-in": (w) => ({ email: w.client.email, password: PASSWORD, redirectTo: "/jobs" }),
  "areas/accounts/sign-up": () => ({
    name: "Fuzz Person",
    email: `fuzz-${Math.random().toString(36).slice(2)}@example.org`,
    phone: "(773) 555-0100",
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
    accountType: "employer",
    company: "Fuzz Foods",
  }),
  "areas/accounts/forget-password": (w) => ({ email: w.client.email }),
  "areas/accounts/set-password": () => ({
    token: "not-a-real-token",
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  }),
  "areas/accounts/sign-in-link": () => ({ token: "not-a-real-token" }),
  "areas/accounts/sign-in-phone": () => ({ intent: "verify", phone: "+1 312 555 0100", code: "123456" }),
  "areas/accounts/sign-in-provider": () => ({ redirectTo: "/jobs" }),
  "areas/accounts/profile-account": () => ({ intent: "unlink" }),
  "shared/routes/language": () => ({ locale: "ar", redirectTo: "/jobs?q=cook" }),
  "areas/find-jobs/api-saved-jobs": (w) => ({ jobId: w.approvedJobId, saved: "1", redirectTo: "/jobs" }),
  "areas/manage-jobs/add-job": () => jobFormFields(),
  "areas/applications/request-job": () => ({ contactMethod: "phone", note: "Mornings are best" }),
  "areas/applications/my-applications": (w) => ({ intent: "withdraw", requestId: w.approvedJobId, version: "1" }),
  "areas/applications/interview-cant-come": () => ({ version: "1" }),
  "areas/applications/admin-new-request": (w) => ({
    clientId: w.client.id,
    jobId: w.approvedJobId,
    contactMethod: "office",
    note: "",
  }),
  "areas/applications/referral-request": () => ({ intent: "move", version: "1", status: "working", note: "" }),
  "areas/applications/follow-up-check-in": (w) => ({
    version: "1",
    placementId: w.approvedJobId,
    working: "no",
    reason: "betterJob",
    lastDay: "2026-04-01",
    nextCompany: "Acme",
    nextTitle: "Cook",
    nextStartDate: "2026-04-02",
    nextPay: "16.50",
    nextPayPeriod: "hour",
    nextHoursPerWeek: "40",
    nextEmploymentType: "permanent",
    nextBenefits: "offered",
  }),
  "areas/manage-jobs/update-job": () => jobFormFields(),
  "admin-job": () => ({ intent: "reject", message: "Please add the wage." }),
  "employer-job": () => ({ intent: "close" }),
  "admin-jobs": (w) => ({ intent: "bulkReject", jobId: w.pendingJobId, message: "Please add the wage." }),
  "areas/find-jobs/report-job": () => ({ reason: "money", note: "They asked for a fee." }),
  "areas/users/admin-create-account": () => ({
    name: "New Staff",
    email: `staff-${Math.random().toString(36).slice(2)}@example.org`,
    phone: "",
    role: "employer",
    company: "Acme",
    password: "",
  }),
  // No such message (a valid one would be sent again): the fuzzer breaks the id from there.
  "areas/users/failed-deliveries": () => ({ messageId: "00000000-0000-4000-8000-000000000000" }),
  "areas/users/admin-user": (w) => ({
    intent: "update",
    name: "Renamed Client",
    email: w.client.email,
    phone: "",
    role: "client",
    status: "approved",
    returnTo: "/admin/users/client?q=a",
  }),
  "areas/accounts/profile-set-profile": () => ({
    name: "Fuzz Client",
    phone: "",
    street: "",
    city: "",
    state: "",
    zip: "",
  }),
  "areas/accounts/profile-set-password": () => ({
    currentPassword: PASSWORD,
    password: NEW_PASSWORD,
    confirmPassword: NEW_PASSWORD,
  }),
};

async function makeWorld(): Promise<World> {
  const employer = await createSignedInUser("employer", { company: "Acme" });
  return {
    admin: await createSignedInUser("admin"),
    employer,
    client: await createSignedInUser("client"),
    pendingJobId: await insertJob(employer.id, { status: "pending" }),
    approvedJobId: await insertJob(employer.id, { status: "approved" }),
  };
}

/** The URL of the route with its parameters filled from the world. */
function urlOf(routePath: string, world: World): { url: string; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const filled = routePath.replace(/:(\w+)/g, (_, name: string) => {
    const value =
      name === "tab"
        ? routePath.includes("users")
          ? "client"
          : "pending"
        : name === "userId"
          ? world.client.id
          : world.pendingJobId;
    params[name] = value;
    return value;
  });
  return { url: `${ORIGIN}${filled}`, params };
}

describe("fuzzing every action", () => {
  it("finds the actions of app/routes.ts", () => {
    expect(ACTIONS.length).toBeGreaterThanOrEqual(16);
  });

  it.each(ACTIONS)(
    `$id answers ${RUNS} malformed requests with no 5xx, no redirect off the site, and refusals change nothing`,
    async (target) => {
      // Refused requests log nothing we need; errors of our own code still fail below.
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      vi.spyOn(console, "info").mockImplementation(() => undefined);
      const world = await makeWorld();
      const actor = ACTORS[target.id];
      const { url, params } = urlOf(target.path, world);
      const failures: string[] = [];
      const counts = { serverErrors: 0, writesBehindRefusals: 0, offSite: 0 };
      // The tables as last seen, while nothing may have changed them since.
      let known: Record<string, string> | null = null;
      await fc.assert(
        fc.asyncProperty(bodyOf(VALID[target.id]?.(world)), async (body) => {
          const before = known ?? (await fingerprint());
          known = null;
          const request = toRequest(url, body, actor ? world[actor].cookie : null);
          const { status, response, error } = await answer(() => target.action(args(request, params) as never));
          const shown = JSON.stringify(body).slice(0, 300);
          if (status >= 500) {
            counts.serverErrors++;
            failures.push(`${status} for ${shown}: ${error?.message.slice(0, 300) ?? ""}`);
            return;
          }
          const away = offSite(response);
          if (away !== null) {
            counts.offSite++;
            failures.push(`redirect to ${JSON.stringify(away.slice(0, 100))} for ${shown}`);
          }
          if (await isRefusal(status, response)) {
            const after = await fingerprint();
            const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
            if (changed.length > 0) {
              counts.writesBehindRefusals++;
              failures.push(`refused (${status}) but changed ${changed.join(", ")} for ${shown}`);
            }
            known = after;
          }
        }),
        { numRuns: RUNS, seed: SEED },
      );
      expect({ ...counts, firstFailures: failures.slice(0, 5) }, `FUZZ_SEED=${SEED}`).toEqual({
        serverErrors: 0,
        writesBehindRefusals: 0,
        offSite: 0,
        firstFailures: [],
      });
    },
    60_000 + RUNS * 1_000,
  );
});

// Ids put in a path where an action reads one: NUL and other control bytes (raw and as the
// router decodes %00), overlong, malformed, and real ids of what belongs to someone else.
function badPathIds(others: Record<string, string>): Record<string, string[]> {
  const broken = (valid: string) => [
    `${valid}\u0000`,
    `${valid}%00`,
    `\u0000${valid}`,
    `${valid}\u0001`,
    `${valid}\u001b[0m`,
    `${valid}\r\n`,
    `${valid}\u007f`,
    `${valid}\u202e`,
    `${valid}\ud800`,
    valid.toUpperCase(),
    valid.slice(0, -1),
    `${valid}0`,
    valid.replace(/-/g, ""),
    "x".repeat(5000),
    "1".repeat(100),
    "",
    " ",
    "-1",
    "0",
    "../../etc/passwd",
    "' OR 1=1 --",
    "00000000-0000-0000-0000-000000000000",
  ];
  return Object.fromEntries(Object.entries(others).map(([name, valid]) => [name, [...broken(valid), valid]]));
}

describe("fuzzing the ids in every action's path", () => {
  const withIds = ACTIONS.filter((target) => /:(jobId|userId|requestId)\b/.test(target.path));

  it("finds the actions that read an id from their path", () => {
    expect(withIds.length).toBeGreaterThanOrEqual(6);
  });

  it.each(withIds)(
    "$id answers every bad or someone else's id with no 5xx, and refusals change nothing",
    async (target) => {
      vi.spyOn(console, "warn").mockImplementation(() => undefined);
      vi.spyOn(console, "info").mockImplementation(() => undefined);
      const world = await makeWorld();
      const actor = ACTORS[target.id];
      // Someone else's: another employer's job, another client's account and request.
      const otherEmployer = await createSignedInUser("employer", { company: "Other Co" });
      const otherClient = await createSignedInUser("client");
      const otherJobId = await insertJob(otherEmployer.id, { status: "approved" });
      const otherRequest = requestRow(otherClient.id, otherJobId);
      await insertRequests(getDb(), [{ row: otherRequest, actorId: otherClient.id }]);
      const bad = badPathIds({ jobId: otherJobId, userId: otherClient.id, requestId: otherRequest.id as string });
      const { params: filled } = urlOf(target.path, world);
      const failures: string[] = [];
      for (const [name, values] of Object.entries(bad)) {
        if (!(name in filled)) continue;
        for (const value of values) {
          const params = { ...filled, [name]: value };
          const url = `${ORIGIN}${target.path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent((params[key] ?? "").replace(/[\ud800-\udfff]/g, "\ufffd")))}`;
          const before = await fingerprint();
          const body: Body = { kind: "urlencoded", fields: Object.entries(VALID[target.id]?.(world) ?? {}) };
          const request = toRequest(url, body, actor ? world[actor].cookie : null);
          const { status, response, error } = await answer(() => target.action(args(request, params) as never));
          const shown = JSON.stringify(value.slice(0, 40));
          if (status >= 500) failures.push(`${status} for ${name}=${shown}: ${error?.message.slice(0, 200) ?? ""}`);
          else if (await isRefusal(status, response)) {
            const after = await fingerprint();
            const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
            if (changed.length > 0)
              failures.push(`refused (${status}) but changed ${changed.join(", ")} for ${name}=${shown}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
  );
});

/**
 * What the browser would get from an action: its status, the Response when
 * there is one (to read a redirect's target and toast), and an error of our
 * own code (which React Router answers with 500).
 */
async function answer(
  run: () => Promise<unknown>,
): Promise<{ status: number; response: Response | null; error: Error | null }> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, response: result, error: null };
  if (result instanceof Error) return { status: 500, response: null, error: result };
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const init = (result as { init?: ResponseInit | null }).init;
    return { status: init?.status ?? 200, response: null, error: null };
  }
  return { status: 200, response: null, error: null };
}
