import { areaStrings, partStrings } from "~/shared/i18n/catalog.server";

/** What this area's pages show: its own strings and these shared parts. */
export const pageMessages = areaStrings("accounts", [
  "common",
  "createAccount",
  "profile",
  "setPassword",
  "signIn",
  "signInLink",
  "signUp",
  "validation",
]);

// The sign-in pages are most visitors' first page: the rest of the area's strings (the profile,
// its help, sign-up) more than doubled their HTML.
const SIGN_IN_PARTS = ["setPassword", "signIn", "signInLink", "signUp", "validation"] as const;
export const signInMessages = partStrings([
  "accounts.signIn",
  "accounts.provider",
  "accounts.secondFactor",
  ...SIGN_IN_PARTS,
]);
export const signInPhoneMessages = partStrings(["accounts.signIn", "accounts.phoneSignIn", ...SIGN_IN_PARTS]);
