import { describe, expect, it } from "vitest";
import { confirmQuery, readConfirm, searchOf } from "./confirm-query";

const JOB = "2f1c7a4e-8b1d-4c3e-9a55-0d6f1e2b3c4d";
const OTHER = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";

describe("readConfirm", () => {
  it.each([
    ["the job's own confirm page", `confirm=delete&job=${JOB}`, "delete"],
    ["each action that asks first", `confirm=close&job=${JOB}`, "close"],
    ["an action that does not ask", `confirm=approve&job=${JOB}`, null],
    ["an unknown action", `confirm=constructor&job=${JOB}`, null],
    ["another job's confirm page (a list link kept the query)", `confirm=delete&job=${OTHER}`, null],
    ["no job named", "confirm=delete", null],
    ["nothing asked", "q=cook", null],
  ])("%s", (_name, query, expected) => {
    expect(readConfirm(new URLSearchParams(query), JOB)).toBe(expected);
  });
});

describe("confirmQuery", () => {
  it("opens a confirm page keeping the list's search and filters", () => {
    const query = confirmQuery("?q=cook&type=Part-time&type=Full-time", { intent: "reject", jobId: JOB });
    expect(searchOf(query)).toBe(`?q=cook&type=Part-time&type=Full-time&confirm=reject&job=${JOB}`);
  });

  it("replaces a confirm page already open", () => {
    const query = confirmQuery(`?confirm=delete&job=${OTHER}&q=cook`, { intent: "transfer", jobId: JOB });
    expect(searchOf(query)).toBe(`?q=cook&confirm=transfer&job=${JOB}`);
  });

  it("closes it, leaving the rest, or nothing at all", () => {
    expect(searchOf(confirmQuery(`?q=cook&confirm=close&job=${JOB}`, null))).toBe("?q=cook");
    expect(searchOf(confirmQuery(`?confirm=close&job=${JOB}`, null))).toBe("");
  });
});
