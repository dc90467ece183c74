import fc from "fast-check";
import { sql } from "drizzle-orm";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import * as schema from "#db/schema";
import routes from "~/routes";
import { getDb } from "~/shared/server/db.server";
import { readToast } from "~/shared/server/toast.server";
import { args, createSignedInUser, insertJob, randomIp, type TestUser } from "~/shared/testing/helpers";

// Every action in app/routes.ts gets FUZZ_RUNS malformed requests (30 in the
// test command, 300 with `npm run test:fuzz`): wrong types, missing, repeated
// and unknown fields, over-long values, NUL and control characters, invalid
// UTF-8, bodies that are not forms, odd redirect targets. Whatever comes in,
// the answer is never a 5xx, and an answer that refuses (4xx, or a redirect
// carrying an error toast) leaves every table as it was.

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);
const APP = path.resolve(import.meta.dirname, "../../app");

interface RouteEntry {
  id?: string;
  file: string;
  path?: string;
  children?: RouteEntry[];
}

function flatten(entries: RouteEntry[], prefix = ""): { id: string; file: string; path: string }[] {
  return entries.flatMap((entry) => {
    const full = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    return [{ id, file: entry.file, path: full || "/" }, ...flatten(entry.children ?? [], full)];
  });
}

/** Every form field name the app's code reads or renders: what a fuzzer would guess. */
function knownFieldNames(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.includes(".test.")) {
        const source = readFileSync(file, "utf8");
        for (const [, name] of source.matchAll(/(?:form\.get(?:All)?\(|name=)"([A-Za-z][\w]*)"/g)) names.add(name ?? "");
      }
    }
  };
  walk(APP);
  return [...names].filter(Boolean).sort();
}

const FIELDS = knownFieldNames();
const INTENTS = ["approve", "reject", "close", "reopen", "delete", "transfer", "update", "resend", "invite", "bogus"];

// Values that have broken parsers and databases elsewhere.
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "a\u0000b",
    "\r\n",
    "%00",
    "\uFFFF",
    "\uD800",
    "//evil.example",
    "/\t/evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/%0d%0aSet-Cookie:x=y",
    "/\r\nLocation: https://evil.example",
    "1e309",
    "-1",
    "NaN",
    "00000000-0000-0000-0000-000000000000",
    "' OR 1=1 --",
    "<a".repeat(2000),
    "x".repeat(70_000),
  ),
  fc.integer().map(String),
);

type Body =
  | { kind: "form"; fields: [string, string][] }
  | { kind: "raw"; contentType: string | null; body: Uint8Array<ArrayBuffer> };

const formBody: fc.Arbitrary<Body> = fc
  .array(
    fc.tuple(fc.oneof(fc.constantFrom(...FIELDS, "intent"), fc.string({ maxLength: 12 })), fc.oneof(nasty, fc.constantFrom(...INTENTS))),
    { maxLength: 12 },
  )
  .map((fields) => ({ kind: "form", fields }));

const rawBody: fc.Arbitrary<Body> = fc.record({
  kind: fc.constant("raw" as const),
  contentType: fc.constantFrom(
    "application/x-www-form-urlencoded",
    "application/x-www-form-urlencoded; charset=utf-8",
    "multipart/form-data; boundary=xyz",
    "multipart/form-data",
    "application/json",
    "text/plain",
    null,
  ),
  body: fc.oneof(
    fc.uint8Array({ maxLength: 300 }),
    fc.constantFrom(
      new TextEncoder().encode('{"email":"a@b.c","password":"x"}'),
      new TextEncoder().encode("intent=approve&intent=delete&email=%FF%FE%00"),
      new TextEncoder().encode("--xyz\r\nContent-Disposition: form-data; name=\"email\"\r\n\r\na@b.c\r\n--xyz--\r\n"),
      new Uint8Array([0xff, 0xfe, 0x00, 0x3d, 0x26]),
    ),
  ),
});

function toRequest(url: string, body: Body, cookie: string | null): Request {
  const headers = new Headers({ "x-harbor-client-ip": randomIp() });
  if (cookie) headers.set("Cookie", cookie);
  if (body.kind === "form") {
    const params = new URLSearchParams();
    for (const [name, value] of body.fields) params.append(name, value);
    return new Request(url, { method: "POST", body: params, headers });
  }
  if (body.contentType) headers.set("Content-Type", body.contentType);
  return new Request(url, { method: "POST", body: body.body, headers });
}

const TABLES: PgTable[] = Object.values(schema).filter(
  (value) => typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value,
) as PgTable[];

