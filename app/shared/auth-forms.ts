import * as z from "zod/mini";
import { maxChars } from "./form";

export const MIN_PASSWORD = 8;
export const MAX_PASSWORD = 128;
// Emailed tokens are a few dozen characters; anything longer is not one of ours.
export const MAX_TOKEN = 256;

export const email = z.string().check(z.trim(), maxChars(254), z.toLowerCase(), z.email("validation.emailInvalid"));

const emailFormat = z.email();
/** The same, or nothing (""). */
export const optionalEmail = z.string().check(
  z.trim(),
  maxChars(254),
  z.toLowerCase(),
  z.refine((v) => v === "" || z.safeParse(emailFormat, v).success, "validation.emailInvalid"),
);

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

/** Asks for an emailed link: a password link or a sign-in link. */
export const EmailLinkRequestSchema = z.object({ email });

/** Uses an emailed sign-in link. */
export const SignInLinkSchema = z.object({
  token: z.string().check(z.minLength(1, "signInLink.invalidBody"), maxChars(MAX_TOKEN, "signInLink.invalidBody")),
});

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
