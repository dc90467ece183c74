import { describe, expect, test } from "vitest";
import { jobFormFields } from "./job-form.fixture";
import { JOB_TEXT_LIMITS, parseJobForm, RejectJobSchema } from "./job-form-schema";
import { parseForm } from "~/shared/form";
import { parseShift } from "~/shared/job-ui/shift";
import { ADVERSARIAL_INPUTS, expectLinear } from "~/shared/testing/adversarial";

// Point 2 of the security issue for the job form, the one form open to anyone who signs up as
// an employer: 1 MB of adversarial input in any field answers within 50 ms (the old markup
// check took 12.7 s on 100 KB of "<a"). The other forms: app/shared/linear-validation.test.ts.

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

// Every text limit of the form, where the patterns run on the most text they ever see.
const NEAR_LIMITS = [...new Set(Object.values(JOB_TEXT_LIMITS))];

describe("the job form", () => {
  test.each(Object.keys(jobFormFields()))("answers 1 MB in %s quickly and refuses it", (field) => {
    for (const [input, value] of ADVERSARIAL_INPUTS) {
      const form = formOf(jobFormFields({ [field]: value }));
      let result: ReturnType<typeof parseJobForm> | undefined;
      expectLinear(`${field} = ${input}`, () => (result = parseJobForm(form)));
      if (value.trim().length > 1000) expect(result?.ok, `${field} = ${input}`).toBe(false);
      for (const length of NEAR_LIMITS) {
        const near = formOf(jobFormFields({ [field]: value.slice(0, length) }));
        expectLinear(`${field} = ${length} of ${input}`, () => parseJobForm(near));
      }
    }
  });

  test("answers 1 MB in a field it does not have", () => {
    for (const [input, value] of ADVERSARIAL_INPUTS) {
      const form = formOf(jobFormFields({ [value.slice(0, 1000)]: value }));
      expectLinear(input, () => parseJobForm(form));
    }
  });

  test("answers a rejection message of 1 MB quickly and refuses it", () => {
    for (const [input, value] of ADVERSARIAL_INPUTS) {
      const form = formOf({ message: value });
      let result: ReturnType<typeof parseForm> | undefined;
      expectLinear(input, () => (result = parseForm(RejectJobSchema, form)));
      if (value.trim().length > 1000) expect(result?.ok, input).toBe(false);
    }
  });

  // The shift text is read for the shift filter when a job is saved, after the form's limit.
  test("reads the times of the longest shift text quickly", () => {
    for (const [input, value] of ADVERSARIAL_INPUTS) {
      expectLinear(input, () => parseShift(value.slice(0, JOB_TEXT_LIMITS.shift)));
    }
  });
});
