import * as z from "zod/mini";
import { maxChars } from "./form";
import { MAX_PHONE_INPUT, parsePhone, type PhoneNumber } from "./phone";

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

/**
 * A phone number as typed, checked with parsePhone; the form's data holds its E.164 form
 * (+17735550142) whatever the person wrote. An optional one may be left empty ("").
 */
function phoneField<Optional extends boolean>(optional: Optional) {
  const read = (value: string) => (optional && value === "" ? null : parsePhone(value));
  return z.pipe(
    z.string().check(
      z.trim(),
      maxChars(MAX_PHONE_INPUT, "validation.phoneInvalid"),
      z.superRefine((value, ctx) => {
        const parsed = read(value);
        if (parsed && !parsed.ok) ctx.issues.push({ code: "custom", message: parsed.error, input: value });
      }),
    ),
    z.transform((value) => {
      const parsed = read(value);
      return (parsed?.ok ? parsed.phone : "") as Optional extends true ? PhoneNumber | "" : PhoneNumber;
    }),
  );
}

export const phone = phoneField(false);
export const optionalPhone = phoneField(true);

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

/** Asks for a sign-in code by text message. */
export const SignInCodeRequestSchema = z.object({ phone });

// The code as typed on any keyboard: Arabic-Indic and Persian digits count as digits.
const code = z.string().check(
  z.trim(),
  maxChars(20, "validation.codeDigits"),
  z.overwrite((value) =>
    value
      .replace(/[\s-]/g, "")
      .replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String((d.charCodeAt(0) - 0x0660) % 0x90)),
  ),
  z.regex(/^\d{6}$/, "validation.codeDigits"),
);

/** Signs in with the texted code. */
export const SignInCodeSchema = z.object({
  phone,
  code,
  redirectTo: z.optional(z.string()),
  sharedDevice: z.optional(z.literal("on")),
});

export const SignUpSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, "validation.nameRequired"), maxChars(120)),
    email,
    phone,
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
