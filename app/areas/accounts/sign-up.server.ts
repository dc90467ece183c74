import { isLocale, type Locale } from "~/shared/i18n/i18n";
import { getEnv } from "~/shared/server/env.server";
import { signUpAttemptEmail, welcomeEmail } from "~/shared/server/emails.server";
import { sendAfterCommit, sendMail, type Mail } from "~/shared/server/mail.server";
import { createAccount, getUserByEmail, type NewAccount } from "~/shared/server/users.server";

export interface SignUp extends NewAccount {
  role: "client" | "employer";
}

/**
 * Registers a new account, or, when the email already has one, tells its owner
 * that someone tried. Both ways cost the same (a password hash, a lookup, one
 * email), and the caller answers the same, so neither the page nor its timing
 * says whether the email was registered.
 */
export async function signUp(input: SignUp, locale: Locale): Promise<void> {
  // createAccount hashes the password before it looks for the email, on both paths.
  const created = await createAccount(input);
  const env = getEnv();
  if (created.ok) {
    await sendQuietly(
      welcomeEmail(input.email, input.name, input.role, new URL("/signIn", env.BASE_URL).toString(), locale),
    );
    return;
  }
  const owner = await getUserByEmail(input.email);
  // The owner reads it in the language of their account, not the visitor's.
  const ownerLocale = isLocale(owner?.locale) ? owner.locale : locale;
  await sendQuietly(signUpAttemptEmail(input.email, new URL("/forget_password", env.BASE_URL).toString(), ownerLocale));
}

// The sign-up itself is done when its email fails; the answer must stay the
// same as when it is sent, so the failure goes to the log, not to the visitor.
async function sendQuietly(mail: Mail): Promise<void> {
  await sendAfterCommit("sign-up email", () => sendMail(mail));
}
