import type { MessageKey } from "~/shared/i18n/i18n";

/**
 * The message for the `error` a sign-in or link through the identity provider
 * comes back with (the provider's own codes, e.g. access_denied, and
 * better-auth's callback codes). Codes we do not know say "start again": a
 * forged, replayed or expired answer must not tell more than that.
 */
export function providerErrorMessage(code: string | null): MessageKey | null {
  if (!code) return null;
  switch (code) {
    case "access_denied":
      return "accounts.provider.cancelled";
    // No account with the provider's (verified) email, and its domain is not allowed.
    case "signup_disabled":
    case "account_not_linked":
      return "accounts.provider.unknownAccount";
    // Ours (discovery failed) and the provider's own "cannot serve now".
    case "provider_unavailable":
    case "temporarily_unavailable":
    case "server_error":
      return "accounts.provider.unavailable";
    // An account that is not staff's (PROVIDER_STAFF_ONLY): they sign in with the app's own ways.
    case "staff_only":
      return "accounts.provider.staffOnly";
    case "email_does_not_match":
      return "accounts.provider.otherEmail";
    case "account_already_linked_to_different_user":
      return "accounts.provider.linkedElsewhere";
    default:
      return "accounts.provider.failed";
  }
}
