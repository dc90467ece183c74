import { describe, expect, it } from "vitest";
import { jobFormFields } from "./job-form.fixture";
import {
  ENGLISH_LEVEL_CHOICES,
  isCalendarDate,
  JOB_TEXT_LIMITS,
  JOB_TYPE_CHOICES,
  parseJobForm,
  WAGE_TYPE_CHOICES,
} from "./job-form-schema";
import { ENGLISH_LEVELS, JOB_TYPES, WAGE_TYPES } from "~/shared/constants";

const validJob = jobFormFields();

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
}

function without(field: string): Record<string, string> {
  const copy = { ...validJob };
  delete copy[field];
  return copy;
}

describe("parseJobForm", () => {
  it("reads a complete form, with numbers and booleans", () => {
    const result = parseJobForm(form(validJob));
    expect(result).toEqual({
      ok: true,
      data: {
        ...validJob,
        openings: 1,
        wageMin: 16,
        wageMax: 18.5,
        hasMedical: true,
        hasOthers: false,
      },
    });
  });

  it("keeps text as typed (trimmed), quotes, ampersands and comparisons included", () => {
    const typed = `Tom & Jerry's "best" diner, age < 65 or > 18`;
    const result = parseJobForm(form({ ...validJob, description: `  ${typed}  ` }));
    expect(result.ok && result.data.description).toBe(typed);
  });

  it("tells a tag from a string of unclosed openings, however long", () => {
    const openings = "<a".repeat(Math.floor(JOB_TEXT_LIMITS.description / 2) - 1);
    expect(parseJobForm(form({ ...validJob, description: openings })).ok).toBe(true);
    expect(parseJobForm(form({ ...validJob, description: `${openings}>` }))).toMatchObject({
      ok: false,
      errors: { description: "manageJobs.validation.noMarkup" },
    });
  });

  it("fills the optional fields when they are absent", () => {
    const fields = without("company");
    delete fields.languageNote;
    delete fields.benefitOthers;
    const result = parseJobForm(form(fields));
    expect(result).toMatchObject({ ok: true, data: { company: "", languageNote: "", benefitOthers: "" } });
  });

  it.each([
    ["title", { title: "  " }, "manageJobs.validation.titleRequired"],
    ["title", { title: "x".repeat(JOB_TEXT_LIMITS.title + 1) }, "validation.tooLong"],
    ["description", { description: "x".repeat(JOB_TEXT_LIMITS.description + 1) }, "validation.tooLong"],
    ["description", { description: "Great job <script>alert(1)</script>" }, "manageJobs.validation.noMarkup"],
    ["title", { title: "<b>Cook</b>" }, "manageJobs.validation.noMarkup"],
    ["company", { company: "<img src=x onerror=alert(1)>" }, "manageJobs.validation.noMarkup"],
    ["startDate", { startDate: "" }, "manageJobs.validation.startDateRequired"],
    ["startDate", { startDate: "2026-02-30" }, "manageJobs.validation.startDateInvalid"],
    ["startDate", { startDate: "next week" }, "manageJobs.validation.startDateInvalid"],
    ["jobType", { jobType: "Contract" }, "manageJobs.validation.jobType"],
    ["openings", { openings: "0" }, "manageJobs.validation.openings"],
    ["openings", { openings: "1000" }, "manageJobs.validation.openings"],
    ["openings", { openings: "2.5" }, "manageJobs.validation.openings"],
    ["openings", { openings: "" }, "manageJobs.validation.openings"],
    ["wageType", { wageType: "Daily" }, "manageJobs.validation.wageType"],
    ["englishLevel", { englishLevel: "Fluent" }, "manageJobs.validation.englishLevel"],
    ["shift", { shift: "" }, "manageJobs.validation.shiftRequired"],
    ["wageMin", { wageMin: "" }, "manageJobs.validation.wageMinRequired"],
    ["wageMin", { wageMin: "-5" }, "manageJobs.validation.wagePositive"],
    ["wageMin", { wageMin: "0" }, "manageJobs.validation.wagePositive"],
    ["wageMin", { wageMin: "1e3" }, "manageJobs.validation.wagePositive"],
    ["wageMin", { wageMin: "sixteen" }, "manageJobs.validation.wagePositive"],
    ["wageMax", { wageMax: "99999999" }, "manageJobs.validation.wageTooHigh"],
    ["wageMax", { wageMin: "20", wageMax: "18" }, "manageJobs.validation.wageOrder"],
    ["benefitOthers", { hasOthers: "on", benefitOthers: " " }, "manageJobs.validation.benefitOthersRequired"],
    ["hasMedical", { hasMedical: "yes please" }, "validation.choose"],
    ["zip", { zip: "" }, "manageJobs.validation.zipRequired"],
    ["zip", { zip: "6065" }, "manageJobs.validation.zipInvalid"],
    ["zip", { zip: "K1A 0B1" }, "manageJobs.validation.zipInvalid"],
    ["street", { street: "" }, "manageJobs.validation.streetRequired"],
    ["city", { city: "" }, "manageJobs.validation.cityRequired"],
    ["state", { state: "" }, "manageJobs.validation.stateRequired"],
    ["instructions", { instructions: "" }, "manageJobs.validation.instructionsRequired"],
  ])("puts the error on %s for %j", (field, change, message) => {
    const result = parseJobForm(form({ ...validJob, ...change }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(message);
  });

  it("reports a missing field as required", () => {
    const result = parseJobForm(form(without("title")));
    expect(result).toEqual({ ok: false, errors: { title: "validation.required" } });
  });

  it.each([["status"], ["ownerId"], ["adminMessage"], ["latitude"]])(
    "refuses the whole form when it carries %s",
    (field) => {
      expect(parseJobForm(form({ ...validJob, [field]: "approved" }))).toEqual({
        ok: false,
        errors: { form: "manageJobs.form.unexpectedFields" },
      });
    },
  );

  it("drops id and owner, as the spec asks for updates", () => {
    const result = parseJobForm(form({ ...validJob, id: "another-id", owner: "another-owner" }));
    expect(result.ok).toBe(true);
    expect(result.ok && Object.keys(result.data)).not.toContain("owner");
    expect(result.ok && Object.keys(result.data)).not.toContain("id");
  });

  it("accepts extra fields the caller expects", () => {
    expect(parseJobForm(form({ ...validJob, from: "/admin/jobs/pending" }), ["from"]).ok).toBe(true);
  });
});

describe("isCalendarDate", () => {
  it.each([
    ["2026-03-02", true],
    ["2028-02-29", true],
    ["2027-02-29", false],
    ["2026-13-01", false],
    ["1999-12-31", false],
    ["2026-3-2", false],
    ["", false],
  ])("%s -> %s", (value, expected) => {
    expect(isCalendarDate(value)).toBe(expected);
  });
});

describe("choices", () => {
  it("are the database's lists", () => {
    expect([JOB_TYPE_CHOICES, WAGE_TYPE_CHOICES, ENGLISH_LEVEL_CHOICES]).toEqual([
      JOB_TYPES,
      WAGE_TYPES,
      ENGLISH_LEVELS,
    ]);
  });
});
