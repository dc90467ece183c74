import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, sessions, twoFactors, users } from "#db/schema";
import { action as adminUserAction, loader as adminUserLoader } from "~/areas/users/admin-user";
import { loader as adminUsersLoader } from "~/areas/users/admin-users";
import { loader as shellLoader } from "~/shared/routes/shell";
import { landingPath } from "~/shared/access/navigation";
import { CLIENT_IP_HEADER, getUser } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { authenticatorCode } from "~/shared/authenticator";
import {
  args,
  cookiesFrom,
  createSignedInUser,
  get,
  PASSWORD,
  post,
  randomIp,
  routeOutcome,
  settle,
  signInCookie,
  TEST_AUTHENTICATOR_SECRET,
} from "~/shared/testing/helpers";
import { action as devicesAction, loader as devicesLoader } from "~/areas/accounts/profile-devices";
import { action as setUpAction, loader as setUpLoader } from "~/areas/accounts/profile-second-factor";
import { action as signInAction } from "~/areas/accounts/sign-in";
import { action as secondStepAction, loader as secondStepLoader } from "~/areas/accounts/sign-in-second-step";

const SET_UP = "/profile/second_factor";

async function auditOf(userId: string, action: string) {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, userId), eq(auditLog.action, action)));
}

/** The password step: the cookies of the sign-in waiting for its code, and where it was sent. */
async function passwordStep(email: string, address = randomIp()) {
  const response = (await settle(() =>
    signInAction(args(post("/signIn", { email, password: PASSWORD }, { [CLIENT_IP_HEADER]: address }))),
  )) as Response;
  return { response, cookie: cookiesFrom(response), address };
}

async function codeStep(cookie: string, code: string, address = randomIp()) {
  return routeOutcomeWithResponse(() =>
    secondStepAction(args(post("/signIn/second_step", { code }, { Cookie: cookie, [CLIENT_IP_HEADER]: address }))),
  );
}

/** A route's outcome, and the Response when it answered with one (its cookies). */
async function routeOutcomeWithResponse(run: () => Promise<unknown>) {
  const thrown = await settle(run);
  const outcome = await routeOutcome(() => Promise.resolve(thrown));
  return { ...outcome, cookie: thrown instanceof Response ? cookiesFrom(thrown) : "" };
}

/** A code the app does not show now, nor 30 seconds before or after (all three would be accepted). */
async function wrongCode(): Promise<string> {
  const valid = await Promise.all([-1, 0, 1].map((step) => authenticatorCode(TEST_AUTHENTICATOR_SECRET, step)));
  let guess = 0;
  while (valid.includes(String(guess).padStart(6, "0"))) guess++;
  return String(guess).padStart(6, "0");
}

