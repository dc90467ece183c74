import * as z from "zod/mini";
import { email, newPassword } from "./auth-forms";
import { maxChars } from "./form";
import { MAX_PHONE_INPUT, parsePhone, type PhoneNumber } from "./phone";

// The forms with a phone number, apart from auth-forms.ts: the number's parser
// (libphonenumber-js) is the biggest part of them, and the sign-in page, which must stay within
// the first-visit budget, has no number to read.

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
