import { desc } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { outbox } from "#db/schema";
import { createAccount } from "~/shared/server/users.server";
import { action as setPasswordAction } from "./set-password";
import { requestPasswordLink } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { deliverDueMessages } from "~/shared/server/message-queue.server";
import { args, post, settle, signInCookie } from "~/shared/testing/helpers";

async function latestLink(to: string): Promise<URL> {
  await deliverDueMessages();
  const [mail] = await getDb().select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
  expect(mail?.to).toBe(to);
  expect(mail?.html).toContain("<a href=");
  const link = /https?:\/\/\S+/.exec(mail?.text ?? "")?.[0];
  if (!link) throw new Error("no link in the email");
  return new URL(link);
}

describe("setting a password from an emailed link", () => {
  it("works once, then signs in with the new password", async () => {
    vi.spyOn(console, "info").mockImplementation(() => undefined);
    const email = "first-timer@test.example";
    await createAccount({ name: "First Timer", email, role: "admin", status: "approved" });
    await requestPasswordLink(email, "reset");
    const link = await latestLink(email);
    expect(link.pathname).toBe("/set_password");
    const token = link.searchParams.get("token") ?? "";

    const mismatch = (await setPasswordAction(
      args(post("/set_password", { token, password: "brand-new-pass", confirmPassword: "other-pass" })),
    )) as { data: { errors: Record<string, string> }; init: { status: number } };
    expect(mismatch.init.status).toBe(400);
    expect(mismatch.data.errors.confirmPassword).toBe("validation.passwordMismatch");

    const done = (await settle(() =>
      setPasswordAction(
        args(post("/set_password", { token, password: "brand-new-pass", confirmPassword: "brand-new-pass" })),
      ),
    )) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/signIn");
    await expect(signInCookie(email, "brand-new-pass")).resolves.toContain("session_token");

    const reused = (await setPasswordAction(
      args(post("/set_password", { token, password: "another-pass-1", confirmPassword: "another-pass-1" })),
    )) as { data: { invalidToken: boolean }; init: { status: number } };
    expect(reused.init.status).toBe(400);
    expect(reused.data.invalidToken).toBe(true);
  });

  it("refuses a forged token", async () => {
    const result = (await setPasswordAction(
      args(
        post("/set_password", { token: "forged-token", password: "brand-new-pass", confirmPassword: "brand-new-pass" }),
      ),
    )) as { data: { invalidToken: boolean } };
    expect(result.data.invalidToken).toBe(true);
  });
});
