import { describe, expect, it } from "vitest";
import { dataPath, isLanding, unlessLanding } from "./landing-data";

describe("dataPath", () => {
  it("names the data of a page as React Router asks for it", () => {
    expect(dataPath("/jobs")).toBe("/jobs.data");
    expect(dataPath("/jobs/abc?type=Full-time")).toBe("/jobs/abc.data?type=Full-time");
    expect(dataPath("/")).toBe("/_.data");
    expect(dataPath("/admin/jobs/pending/")).toBe("/admin/jobs/pending/_.data");
  });
});

describe("a sign-in's answer", () => {
  it("is told apart from the form's errors", () => {
    const landing = { landing: { to: "/jobs", data: "[]" } };
    const errors = { errors: { form: "errors.network" }, values: {} };
    expect(isLanding(landing)).toBe(true);
    expect(isLanding(errors)).toBe(false);
    expect(isLanding(undefined)).toBe(false);
    expect(unlessLanding(landing)).toBeUndefined();
    expect(unlessLanding(errors)).toBe(errors);
  });
});
