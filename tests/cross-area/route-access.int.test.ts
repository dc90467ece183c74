import { and, eq } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { beforeAll, describe, expect, it } from "vitest";
import { insertJobs, insertUsers, jobRow, userRow, type NewJob } from "#db/factory";
import {
  checkIns,
  interviews,
  jobAlerts,
  jobReports,
  jobRequests,
  jobs,
  outgoingMessages,
  placements,
  savedJobs,
} from "#db/schema";
import { toZonedTime } from "~/shared/agency-time";
import { jobFormFields } from "~/areas/manage-jobs/job-form.fixture";
import { tabOfStatus } from "~/shared/access/job-status";
import { landingPath } from "~/shared/access/navigation";
import {
  can,
  decide,
  type Actor,
  type Denial,
  type JobFacts,
  type JobPermission,
  type Page,
  type Question,
} from "~/shared/access/policy";
import { JOB_STATUSES, type JobStatus, type Role, type UserStatus } from "~/shared/constants";
import { CLIENT_IP_HEADER } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { readToast } from "~/shared/server/toast.server";
import { enrollSecondFactor } from "~/shared/server/second-factor.server";
import {
  args,
  BASE,
  createSignedInUser,
  insertJob,
  quietOutboxLog,
  randomIp,
  settle,
  TEST_AUTHENTICATOR_SECRET,
  type TestUser,
} from "~/shared/testing/helpers";

import { APP, APP_ROUTES, type AppRoute } from "./route-actions";

// Walks every route of app/routes.ts and every intent of every action, and
// asks each person the product knows (signed out; each role with an approved
// and a pending account), for job routes about each job (their own or someone
// else's, in each status), through the real loader or action on the real
// database. The answer must be what the access policy says for that person
// and resource. A route, loader, action or intent that this file does not
// know fails the first test, so a new one is covered the day it is added.

type RouteFunction = (a: never) => Promise<unknown>;
interface RouteModule {
  loader?: RouteFunction;
  action?: RouteFunction;
}

const importRoute = (route: AppRoute) => import(/* @vite-ignore */ path.join(APP, route.file)) as Promise<RouteModule>;

/**
 * The intents an action tells apart: the string literals its body compares
 * `form.get("intent")` with (directly, through a variable holding it, or in a
 * switch). Read from the source, so an intent added to an action shows up here
 * before anyone writes a test for it.
 */
