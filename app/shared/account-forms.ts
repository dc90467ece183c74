import * as z from "zod/mini";
import { MAX_PASSWORD, MIN_PASSWORD, newPassword, optionalEmail } from "./auth-forms";
import { optionalPhone } from "./phone-forms";
import { maxChars } from "./form";
import type { Role, UserStatus } from "~/shared/constants";

// Listed here rather than imported from the schema module, which must not reach the browser bundle.
export const ACCOUNT_ROLES = ["client", "employer", "admin"] as const satisfies readonly Role[];
export const ACCOUNT_STATUSES = ["pending", "approved"] as const satisfies readonly UserStatus[];

/** A role named in a URL (the user-list tab), or null for anything else. */
export function parseRole(value: string | undefined): Role | null {
  return ACCOUNT_ROLES.find((role) => role === value) ?? null;
}

const personName = z.string().check(z.trim(), z.minLength(1, "validation.nameRequired"), maxChars(120));
const company = z.string().check(z.trim(), maxChars(160));

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (v) => v.password === v.confirmPassword,
  {
    message: "validation.passwordMismatch",
    path: ["confirmPassword"],
  },
);

const employerHasCompany = z.refine<{ role: Role; company?: string | undefined }>(
  (v) => v.role !== "employer" || Boolean(v.company),
  {
    message: "validation.companyRequired",
    path: ["company"],
  },
);

export const ChangePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .check(z.minLength(1, "validation.passwordRequired"), z.maxLength(MAX_PASSWORD, "validation.passwordTooLong")),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .check(passwordsMatch);

export const ADDRESS_FIELDS = ["street", "city", "state", "zip"] as const;

/** The address is optional, but a started one must be finished. */
export const ProfileSchema = z
  .object({
    name: personName,
    phone: optionalPhone,
    company: z.optional(company),
    street: z.string().check(z.trim(), maxChars(200)),
    city: z.string().check(z.trim(), maxChars(100)),
    state: z.string().check(
      z.trim(),
      maxChars(2, "profile.stateInvalid"),
      z.toUpperCase(),
      z.refine((v) => v === "" || /^[A-Z]{2}$/.test(v), "profile.stateInvalid"),
    ),
    zip: z.string().check(
      z.trim(),
      maxChars(10, "profile.zipInvalid"),
      z.refine((v) => v === "" || /^\d{5}(-\d{4})?$/.test(v), "profile.zipInvalid"),
    ),
  })
  .check(
    ...ADDRESS_FIELDS.map((field) =>
      z.refine<Record<(typeof ADDRESS_FIELDS)[number], string>>(
        (v) => v[field] !== "" || ADDRESS_FIELDS.every((f) => v[f] === ""),
        {
          message: "profile.addressIncomplete",
          path: [field],
        },
      ),
    ),
  );

// A job seeker may have a phone number and no email: they sign in with a texted code.
const emailOrPhone = z.refine<{ role: Role; email: string; phone: string }>(
  (v) => v.email !== "" || (v.role === "client" && v.phone !== ""),
  { message: "validation.emailOrPhone", path: ["email"] },
);

export const CreateAccountSchema = z
  .object({
    name: personName,
    email: optionalEmail,
    phone: optionalPhone,
    role: z.enum(ACCOUNT_ROLES, "createAccount.roleRequired"),
    company: z.optional(company),
    // Empty: the new user gets an invitation to choose a password.
    password: z.string().check(
      z.refine((v) => v === "" || v.length >= MIN_PASSWORD, "validation.passwordTooShort"),
      z.maxLength(MAX_PASSWORD, "validation.passwordTooLong"),
    ),
  })
  .check(
    employerHasCompany,
    emailOrPhone,
    z.refine((v) => v.email !== "" || v.password === "", {
      message: "validation.passwordNeedsEmail",
      path: ["password"],
    }),
  );

export const EditUserSchema = z
  .object({
    name: personName,
    email: optionalEmail,
    phone: optionalPhone,
    company: z.optional(company),
    role: z.enum(ACCOUNT_ROLES, "validation.choose"),
    status: z.enum(ACCOUNT_STATUSES, "validation.choose"),
  })
  .check(employerHasCompany, emailOrPhone);
