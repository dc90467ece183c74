import { describe, expect, it } from "vitest";
import {
  can,
  decide,
  mustAddSecondFactor,
  PAGES,
  type Actor,
  type Denial,
  type JobPermission,
  type Page,
  type Question,
} from "./policy";
import type { InterviewState, JobStatus, Role } from "~/shared/constants";

const STATUSES: JobStatus[] = ["pending", "approved", "rejected", "closed"];
type Cell = "ok" | Denial;
// One row per action: the outcome for a job in each status, in the order of STATUSES.
type Grid = Record<Exclude<JobPermission, "create">, [Cell, Cell, Cell, Cell]>;

const Y = "ok" as const;
const R = "role" as const;
const O = "owner" as const;
const S = "status" as const;

// Staff may act on any job: only the status limits them.
const ADMIN: Grid = {
  view: [Y, Y, Y, Y],
  update: [Y, Y, Y, Y],
  approve: [Y, S, Y, S],
  reject: [Y, Y, S, S],
  close: [Y, Y, Y, S],
  reopen: [S, S, S, Y],
  delete: [Y, Y, Y, Y],
  transfer: [Y, Y, Y, Y],
  reviewReports: [Y, Y, Y, Y],
};

const EXPECTED: Record<Role, { own: Grid; other: Grid }> = {
  admin: { own: ADMIN, other: ADMIN },
  employer: {
    own: {
      view: [Y, Y, Y, Y],
      update: [Y, Y, Y, Y],
      approve: [R, R, R, R],
      reject: [R, R, R, R],
      close: [Y, Y, Y, S],
      reopen: [S, S, S, Y],
      delete: [Y, Y, Y, Y],
      transfer: [R, R, R, R],
      // Who reported their job is for staff to know.
      reviewReports: [R, R, R, R],
    },
    other: {
      view: [O, O, O, O],
      update: [O, O, O, O],
      approve: [R, R, R, R],
      reject: [R, R, R, R],
      close: [O, O, O, O],
      reopen: [O, O, O, O],
      delete: [O, O, O, O],
      transfer: [R, R, R, R],
      reviewReports: [R, R, R, R],
    },
  },
  // Job seekers never manage jobs, theirs or anyone's.
  client: { own: everything(R), other: everything(R) },
};

function everything(cell: Cell): Grid {
  const row: [Cell, Cell, Cell, Cell] = [cell, cell, cell, cell];
  return {
    view: row,
    update: row,
    approve: row,
    reject: row,
    close: row,
    reopen: row,
    delete: row,
    transfer: row,
    reviewReports: row,
  };
}

const cases = (Object.keys(EXPECTED) as Role[]).flatMap((role) =>
  (["own", "other"] as const).flatMap((whose) =>
    (Object.entries(EXPECTED[role][whose]) as [JobPermission, Cell[]][]).flatMap(([action, cells]) =>
      STATUSES.map((status, i) => [role, action, whose, status, cells[i] as Cell] as const),
    ),
  ),
);

describe("can: role × action × own/other × status", () => {
  it("covers every cell", () => {
    expect(cases).toHaveLength(3 * 9 * 2 * 4);
  });

  it.each(cases)("%s %s on %s %s job -> %s", (role, action, whose, status, expected) => {
    const actor: Actor = { id: "me", role, status: "approved" };
    const job = { ownerId: whose === "own" ? "me" : "someone-else", ownerStatus: "approved" as const, status };
    expect(decide(actor, { action: action, job: job })).toEqual(
      expected === "ok" ? { ok: true } : { ok: false, reason: expected },
    );
    expect(can(actor, { action: action, job: job })).toBe(expected === "ok");
  });
});

