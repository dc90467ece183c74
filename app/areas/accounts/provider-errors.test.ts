import { describe, expect, it } from "vitest";
import { providerErrorMessage } from "./provider-errors";

describe("providerErrorMessage", () => {
  it.each([
    [null, null],
    ["", null],
    ["access_denied", "accounts.provider.cancelled"],
    ["signup_disabled", "accounts.provider.unknownAccount"],
    ["account_not_linked", "accounts.provider.unknownAccount"],
    ["provider_unavailable", "accounts.provider.unavailable"],
    ["temporarily_unavailable", "accounts.provider.unavailable"],
    ["server_error", "accounts.provider.unavailable"],
    ["email_does_not_match", "accounts.provider.otherEmail"],
    ["account_already_linked_to_different_user", "accounts.provider.linkedElsewhere"],
    // Forged, replayed or expired answers, and anything unknown.
    ["state_mismatch", "accounts.provider.failed"],
    ["state_not_found", "accounts.provider.failed"],
    ["invalid_code", "accounts.provider.failed"],
    ["issuer_mismatch", "accounts.provider.failed"],
    ["<script>", "accounts.provider.failed"],
  ])("%j → %s", (code, expected) => {
    expect(providerErrorMessage(code)).toBe(expected);
  });
});
