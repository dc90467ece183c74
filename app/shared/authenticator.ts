import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

// What an authenticator app shows, for demo mode (the demo admin's code on the second step), the
// tests, the end-to-end suite and the crash test: the TOTP code of the library that checks them
// (better-auth's own), from a Base32 key as the set-up page shows it (6 digits, 30 seconds, the
// library's defaults).

const PERIOD_MS = 30_000;

/** The code of now, or of the `stepsAhead`-th 30 seconds after (the library also accepts the next). */
export async function authenticatorCode(secret: string, stepsAhead = 0): Promise<string> {
  const otp = createOTP(base32.decode(secret.replace(/\s/g, "").toUpperCase()));
  return otp.hotp(Math.floor(Date.now() / PERIOD_MS) + stepsAhead);
}
