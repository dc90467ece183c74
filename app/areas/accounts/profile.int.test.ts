import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "#db/schema";
import { createAccount } from "~/shared/server/users.server";
import { loader as accountLoader } from "./profile-account";
import { loader as helpLoader } from "./profile-help";
import { loader as profileLoader } from "./profile";
import { action as setPasswordAction, loader as setPasswordLoader } from "./profile-set-password";
import { action as setProfileAction } from "./profile-set-profile";
import { action as signInLinkAction } from "./sign-in-link";
import { CLIENT_IP_HEADER, getUser } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import {
  args,
  cookiesFrom,
  createSignedInUser,
  get,
  latestMailTo,
  linkIn,
  PASSWORD,
  post,
  randomIp,
  settle,
  signInCookie,
  type DataResult,
  quietOutboxLog,
  userRow,
} from "~/shared/testing/helpers";

quietOutboxLog();

const ADDRESS = { street: "6300 N Ridge Ave", city: "Chicago", state: "il", zip: "60660" };

describe("the profile area", () => {
  it("needs a signed-in user", async () => {
    const response = (await settle(() => profileLoader(args(get("/profile/account"))))) as Response;
    expect(response.headers.get("Location")).toBe(`/signIn?redirectTo=${encodeURIComponent("/profile/account")}`);
  });

  it("shows the header facts and the account details", async () => {
    const employer = await createSignedInUser("employer", { company: "Header Co" });
    expect(await profileLoader(args(get("/profile", employer.cookie)))).toEqual({
      name: "Test employer",
      email: employer.email,
      role: "employer",
      // Job alerts are a job seeker's: no menu entry for an employer.
      hasAlerts: false,
      // An employer may choose to add a second step to their sign-in.
      hasSecondFactor: true,
      messages: expect.any(Object),
    });
    expect(await accountLoader(args(get("/profile/account", employer.cookie)))).toMatchObject({
      company: "Header Co",
      address: null,
      located: false,
    });
  });

  it("shows the agency's contact details from configuration", async () => {
    const client = await createSignedInUser("client");
    const help = (await helpLoader(args(get("/profile/help", client.cookie)))) as {
      role: string;
      agency: Record<string, string>;
    };
    expect(help.role).toBe("client");
    expect(help.agency).toMatchObject({ name: "Harbor Resettlement Services", email: "help@example.org" });
  });
});

describe("editing the profile", () => {
  function save(cookie: string, fields: Record<string, string>) {
    return settle(() => setProfileAction(args(post("/profile/set_profile", fields, { Cookie: cookie }))));
  }

  it("geocodes a complete address so distances work", async () => {
    const client = await createSignedInUser("client");
    const response = (await save(client.cookie, { name: "Amina Test", phone: "773-555-0106", ...ADDRESS })) as Response;
    expect(response.headers.get("Location")).toBe("/profile/account");
    const row = await userRow(client.id);
    expect(row).toMatchObject({
      name: "Amina Test",
      phone: "+17735550106",
      street: ADDRESS.street,
      state: "IL",
      zip: "60660",
    });
    expect(row?.latitude).toBeCloseTo(41.99, 1);
    expect(row?.longitude).toBeCloseTo(-87.66, 1);

    // Emptying the whole address removes it, and the coordinates with it.
    await save(client.cookie, { name: "Amina Test", phone: "", street: "", city: "", state: "", zip: "" });
    expect(await userRow(client.id)).toMatchObject({ street: null, latitude: null, longitude: null, phone: null });
  });

  it.each([
    [{ street: "1 Main St", city: "", state: "", zip: "" }, "city", "profile.addressIncomplete"],
    [{ ...ADDRESS, state: "Illinois" }, "state", "profile.stateInvalid"],
    [{ ...ADDRESS, zip: "6066" }, "zip", "profile.zipInvalid"],
    [
      { street: "1 Nowhere Rd", city: "Atlantis", state: "ZZ", zip: "00000" },
      "zip",
      "accounts.profile.addressNotFound",
    ],
    [{ ...ADDRESS, name: "" }, "name", "validation.nameRequired"],
    [{ ...ADDRESS, phone: "call me" }, "phone", "validation.phoneInvalid"],
  ])("refuses %j with a message on %s and changes nothing", async (fields, field, message) => {
    const client = await createSignedInUser("client");
    const result = (await save(client.cookie, { name: "Changed", phone: "", ...fields })) as DataResult<{
      errors: Record<string, string>;
    }>;
    expect(result.init?.status).toBe(400);
    expect(result.data.errors[field]).toBe(message);
    expect(await userRow(client.id)).toMatchObject({ name: "Test client", street: null });
  });

  it("writes the company only when supplied, and only for employers", async () => {
    const employer = await createSignedInUser("employer", { company: "Keep Me Co" });
    await save(employer.cookie, { name: "Employer", phone: "", company: "", street: "", city: "", state: "", zip: "" });
    expect((await userRow(employer.id))?.company).toBe("Keep Me Co");
    await save(employer.cookie, {
      name: "Employer",
      phone: "",
      company: "Renamed Co",
      street: "",
      city: "",
      state: "",
      zip: "",
    });
    expect((await userRow(employer.id))?.company).toBe("Renamed Co");

    const client = await createSignedInUser("client");
    await save(client.cookie, {
      name: "Client",
      phone: "",
      company: "Sneaky Co",
      street: "",
      city: "",
      state: "",
      zip: "",
    });
    expect((await userRow(client.id))?.company).toBeNull();
  });

  it("ignores attempts to change role, status or email from the profile", async () => {
    const client = await createSignedInUser("client");
    await save(client.cookie, {
      name: "Client",
      phone: "",
      role: "admin",
      status: "approved",
      email: "x@test.example",
      street: "",
      city: "",
      state: "",
      zip: "",
    });
    expect(await userRow(client.id)).toMatchObject({ role: "client", email: client.email });
  });
});

