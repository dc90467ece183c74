import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { action as languageAction } from "~/shared/routes/language";
import { action as signInAction } from "~/areas/accounts/sign-in";
import { CLIENT_IP_HEADER } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { args, createSignedInUser, PASSWORD, post, randomIp, settle } from "~/shared/testing/helpers";

async function storedLocale(id: string) {
  const [row] = await getDb().select({ locale: users.locale }).from(users).where(eq(users.id, id));
  return row?.locale ?? null;
}

describe("choosing a language", () => {
  it("keeps the choice in a cookie and on the signed-in account, then goes back", async () => {
    const user = await createSignedInUser("client");
    const response = (await settle(() =>
      languageAction(args(post("/language", { locale: "en", redirectTo: "/jobs?q=cook" }, { Cookie: user.cookie }))),
    )) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs?q=cook");
    expect(response.headers.get("Set-Cookie")).toMatch(/^lang=en; Path=\/; Max-Age=31536000/);
    expect(await storedLocale(user.id)).toBe("en");
  });

  it("ignores an unknown language and an off-site return address", async () => {
    const user = await createSignedInUser("client");
    const response = (await settle(() =>
      languageAction(args(post("/language", { locale: "xx", redirectTo: "//evil.example" }, { Cookie: user.cookie }))),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(await storedLocale(user.id)).toBeNull();
  });

  it("brings the account's language to a new browser at sign-in", async () => {
    const user = await createSignedInUser("client");
    await getDb().update(users).set({ locale: "en" }).where(eq(users.id, user.id));
    const response = (await settle(() =>
      signInAction(
        args(post("/signIn", { email: user.email, password: PASSWORD }, { [CLIENT_IP_HEADER]: randomIp() })),
      ),
    )) as Response;
    expect(response.headers.getSetCookie().some((c) => c.startsWith("lang=en;"))).toBe(true);
  });
});
