import { isLocale, type Locale } from "~/shared/i18n/i18n";
import { getEnv } from "~/shared/server/env.server";
import { signUpAttemptEmail, welcomeEmail } from "~/shared/server/emails.server";
import { getDb } from "~/shared/server/db.server";
import { queueMail } from "~/shared/server/message-queue.server";
import { createAccount, getUserByEmail, phoneInUse, type NewAccount } from "~/shared/server/users.server";

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
  const signIn = new URL("/signIn", env.BASE_URL).toString();
  const welcome = (phoneTaken: boolean) =>
    welcomeEmail(input.email, input.name, input.role, signIn, locale, phoneTaken);
  // A number signs in one account only. The page must not say it is taken (that would tell
  // anyone whose number has an account), so the account is made without it and the email says so.
  const phoneTaken = Boolean(input.phone && (await phoneInUse(input.phone)));
  let created = await createAccount(phoneTaken ? { ...input, phone: undefined } : input, {
    notify: (tx) => queueMail(tx, welcome(phoneTaken)),
  });
  // Taken between the look and the write, by a sign-up at the same moment.
  if (!created.ok && created.error === "phoneTaken") {
    created = await createAccount({ ...input, phone: undefined }, { notify: (tx) => queueMail(tx, welcome(true)) });
  }
  if (created.ok) return;
  const owner = await getUserByEmail(input.email);
  // The owner reads it in the language of their account, not the visitor's.
  const ownerLocale = isLocale(owner?.locale) ? owner.locale : locale;
  await queueMail(
    getDb(),
    signUpAttemptEmail(input.email, new URL("/forget_password", env.BASE_URL).toString(), ownerLocale),
  );
}
