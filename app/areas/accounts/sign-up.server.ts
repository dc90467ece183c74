import { isLocale, type Locale } from "~/shared/i18n/i18n";
import { getEnv } from "~/shared/server/env.server";
import { signUpAttemptEmail, welcomeEmail } from "~/shared/server/emails.server";
import { getDb } from "~/shared/server/db.server";
import { queueMail } from "~/shared/server/message-queue.server";
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
  const env = getEnv();
  const welcome = welcomeEmail(
    input.email,
    input.name,
    input.role,
    new URL("/signIn", env.BASE_URL).toString(),
    locale,
  );
  const created = await createAccount(input, { notify: (tx) => queueMail(tx, welcome) });
  if (created.ok) return;
  const owner = await getUserByEmail(input.email);
  // The owner reads it in the language of their account, not the visitor's.
  const ownerLocale = isLocale(owner?.locale) ? owner.locale : locale;
  await queueMail(
    getDb(),
    signUpAttemptEmail(input.email, new URL("/forget_password", env.BASE_URL).toString(), ownerLocale),
  );
}