/** One digest per table; rate-limit counters are left out (counting refused attempts is their job). */
async function fingerprint(): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of TABLES) {
    const { name } = getTableConfig(table);
    if (/rate_limit/.test(name)) continue;
    const row = `"${name}"::text`;
    const [result] = await getDb()
      .select({ d: sql.raw(`count(*)::text || ':' || coalesce(md5(string_agg(${row}, ',' ORDER BY ${row})), '')`) })
      .from(table);
    digests[name] = String(result?.d);
  }
  return digests;
}

async function isRefusal(status: number, response: unknown): Promise<boolean> {
  if (status >= 400) return true;
  if (!(response instanceof Response) || status < 300 || status >= 400) return false;
  const cookie = response.headers.getSetCookie().find((c) => c.startsWith("toast="));
  if (!cookie) return false;
  const { toast } = await readToast(new Request("http://localhost:3000/", { headers: { Cookie: cookie.split(";")[0] ?? "" } }));
  return toast?.type === "error";
}

interface Target {
  id: string;
  url: string;
  params: Record<string, string>;
  cookie: () => string | null;
}

const users: Partial<Record<"admin" | "employer" | "client", TestUser>> = {};
let jobId = "";
let clientId = "";

// Who sends each action's requests: the person the action is for, so the
// fuzzing reaches past the guard into the validation.
const ACTORS: Record<string, "admin" | "employer" | "client" | null> = {
  "areas/find-jobs/api-saved-jobs": "client",
  "areas/manage-jobs/add-job": "employer",
  "areas/manage-jobs/update-job": "employer",
  "admin-job": "admin",
  "employer-job": "employer",
  "areas/users/admin-create-account": "admin",
  "areas/users/admin-user": "admin",
  "areas/accounts/profile-set-profile": "client",
  "areas/accounts/profile-set-password": "client",
};

async function actionTargets(): Promise<(Target & { action: (a: never) => Promise<unknown> })[]> {
  const found = [];
  for (const route of flatten(routes as RouteEntry[])) {
    const module = (await import(/* @vite-ignore */ path.join(APP, route.file))) as { action?: (a: never) => Promise<unknown> };
    if (!module.action) continue;
    const params: Record<string, string> = {};
    const url = route.path.replace(/:(\w+)/g, (_, name: string) => {
      params[name] = name === "tab" ? (route.path.includes("users") ? "client" : "pending") : name === "userId" ? clientId : jobId;
      return params[name] ?? "";
    });
    const actor = ACTORS[route.id] ?? null;
    found.push({
      id: route.id,
      url: `http://localhost:3000${url}`,
      params,
      cookie: () => (actor ? (users[actor]?.cookie ?? null) : null),
      action: module.action,
    });
  }
  return found;
}

let targets: Awaited<ReturnType<typeof actionTargets>> = [];

beforeAll(async () => {
  users.admin = await createSignedInUser("admin");
  users.employer = await createSignedInUser("employer", { company: "Acme" });
  users.client = await createSignedInUser("client");
  clientId = users.client.id;
  jobId = await insertJob(users.employer.id, { status: "pending" });
  targets = await actionTargets();
});

describe("fuzzing every action", () => {
  it("finds the actions of app/routes.ts", () => {
    expect(targets.length).toBeGreaterThanOrEqual(16);
  });

  it(`answers ${RUNS} malformed requests per action with no 5xx, and refusals change nothing`, async () => {
    // Refused requests log nothing we need; errors of our own code still fail below.
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failures: string[] = [];
    for (const target of targets) {
      await fc.assert(
        fc.asyncProperty(fc.oneof({ weight: 3, arbitrary: formBody }, { weight: 1, arbitrary: rawBody }), async (body) => {
          const before = await fingerprint();
          const request = toRequest(target.url, body, target.cookie());
          const { status, response, error } = await answer(() => target.action(args(request, target.params) as never));
          if (status >= 500) {
            failures.push(`${target.id}: ${status} for ${JSON.stringify(body).slice(0, 300)} ${error?.message ?? ""}`);
            return;
          }
          if (await isRefusal(status, response)) {
            const after = await fingerprint();
            const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
            if (changed.length > 0) failures.push(`${target.id}: refused (${status}) but changed ${changed.join(", ")}`);
          }
        }),
        { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 2 ** 31) },
      );
    }
    expect(failures).toEqual([]);
  });
});

/**
 * What the browser would get from an action: its status, the Response when
 * there is one (to read a redirect's toast), and an error of our own code
 * (which React Router answers with 500).
 */
async function answer(run: () => Promise<unknown>): Promise<{ status: number; response: Response | null; error: Error | null }> {
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
