import { describe, expect, it } from "vitest";
import {
  isDashboardTab,
  nextStatus,
  publishesWithoutReview,
  tabOfStatus,
  type JobAction,
  type ManagerRole,
} from "./job-status";
import type { JobStatus } from "~/shared/constants";

type Row = [ManagerRole, JobAction, JobStatus | null, boolean, JobStatus | null];

// role, action, from, owner approved, expected status (null: not allowed from there)
const TABLE: Row[] = [
  ["employer", "create", null, true, "pending"],
  ["employer", "create", null, false, "pending"],
  ["admin", "create", null, true, "approved"],

  ["employer", "update", "pending", true, "pending"],
  ["employer", "update", "approved", true, "pending"],
  ["employer", "update", "rejected", true, "pending"],
  ["employer", "update", "closed", true, "pending"],
  ["admin", "update", "pending", true, "pending"],
  ["admin", "update", "approved", true, "approved"],
  ["admin", "update", "rejected", true, "rejected"],
  ["admin", "update", "closed", true, "closed"],
  ["admin", "update", null, true, null],

  ["admin", "approve", "pending", true, "approved"],
  ["admin", "approve", "rejected", true, "approved"],
  ["admin", "approve", "approved", true, null],
  ["admin", "approve", "closed", true, null],

  ["admin", "reject", "pending", true, "rejected"],
  ["admin", "reject", "approved", true, "rejected"],
  ["admin", "reject", "rejected", true, null],
  ["admin", "reject", "closed", true, null],

  ["employer", "close", "pending", true, "closed"],
  ["employer", "close", "approved", true, "closed"],
  ["employer", "close", "rejected", true, "closed"],
  ["employer", "close", "closed", true, null],
  ["admin", "close", "approved", true, "closed"],

  ["employer", "reopen", "closed", true, "pending"],
  ["admin", "reopen", "closed", true, "approved"],
  ["admin", "reopen", "closed", false, "pending"],
  ["employer", "reopen", "approved", true, null],
  ["admin", "reopen", "pending", true, null],

  ["admin", "transfer", "pending", true, "pending"],
  ["admin", "transfer", "approved", true, "approved"],
  ["admin", "transfer", "rejected", true, "rejected"],
  ["admin", "transfer", "closed", true, "closed"],

  ["employer", "delete", "approved", true, "approved"],
  ["admin", "delete", "closed", true, "closed"],
];

describe("nextStatus", () => {
  it.each(TABLE)("%s %s from %s (owner approved: %s) -> %s", (role, action, from, ownerApproved, expected) => {
    expect(nextStatus(action, { role, from, ownerApproved })).toBe(expected);
  });
});

describe("trusted employers", () => {
  // action, from, owner approved, trusted, first job, expected status; closed by staff: see below
  const rows: [JobAction, JobStatus | null, boolean, boolean, boolean, JobStatus | null][] = [
    ["create", null, true, true, false, "approved"],
    // The first job is always reviewed, trusted or not.
    ["create", null, true, true, true, "pending"],
    ["create", null, true, false, false, "pending"],
    // Trust does not outlast the account's approval.
    ["create", null, false, true, false, "pending"],
    ["update", "approved", true, true, false, "approved"],
    // Only staff undo a rejection: the trusted employer's edit goes back to review.
    ["update", "rejected", true, true, false, "pending"],
    ["update", "closed", true, true, false, "approved"],
    ["update", "approved", true, false, false, "pending"],
    ["update", "pending", true, true, true, "pending"],
    ["reopen", "closed", true, true, false, "approved"],
    ["reopen", "closed", true, false, false, "pending"],
    ["close", "approved", true, true, false, "closed"],
    ["approve", "pending", true, true, false, "approved"],
  ];
  it.each(rows)(
    "employer %s from %s (approved %s, trusted %s, first job %s) -> %s",
    (action, from, ownerApproved, trusted, firstJob, expected) => {
      expect(nextStatus(action, { role: "employer", from, ownerApproved, trusted, firstJob })).toBe(expected);
    },
  );

  it.each([
    ["reopen", true, "pending"],
    ["update", true, "pending"],
    ["reopen", false, "approved"],
    ["update", false, "approved"],
  ] as const)("a trusted employer's %s of a job closed by staff (%s) -> %s", (action, closedByStaff, expected) => {
    const context = { role: "employer", from: "closed", ownerApproved: true, trusted: true, firstJob: false } as const;
    expect(nextStatus(action, { ...context, closedByStaff })).toBe(expected);
  });

  it("without a word on trust, nothing is published without review", () => {
    expect(publishesWithoutReview({ role: "employer", from: null, ownerApproved: true })).toBe(false);
    expect(publishesWithoutReview({ role: "employer", from: null, ownerApproved: true, trusted: true })).toBe(false);
  });
});

describe("dashboard tabs", () => {
  it.each([
    ["pending", "pending"],
    ["approved", "approved"],
    ["rejected", "todo"],
    ["closed", "closed"],
  ] as const)("a %s job is listed under %s", (status, tab) => {
    expect(tabOfStatus(status)).toBe(tab);
    expect(isDashboardTab(tab)).toBe(true);
  });

  it.each(["rejected", "Pending", "", "constructor", "toString"])("%s is not a tab", (value) => {
    expect(isDashboardTab(value)).toBe(false);
  });
});