describe("changing the password", () => {
  function change(cookie: string, fields: Record<string, string>) {
    return settle(() => setPasswordAction(args(post("/profile/set_password", fields, { Cookie: cookie }))));
  }

  it("refuses a wrong current password and changes nothing, then accepts the right one and ends other sessions", async () => {
    const client = await createSignedInUser("client");
    const otherDevice = await signInCookie(client.email, PASSWORD);

    const wrong = (await change(client.cookie, {
      currentPassword: "not-my-password",
      password: "a-new-password",
      confirmPassword: "a-new-password",
    })) as DataResult<{
      errors: Record<string, string>;
    }>;
    expect(wrong.init?.status).toBe(400);
    expect(wrong.data.errors.currentPassword).toBe("accounts.profile.wrongPassword");
    await expect(signInCookie(client.email, PASSWORD)).resolves.toContain("session_token");

    const mismatch = (await change(client.cookie, {
      currentPassword: PASSWORD,
      password: "a-new-password",
      confirmPassword: "another-one",
    })) as DataResult<{
      errors: Record<string, string>;
    }>;
    expect(mismatch.data.errors.confirmPassword).toBe("validation.passwordMismatch");

    const done = (await change(client.cookie, {
      currentPassword: PASSWORD,
      password: "a-new-password",
      confirmPassword: "a-new-password",
    })) as Response;
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/profile");
    // This browser gets a fresh session; the other device is signed out.
    expect((await getUser(get("/", cookiesFrom(done))))?.id).toBe(client.id);
    expect(await getUser(get("/", otherDevice))).toBeNull();
    await expect(signInCookie(client.email, "a-new-password")).resolves.toContain("session_token");
    await expect(signInCookie(client.email, PASSWORD)).rejects.toThrow();
  });

  it("stops guessing after five tries", async () => {
    const client = await createSignedInUser("client");
    for (let i = 0; i < 5; i += 1) {
      await change(client.cookie, {
        currentPassword: `guess-${i}`,
        password: "a-new-password",
        confirmPassword: "a-new-password",
      });
    }
    const blocked = (await change(client.cookie, {
      currentPassword: PASSWORD,
      password: "a-new-password",
      confirmPassword: "a-new-password",
    })) as DataResult<{
      errors: Record<string, string>;
    }>;
    expect(blocked.init?.status).toBe(429);
    expect(blocked.data.errors.form).toBe("accounts.profile.tooManyTries");
    await expect(signInCookie(client.email, PASSWORD)).resolves.toContain("session_token");
  });

  it("offers an emailed link to someone who signed in by link and has no password", async () => {
    const created = await createAccount({
      name: "Linked In",
      email: "linked-in@test.example",
      role: "client",
      status: "approved",
    });
    if (!created.ok) throw new Error("not created");
    await settle(() =>
      signInLinkAction(
        args(
          post(
            "/signIn/link",
            { intent: "request", email: "linked-in@test.example" },
            { [CLIENT_IP_HEADER]: randomIp() },
          ),
        ),
      ),
    );
    const token = linkIn(await latestMailTo("linked-in@test.example")).searchParams.get("token") ?? "";
    const signedIn = (await settle(() =>
      signInLinkAction(args(post("/signIn/link", { intent: "signIn", token }))),
    )) as Response;
    const cookie = cookiesFrom(signedIn);

    expect(await setPasswordLoader(args(get("/profile/set_password", cookie)))).toEqual({
      passwordSet: false,
      messages: expect.any(Object),
    });
    const tooSoon = (await change(cookie, { intent: "emailLink" })) as Response;
    expect(tooSoon.headers.get("Location")).toBe("/profile/set_password");
    expect(linkIn(await latestMailTo("linked-in@test.example")).pathname).toBe("/signIn/link");
    // One email a minute per address: step past the minute the sign-in link used
    // (the counters live in the database and follow its clock).
    await getDb()
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` });
    const response = (await change(cookie, { intent: "emailLink" })) as Response;
    expect(response.status).toBe(302);
    const link = linkIn(await latestMailTo("linked-in@test.example"));
    expect(link.pathname).toBe("/set_password");
    expect(link.searchParams.get("mode")).toBe("reset");
  });
});
