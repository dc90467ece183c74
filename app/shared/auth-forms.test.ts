import { describe, expect, it } from "vitest";
import { SignInSchema } from "./auth-forms";
import { SignUpSchema } from "./phone-forms";
import { parseForm } from "./form";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
}

const validSignUp = {
  name: "Amina Yusuf",
  email: " Amina@Example.org ",
  phone: "(773) 555-0106",
  password: "long-enough",
  confirmPassword: "long-enough",
  accountType: "client",
};

describe("SignUpSchema", () => {
  it("accepts a job seeker and normalises the email", () => {
    const result = parseForm(SignUpSchema, form(validSignUp));
    expect(result).toMatchObject({ ok: true, data: { email: "amina@example.org", accountType: "client" } });
  });

  it.each([
    [{ name: " " }, "name", "validation.nameRequired"],
    [{ email: "not-an-email" }, "email", "validation.emailInvalid"],
    [{ phone: "12" }, "phone", "validation.phoneInvalid"],
    [{ phone: "call me" }, "phone", "validation.phoneInvalid"],
    [{ password: "short", confirmPassword: "short" }, "password", "validation.passwordTooShort"],
    [{ confirmPassword: "different!" }, "confirmPassword", "validation.passwordMismatch"],
    [{ accountType: "admin" }, "accountType", "validation.choose"],
    [{ accountType: "employer" }, "company", "validation.companyRequired"],
    [{ accountType: "employer", company: "   " }, "company", "validation.companyRequired"],
  ])("rejects %j with %s: %s", (change, field, message) => {
    const result = parseForm(SignUpSchema, form({ ...validSignUp, ...change }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(message);
  });

  it("accepts an employer with a company", () => {
    const result = parseForm(
      SignUpSchema,
      form({ ...validSignUp, accountType: "employer", company: "Lakeside Foods" }),
    );
    expect(result).toMatchObject({ ok: true, data: { company: "Lakeside Foods" } });
  });
});

describe("SignInSchema", () => {
  it("requires a well-formed email and a password", () => {
    const result = parseForm(SignInSchema, form({ email: "x", password: "" }));
    expect(result).toEqual({
      ok: false,
      errors: { email: "validation.emailInvalid", password: "validation.passwordRequired" },
    });
  });
});