function intentsOf(route: AppRoute): { intents: string[]; readsIntent: boolean } {
  const file = path.join(APP, route.file);
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const action = source.statements.find(
    (s): s is ts.FunctionDeclaration => ts.isFunctionDeclaration(s) && s.name?.text === "action",
  );
  const intents = new Set<string>();
  const holders = new Set<string>();
  let readsIntent = false;
  const isIntentRead = (node: ts.Node) =>
    ts.isCallExpression(node) &&
    ts.isPropertyAccessExpression(node.expression) &&
    node.expression.name.text === "get" &&
    node.arguments.length === 1 &&
    ts.isStringLiteral(node.arguments[0] as ts.Node) &&
    (node.arguments[0] as ts.StringLiteral).text === "intent";
  const isIntent = (node: ts.Node) => isIntentRead(node) || (ts.isIdentifier(node) && holders.has(node.text));
  const visit = (node: ts.Node) => {
    if (isIntentRead(node)) readsIntent = true;
    if (
      ts.isVariableDeclaration(node) &&
      node.initializer &&
      isIntentRead(node.initializer) &&
      ts.isIdentifier(node.name)
    ) {
      holders.add(node.name.text);
    }
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
        node.operatorToken.kind,
      )
    ) {
      const [subject, literal] = isIntent(node.left) ? [node.left, node.right] : [node.right, node.left];
      if (isIntent(subject) && ts.isStringLiteral(literal)) intents.add(literal.text);
    }
    if (ts.isSwitchStatement(node) && isIntent(node.expression)) {
      for (const clause of node.caseBlock.clauses) {
        if (ts.isCaseClause(clause) && ts.isStringLiteral(clause.expression)) intents.add(clause.expression.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  if (action) visit(action);
  return { intents: [...intents].sort(), readsIntent };
}

// ---------------------------------------------------------------------------
// The people and jobs of the matrix, made once.

interface Person {
  name: string;
  /** Null when signed out. */
  user: TestUser | null;
  actor: Actor | null;
}

interface MatrixJob {
  id: string;
  status: JobStatus;
  owner: Person;
  /** The row as made, to put the job back after an action changed it. */
  row: NewJob;
}

const PEOPLE: Person[] = [{ name: "signed-out visitor", user: null, actor: null }];
const JOBS: MatrixJob[] = [];
/** An approved employer outside the matrix: the new owner in transfers. */
let receiver: TestUser;

const ROLES: readonly Role[] = ["admin", "employer", "client"];
const ACCOUNT_STATUSES: readonly UserStatus[] = ["approved", "pending"];

beforeAll(async () => {
  for (const role of ROLES) {
    for (const status of ACCOUNT_STATUSES) {
      const user = await createSignedInUser(role, { status, company: role === "employer" ? "Acme" : undefined });
      PEOPLE.push({ name: `${status} ${role}`, user, actor: { id: user.id, role, status } });
    }
  }
  // Every manager owns a job in each status, so each person meets their own
  // and others' jobs, and jobs of a pending owner (which cannot be approved).
  for (const owner of PEOPLE.filter((p) => p.actor && p.actor.role !== "client")) {
    for (const status of JOB_STATUSES) {
      const id = randomUUID();
      const row = jobRow(owner.actor?.id ?? "", {
        id,
        status,
        adminMessage: status === "rejected" ? "Add the wage" : "",
      });
      await insertJobs(getDb(), [row]);
      JOBS.push({ id, status, owner, row });
    }
  }
  receiver = await createSignedInUser("employer", { company: "Receiver Co" });
});

const person = (name: string) => {
  const found = PEOPLE.find((p) => p.name === name);
  if (!found?.user) throw new Error(`no ${name} in the matrix`);
  return found.user;
};

const facts = (job: MatrixJob): JobFacts => ({
  ownerId: job.owner.actor?.id ?? "",
  ownerStatus: job.owner.actor?.status ?? "approved",
  status: job.status,
});
const someone = (name: string) => `${/^[aeiou]/.test(name) ? "an" : "a"} ${name}`;
const whose = (who: Person, job: MatrixJob) =>
  `${job.status} job of ${job.owner === who ? "their own" : someone(job.owner.name)}`;

/** Puts a job back as it was made (an allowed action approved, edited, moved or deleted it). */
async function restoreJob(job: MatrixJob): Promise<void> {
  await getDb().insert(jobs).values(job.row).onConflictDoUpdate({ target: jobs.id, set: job.row });
}

/** Whether the job is still as it was made: a refused action must not have touched it. */
async function jobUnchanged(job: MatrixJob): Promise<boolean> {
  const [row] = await getDb()
    .select({ status: jobs.status, ownerId: jobs.ownerId, title: jobs.title })
    .from(jobs)
    .where(eq(jobs.id, job.id));
  return row?.status === job.status && row.ownerId === job.row.ownerId && row.title === job.row.title;
}

// ---------------------------------------------------------------------------
// Expected answers.

interface Answer {
  status: number;
  location?: string | null;
  /** The kind of toast a redirect carries. */
  toast?: "success" | "error" | null;
}

/** "signIn": the redirect to /signIn that carries the path asked for. */
type Expectation = Answer | "signIn";

interface Case {
  /** What the case is about besides the person: the job, the intent. */
  label: string;
  params?: Record<string, string>;
  query?: string;
  /** Sent as a POST form when given. */
  form?: Record<string, string>;
  expected: Expectation;
  /** A further check of a 200 answer's data; returns what is wrong. */
  inspect?: (data: unknown) => string | null;
  /** Runs after the request: checks and undoes what it did. Returns what is wrong. */
  after?: (answer: Answer) => Promise<string | null>;
}

type Cases = (who: Person) => Case[] | Promise<Case[]>;

/** Not asked: open to anyone on purpose, for the reason given. */
interface Public {
  public: string;
}

interface RouteSpec {
  loader?: Cases | Public;
  action?: { intents: Record<string, Cases> } | (Public & { intents: string[] });
}

const OK: Answer = { status: 200 };
const FORBIDDEN: Answer = { status: 403 };
const DONE: Answer = { status: 302, toast: "success" };

/** How the server refuses a question about a job: someone else's job does not exist for them. */
function refusal(reason: Denial): Answer {
  if (reason === "owner") return { status: 404 };
  return { status: reason === "status" || reason === "ownerPending" ? 409 : 403 };
}

/** requirePage: signed out → sign in, refused → their own start page, else what the page answers. */
function visit(who: Person, page: Page, then: (actor: Actor) => Answer = () => OK): Expectation {
  if (!who.actor) return "signIn";
  return can(who.actor, { action: "visit", page })
    ? then(who.actor)
    : { status: 302, location: landingPath(who.actor.role) };
}

/** requireAllowed: signed out → sign in, refused → 403, else what the action answers. */
function ask(who: Person, question: Question, then: (actor: Actor) => Answer): Expectation {
  if (!who.actor) return "signIn";
  return can(who.actor, question) ? then(who.actor) : FORBIDDEN;
}

/** A job question after the page's: the job must be visible to them first. */
function onJob(actor: Actor, job: MatrixJob, action: JobPermission, allowed: Answer): Answer {
  const view = decide(actor, { action: "view", job: facts(job) });
  if (!view.ok) return refusal(view.reason);
  const decision = decide(actor, { action, job: facts(job) });
  return decision.ok ? allowed : refusal(decision.reason);
}

const page =
  (name: Page, then?: (actor: Actor) => Answer, params?: () => Record<string, string>): Cases =>
  (who) => [{ label: `the ${name} page`, params: params?.(), expected: visit(who, name, then) }];

/** Signed-out pages: signed-in people are sent to their own start page. */
const signedOutPage: Cases = (who) => [
  { label: "signed-out page", expected: who.actor ? { status: 302, location: landingPath(who.actor.role) } : OK },
];

/**
 * The jobs a job route is asked about: all of them for those its first
 * question (the page, or the action's own) lets in. Those it keeps out are
 * refused before any job is read, so one job of each status (each of another
 * owner) shows that the refusal is there.
 */
const jobsFor =
  (passes: (actor: Actor) => boolean, build: (who: Person, job: MatrixJob) => Case): Cases =>
  (who) => {
    const asked =
      who.actor && passes(who.actor)
        ? JOBS
        : JOB_STATUSES.map((status, i) => JOBS.filter((job) => job.status === status)[i] as MatrixJob);
    return asked.map((job) => build(who, job));
  };

const visits = (page: Page) => (actor: Actor) => can(actor, { action: "visit", page });

/** A job list: it shows exactly the matrix jobs the policy lets this person see there. */
function listOf(shown: (actor: Actor, job: MatrixJob) => boolean) {
  return (actor: Actor) => (data: unknown) => {
    const result = (data as { result: { jobs: { id: string }[]; total: number } }).result;
    const visible = JOBS.filter((job) => shown(actor, job));
    const wrong = result.jobs.filter(
      (listed) => !REQUEST_JOBS.has(listed.id) && !visible.some((job) => job.id === listed.id),
    );
    if (wrong.length > 0) {
      const named = wrong
        .map((listed) => JOBS.find((job) => job.id === listed.id))
        .map((job) => (job ? `the ${job.status} job of ${someone(job.owner.name)}` : "a job not in the matrix"));
      return `lists ${named.join(", ")}`;
    }
    // The requests' jobs count where an approved job of the receiver's would.
    const requestJob: MatrixJob = {
      id: "",
      status: "approved",
      owner: { name: "receiver", user: receiver, actor: { id: receiver.id, role: "employer", status: "approved" } },
      row: {} as NewJob,
    };
    const allowed = visible.length + (shown(actor, requestJob) ? REQUEST_JOBS.size : 0);
    return result.total === allowed ? null : `lists ${result.total} jobs, the policy allows ${allowed}`;
  };
}

/** The staff-only fields reach only those the policy lets read them. */
function staffFields(actor: Actor, shown: boolean): string | null {
  const allowed = can(actor, { action: "readStaffFields" });
  return shown === allowed
    ? null
    : `${shown ? "shows" : "hides"} the staff-only fields (policy: ${allowed ? "may" : "may not"} read them)`;
}

function dashboardList(name: "adminJobs" | "employerJobs"): Cases {
  const inspect = listOf((actor, job) => job.status === "pending" && can(actor, { action: "view", job: facts(job) }));
  return (who) => [
    {
      label: "the pending tab",
      params: { tab: "pending" },
      expected: visit(who, name),
      inspect: who.actor ? inspect(who.actor) : undefined,
    },
  ];
}

function dashboardJob(name: "adminJobs" | "employerJobs"): Cases {
  return jobsFor(visits(name), (who, job) => ({
    label: whose(who, job),
    params: { tab: tabOfStatus(job.status), jobId: job.id },
    expected: visit(who, name, (actor) => onJob(actor, job, "view", OK)),
    inspect: (data) => (who.actor ? staffFields(who.actor, (data as { owner: unknown }).owner !== null) : null),
  }));
}

function findJobsDetail(name: "findJobs" | "savedJobs"): Cases {
  return jobsFor(visits(name), (who, job) => ({
    label: whose(who, job),
    params: { jobId: job.id },
    expected: visit(who, name, (actor) =>
      can(actor, { action: "read", job: { status: job.status } }) ? OK : { status: 404 },
    ),
    inspect: (data) =>
      who.actor ? staffFields(who.actor, (data as { job: { instructions: unknown } }).job.instructions !== null) : null,
  }));
}

// The fields each dashboard intent needs to succeed when it is allowed.
const DASHBOARD_INTENTS: Record<string, { action: JobPermission; form: () => Record<string, string> }> = {
  approve: { action: "approve", form: () => ({}) },
  reject: { action: "reject", form: () => ({ message: "Please add the wage." }) },
  close: { action: "close", form: () => ({}) },
  reopen: { action: "reopen", form: () => ({}) },
  delete: { action: "delete", form: () => ({}) },
  transfer: { action: "transfer", form: () => ({ newOwner: receiver.id, newOwnerSearch: "" }) },
  dismissReports: { action: "reviewReports", form: () => ({}) },
};

/** Puts back a job an action changed; a refused action must have left it alone. */
const settleJob = (job: MatrixJob) => async (answer: Answer) => {
  if (answer.toast === "success") {
    await restoreJob(job);
    return null;
  }
  if (await jobUnchanged(job)) return null;
  await restoreJob(job);
  return `refused (${answer.status}) but changed the job`;
};

function dashboardActions(name: "adminJobs" | "employerJobs") {
  return Object.fromEntries(
    Object.entries(DASHBOARD_INTENTS).map(([intent, { action, form }]) => [
      intent,
      jobsFor(visits(name), (who, job) => ({
        label: `${intent} on ${whose(who, job)}`,
        params: { tab: tabOfStatus(job.status), jobId: job.id },
        form: { intent, ...form() },
        expected: ask(who, { action: "visit", page: name }, (actor) => onJob(actor, job, action, DONE)),
        after: settleJob(job),
      })),
    ]),
  );
}

/**
 * Bulk review from a dashboard's Pending tab, and bulk dismiss from its Reported
 * tab, naming a pending job of an approved employer.
 */
function bulkReviewActions(): Record<string, Cases> {
  return Object.fromEntries(
    ["bulkApprove", "bulkReject", "bulkDismissReports"].map((intent) => [
      intent,
      (who: Person) => {
        const job = JOBS.find(
          (j) => j.status === "pending" && j.owner.actor?.role === "employer" && j.owner.actor.status === "approved",
        ) as MatrixJob;
        return [
          {
            label: `${intent} of a pending job`,
            params: { tab: intent === "bulkDismissReports" ? "reported" : "pending" },
            form: { intent, jobId: job.id, message: "Please add the wage.", confirm: "1" },
            // The job has no reports to dismiss: the toast names it as skipped.
            expected: ask(who, { action: "bulkReview" }, () =>
              intent === "bulkDismissReports" ? { status: 302, toast: "error" } : DONE,
            ),
            after: settleJob(job),
          },
        ];
      },
    ]),
  );
}

/** A fresh account for each user-administration case, so no case depends on another. */
async function targetUser(fields: { role: Role; status?: UserStatus; company?: string }, jobsOwned = 0) {
  const row = userRow({ status: "approved", ...fields });
  await insertUsers(getDb(), [row]);
  for (let i = 0; i < jobsOwned; i++) await insertJob(row.id as string);
  return { id: row.id as string, email: row.email, role: fields.role };
}

function userAdminAction(
  build: () => Promise<{ target: { id: string; role: Role }; form: Record<string, string> }>,
): Cases {
  return async (who) => {
    const { target, form } = await build();
    return [
      {
        label: `${form.intent} on ${someone(target.role)}`,
        params: { tab: target.role, userId: target.id },
        form,
        expected: ask(who, { action: "manageUsers" }, () => DONE),
      },
    ];
  };
}

/**
 * Approved jobs made for requests for help: outside the matrix, so the job lists' check
 * leaves them out (they are in the lists, as every approved job is).
 */
const REQUEST_JOBS = new Set<string>();

async function requestJob(): Promise<string> {
  const jobId = await insertJob(receiver.id);
  REQUEST_JOBS.add(jobId);
  return jobId;
}

/** A request for help with a fresh approved job, by the client given (a fresh one by default). */
async function newJobRequest(clientId?: string): Promise<{ id: string; jobId: string }> {
  const client = clientId ?? (await targetUser({ role: "client" })).id;
  const jobId = await requestJob();
  const [row] = await getDb()
    .insert(jobRequests)
    .values({ clientId: client, jobId, contactMethod: "phone" })
    .returning({ id: jobRequests.id });
  if (!row) throw new Error("request insert returned nothing");
  return { id: row.id, jobId };
}

/** The staff's steps on one request: each case on a request of its own. */
function referralAction(form: () => Record<string, string>): Cases {
  return async (who) => {
    const request = await newJobRequest();
    return [
      {
        label: `${form().intent} on a request`,
        params: { tab: "sent", requestId: request.id },
        form: { version: "1", ...form() },
        expected: ask(who, { action: "manageRequests" }, () => DONE),
      },
    ];
  };
}

/** The fields of a placement as the request page's and a correction's forms send them. */
const PLACEMENT_FIELDS = {
  startDate: "2026-03-02",
  pay: "17.25",
  payPeriod: "hour",
  hoursPerWeek: "40",
  employmentType: "permanent",
  benefits: "offered",
};

/** A placement of a fresh request (moved to the status given), with its check-in of day 30. */
async function newPlacement(status: "hired" | "applied" = "hired") {
  const request = await newJobRequest();
  await getDb().update(jobRequests).set({ status }).where(eq(jobRequests.id, request.id));
  const [placement] = await getDb()
    .insert(placements)
    .values({
      requestId: request.id,
      jobId: request.jobId,
      company: "Receiver Co",
      title: "Cook",
      startDate: "2026-03-02",
      payCents: 1725,
      payPeriod: "hour",
      hourlyCents: 1725,
      hoursPerWeek: 40,
      employmentType: "permanent",
      benefits: "offered",
    })
    .returning({ id: placements.id });
  const [checkIn] = await getDb()
    .insert(checkIns)
    .values({ placementId: placement?.id ?? "", day: 30, dueOn: "2026-04-01" })
    .returning({ id: checkIns.id });
  return { request, placementId: placement?.id ?? "", checkInId: checkIn?.id ?? "" };
}

/** A placement step of the request page, on a request (and placement) of its own. */
function placementStep(build: () => Promise<{ requestId: string; form: Record<string, string> }>): Cases {
  return async (who) => {
    const { requestId, form } = await build();
    return [
      {
        label: `${form.intent} on a request`,
        params: { tab: "applied", requestId },
        form,
        expected: ask(who, { action: "managePlacements" }, () => DONE),
      },
    ];
  };
}

/** A request at Applied with an interview three days from now, by the client given (a fresh one by default). */
async function newInterview(clientId?: string): Promise<{ requestId: string; interviewId: string }> {
  const request = await newJobRequest(clientId);
  await getDb().update(jobRequests).set({ status: "interview" }).where(eq(jobRequests.id, request.id));
  const [row] = await getDb()
    .insert(interviews)
    .values({
      requestId: request.id,
      startsAt: new Date(Date.now() + 3 * 86_400_000),
      zone: "America/Chicago",
      placeKind: "address",
      place: "2740 W Devon Ave",
    })
    .returning({ id: interviews.id });
  if (!row) throw new Error("interview insert returned nothing");
  return { requestId: request.id, interviewId: row.id };
}

/** An interview form's details, four days from now in the agency's zone. */
const interviewFields = () => ({
  startsAt: toZonedTime(new Date(Date.now() + 4 * 86_400_000), "America/Chicago"),
  zone: "America/Chicago",
  placeKind: "address",
  place: "2740 W Devon Ave",
});

/** The staff's interview steps: scheduling on a request at Applied, the others on an interview of their own. */
function interviewAction(intent: string): Cases {
  return async (who) => {
    if (intent === "interview.schedule") {
      const request = await newJobRequest();
      await getDb().update(jobRequests).set({ status: "applied" }).where(eq(jobRequests.id, request.id));
      return [
        {
          label: `${intent} on a request at Applied`,
          params: { tab: "applied", requestId: request.id },
          form: { intent, version: "1", ...interviewFields() },
          expected: ask(who, { action: "manageRequests" }, () => DONE),
        },
      ];
    }
    const { requestId, interviewId } = await newInterview();
    return [
      {
        label: `${intent} on an interview`,
        params: { tab: "interview", requestId },
        form: { intent, interviewId, version: "1", ...(intent === "interview.reschedule" ? interviewFields() : {}) },
        expected: ask(who, { action: "manageRequests" }, () => DONE),
      },
    ];
  };
}

/** A job alert of the client given (a fresh one by default), for the Setting list's actions. */
async function newAlert(clientId?: string): Promise<string> {
  const client = clientId ?? (await targetUser({ role: "client" })).id;
  const [row] = await getDb()
    .insert(jobAlerts)
    .values({ clientId: client, query: "", frequency: "daily", nextRunAt: new Date(Date.now() + 86_400_000) })
    .returning({ id: jobAlerts.id });
  if (!row) throw new Error("alert insert returned nothing");
  return row.id;
}

/** The Setting list of alerts: a client's own; their action on an alert of their own (a fresh client's for anyone else). */
function alertAction(intent: string, form: Record<string, string> = {}): Cases {
  return async (who) => {
    const own = who.actor?.role === "client";
    const alertId = await newAlert(own ? who.actor?.id : undefined);
    const owner = who.actor && { id: who.actor.id, role: who.actor.role };
    return [
      {
        label: `${intent} on ${own ? "their own" : "a client's"} alert`,
        form: { intent, alertId, ...form },
        expected: owner
          ? can(who.actor as Actor, { action: "manageAlerts", client: owner })
            ? DONE
            : FORBIDDEN
          : "signIn",
      },
    ];
  };
}

// ---------------------------------------------------------------------------
// Every route of app/routes.ts: what it asks the policy.

const SPECS: Record<string, RouteSpec> = {
  "areas/accounts/sign-in": { loader: signedOutPage, action: { public: "signs a visitor in", intents: [] } },
  "areas/accounts/sign-up": { loader: signedOutPage, action: { public: "anyone may ask for an account", intents: [] } },
  "areas/accounts/sign-out": {
    loader: (who) => [{ label: "the sign-out page", expected: who.actor ? OK : { status: 302, location: "/signIn" } }],
    action: { public: "ends the caller's own session, if any", intents: [] },
  },
  "areas/accounts/sign-in-link": {
    loader: signedOutPage,
    action: { public: "asks for or uses an emailed sign-in link; the code is the permission", intents: ["request"] },
  },
  "areas/accounts/sign-in-phone": {
    loader: signedOutPage,
    action: {
      public: "texts a sign-in code to a client's number, or uses one; the code is the permission",
      intents: ["send"],
    },
  },
  "areas/accounts/sign-in-second-step": {
    // Without a sign-in waiting for its code, back to the password.
    loader: (who) => [
      {
        label: "the second step, no sign-in waiting",
        expected: { status: 302, location: who.actor ? landingPath(who.actor.role) : "/signIn" },
      },
    ],
    action: {
      public: "the second step of a password sign-in: the waiting sign-in's cookie and the code are the permission",
      intents: [],
    },
  },
  "areas/accounts/sign-in-provider": {
    loader: () => [{ label: "a visit by URL", expected: { status: 404 } }],
    action: { public: "starts a sign-in at the agency's identity provider (404 without its settings)", intents: [] },
  },
  "areas/accounts/api-auth-callback": {
    loader: { public: "the identity provider's answer: the state it carries is the permission (404 without settings)" },
  },
  "areas/accounts/forget-password": {
    loader: signedOutPage,
    action: { public: "asks for a password-reset link", intents: [] },
  },
  "areas/accounts/set-password": {
    loader: signedOutPage,
    action: { public: "asks for or uses an emailed password link; the code is the permission", intents: ["request"] },
  },
  "areas/accounts/confirm-send-email": {
    loader: { public: "shows the link request kept in the visitor's own cookie" },
    action: { public: "sends that link again", intents: [] },
  },
  "areas/job-alerts/stop-alert": {
    loader: { public: "shows what a digest's stop link would stop; changes nothing" },
    action: { public: "stops the alert a digest's link names: the emailed token is the permission", intents: [] },
  },
  "areas/job-alerts/new-alert": {
    loader: (who) => [
      { label: "the alert form", expected: ask(who, { action: "manageAlerts", client: null }, () => OK) },
    ],
    action: {
      intents: {
        "": async (who) => [
          {
            label: "saving an alert (their own, or a fresh client's for staff)",
            form: {
              query: "q=cook",
              frequency: "daily",
              channel: "email",
              clientId: (await targetUser({ role: "client" })).id,
            },
            expected: ask(who, { action: "manageAlerts", client: null }, () => DONE),
          },
        ],
      },
    },
  },
  "areas/job-alerts/profile-alerts": {
    loader: (who) => [
      {
        label: "their own alerts",
        expected: who.actor
          ? can(who.actor, { action: "manageAlerts", client: { id: who.actor.id, role: who.actor.role } })
            ? OK
            : FORBIDDEN
          : "signIn",
      },
    ],
    action: {
      intents: {
        pause: alertAction("pause"),
        resume: alertAction("resume"),
        frequency: alertAction("frequency", { frequency: "weekly" }),
        delete: alertAction("delete"),
      },
    },
  },
  "shared/routes/web-manifest": { loader: { public: "the installable app's name and icons" } },
  "shared/routes/language": { action: { public: "sets the visitor's own language", intents: [] } },
  "shared/routes/dev-outbox": {
    loader: { public: "exists only in demo mode without SMTP (docs: DEMO)" },
    action: { public: "moves the demo's clock forward; refused outside demo mode (docs: DEMO)", intents: [] },
  },

  "areas/applications/report": { loader: page("placementReport") },
  "areas/applications/follow-ups": { loader: page("followUps") },
  "areas/applications/follow-up-check-in": {
    loader: async (who) => {
      const { checkInId } = await newPlacement();
      return page("followUps", undefined, () => ({ checkInId }))(who);
    },
    action: {
      intents: {
        "": async (who) => {
          const { checkInId, placementId } = await newPlacement();
          return [
            {
              label: "recording a call",
              params: { checkInId },
              form: { version: "1", placementId, working: "yes", note: "Doing well" },
              expected: ask(who, { action: "managePlacements" }, () => DONE),
              after: async (answer) => {
                const [row] = await getDb().select().from(checkIns).where(eq(checkIns.id, checkInId));
                return answer.toast !== "success" && row?.recordedAt ? "refused but recorded the call" : null;
              },
            },
          ];
        },
      },
    },
  },
  "areas/users/failed-deliveries": {
    loader: page("failedDeliveries"),
    action: {
      intents: {
        "": async (who) => {
          // As the worker leaves a message it gave up on (failed-deliveries.int.test.tsx fails one for real).
          const [message] = await getDb()
            .insert(outgoingMessages)
            .values({
              recipient: "nobody@example.org",
              subject: "Hello",
              text: "x",
              html: "x",
              state: "failed",
              attempts: 1,
              lastAttemptAt: new Date(),
              lastError: "550 No such mailbox",
            })
            .returning({ id: outgoingMessages.id });
          const messageId = message?.id ?? "";
          return [
            {
              label: "sending a failed message again",
              form: { messageId },
              expected: ask(who, { action: "visit", page: "failedDeliveries" }, () => DONE),
              after: async (answer) => {
                const [left] = await getDb()
                  .delete(outgoingMessages)
                  .where(eq(outgoingMessages.id, messageId))
                  .returning({ state: outgoingMessages.state });
                return answer.toast !== "success" && left?.state !== "failed" ? "refused but sent it again" : null;
              },
            },
          ];
        },
      },
    },
  },
  "areas/applications/api-applications-csv": {
    loader: (who) => [
      { label: "a download", query: "tab=sent", expected: ask(who, { action: "manageRequests" }, () => OK) },
    ],
  },
  "areas/applications/api-placements-csv": {
    loader: (who) => [
      {
        label: "a download",
        query: "from=2024-01&to=2024-12",
        expected: ask(who, { action: "visit", page: "placementReport" }, () => OK),
      },
    ],
  },
  "areas/users/api-users-search": {
    loader: (who) => [{ label: "a search", query: "q=a", expected: ask(who, { action: "manageUsers" }, () => OK) }],
  },
  "areas/find-jobs/api-saved-jobs": {
    loader: () => [{ label: "a visit by URL", expected: { status: 404 } }],
    action: {
      intents: {
        "": jobsFor(
          (actor) => can(actor, { action: "saveJobs" }),
          (who, job) => ({
            label: `saving the ${whose(who, job)}`,
            form: { jobId: job.id, saved: "1" },
            expected: ask(who, { action: "saveJobs" }, (actor) =>
              can(actor, { action: "read", job: { status: job.status } }) ? OK : { status: 404 },
            ),
            after: async () => {
              await getDb()
                .delete(savedJobs)
                .where(and(eq(savedJobs.jobId, job.id), eq(savedJobs.userId, who.actor?.id ?? "")));
              return null;
            },
          }),
        ),
      },
    },
  },

  "shared/routes/shell": { loader: page("home") },
  "areas/find-jobs/area-strings": { loader: page("home") },
  "shared/routes/home": { loader: page("home", (actor) => ({ status: 302, location: landingPath(actor.role) })) },
  "shared/routes/not-found": {
    loader: () => [{ label: "an unknown path", params: { "*": "nowhere" }, expected: { status: 404 } }],
  },

  "areas/manage-jobs/add-job": {
    loader: page("postJob"),
    action: {
      intents: {
        "": (who) => [
          {
            label: "posting a job",
            form: jobFormFields(),
            expected: ask(who, { action: "create", job: null }, () => DONE),
            after: async (answer) => {
              // The new job is not part of the matrix: remove it (its id ends the redirect).
              const id = answer.toast === "success" ? answer.location?.split("/").pop() : undefined;
              if (id) await getDb().delete(jobs).where(eq(jobs.id, id));
              return null;
            },
          },
        ],
      },
    },
  },
  "areas/manage-jobs/update-job": {
    loader: jobsFor(visits("postJob"), (who, job) => ({
      label: whose(who, job),
      params: { jobId: job.id },
      expected: visit(who, "postJob", (actor) => onJob(actor, job, "view", OK)),
    })),
    action: {
      intents: {
        "": jobsFor(visits("postJob"), (who, job) => ({
          label: `saving the ${whose(who, job)}`,
          params: { jobId: job.id },
          form: jobFormFields({ title: "Edited title" }),
          expected: ask(who, { action: "visit", page: "postJob" }, (actor) => onJob(actor, job, "update", DONE)),
          after: settleJob(job),
        })),
      },
    },
  },

  "admin-jobs-redirect": { loader: page("adminJobs", () => ({ status: 302, location: "/admin/jobs/pending" })) },
  "admin-jobs": { loader: dashboardList("adminJobs"), action: { intents: bulkReviewActions() } },
  // {}: no loader and no action; the parent route's loader guards the page.
  "admin-jobs-index": {},
  "admin-job": { loader: dashboardJob("adminJobs"), action: { intents: dashboardActions("adminJobs") } },
  "employer-jobs-redirect": {
    loader: page("employerJobs", () => ({ status: 302, location: "/employer/jobs/pending" })),
  },
  "employer-jobs": { loader: dashboardList("employerJobs"), action: { intents: bulkReviewActions() } },
  "employer-jobs-index": {},
  "employer-job": { loader: dashboardJob("employerJobs"), action: { intents: dashboardActions("employerJobs") } },

  "areas/users/admin-create-account": {
    loader: page("manageUsers"),
    action: {
      intents: {
        "": (who) => [
          {
            label: "creating an account",
            form: {
              name: "Made By Staff",
              email: `made-${randomIp()}@test.example`,
              phone: "",
              role: "client",
              password: "given-password-1",
            },
            expected: ask(who, { action: "manageUsers" }, () => DONE),
          },
        ],
      },
    },
  },
  "admin-users-redirect": { loader: page("manageUsers", () => ({ status: 302, location: "/admin/users/client" })) },
  "areas/users/admin-users": { loader: page("manageUsers", undefined, () => ({ tab: "client" })) },
  "areas/users/admin-user": {
    loader: page("manageUsers", undefined, () => ({ tab: "client", userId: person("approved client").id })),
    action: {
      intents: {
        update: userAdminAction(async () => {
          const target = await targetUser({ role: "client" });
          return {
            target,
            form: {
              intent: "update",
              name: "Renamed Person",
              email: target.email,
              phone: "",
              role: "client",
              status: "approved",
            },
          };
        }),
        approve: userAdminAction(async () => ({
          target: await targetUser({ role: "employer", status: "pending", company: "Waiting Co" }),
          form: { intent: "approve" },
        })),
        delete: userAdminAction(async () => ({
          target: await targetUser({ role: "client" }),
          form: { intent: "delete" },
        })),
        transfer: userAdminAction(async () => ({
          target: await targetUser({ role: "employer", company: "Leaving Co" }, 1),
          form: { intent: "transfer", toUserId: receiver.id, toUserIdSearch: "" },
        })),
        resetSecondFactor: userAdminAction(async () => {
          const target = await targetUser({ role: "admin" });
          await enrollSecondFactor(getDb(), target.id, TEST_AUTHENTICATOR_SECRET);
          return { target, form: { intent: "resetSecondFactor" } };
        }),
        invite: userAdminAction(async () => ({
          target: await targetUser({ role: "client" }),
          form: { intent: "invite" },
        })),
        trust: userAdminAction(async () => ({
          target: await targetUser({ role: "employer", company: "Trusty Co" }),
          form: { intent: "trust", trusted: "1" },
        })),
      },
    },
  },

  "admin-applications-redirect": {
    loader: page("referralQueue", () => ({ status: 302, location: "/admin/applications/sent" })),
  },
  "areas/applications/referral-queue": { loader: page("referralQueue", undefined, () => ({ tab: "sent" })) },
  "areas/applications/referral-request": {
    loader: async (who) => {
      const request = await newJobRequest();
      return page("referralQueue", undefined, () => ({ tab: "sent", requestId: request.id }))(who);
    },
    action: {
      intents: {
        assign: referralAction(() => ({ intent: "assign", assignee: person("approved admin").id, note: "" })),
        move: referralAction(() => ({ intent: "move", status: "working", note: "Calling them today" })),
        share: referralAction(() => ({ intent: "share", share: "1" })),
        "placement.record": placementStep(async () => {
          const request = await newJobRequest();
          await getDb().update(jobRequests).set({ status: "applied" }).where(eq(jobRequests.id, request.id));
          return { requestId: request.id, form: { intent: "placement.record", version: "1", ...PLACEMENT_FIELDS } };
        }),
        "placement.correct": placementStep(async () => {
          const { request, placementId } = await newPlacement();
          return {
            requestId: request.id,
            form: { intent: "placement.correct", version: "1", placementId, ...PLACEMENT_FIELDS, pay: "18" },
          };
        }),
        "placement.markFilled": placementStep(async () => {
          const { request } = await newPlacement();
          return { requestId: request.id, form: { intent: "placement.markFilled" } };
        }),
        ...Object.fromEntries(
          ["interview.schedule", "interview.reschedule", "interview.cancel", "interview.done", "interview.noShow"].map(
            (intent) => [intent, interviewAction(intent)],
          ),
        ),
      },
    },
  },
  "areas/applications/admin-new-request": {
    loader: page("referralQueue"),
    action: {
      intents: {
        "": async (who) => [
          {
            label: "asking for a job for a client",
            form: {
              clientId: (await targetUser({ role: "client" })).id,
              jobId: await requestJob(),
              contactMethod: "office",
              note: "",
            },
            expected: ask(who, { action: "manageRequests" }, () => DONE),
          },
        ],
      },
    },
  },
  "areas/applications/my-applications": {
    loader: page("myApplications"),
    action: {
      intents: {
        // Their own request when they have one (clients); anyone else's otherwise.
        withdraw: async (who) => {
          const request = await newJobRequest(who.actor?.role === "client" ? who.actor.id : undefined);
          return [
            {
              label: "withdrawing a request",
              form: { intent: "withdraw", requestId: request.id, version: "1" },
              expected: ask(who, { action: "visit", page: "myApplications" }, () => DONE),
            },
          ];
        },
      },
    },
  },
  "areas/applications/interview-cant-come": {
    loader: () => [{ label: "a visit by URL", params: { interviewId: randomUUID() }, expected: { status: 404 } }],
    action: {
      intents: {
        // Their own interview when they are a client; anyone else's otherwise.
        "": async (who) => {
          const { interviewId } = await newInterview(who.actor?.role === "client" ? who.actor.id : undefined);
          return [
            {
              label: "saying they can't come to an interview",
              params: { interviewId },
              form: { version: "1" },
              expected: ask(who, { action: "visit", page: "myApplications" }, () => DONE),
            },
          ];
        },
      },
    },
  },
  "areas/applications/request-job": {
    loader: jobsFor(visits("myApplications"), (who, job) => ({
      label: `asking about the ${whose(who, job)}`,
      params: { jobId: job.id },
      expected: visit(who, "myApplications", (actor) =>
        can(actor, { action: "askForJob", job }) ? OK : { status: 404 },
      ),
    })),
    action: {
      intents: {
        "": jobsFor(visits("myApplications"), (who, job) => ({
          label: `asking for the ${whose(who, job)}`,
          params: { jobId: job.id },
          form: { contactMethod: "phone", note: "Mornings are best" },
          expected: ask(who, { action: "visit", page: "myApplications" }, (actor) =>
            can(actor, { action: "askForJob", job }) ? DONE : { status: 404 },
          ),
          after: async () => {
            await getDb().delete(jobRequests).where(eq(jobRequests.jobId, job.id));
            return null;
          },
        })),
      },
    },
  },
  "areas/find-jobs/jobs": {
    loader: (who) => [
      {
        label: "every status asked for",
        query: "status=all",
        expected: visit(who, "findJobs"),
        inspect: who.actor
          ? listOf((actor, job) => can(actor, { action: "read", job: { status: job.status } }))(who.actor)
          : undefined,
      },
    ],
  },
  "jobs-index": {},
  "areas/find-jobs/jobs-detail": { loader: findJobsDetail("findJobs") },
  "areas/find-jobs/report-job": {
    loader: jobsFor(visits("findJobs"), (who, job) => ({
      label: `the report page of the ${whose(who, job)}`,
      params: { jobId: job.id },
      expected: visit(who, "findJobs", (actor) =>
        can(actor, { action: "reportJob", job: { status: job.status } }) ? OK : { status: 404 },
      ),
    })),
    action: {
      intents: {
        "": jobsFor(
          (actor) => can(actor, { action: "reportJob", job: { status: "approved" } }),
          (who, job) => ({
            label: `reporting the ${whose(who, job)}`,
            params: { jobId: job.id },
            form: { reason: "fake", note: "" },
            expected: ask(who, { action: "reportJob", job: { status: "approved" } }, (actor) =>
              can(actor, { action: "reportJob", job: { status: job.status } }) ? DONE : { status: 404 },
            ),
            after: async (answer) => {
              const stored = await getDb().delete(jobReports).where(eq(jobReports.jobId, job.id)).returning();
              return answer.toast !== "success" && stored.length > 0 ? "refused but stored a report" : null;
            },
          }),
        ),
      },
    },
  },
  "areas/find-jobs/saved-jobs": { loader: page("savedJobs") },
  "saved-jobs-index": {},
  "saved-jobs-detail": { loader: findJobsDetail("savedJobs") },

  "areas/accounts/profile": { loader: page("profile") },
  "areas/accounts/profile-menu": { loader: page("profile") },
  "areas/accounts/profile-account": {
    loader: page("profile"),
    // The tests run without identity provider settings (oidc.int.test.ts has them).
    action: {
      intents: Object.fromEntries(
        ["link", "unlink"].map((intent) => [
          intent,
          (who: Person) => [
            {
              label: `${intent} the identity provider (not configured)`,
              form: { intent },
              expected: visit(who, "profile", () => ({ status: 404 })),
            },
          ],
        ]),
      ),
    },
  },
  "areas/accounts/profile-help": { loader: page("profile") },
  "areas/accounts/profile-second-factor": {
    loader: page("secondFactor"),
    action: {
      intents: {
        // A wrong password, and an empty code: the form's own answers, past the guard.
        begin: (who) => [
          {
            label: "starting the set-up with a wrong password",
            form: { intent: "begin", password: "not-the-password-1" },
            expected: visit(who, "secondFactor", () => ({ status: 400 })),
          },
        ],
        "": (who) => [
          {
            label: "confirming without a code",
            form: { intent: "confirm" },
            expected: visit(who, "secondFactor", () => ({ status: 400 })),
          },
        ],
      },
    },
  },
  "areas/accounts/profile-devices": {
    loader: page("profile"),
    action: {
      intents: {
        // The matrix's people have one session each: nothing else to end.
        "": (who) => [
          { label: "signing out their other devices", form: {}, expected: visit(who, "profile", () => DONE) },
        ],
      },
    },
  },
  "areas/accounts/profile-set-profile": {
    loader: page("profile"),
    action: {
      intents: {
        "": (who) => [
          {
            label: "saving their profile",
            form: { name: who.name, phone: "", company: "Acme", street: "", city: "", state: "", zip: "" },
            expected: visit(who, "profile", () => DONE),
          },
        ],
      },
    },
  },
  "areas/accounts/profile-set-password": {
    loader: page("profile"),
    action: {
      intents: {
        // An empty form reaches the form's own checks, past the guard.
        "": (who) => [
          {
            label: "changing their password (empty form)",
            form: {},
            expected: visit(who, "profile", () => ({ status: 400 })),
          },
        ],
        emailLink: (who) => [
          {
            label: "asking for a password link",
            form: { intent: "emailLink" },
            expected: visit(who, "profile", () => DONE),
          },
        ],
      },
    },
  },
};

// ---------------------------------------------------------------------------
// Running a case.

const isPublic = (spec: unknown): spec is Public => typeof spec === "object" && spec !== null && "public" in spec;

function urlOf(route: AppRoute, c: Case): string {
  const pathname = route.pattern.replace(/:(\w+)|\*/g, (_, name?: string) => {
    const value = c.params?.[name ?? "*"];
    if (value === undefined) throw new Error(`${route.id}: case "${c.label}" gives no value for ${name ?? "*"}`);
    return encodeURIComponent(value);
  });
  return pathname + (c.query ? `?${c.query}` : "");
}

async function answerOf(run: () => Promise<unknown>): Promise<Answer & { data: unknown }> {
  const result = await settle(run);
  if (result instanceof Response) {
    const cookie = result.headers.getSetCookie().find((c) => c.startsWith("toast="));
    const { toast } = cookie
      ? await readToast(new Request(BASE, { headers: { Cookie: cookie.split(";")[0] ?? "" } }))
      : { toast: null };
    return { status: result.status, location: result.headers.get("Location"), toast: toast?.type ?? null, data: null };
  }
  if (result instanceof Error) return { status: 500, location: null, toast: null, data: result.message };
  if (result && typeof result === "object" && "type" in result && result.type === "DataWithResponseInit") {
    const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, location: null, toast: null, data };
  }
  return { status: 200, location: null, toast: null, data: result };
}

/** Runs every case of a loader or action for every person; returns the mismatches, one line each. */
async function walk(route: AppRoute, run: RouteFunction, build: Cases, intent?: string): Promise<string[]> {
  const mismatches: string[] = [];
  for (const who of PEOPLE) {
    for (const c of await build(who)) {
      const url = urlOf(route, c);
      const expected: Answer =
        c.expected === "signIn"
          ? { status: 302, location: `/signIn?redirectTo=${encodeURIComponent(url)}` }
          : c.expected;
      const headers: Record<string, string> = { [CLIENT_IP_HEADER]: randomIp() };
      if (who.user) headers.Cookie = who.user.cookie;
      const request = c.form
        ? new Request(BASE + url, { method: "POST", body: new URLSearchParams(c.form), headers })
        : new Request(BASE + url, { headers });
      const answer = await answerOf(() => run(args(request, c.params ?? {}) as never));
      const what = `${route.id} ${c.form ? `POST${intent ? ` intent=${intent}` : ""}` : "GET"} ${url} as ${someone(who.name)} (${c.label})`;
      const got = { status: answer.status, location: answer.location, toast: answer.toast };
      const differs = (Object.keys(expected) as (keyof Answer)[]).some((key) => expected[key] !== got[key]);
      if (differs) {
        mismatches.push(
          `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(got)}${answer.status === 500 ? ` (${String(answer.data)})` : ""}`,
        );
      } else if (answer.status === 200 && c.inspect) {
        const wrong = c.inspect(answer.data);
        if (wrong) mismatches.push(`${what}: ${wrong}`);
      }
      const undone = await c.after?.(got);
      if (undone) mismatches.push(`${what}: ${undone}`);
    }
  }
  return mismatches;
}

// ---------------------------------------------------------------------------

quietOutboxLog();

describe("the route table", () => {
  it("has an expectation for every route, loader, action and intent of app/routes.ts", async () => {
    const problems: string[] = [];
    for (const route of APP_ROUTES) {
      const spec = SPECS[route.id];
      if (!spec) {
        problems.push(
          `${route.id} (${route.pattern}): not in SPECS; say what it asks the policy, or list it as public`,
        );
        continue;
      }
      const module = await importRoute(route);
      for (const kind of ["loader", "action"] as const) {
        if (Boolean(module[kind]) !== Boolean(spec[kind])) {
          problems.push(
            `${route.id}: ${module[kind] ? `has a ${kind} this test does not know` : `has no ${kind}, but SPECS expects one`}`,
          );
        }
      }
      if (module.action && spec.action) {
        const { intents, readsIntent } = intentsOf(route);
        const known = (isPublic(spec.action) ? spec.action.intents : Object.keys(spec.action.intents).filter(Boolean))
          .slice()
          .sort();
        if (readsIntent && intents.length === 0)
          problems.push(`${route.id}: its action reads "intent" in a way this test cannot follow`);
        if (JSON.stringify(intents) !== JSON.stringify(known)) {
          problems.push(
            `${route.id}: its action handles intents ${JSON.stringify(intents)}, this test knows ${JSON.stringify(known)}`,
          );
        }
      }
    }
    const stale = Object.keys(SPECS).filter((id) => !APP_ROUTES.some((route) => route.id === id));
    if (stale.length > 0) problems.push(`SPECS names routes that no longer exist: ${stale.join(", ")}`);
    expect(problems).toEqual([]);
  });
});

describe("every loader answers as the access policy says", () => {
  const guarded = APP_ROUTES.filter((route) => {
    const loader = SPECS[route.id]?.loader;
    return loader && !isPublic(loader);
  });
  it.each(guarded.map((route) => [route.id, route] as const))("%s", async (_, route) => {
    const { loader } = await importRoute(route);
    if (!loader) throw new Error(`${route.id} has no loader`);
    expect(await walk(route, loader, SPECS[route.id]?.loader as Cases)).toEqual([]);
  });
});

describe("every action intent answers as the access policy says", () => {
  const intents = APP_ROUTES.flatMap((route) => {
    const action = SPECS[route.id]?.action;
    if (!action || isPublic(action)) return [];
    return Object.entries(action.intents).map(
      ([intent, build]) => [`${route.id} ${intent || "(no intent)"}`, route, intent, build] as const,
    );
  });
  it.each(intents)("%s", async (_, route, intent, build) => {
    const { action } = await importRoute(route);
    if (!action) throw new Error(`${route.id} has no action`);
    expect(await walk(route, action, build, intent)).toEqual([]);
  });
});