/** Sets up the app for a signed-in person through the page: its key, and the new session's cookie with the codes. */
async function setUpApp(cookie: string) {
  const begun = await routeOutcome(() =>
    setUpAction(args(post(SET_UP, { intent: "begin", password: PASSWORD }, { Cookie: cookie }))),
  );
  expect(begun).toMatchObject({ status: 302, location: SET_UP });
  const page = (await setUpLoader(args(get(SET_UP, cookie)))) as { setup: { secret: string; qrCode: string } };
  expect(page.setup.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
  const secret = page.setup.secret;
  const code = await authenticatorCode(secret);
  const confirmed = (await settle(() =>
    setUpAction(args(post(SET_UP, { intent: "confirm", code }, { Cookie: cookie }))),
  )) as { data: { recoveryCodes: string[] }; init: { status: number; headers: Headers } };
  expect(confirmed.init.status).toBe(200);
  const headers = new Headers(confirmed.init.headers);
  const newCookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { secret, recoveryCodes: confirmed.data.recoveryCodes, cookie: newCookie };
}

describe("an admin without a second factor", () => {
  it("is sent to set one up from every staff page and action, and may open only that page", async () => {
    const admin = await createSignedInUser("admin", { secondFactor: false });
    const other = await createSignedInUser("client");
    const page = await routeOutcome(() =>
      adminUsersLoader(args(get("/admin/users/client", admin.cookie), { tab: "client" })),
    );
    expect(page).toMatchObject({ status: 302, location: SET_UP });
    const shell = await routeOutcome(() => shellLoader(args(get("/admin/jobs/pending", admin.cookie))));
    expect(shell).toMatchObject({ status: 302, location: SET_UP });
    const act = await routeOutcome(() =>
      adminUserAction(
        args(post(`/admin/users/client/${other.id}`, { intent: "delete" }, { Cookie: admin.cookie }), {
          tab: "client",
          userId: other.id,
        }),
      ),
    );
    expect(act).toMatchObject({ status: 302, location: SET_UP });
    // Nothing changed.
    expect(await getDb().select().from(users).where(eq(users.id, other.id))).toHaveLength(1);
    // The set-up page itself, and the shell's loader for it, answer.
    expect(await routeOutcome(() => shellLoader(args(get(SET_UP, admin.cookie))))).toMatchObject({ status: 200 });
    expect(await setUpLoader(args(get(SET_UP, admin.cookie)))).toMatchObject({
      on: false,
      required: true,
      setup: null,
    });
  });

  it("sets one up with a real code, sees the recovery codes once, and may act from then on", async () => {
    const admin = await createSignedInUser("admin", { secondFactor: false });
    const wrong = await routeOutcome(() =>
      setUpAction(args(post(SET_UP, { intent: "begin", password: "not-the-password" }, { Cookie: admin.cookie }))),
    );
    expect(wrong).toMatchObject({ status: 400, body: { errors: { password: "accounts.profile.wrongPassword" } } });

    const { secret, recoveryCodes, cookie } = await setUpApp(admin.cookie);
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(recoveryCodes).toHaveLength(10);
    expect(await getUser(get("/", cookie))).toMatchObject({ id: admin.id, secondFactor: true });
    expect(
      await routeOutcome(() => adminUsersLoader(args(get("/admin/users/client", cookie), { tab: "client" }))),
    ).toMatchObject({
      status: 200,
    });
    expect(await setUpLoader(args(get(SET_UP, cookie)))).toMatchObject({ on: true, required: false, setup: null });
    expect(await auditOf(admin.id, "secondFactor.added")).toHaveLength(1);
  });

  it("refuses a wrong first code and keeps the key it showed", async () => {
    const admin = await createSignedInUser("admin", { secondFactor: false });
    await setUpAction(args(post(SET_UP, { intent: "begin", password: PASSWORD }, { Cookie: admin.cookie }))).catch(
      () => null,
    );
    const before = (await setUpLoader(args(get(SET_UP, admin.cookie)))) as { setup: { secret: string } };
    const wrong = await routeOutcome(() =>
      setUpAction(args(post(SET_UP, { intent: "confirm", code: "000000" }, { Cookie: admin.cookie }))),
    );
    expect(wrong).toMatchObject({ status: 400, body: { errors: { code: "accounts.secondFactor.codeWrong" } } });
    expect(await setUpLoader(args(get(SET_UP, admin.cookie)))).toMatchObject({
      setup: { secret: before.setup.secret },
    });
    expect(await getUser(get("/", admin.cookie))).toMatchObject({ secondFactor: false });
  });
});

describe("signing in with a second factor", () => {
  it("asks for the code after the password, and starts the session only with it", async () => {
    const admin = await createSignedInUser("admin");
    const { response, cookie } = await passwordStep(admin.email);
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/signIn/second_step");
    expect(await getUser(get("/", cookie))).toBeNull();
    expect(await routeOutcome(() => secondStepLoader(args(get("/signIn/second_step", cookie))))).toMatchObject({
      status: 200,
    });

    const done = await codeStep(cookie, await authenticatorCode(TEST_AUTHENTICATOR_SECRET));
    expect(done).toMatchObject({ status: 302, location: landingPath("admin") });
    expect(await getUser(get("/", done.cookie))).toMatchObject({ id: admin.id, viaProvider: false });
  });

  it("refuses a wrong code and a code used once already, changes nothing and records both", async () => {
    const admin = await createSignedInUser("admin");
    const first = await passwordStep(admin.email);
    const wrong = await codeStep(first.cookie, await wrongCode());
    expect(wrong).toMatchObject({ status: 400, body: { errors: { code: "accounts.secondFactor.codeWrong" } } });
    expect(await getUser(get("/", first.cookie))).toBeNull();

    const code = await authenticatorCode(TEST_AUTHENTICATOR_SECRET);
    expect(await codeStep(first.cookie, code)).toMatchObject({ status: 302 });
    const sessionsBefore = await getDb().select().from(sessions).where(eq(sessions.userId, admin.id));

    const second = await passwordStep(admin.email);
    const replayed = await codeStep(second.cookie, code);
    expect(replayed).toMatchObject({ status: 400, body: { errors: { code: "accounts.secondFactor.codeUsed" } } });
    expect(await getDb().select().from(sessions).where(eq(sessions.userId, admin.id))).toHaveLength(
      sessionsBefore.length,
    );
    const refused = await auditOf(admin.id, "secondFactor.refused");
    expect(refused.map((row) => row.details.reason).sort()).toEqual(["replayed", "wrong"]);
  });

  it("lets a recovery code in once", async () => {
    const admin = await createSignedInUser("admin", { secondFactor: false });
    const { recoveryCodes } = await setUpApp(admin.cookie);
    const recovery = recoveryCodes[0] as string;
    const first = await passwordStep(admin.email);
    expect(await codeStep(first.cookie, recovery)).toMatchObject({ status: 302 });
    const again = await passwordStep(admin.email);
    expect(await codeStep(again.cookie, recovery)).toMatchObject({
      status: 400,
      body: { errors: { code: "accounts.secondFactor.codeWrong" } },
    });
    // The others still work.
    expect(await codeStep(again.cookie, recoveryCodes[1] as string)).toMatchObject({ status: 302 });
  });

  it("stops guessing at the code after ten wrong ones", async () => {
    const admin = await createSignedInUser("admin");
    let cookie = "";
    let last;
    for (let i = 0; i < 11; i++) {
      // A new sign-in every few guesses: the library ends one after five.
      if (i % 4 === 0) cookie = (await passwordStep(admin.email)).cookie;
      last = await codeStep(cookie, "99999-99999");
    }
    expect(last).toMatchObject({ status: 429, body: { errors: { code: "accounts.signIn.tooMany" } } });
  });

  it("sends a visitor without a waiting sign-in back to the password", async () => {
    expect(await routeOutcome(() => secondStepLoader(args(get("/signIn/second_step"))))).toMatchObject({
      status: 302,
      location: "/signIn",
    });
  });

  it("leaves an employer's sign-in as it was until they add one", async () => {
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const { response } = await passwordStep(employer.email);
    expect(response.headers.get("Location")).toBe(landingPath("employer"));
    expect(await signInCookie(employer.email, PASSWORD)).toContain("session_token=");
  });
});

describe("an admin resets another staff member's second factor", () => {
  it("after a confirmation page, records it; their own is refused", async () => {
    const admin = await createSignedInUser("admin");
    const other = await createSignedInUser("admin");
    const path = `/admin/users/admin/${other.id}`;
    const params = { tab: "admin", userId: other.id };
    expect(await adminUserLoader(args(get(`${path}?confirm=secondFactor`, admin.cookie), params))).toMatchObject({
      confirmReset: true,
      user: { secondFactor: true },
    });
    const done = await routeOutcome(() =>
      adminUserAction(args(post(path, { intent: "resetSecondFactor" }, { Cookie: admin.cookie }), params)),
    );
    expect(done).toMatchObject({ status: 302, location: path });
    expect(await getDb().select().from(twoFactors).where(eq(twoFactors.userId, other.id))).toHaveLength(0);
    expect(await auditOf(other.id, "secondFactor.reset")).toMatchObject([{ actorId: admin.id }]);
    // Their next password sign-in has no second step, and sends them to set up a new app.
    const { response, cookie } = await passwordStep(other.email);
    expect(response.headers.get("Location")).toBe(landingPath("admin"));
    expect(
      await routeOutcome(() => adminUsersLoader(args(get("/admin/users/client", cookie), { tab: "client" }))),
    ).toMatchObject({
      status: 302,
      location: SET_UP,
    });

    const own = `/admin/users/admin/${admin.id}`;
    await settle(() =>
      adminUserAction(
        args(post(own, { intent: "resetSecondFactor" }, { Cookie: admin.cookie }), { tab: "admin", userId: admin.id }),
      ),
    );
    expect(await getDb().select().from(twoFactors).where(eq(twoFactors.userId, admin.id))).toHaveLength(1);
    expect(await auditOf(admin.id, "secondFactor.reset")).toHaveLength(0);
  });
});

describe("signed-in devices", () => {
  it("lists the sessions and signs out all but this one", async () => {
    const client = await createSignedInUser("client");
    const elsewhere = await signInCookie(client.email, PASSWORD);
    const list = (await devicesLoader(args(get("/profile/devices", client.cookie)))) as {
      devices: { current: boolean }[];
    };
    expect(list.devices.map((device) => device.current).sort()).toEqual([false, true]);
    const done = await routeOutcome(() => devicesAction(args(post("/profile/devices", {}, { Cookie: client.cookie }))));
    expect(done).toMatchObject({ status: 302, location: "/profile/devices" });
    expect(await getUser(get("/", elsewhere))).toBeNull();
    expect(await getUser(get("/", client.cookie))).toMatchObject({ id: client.id });
  });
});
