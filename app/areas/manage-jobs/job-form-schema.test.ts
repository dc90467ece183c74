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
      errors: { description: "manage.validation.noMarkup" },
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
    ["title", { title: "  " }, "manage.validation.titleRequired"],
    ["title", { title: "x".repeat(JOB_TEXT_LIMITS.title + 1) }, "validation.tooLong"],
    ["description", { description: "x".repeat(JOB_TEXT_LIMITS.description + 1) }, "validation.tooLong"],
    ["description", { description: "Great job <script>alert(1)</script>" }, "manage.validation.noMarkup"],
    ["title", { title: "<b>Cook</b>" }, "manage.validation.noMarkup"],
    ["company", { company: "<img src=x onerror=alert(1)>" }, "manage.validation.noMarkup"],
    ["startDate", { startDate: "" }, "manage.validation.startDateRequired"],
    ["startDate", { startDate: "2026-02-30" }, "manage.validation.startDateInvalid"],
    ["startDate", { startDate: "next week" }, "manage.validation.startDateInvalid"],
    ["jobType", { jobType: "Contract" }, "manage.validation.jobType"],
    ["wageType", { wageType: "Daily" }, "manage.validation.wageType"],
    ["englishLevel", { englishLevel: "Fluent" }, "manage.validation.englishLevel"],
    ["shift", { shift: "" }, "manage.validation.shiftRequired"],
    ["wageMin", { wageMin: "" }, "manage.validation.wageMinRequired"],
    ["wageMin", { wageMin: "-5" }, "manage.validation.wagePositive"],
    ["wageMin", { wageMin: "0" }, "manage.validation.wagePositive"],
    ["wageMin", { wageMin: "1e3" }, "manage.validation.wagePositive"],
    ["wageMin", { wageMin: "sixteen" }, "manage.validation.wagePositive"],
    ["wageMax", { wageMax: "99999999" }, "manage.validation.wageTooHigh"],
    ["wageMax", { wageMin: "20", wageMax: "18" }, "manage.validation.wageOrder"],
    ["benefitOthers", { hasOthers: "on", benefitOthers: " " }, "manage.validation.benefitOthersRequired"],
    ["hasMedical", { hasMedical: "yes please" }, "validation.choose"],
    ["zip", { zip: "" }, "manage.validation.zipRequired"],
    ["zip", { zip: "6065" }, "manage.validation.zipInvalid"],
    ["zip", { zip: "K1A 0B1" }, "manage.validation.zipInvalid"],
    ["street", { street: "" }, "manage.validation.streetRequired"],
    ["city", { city: "" }, "manage.validation.cityRequired"],
    ["state", { state: "" }, "manage.validation.stateRequired"],
    ["instructions", { instructions: "" }, "manage.validation.instructionsRequired"],
  ])("puts the error on %s for %j", (field, change, message) => {
    const result = parseJobForm(form({ ...validJob, ...change }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(message);
  });

  it("reports a missing field as required", () => {
    const result = parseJobForm(form(without("title")));
    expect(result).toEqual({ ok: false, errors: { title: "validation.required" } });
  });

  it.each([["status"], ["ownerId"], ["adminMessage"], ["latitude"]])("refuses the whole form when it carries %s", (field) => {
    expect(parseJobForm(form({ ...validJob, [field]: "approved" }))).toEqual({
      ok: false,
      errors: { form: "manage.form.unexpectedFields" },
    });
  });

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
    expect([JOB_TYPE_CHOICES, WAGE_TYPE_CHOICES, ENGLISH_LEVEL_CHOICES]).toEqual([JOB_TYPES, WAGE_TYPES, ENGLISH_LEVELS]);
  });
});