describe("creating a job", () => {
  it.each([
    ["admin", "approved", true],
    ["employer", "approved", true],
    // Pending employers may post; their jobs wait for their account's approval.
    ["employer", "pending", true],
    ["client", "approved", false],
    ["admin", "pending", false],
  ] as const)("%s (%s account) -> %s", (role, status, expected) => {
    expect(can({ id: "me", role, status }, { action: "create", job: null })).toBe(expected);
  });

  it("is not an action on an existing job", () => {
    const job = { ownerId: "me", ownerStatus: "approved" as const, status: "pending" as const };
    expect(decide({ id: "me", role: "admin", status: "approved" }, { action: "create", job })).toEqual({
      ok: false,
      reason: "status",
    });
  });

  it("needs a job for every other action", () => {
    expect(decide({ id: "me", role: "admin", status: "approved" }, { action: "update", job: null })).toEqual({
      ok: false,
      reason: "status",
    });
  });
});

describe("account status", () => {
  const job = { ownerId: "me", ownerStatus: "pending" as const, status: "pending" as const };

  it("lets a pending employer manage their own jobs", () => {
    const employer: Actor = { id: "me", role: "employer", status: "pending" };
    expect(
      ["view", "update", "close", "delete"].map((a) => can(employer, { action: a as JobPermission, job })),
    ).toEqual([true, true, true, true]);
  });

  it("gives a pending admin account nothing", () => {
    const admin: Actor = { id: "me", role: "admin", status: "pending" };
    expect(decide(admin, { action: "view", job })).toEqual({ ok: false, reason: "account" });
  });

  it.each(["pending", "rejected"] as const)("blocks approving a %s job of a pending employer", (status) => {
    const admin: Actor = { id: "staff", role: "admin", status: "approved" };
    expect(decide(admin, { action: "approve", job: { ownerId: "emp", ownerStatus: "pending", status } })).toEqual({
      ok: false,
      reason: "ownerPending",
    });
    expect(can(admin, { action: "reject", job: { ownerId: "emp", ownerStatus: "pending", status: "pending" } })).toBe(
      true,
    );
  });
});

describe("posting jobs (the postJob page)", () => {
  it.each([
    ["admin", "approved", true],
    ["admin", "pending", false],
    ["employer", "approved", true],
    ["employer", "pending", true],
    ["client", "approved", false],
  ] as const)("%s (%s) -> %s", (role, status, expected) => {
    expect(can({ id: "me", role, status }, { action: "visit", page: "postJob" })).toBe(expected);
  });
});

// Every account the product knows: each role with each account status.
const ACTORS = (["admin", "employer", "client"] as const).flatMap((role) =>
  (["approved", "pending"] as const).map((status): Actor => ({ id: "me", role, status })),
);
const who = (a: Actor) => `${a.status} ${a.role}`;

describe("pages: role × account status", () => {
  const ok = "ok";
  // Columns: approved admin, pending admin, approved employer, pending employer, approved client, pending client.
  const EXPECTED_PAGES: Record<Page, [Cell, Cell, Cell, Cell, Cell, Cell]> = {
    home: [ok, ok, ok, ok, ok, ok],
    profile: [ok, ok, ok, ok, ok, ok],
    findJobs: [ok, ok, R, R, ok, ok],
    savedJobs: [R, R, R, R, ok, ok],
    adminJobs: [ok, "account", R, R, R, R],
    employerJobs: [R, R, ok, ok, R, R],
    postJob: [ok, "account", ok, ok, R, R],
    manageUsers: [ok, "account", R, R, R, R],
    myApplications: [R, R, R, R, ok, "account"],
    referralQueue: [ok, "account", R, R, R, R],
    placementReport: [ok, "account", R, R, R, R],
    followUps: [ok, "account", R, R, R, R],
    failedDeliveries: [ok, "account", R, R, R, R],
    secondFactor: [ok, ok, ok, ok, R, R],
  };

  it("lists every page", () => {
    expect(Object.keys(EXPECTED_PAGES).sort()).toEqual([...PAGES].sort());
  });

  const cases = PAGES.flatMap((page) =>
    ACTORS.map((actor, i) => [page, who(actor), actor, EXPECTED_PAGES[page][i] as Cell] as const),
  );
  it.each(cases)("%s for a %s -> %s", (page, _, actor, expected) => {
    expect(decide(actor, { action: "visit", page })).toEqual(
      expected === "ok" ? { ok: true } : { ok: false, reason: expected },
    );
  });
});

