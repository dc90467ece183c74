import type { ShouldRevalidateFunctionArgs } from "react-router";
import { describe, expect, it } from "vitest";
import { listShouldRevalidate } from "./list-revalidation";

// Single fetch passes `defaultShouldRevalidate: true` for every navigation without an action.
function navigation(from: string, to: string, params: [Record<string, string>, Record<string, string>]) {
  return {
    currentUrl: new URL(from, "http://localhost"),
    nextUrl: new URL(to, "http://localhost"),
    currentParams: params[0],
    nextParams: params[1],
    defaultShouldRevalidate: true,
  } as ShouldRevalidateFunctionArgs;
}

describe("listShouldRevalidate", () => {
  it("keeps the list when only the job beside it opens, changes or closes", () => {
    expect(listShouldRevalidate(navigation("/jobs?q=a", "/jobs/1?q=a", [{}, { jobId: "1" }]))).toBe(false);
    expect(listShouldRevalidate(navigation("/jobs/1", "/jobs/2", [{ jobId: "1" }, { jobId: "2" }]))).toBe(false);
    expect(listShouldRevalidate(navigation("/jobs/1", "/jobs", [{ jobId: "1" }, {}]))).toBe(false);
    expect(listShouldRevalidate(navigation("/jobs/1", "/jobs/1/report", [{ jobId: "1" }, { jobId: "1" }]))).toBe(false);
  });

  it("reloads the list for a new search or page, another parameter of its route, and the same address", () => {
    expect(listShouldRevalidate(navigation("/jobs", "/jobs?q=a", [{}, {}]))).toBe(true);
    expect(listShouldRevalidate(navigation("/jobs/1?page=1", "/jobs/1?page=2", [{ jobId: "1" }, { jobId: "1" }]))).toBe(
      true,
    );
    expect(listShouldRevalidate(navigation("/jobs", "/jobs", [{}, {}]))).toBe(true);
    expect(
      listShouldRevalidate(
        navigation("/admin/jobs/pending/1", "/admin/jobs/approved", [
          { tab: "pending", jobId: "1" },
          { tab: "approved" },
        ]),
      ),
    ).toBe(true);
  });

  it("follows React Router's answer after an action", () => {
    const refused = {
      ...navigation("/jobs/1", "/jobs/1", [{ jobId: "1" }, { jobId: "1" }]),
      formMethod: "POST",
      defaultShouldRevalidate: false,
    } as ShouldRevalidateFunctionArgs;
    expect(listShouldRevalidate(refused)).toBe(false);
  });
});
