import { beforeAll, describe, expect, it } from "vitest";
import { insertRequests, insertUsers, requestRow, userRow, type NewUser } from "#db/factory";
import { getDb } from "~/shared/server/db.server";
import { args, createSignedInUser, get, insertJob, routeOutcome, type TestUser } from "~/shared/testing/helpers";
import type { NoteAudience, RequestStatus } from "~/shared/constants";
import { loader as jobLoader } from "./dashboard-job";
import type { Candidate, JobRequestSummary } from "./job-requests.server";

// Who asked for a job, on its view in Manage Jobs: staff see every request,
// the job's employer only the candidates staff referred, with contact
// details only where staff chose to share them; nobody else sees either.

let admin: TestUser;
let owner: TestUser;
let jobId: string;
const clients: Record<string, NewUser> = {};
let asked = 0;

// A step, its note and who the note is for (internal unless the employer is named).
type Step = [RequestStatus, string, NoteAudience?];

async function asks(name: string, steps: Step[], fields: { shareContact?: boolean; phone?: string } = {}) {
  const client = userRow({ role: "client", name, phone: fields.phone ?? null });
  await insertUsers(getDb(), [client]);
  clients[name] = client;
  let from: RequestStatus = "sent";
  const history = [
    { fromStatus: null, toStatus: "sent" as const },
    ...steps.map(([to, note, audience], i) => {
      const step = { fromStatus: from, toStatus: to, note, audience, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) };
      from = to;
      return step;
    }),
  ];
  const row = requestRow(client.id as string, jobId, {
    status: from,
    shareContact: fields.shareContact ?? false,
    createdAt: new Date(Date.UTC(2025, 11, ++asked)),
  });
  await insertRequests(getDb(), [{ row, actorId: admin.id, steps: history }]);
}

beforeAll(async () => {
  admin = await createSignedInUser("admin");
  owner = await createSignedInUser("employer", { company: "Lakeside Foods" });
  jobId = await insertJob(owner.id);
  // Referred, then taken back and referred again: the newest note for the employer is the one
  // shown; the internal note after it is not.
  await asks(
    "Amina Haddad",
    [
      ["applied", "First try", "employer"],
      ["withdrawn", ""],
      ["sent", ""],
      ["applied", "Strong forklift experience", "employer"],
      ["interview", "Interview on Monday"],
    ],
    { shareContact: true, phone: "773-555-0101" },
  );
  await asks("Farid Ahmadi", [["applied", "Speaks Dari and English", "employer"]]);
  // Referred with an internal note only: the employer sees the candidate and no note.
  await asks("Rima Saleh", [["applied", "INTERNAL: asylum case pending"]]);
  await asks("Sent Only", []);
  await asks("Working On", [["working", "Calling the employer"]]);
  // Not selected before staff ever sent them to the employer: not a candidate the employer saw.
  await asks("Never Referred", [["notSelected", "Not eligible"]]);
  await asks("Withdrew After", [
    ["applied", "Was referred"],
    ["withdrawn", "Found another job"],
  ]);
});

// No interview is set for them (interviews.int.test.ts shows the employer the times of those that are).
const noInterview = { interviews: [], zone: "America/Chicago" };

function openJob(user: TestUser, area: "admin" | "employer") {
  return routeOutcome(() =>
    jobLoader(args(get(`/${area}/jobs/approved/${jobId}`, user.cookie), { tab: "approved", jobId })),
  );
}

describe("the job's employer", () => {
  it("sees the referred candidates only: name, the note staff wrote for them, contact details where shared", async () => {
    const outcome = await openJob(owner, "employer");
    expect(outcome.status).toBe(200);
    const body = outcome.body as { candidates: Candidate[]; requests: unknown };
    expect(body.requests).toBeNull();
    expect(body.candidates).toEqual([
      {
        id: expect.any(String),
        name: "Amina Haddad",
        note: "Strong forklift experience",
        contact: { email: clients["Amina Haddad"]?.email, phone: "773-555-0101" },
        ...noInterview,
      },
      { id: expect.any(String), name: "Farid Ahmadi", note: "Speaks Dari and English", contact: null, ...noInterview },
      { id: expect.any(String), name: "Rima Saleh", note: "", contact: null, ...noInterview },
    ]);
    // Nothing else reaches the page: not the others' names, nor an email that was not shared.
    const sent = JSON.stringify(outcome.body);
    for (const hidden of [
      "Sent Only",
      "Working On",
      "Never Referred",
      "Withdrew After",
      "Calling the employer",
      "Interview on Monday",
      "asylum",
    ]) {
      expect(sent).not.toContain(hidden);
    }
    expect(sent).not.toContain(clients["Farid Ahmadi"]?.email);
  });

  it("sees no candidates of another employer's job (404, nothing told)", async () => {
    const other = await createSignedInUser("employer", { company: "Prairie Logistics" });
    const outcome = await openJob(other, "employer");
    expect(outcome.status).toBe(404);
    expect(JSON.stringify(outcome.body)).not.toContain("Amina");
  });

  it("sees an empty list on a job nobody was referred to", async () => {
    const quiet = await insertJob(owner.id, { title: "Night Cleaner" });
    const outcome = await routeOutcome(() =>
      jobLoader(args(get(`/employer/jobs/approved/${quiet}`, owner.cookie), { tab: "approved", jobId: quiet })),
    );
    expect((outcome.body as { candidates: Candidate[] }).candidates).toEqual([]);
  });
});

describe("staff", () => {
  it("see how many asked and every request with its status, newest first", async () => {
    const outcome = await openJob(admin, "admin");
    expect(outcome.status).toBe(200);
    const body = outcome.body as { requests: JobRequestSummary[]; candidates: unknown };
    expect(body.candidates).toBeNull();
    expect(body.requests.map((r) => [r.clientName, r.status])).toEqual([
      ["Withdrew After", "withdrawn"],
      ["Never Referred", "notSelected"],
      ["Working On", "working"],
      ["Sent Only", "sent"],
      ["Rima Saleh", "applied"],
      ["Farid Ahmadi", "applied"],
      ["Amina Haddad", "interview"],
    ]);
  });
});

describe("everyone else", () => {
  it.each([
    ["client", "approved", "admin"],
    ["admin", "pending", "admin"],
    ["employer", "pending", "employer"],
  ] as const)("a %s with a %s account is sent away from the job view", async (role, status, area) => {
    const user = await createSignedInUser(role, { status, company: "Acme" });
    const outcome = await openJob(user, area);
    expect([302, 404]).toContain(outcome.status);
    expect(JSON.stringify(outcome.body ?? null)).not.toContain("Amina");
  });
});
