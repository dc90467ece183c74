import * as z from "zod/mini";
import { maxChars } from "./form";

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;
// Emailed tokens are a few dozen characters; anything longer is not one of ours.
export const MAX_TOKEN = 256;

export const email = z.string().check(z.trim(), maxChars(254), z.toLowerCase(), z.email("validation.emailInvalid"));

export const newPassword = z
  .string()
  .check(
    z.minLength(MIN_PASSWORD, "validation.passwordTooShort"),
    z.maxLength(MAX_PASSWORD, "validation.passwordTooLong"),
  );

export const SignInSchema = z.object({
  email,
  password: z
    .string()
    .check(z.minLength(1, "validation.passwordRequired"), z.maxLength(MAX_PASSWORD, "validation.passwordTooLong")),
  redirectTo: z.optional(z.string()),
  // "This is a shared phone" (a checkbox): the session ends with the browser, nothing is kept offline.
  sharedDevice: z.optional(z.literal("on")),
});

export const SignUpSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, "validation.nameRequired"), maxChars(120)),
    email,
    phone: z
      .string()
      .check(z.trim(), maxChars(30, "validation.phoneInvalid"), z.refine(isPhoneNumber, "validation.phoneInvalid")),
    password: newPassword,
    confirmPassword: z.string(),
    accountType: z.enum(["client", "employer"], "validation.choose"),
    company: z.optional(z.string().check(z.trim(), maxChars(160))),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: "validation.passwordMismatch",
      path: ["confirmPassword"],
    }),
    z.refine((v) => v.accountType !== "employer" || Boolean(v.company), {
      message: "validation.companyRequired",
      path: ["company"],
    }),
  );

function countDigits(value: string): number {
  return value.replace(/\D/g, "").length;
}

export function isPhoneNumber(value: string): boolean {
  return /^\+?[\d\s().-]+$/.test(value) && countDigits(value) >= 7 && countDigits(value) <= 15;
}

export const SetPasswordSchema = z
  .object({
    token: z.string().check(z.minLength(1, "setPassword.invalidBody"), maxChars(MAX_TOKEN, "setPassword.invalidBody")),
    password: newPassword,
    confirmPassword: z.string(),
  })
  .check(
    z.refine((v) => v.password === v.confirmPassword, {
      message: "validation.passwordMismatch",
      path: ["confirmPassword"],
    }),
  );
