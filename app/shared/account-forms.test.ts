import { describe, expect, it } from "vitest";
import { ChangePasswordSchema, CreateAccountSchema, EditUserSchema, parseRole, ProfileSchema } from "./account-forms";
import { parseForm } from "./form";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const EMPTY_ADDRESS = { street: "", city: "", state: "", zip: "" };
const ADDRESS = { street: "6300 N Ridge Ave", city: "Chicago", state: "il", zip: "60660" };

describe("ProfileSchema", () => {
  it.each([
    ["no address at all", { name: "Amina", phone: "", ...EMPTY_ADDRESS }, {}],
    ["a whole address", { name: "Amina", phone: "773-555-0106", ...ADDRESS }, {}],
    ["a ZIP+4", { name: "Amina", phone: "", ...ADDRESS, zip: "60660-1234" }, {}],
    [
      "only a street",
      { name: "Amina", phone: "", ...EMPTY_ADDRESS, street: "1 Main St" },
      { city: "profile.addressIncomplete", state: "profile.addressIncomplete", zip: "profile.addressIncomplete" },
    ],
    ["no city", { name: "Amina", phone: "", ...ADDRESS, city: " " }, { city: "profile.addressIncomplete" }],
    [
      "a spelled-out state",
      { name: "Amina", phone: "", ...ADDRESS, state: "Illinois" },
      { state: "profile.stateInvalid" },
    ],
    ["a short ZIP", { name: "Amina", phone: "", ...ADDRESS, zip: "606" }, { zip: "profile.zipInvalid" }],
    ["no name", { name: "  ", phone: "", ...EMPTY_ADDRESS }, { name: "validation.nameRequired" }],
    [
      "a phone without digits",
      { name: "Amina", phone: "call me", ...EMPTY_ADDRESS },
      { phone: "validation.phoneInvalid" },
    ],
  ])("%s", (_, fields, errors) => {
    const parsed = parseForm(ProfileSchema, form(fields));
    expect(parsed.ok ? {} : parsed.errors).toEqual(errors);
  });

  it("upper-cases the state", () => {
    const parsed = parseForm(ProfileSchema, form({ name: "Amina", phone: "", ...ADDRESS }));
    expect(parsed.ok && parsed.data.state).toBe("IL");
  });
});

describe("CreateAccountSchema", () => {
  const base = { name: "New Person", email: "new@example.org", phone: "", company: "", password: "" };
  it.each([
    ["a client without a password", { ...base, role: "client" }, {}],
    [
      "an employer with a company and a password",
      { ...base, role: "employer", company: "Acme", password: "long-enough" },
      {},
    ],
    ["no role", base, { role: "createAccount.roleRequired" }],
    ["an unknown role", { ...base, role: "owner" }, { role: "createAccount.roleRequired" }],
    ["an employer without a company", { ...base, role: "employer" }, { company: "validation.companyRequired" }],
    ["a short password", { ...base, role: "admin", password: "short" }, { password: "validation.passwordTooShort" }],
    ["a malformed email", { ...base, role: "client", email: "new@" }, { email: "validation.emailInvalid" }],
  ])("%s", (_, fields, errors) => {
    const parsed = parseForm(CreateAccountSchema, form(fields));
    expect(parsed.ok ? {} : parsed.errors).toEqual(errors);
  });
});

describe("EditUserSchema", () => {
  it.each([
    [{ role: "client", status: "approved" }, {}],
    [{ role: "employer", status: "pending" }, { company: "validation.companyRequired" }],
    [{ role: "client", status: "banned" }, { status: "validation.choose" }],
  ])("%j", (fields, errors) => {
    const parsed = parseForm(
      EditUserSchema,
      form({ name: "A", email: "a@example.org", phone: "", company: "", ...fields }),
    );
    expect(parsed.ok ? {} : parsed.errors).toEqual(errors);
  });
});

describe("ChangePasswordSchema", () => {
  it.each([
    [{ currentPassword: "old-one", password: "new-password", confirmPassword: "new-password" }, {}],
    [
      { currentPassword: "", password: "new-password", confirmPassword: "new-password" },
      { currentPassword: "validation.passwordRequired" },
    ],
    [
      { currentPassword: "old-one", password: "new-password", confirmPassword: "other" },
      { confirmPassword: "validation.passwordMismatch" },
    ],
    [
      { currentPassword: "old-one", password: "short", confirmPassword: "short" },
      { password: "validation.passwordTooShort" },
    ],
  ])("%j", (fields, errors) => {
    const parsed = parseForm(ChangePasswordSchema, form(fields));
    expect(parsed.ok ? {} : parsed.errors).toEqual(errors);
  });
});

describe("parseRole", () => {
  it.each([
    ["client", "client"],
    ["employer", "employer"],
    ["admin", "admin"],
    ["Admin", null],
    ["robots", null],
    [undefined, null],
  ])("%s -> %s", (value, role) => {
    expect(parseRole(value)).toBe(role);
  });
});