describe("Find Jobs, saving, users: role × account status × job status", () => {
  const questions: [string, Question, [boolean, boolean, boolean, boolean, boolean, boolean]][] = [
    // Columns as above: approved admin, pending admin, approved/pending employer, approved/pending client.
    ["read an approved job", { action: "read", job: { status: "approved" } }, [true, true, false, false, true, true]],
    ["read a pending job", { action: "read", job: { status: "pending" } }, [true, false, false, false, false, false]],
    ["read a rejected job", { action: "read", job: { status: "rejected" } }, [true, false, false, false, false, false]],
    ["read a closed job", { action: "read", job: { status: "closed" } }, [true, false, false, false, false, false]],
    ["read the staff-only fields", { action: "readStaffFields" }, [true, false, false, false, false, false]],
    ["have one's writes counted by the abuse limits", { action: "countWrites" }, [false, true, true, true, true, true]],
    ["save jobs", { action: "saveJobs" }, [false, false, false, false, true, true]],
    ["manage users", { action: "manageUsers" }, [true, false, false, false, false, false]],
  ];
  const cases = questions.flatMap(([name, question, row]) =>
    ACTORS.map((actor, i) => [name, who(actor), actor, question, row[i]] as const),
  );
  it.each(cases)("%s as a %s", (_, __, actor, question, expected) => {
    expect(can(actor, question)).toBe(expected);
  });
});

describe("trust and safety: reports, bulk review, trusted employers", () => {
  // Columns as above: approved admin, pending admin, approved employer, pending employer, approved client, pending client.
  const A = "account" as const;
  const hidden = { status: "approved", hiddenByReports: true } as const;
  const rows: [string, Question, [Cell, Cell, Cell, Cell, Cell, Cell]][] = [
    // Staff see a hidden job (to decide on it); job seekers do not until staff have.
    ["read a job hidden by reports", { action: "read", job: hidden }, [Y, S, R, R, S, S]],
    ["report an approved job", { action: "reportJob", job: { status: "approved" } }, [R, R, R, R, Y, Y]],
    ["report a pending job", { action: "reportJob", job: { status: "pending" } }, [R, R, R, R, S, S]],
    ["report a job hidden by reports", { action: "reportJob", job: hidden }, [R, R, R, R, S, S]],
    ["review several jobs at once", { action: "bulkReview" }, [Y, A, R, R, R, R]],
    [
      "trust an approved employer",
      { action: "trustEmployer", account: { role: "employer", status: "approved" }, trusted: true },
      [Y, A, R, R, R, R],
    ],
    [
      "trust a pending employer",
      { action: "trustEmployer", account: { role: "employer", status: "pending" }, trusted: true },
      [A, A, R, R, R, R],
    ],
    [
      "stop trusting a pending employer",
      { action: "trustEmployer", account: { role: "employer", status: "pending" }, trusted: false },
      [Y, A, R, R, R, R],
    ],
    [
      "trust a client",
      { action: "trustEmployer", account: { role: "client", status: "approved" }, trusted: true },
      [R, A, R, R, R, R],
    ],
  ];
  const cases = rows.flatMap(([name, question, row]) =>
    ACTORS.map((actor, i) => [name, who(actor), actor, question, row[i] as Cell] as const),
  );
  it.each(cases)("%s as a %s -> %s", (_, __, actor, question, expected) => {
    expect(decide(actor, question)).toEqual(expected === "ok" ? { ok: true } : { ok: false, reason: expected });
  });
});

