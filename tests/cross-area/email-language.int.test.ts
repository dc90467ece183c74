import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { requestPasswordLink, requestSignInLink, sendInvitation } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { linkEmail, signInLinkEmail } from "~/shared/server/emails.server";
import { createSignedInUser, latestMailTo, quietOutboxLog } from "~/shared/testing/helpers";

// Account emails go out in the language the account chose, whatever language
// the request that caused them was made in (often staff, in English).
describe("account emails", () => {
  quietOutboxLog();

  async function arabicClient() {
    const user = await createSignedInUser("client");
    await getDb().update(users).set({ locale: "ar" }).where(eq(users.id, user.id));
    return user;
  }

  it.each([
    [
      "a reset link",
      (u: { id: string; email: string }) => requestPasswordLink(u.email, "reset"),
      linkEmail("x", "reset", "", "ar"),
      linkEmail("x", "reset", "", "en"),
    ],
    [
      "an invitation",
      (u: { id: string; email: string }) => sendInvitation(u),
      linkEmail("x", "invite", "", "ar"),
      linkEmail("x", "invite", "", "en"),
    ],
    [
      "a sign-in link",
      (u: { id: string; email: string }) => requestSignInLink(u.email),
      signInLinkEmail("x", "", "ar"),
      signInLinkEmail("x", "", "en"),
    ],
  ])("%s is in the recipient's language", async (_, send, arabic, english) => {
    expect(arabic.subject).not.toBe(english.subject);
    const user = await arabicClient();
    await send(user);
    expect((await latestMailTo(user.email))?.subject).toBe(arabic.subject);
  });
});
