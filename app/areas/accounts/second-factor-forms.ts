import * as z from "zod/mini";

// A code from an authenticator app (6 digits) or a recovery code (ten letters and digits);
// spaces people type between groups are allowed. The server tells which.
const code = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, "accounts.secondFactor.codeRequired"),
    z.maxLength(32, "accounts.secondFactor.codeWrong"),
  );

/** The second step of a password sign-in. */
export const SecondStepSchema = z.object({ code, redirectTo: z.optional(z.string()) });

/** Setting up the app: first the password (none for accounts without one), then its first code. */
export const BeginSecondFactorSchema = z.object({ password: z.optional(z.string().check(z.maxLength(128))) });
export const ConfirmSecondFactorSchema = z.object({ code });