describe("who may receive jobs in a transfer", () => {
  it.each([
    ["admin", "approved", true],
    ["admin", "pending", false],
    ["employer", "approved", true],
    // Jobs moved to an account that is not approved would be owned by someone who cannot be checked.
    ["employer", "pending", false],
    ["client", "approved", false],
    ["client", "pending", false],
  ] as const)("a %s account (%s) -> %s", (role, status, expected) => {
    const staff: Actor = { id: "me", role: "admin", status: "approved" };
    expect(can(staff, { action: "receiveJobs", account: { role, status } })).toBe(expected);
  });
});

describe("who may use the agency's identity provider", () => {
  it.each([
    ["admin", "approved", true],
    // A pending admin signs in and stays pending (decision 014).
    ["admin", "pending", true],
    ["employer", "approved", false],
    ["employer", "pending", false],
    ["client", "approved", false],
    ["client", "pending", false],
  ] as const)("a %s account (%s) -> %s", (role, status, expected) => {
    const account = { role, status };
    expect(can({ id: "me", ...account }, { action: "useIdentityProvider", account })).toBe(expected);
  });
});

describe("requests for help with a job: role × account status × own/other × request status", () => {
  // Columns as above: approved admin, pending admin, approved employer, pending employer, approved client, pending client.
  const A = "account" as const;
  const OWN = { clientId: "me" };
  const OTHER = { clientId: "someone-else" };
  const rows: [string, Question, [Cell, Cell, Cell, Cell, Cell, Cell]][] = [
    ["ask for an approved job", { action: "askForJob", job: { status: "approved" } }, [Y, A, R, R, Y, A]],
    [
      "ask for an approved job reports hide",
      { action: "askForJob", job: { status: "approved", hiddenByReports: true } },
      [Y, A, R, R, S, A],
    ],
    ["ask for a pending job", { action: "askForJob", job: { status: "pending" } }, [S, A, R, R, S, A]],
    ["ask for a closed job", { action: "askForJob", job: { status: "closed" } }, [S, A, R, R, S, A]],
    ["read their own request", { action: "readRequest", request: { ...OWN, status: "applied" } }, [Y, A, R, R, Y, A]],
    ["read another's request", { action: "readRequest", request: { ...OTHER, status: "sent" } }, [Y, A, R, R, O, A]],
    [
      "withdraw their own sent request",
      { action: "withdrawRequest", request: { ...OWN, status: "sent" } },
      [Y, A, R, R, Y, A],
    ],
    // Once staff act, only staff take it back; an outcome stands for everyone.
    [
      "withdraw their own working request",
      { action: "withdrawRequest", request: { ...OWN, status: "working" } },
      [Y, A, R, R, S, A],
    ],
    [
      "withdraw their own hired request",
      { action: "withdrawRequest", request: { ...OWN, status: "hired" } },
      [S, A, R, R, S, A],
    ],
    [
      "withdraw another's sent request",
      { action: "withdrawRequest", request: { ...OTHER, status: "sent" } },
      [Y, A, R, R, O, A],
    ],
    ["manage the referral queue", { action: "manageRequests" }, [Y, A, R, R, R, R]],
  ];
  const cases = rows.flatMap(([name, question, row]) =>
    ACTORS.map((actor, i) => [name, who(actor), actor, question, row[i] as Cell] as const),
  );
  it.each(cases)("%s as a %s -> %s", (_, __, actor, question, expected) => {
    expect(decide(actor, question)).toEqual(expected === "ok" ? { ok: true } : { ok: false, reason: expected });
  });
});

describe("referred candidates on a job: role × account status × own/other job", () => {
  // Columns: approved admin, pending admin, approved employer, pending employer, approved client, pending client.
  const A = "account" as const;
  const job = (ownerId: string) => ({ ownerId, ownerStatus: "approved" as const, status: "approved" as const });
  const rows: [string, string, [Cell, Cell, Cell, Cell, Cell, Cell]][] = [
    ["their own job", "me", [Y, A, Y, A, R, R]],
    // Another employer's job does not exist for them (404), whatever its candidates.
    ["another's job", "someone-else", [Y, A, O, A, R, R]],
  ];
  const cases = rows.flatMap(([name, ownerId, row]) =>
    ACTORS.map((actor, i) => [name, who(actor), actor, ownerId, row[i] as Cell] as const),
  );
  it.each(cases)("on %s as a %s -> %s", (_, __, actor, ownerId, expected) => {
    expect(decide(actor, { action: "readCandidates", job: job(ownerId) })).toEqual(
      expected === "ok" ? { ok: true } : { ok: false, reason: expected },
    );
  });
});

