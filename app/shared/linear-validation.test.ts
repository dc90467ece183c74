import { describe, expect, test } from "vitest";
import type * as z from "zod/mini";
import { ChangePasswordSchema, CreateAccountSchema, EditUserSchema, parseRole, ProfileSchema } from "./account-forms";
import { isDashboardTab } from "./access/job-status";
import { EmailLinkRequestSchema, SetPasswordSchema, SignInLinkSchema, SignInSchema } from "./auth-forms";
import { SignInCodeRequestSchema, SignInCodeSchema, SignUpSchema } from "./phone-forms";
import { parseForm } from "./form";
import { isLocale } from "./i18n/i18n";
import { containsPattern, PARAM, parseJobQuery } from "./job-ui/job-filters";
import { isJobId } from "./job-ui/jobs.server";
import { safeRedirectPath } from "./redirect";
import { parsePasswordLinkMode } from "./server/emails.server";
import { ADVERSARIAL_INPUTS, expectLinear } from "./testing/adversarial";
import { readUserPick } from "./user-pick";

// Point 2 of the security issue: every validator and every search parameter answers 1 MB of
// adversarial input within 50 ms. The job form has its own test in its area
// (app/areas/manage-jobs/job-form-linear.test.ts).

// The form limits (phone 30, name 120, email 254) and one between.
const NEAR_LIMITS = [30, 120, 200, 254];

function formOf(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

const FORMS: Array<[name: string, schema: z.ZodMiniType, valid: Record<string, string>]> = [
  [
    "sign-in",
    SignInSchema,
    {
      email: "nour@example.org",
      password: "a-good-password",
      redirectTo: "/jobs",
    },
  ],
  [
    "sign-up",
    SignUpSchema,
    {
      name: "Nour Haddad",
      email: "nour@example.org",
      phone: "773-555-0142",
      password: "a-good-password",
      confirmPassword: "a-good-password",
      accountType: "employer",
      company: "Lakeside Foods",
    },
  ],
  [
    "set password",
    SetPasswordSchema,
    {
      token: "abc",
      password: "a-good-password",
      confirmPassword: "a-good-password",
    },
  ],
  ["emailed link request", EmailLinkRequestSchema, { email: "nour@example.org" }],
  ["sign-in link", SignInLinkSchema, { token: "abc" }],
  ["texted code request", SignInCodeRequestSchema, { phone: "+93 70 123 4567" }],
  ["texted code", SignInCodeSchema, { phone: "(773) 555-0142", code: "123456", sharedDevice: "on" }],
  [
    "change password",
    ChangePasswordSchema,
    {
      currentPassword: "old-password",
      password: "a-good-password",
      confirmPassword: "a-good-password",
    },
  ],
  [
    "profile",
    ProfileSchema,
    {
      name: "Nour",
      phone: "773-555-0142",
      company: "",
      street: "1 Main St",
      city: "Chicago",
      state: "IL",
      zip: "60659",
    },
  ],
  [
    "create account",
    CreateAccountSchema,
    {
      name: "Nour",
      email: "nour@example.org",
      phone: "",
      role: "employer",
      company: "Lakeside Foods",
      password: "",
    },
  ],
  [
    "edit user",
    EditUserSchema,
    {
      name: "Nour",
      email: "nour@example.org",
      phone: "",
      company: "",
      role: "client",
      status: "approved",
    },
  ],
];

describe.each(FORMS)("the %s form", (_name, schema, valid) => {
  test("accepts its valid example (so the cases below change one field of a passing form)", () => {
    expect(parseForm(schema, formOf(valid))).toMatchObject({ ok: true });
  });

  test.each(Object.keys(valid))("answers 1 MB in %s quickly and refuses it", (field) => {
    for (const [input, value] of ADVERSARIAL_INPUTS) {
      const form = formOf({ ...valid, [field]: value });
      let result: ReturnType<typeof parseForm> | undefined;
      expectLinear(`${field} = ${input}`, () => (result = parseForm(schema, form)));
      // What is left after trimming is over every limit, so the form must say no. Only the sign-in
      // form's redirect target has no limit of its own: safeRedirectPath checks it when it is used.
      if (field !== "redirectTo" && value.trim().length > 1000) expect(result?.ok, `${field} = ${input}`).toBe(false);
      // Just under the limits too, where the patterns do run.
      for (const length of NEAR_LIMITS) {
        const near = formOf({ ...valid, [field]: value.slice(0, length) });
        expectLinear(`${field} = ${length} of ${input}`, () => parseForm(schema, near));
      }
    }
  });
});

describe("search parameters", () => {
  test.each(Object.values(PARAM))("the job search's %s", (name) => {
    for (const [input, value] of ADVERSARIAL_INPUTS) {
      const params = new URLSearchParams([[name, value]]);
      expectLinear(`${name} = ${input}`, () => parseJobQuery(params));
    }
  });

  test("the job search with every parameter at once, and its LIKE pattern", () => {
    for (const [input, value] of ADVERSARIAL_INPUTS) {
      const params = new URLSearchParams(Object.values(PARAM).map((name) => [name, value]));
      expectLinear(`all = ${input}`, () => containsPattern(parseJobQuery(params).q));
    }
  });

  test.each([
    ["redirect target", safeRedirectPath],
    ["user-list tab", parseRole],
    ["job dashboard tab", isDashboardTab],
    ["language", isLocale],
    ["job id", isJobId],
    ["password link mode", parsePasswordLinkMode],
  ])("the %s", (_name, read: (value: string) => unknown) => {
    for (const [input, value] of ADVERSARIAL_INPUTS) {
      expectLinear(input, () => read(value));
      expectLinear(`"/" + ${input}`, () => read(`/${value}`));
    }
  });
});

describe("other text read from people", () => {
  test("a user picker's typed text", () => {
    for (const [input, value] of ADVERSARIAL_INPUTS) {
      const form = formOf({ owner: "", ownerSearch: value });
      expectLinear(input, () => readUserPick(form, "owner"));
    }
  });
});
