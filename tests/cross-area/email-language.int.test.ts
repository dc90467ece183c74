import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { signUp } from "~/areas/accounts/sign-up.server";
import { action as userAction } from "~/areas/users/admin-user";
import { requestPasswordLink, requestSignInLink, sendInvitation } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { accountApprovedEmail, linkEmail, signInLinkEmail, signUpAttemptEmail } from "~/shared/server/emails.server";
import type { UserStatus } from "~/shared/constants";
import { args, createSignedInUser, latestMailTo, post, quietOutboxLog, settle } from "~/shared/testing/helpers";

// Account emails go out in the language the account chose, whatever language
// the request that caused them was made in (often staff, in English).
describe("account emails", () => {
  quietOutboxLog();

  async function arabicUser(role: "client" | "employer" = "client", status: UserStatus = "approved") {
    const user = await createSignedInUser(role, {
      status,
      company: role === "employer" ? "Lakeside Foods" : undefined,
    });
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
      "a first-password link (an account made by staff)",
      (u: { id: string; email: string }) => requestPasswordLink(u.email, "first"),
      linkEmail("x", "first", "", "ar"),
      linkEmail("x", "first", "", "en"),
    ],
    [
      "an invitation",
      (u: { id: string; email: string }) => getDb().transaction((tx) => sendInvitation(tx, u)),
      linkEmail("x", "invite", "", "ar"),
      linkEmail("x", "invite", "", "en"),
    ],
    [
      "a sign-in link",
      (u: { id: string; email: string }) => requestSignInLink(u.email),
      signInLinkEmail("x", "", "ar"),
      signInLinkEmail("x", "", "en"),
    ],
    [
      "a sign-up attempt with the account's email, made in English",
      (u: { id: string; email: string }) =>
        signUp(
          { name: "Someone", email: u.email, role: "client", status: "approved", password: "a-new-password" },
          "en",
        ),
      signUpAttemptEmail("x", "", "ar"),
      signUpAttemptEmail("x", "", "en"),
    ],
  ])("%s is in the recipient's language", async (_, send, arabic, english) => {
    expect(arabic.subject).not.toBe(english.subject);
    const user = await arabicUser();
    await send(user);
    expect((await latestMailTo(user.email))?.subject).toBe(arabic.subject);
  });

  it("the account-approved email is in the employer's language, not the approving admin's", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await arabicUser("employer", "pending");
    await settle(() =>
      userAction(
        args(
          post(
            `/admin/users/employer/${employer.id}`,
            { intent: "approve" },
            { Cookie: admin.cookie, "Accept-Language": "en" },
          ),
          { tab: "employer", userId: employer.id },
        ),
      ),
    );
    const mail = await latestMailTo(employer.email);
    const arabic = accountApprovedEmail({ email: "x", name: "x", locale: "ar" }, "");
    expect(arabic.subject).not.toBe(accountApprovedEmail({ email: "x", name: "x", locale: null }, "").subject);
    expect(mail?.subject).toBe(arabic.subject);
  });

  it("isolates names in right-to-left emails and marks the HTML's language and direction", () => {
    const name = "Lakeside Foods (IL)";
    const arabic = accountApprovedEmail({ email: "x", name, locale: "ar" }, "https://jobs.example.org/signIn");
    expect(arabic.text).toContain(`\u2068${name}\u2069`);
    expect(arabic.html).toContain(`\u2068${name}\u2069`);
    expect(arabic.html).toMatch(/^<div lang="ar" dir="rtl"/);

    const english = accountApprovedEmail({ email: "x", name, locale: "en" }, "https://jobs.example.org/signIn");
    expect(english.text).toContain(`Hello ${name},`);
    expect(english.text).not.toMatch(/[\u2068\u2069]/);
    expect(english.html).toMatch(/^<div lang="en" dir="ltr"/);
  });
});