describe("job alerts: role × account status × whose alerts", () => {
  // Columns: approved admin, pending admin, approved employer, pending employer, approved client, pending client.
  const A = "account" as const;
  const rows: [string, { id: string; role: Role } | null, [Cell, Cell, Cell, Cell, Cell, Cell]][] = [
    ["the alert forms", null, [Y, A, R, R, Y, Y]],
    ["their own (clients) or one given as a client's", { id: "me", role: "client" }, [Y, A, R, R, Y, Y]],
    ["another client's", { id: "someone-else", role: "client" }, [Y, A, R, R, O, O]],
    // Alerts are for job seekers: nobody sets one up for an employer or staff.
    ["an employer's", { id: "someone-else", role: "employer" }, [R, R, R, R, R, R]],
  ];
  const cases = rows.flatMap(([name, client, row]) =>
    ACTORS.map((actor, i) => [name, who(actor), actor, client, row[i] as Cell] as const),
  );
  it.each(cases)("%s as a %s -> %s", (_, __, actor, client, expected) => {
    expect(decide(actor, { action: "manageAlerts", client })).toEqual(
      expected === "ok" ? { ok: true } : { ok: false, reason: expected },
    );
  });
});

describe("interviews and placements: role × account status", () => {
  // Columns: approved admin, pending admin, approved employer, pending employer, approved client, pending client.
  const A = "account" as const;
  const rows: [string, string, InterviewState, [Cell, Cell, Cell, Cell, Cell, Cell]][] = [
    // Only the job seeker says they cannot come; staff move or cancel the interview instead.
    ["their own set interview", "me", "scheduled", [R, R, R, R, Y, A]],
    ["someone else's interview", "someone-else", "scheduled", [R, R, R, R, O, A]],
    ["their own cancelled interview", "me", "cancelled", [R, R, R, R, S, A]],
    ["their own interview that took place", "me", "done", [R, R, R, R, S, A]],
  ];
  const cases = rows.flatMap(([name, clientId, state, row]) =>
    ACTORS.map((actor, i) => [name, who(actor), actor, clientId, state, row[i] as Cell] as const),
  );
  it.each(cases)("I can't come to %s as a %s -> %s", (_, __, actor, clientId, state, expected) => {
    const question = { action: "cantCome", request: { clientId, status: "interview" }, interview: { state } } as const;
    expect(decide(actor, question)).toEqual(expected === "ok" ? { ok: true } : { ok: false, reason: expected });
  });

  it.each(ACTORS.map((actor, i) => [who(actor), actor, ([Y, A, R, R, R, R] as const)[i] as Cell] as const))(
    "pay, hours and follow-up notes for a %s -> %s",
    (_, actor, expected) => {
      expect(decide(actor, { action: "managePlacements" })).toEqual(
        expected === "ok" ? { ok: true } : { ok: false, reason: expected },
      );
    },
  );
});

describe("who must add a second factor before acting", () => {
  it.each([
    ["admin", "approved", false, false, true],
    ["admin", "approved", true, false, false],
    // The identity provider's sign-in stands for it.
    ["admin", "approved", false, true, false],
    // A pending admin manages nothing yet.
    ["admin", "pending", false, false, false],
    ["employer", "approved", false, false, false],
    ["client", "approved", false, false, false],
  ] as const)("%s (%s), app %s, provider %s -> %s", (role, status, secondFactor, viaProvider, expected) => {
    expect(mustAddSecondFactor({ id: "me", role, status, secondFactor, viaProvider })).toBe(expected);
  });
});
