import { eq, like, or, sql } from "drizzle-orm";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { insertJobs, jobRow } from "#db/factory";
import { jobAlerts, verifications } from "#db/schema";
import { action as newAlertAction } from "~/areas/job-alerts/new-alert";
import { action as stopAlertAction, loader as stopAlertLoader } from "~/areas/job-alerts/stop-alert";
import { runDueAlerts } from "~/shared/server/job-alerts.server";
import { action as profilePasswordAction } from "~/areas/accounts/profile-set-password";
import { action as setPasswordAction, loader as setPasswordLoader } from "~/areas/accounts/set-password";
import { loader as signInLinkLoader } from "~/areas/accounts/sign-in-link";
import { action as userAction } from "~/areas/users/admin-user";
import {
  CLIENT_IP_HEADER,
  getUser,
  requestPasswordLink,
  requestSignInLink,
  sendInvitation,
  storedCodeIdentifier,
} from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import {
  args,
  createSignedInUser,
  get,
  latestMailTo,
  linkIn,
  PASSWORD,
  post,
  quietOutboxLog,
  randomIp,
  sessionCookie,
  settle,
  type TestUser,
} from "~/shared/testing/helpers";

// Issue 12: links and sessions must not outlive a change of who controls the account.

quietOutboxLog();

interface SentLinks {
  reset: string;
  invitation: string;
  signIn: string;
}

/** Everything a person holding the mailbox could have received: a reset link, an invitation, a sign-in link. */
async function sendAllLinks(user: TestUser): Promise<SentLinks> {
  await requestPasswordLink(user.email, "reset");
  const reset = linkIn(await latestMailTo(user.email)).searchParams.get("token") ?? "";
  await getDb().transaction((tx) => sendInvitation(tx, user));
  const invitation = linkIn(await latestMailTo(user.email)).searchParams.get("token") ?? "";
  await requestSignInLink(user.email);
  const signIn = linkIn(await latestMailTo(user.email)).searchParams.get("token") ?? "";
  return { reset, invitation, signIn };
}

function fromNewAddress(request: Request): Request {
  request.headers.set(CLIENT_IP_HEADER, randomIp());
  return request;
}

async function liveLinks(links: SentLinks) {
  const password = async (mode: string, token: string) =>
    (
      (await setPasswordLoader(args(fromNewAddress(get(`/set_password?mode=${mode}&token=${token}`))))) as {
        view: string;
      }
    ).view === "set";
  const signIn = (
    (await signInLinkLoader(args(fromNewAddress(get(`/signIn/link?token=${links.signIn}`))))) as { view: string }
  ).view;
  return {
    reset: await password("reset", links.reset),
    invitation: await password("invite", links.invitation),
    signIn: signIn === "confirm",
  };
}

const ALL_LIVE = { reset: true, invitation: true, signIn: true };
const ALL_DEAD = { reset: false, invitation: false, signIn: false };

function editRequest(admin: TestUser, user: TestUser, changes: Record<string, string>) {
  const fields = {
    intent: "update",
    name: "Rima Haddad",
    email: user.email,
    phone: "",
    role: "client",
    status: "approved",
    ...changes,
  };
  return args(post(`/admin/users/client/${user.id}`, fields, { Cookie: admin.cookie }), {
    tab: "client",
    userId: user.id,
  });
}

/** A digest of a new alert of the client's, and the stop link in it. */
async function digestStopToken(client: TestUser): Promise<string> {
  const word = `Tiler ${Math.random().toString(36).slice(2, 8)}`;
  const saved = await settle(() =>
    newAlertAction(
      args(
        post(
          "/alerts/new",
          { query: `q=${encodeURIComponent(word).replace(/%20/g, "+")}`, frequency: "instant", channel: "email" },
          {
            Cookie: client.cookie,
          },
        ),
      ),
    ),
  );
  expect((saved as Response).status).toBe(302);
  const employer = await createSignedInUser("employer", { company: "Tile Co" });
  await insertJobs(getDb(), [jobRow(employer.id, { title: `${word} job` })]);
  await getDb()
    .update(jobAlerts)
    .set({ nextRunAt: sql`now()` })
    .where(eq(jobAlerts.clientId, client.id));
  await runDueAlerts();
  const link = /https?:\/\/\S+\/alerts\/stop\?token=\S+/.exec((await latestMailTo(client.email))?.text ?? "")?.[0];
  return new URL(link ?? "http://x/").searchParams.get("token") ?? "";
}

describe("a change of who controls an account", () => {
  it("an email changed by staff ends the account's sessions and every link sent before, and only those", async () => {
    const admin = await createSignedInUser("admin");
    const user = await createSignedInUser("client");
    const bystander = await createSignedInUser("client");
    const links = await sendAllLinks(user);
    const bystanderLinks = await sendAllLinks(bystander);
    expect(await liveLinks(links)).toEqual(ALL_LIVE);

    const response = (await settle(() =>
      userAction(editRequest(admin, user, { email: "rima-new@test.example" })),
    )) as Response;
    expect(response.status).toBe(302);

    expect(await liveLinks(links)).toEqual(ALL_DEAD);
    // The old reset link cannot set a password either (not only the page refuses it).
    const used = (await setPasswordAction(
      args(
        fromNewAddress(
          post("/set_password", { token: links.reset, password: "taken-over-1", confirmPassword: "taken-over-1" }),
        ),
      ),
    )) as { data: { invalidToken: boolean } };
    expect(used.data.invalidToken).toBe(true);
    expect(await getUser(get("/", user.cookie))).toBeNull();
    expect((await getUser(get("/", admin.cookie)))?.id).toBe(admin.id);
    expect(await liveLinks(bystanderLinks)).toEqual(ALL_LIVE);
    expect((await getUser(get("/", bystander.cookie)))?.id).toBe(bystander.id);
  });

  it("a job alert's stop link sent before staff changed the email neither stops the alert nor shows the new address", async () => {
    const admin = await createSignedInUser("admin");
    const user = await createSignedInUser("client");
    const token = await digestStopToken(user);
    const before = (await stopAlertLoader(args(get(`/alerts/stop?token=${token}`)))) as {
      alert: { to: string } | null;
    };
    expect(before.alert?.to).toBe(user.email);

    const newEmail = "rima-moved@test.example";
    const response = (await settle(() => userAction(editRequest(admin, user, { email: newEmail })))) as Response;
    expect(response.status).toBe(302);

    const after = await stopAlertLoader(args(get(`/alerts/stop?token=${token}`)));
    expect(after.alert).toBeNull();
    expect(JSON.stringify(after)).not.toContain(newEmail);
    const stop = (await stopAlertAction(args(post("/alerts/stop", { token })))) as { init: { status: number } };
    expect(stop.init.status).toBe(400);
    const [alert] = await getDb().select().from(jobAlerts).where(eq(jobAlerts.clientId, user.id));
    expect(alert?.active).toBe(true);
  });

  it("an edit that changes neither email nor status keeps sessions and links", async () => {
    const admin = await createSignedInUser("admin");
    const user = await createSignedInUser("client");
    const links = await sendAllLinks(user);
    await settle(() => userAction(editRequest(admin, user, { name: "Another Name", phone: "312-555-0101" })));
    expect(await liveLinks(links)).toEqual(ALL_LIVE);
    expect((await getUser(get("/", user.cookie)))?.name).toBe("Another Name");
  });

  it("an admin who changes their own email stays signed in where they did it, and nowhere else", async () => {
    const admin = await createSignedInUser("admin");
    await createSignedInUser("admin");
    const otherDevice = await sessionCookie(admin.id);
    const links = await sendAllLinks(admin);
    const response = (await settle(() =>
      userAction(
        args(
          post(
            `/admin/users/admin/${admin.id}`,
            {
              intent: "update",
              name: "Staff",
              email: "staff-new@test.example",
              phone: "",
              role: "admin",
              status: "approved",
            },
            { Cookie: admin.cookie },
          ),
          { tab: "admin", userId: admin.id },
        ),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect((await getUser(get("/", admin.cookie)))?.email).toBe("staff-new@test.example");
    expect(await getUser(get("/", otherDevice))).toBeNull();
    expect(await liveLinks(links)).toEqual(ALL_DEAD);
  });

  it("suspending an account (back to pending) ends its sessions and links", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Acme" });
    const links = await sendAllLinks(employer);
    const request = args(
      post(
        `/admin/users/employer/${employer.id}`,
        {
          intent: "update",
          name: "Boss",
          email: employer.email,
          phone: "",
          company: "Acme",
          role: "employer",
          status: "pending",
        },
        { Cookie: admin.cookie },
      ),
      { tab: "employer", userId: employer.id },
    );
    expect(((await settle(() => userAction(request))) as Response).status).toBe(302);
    expect(await getUser(get("/", employer.cookie))).toBeNull();
    expect(await liveLinks(links)).toEqual(ALL_DEAD);
  });

  it("deleting an account leaves none of its links in the database", async () => {
    const admin = await createSignedInUser("admin");
    const user = await createSignedInUser("client");
    await sendAllLinks(user);
    const request = args(post(`/admin/users/client/${user.id}`, { intent: "delete" }, { Cookie: admin.cookie }), {
      tab: "client",
      userId: user.id,
    });
    expect(((await settle(() => userAction(request))) as Response).status).toBe(302);
    const left = await getDb()
      .select()
      .from(verifications)
      .where(or(eq(verifications.value, user.id), like(verifications.value, `%${user.email}%`)));
    expect(left).toEqual([]);
  });

  it("changing the password ends the links sent before", async () => {
    const user = await createSignedInUser("client");
    const links = await sendAllLinks(user);
    const response = (await settle(() =>
      profilePasswordAction(
        args(
          post(
            "/profile/set_password",
            { currentPassword: PASSWORD, password: "a-fresh-password", confirmPassword: "a-fresh-password" },
            { Cookie: user.cookie },
          ),
        ),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    expect(await liveLinks(links)).toEqual(ALL_DEAD);
  });

  it("setting a password from one link ends the other links", async () => {
    const user = await createSignedInUser("client");
    const links = await sendAllLinks(user);
    const done = (await settle(() =>
      setPasswordAction(
        args(
          fromNewAddress(
            post("/set_password", {
              token: links.reset,
              password: "chosen-by-link",
              confirmPassword: "chosen-by-link",
            }),
          ),
        ),
      ),
    )) as Response;
    expect(done.headers.get("Location")).toBe("/signIn");
    expect(await liveLinks(links)).toEqual(ALL_DEAD);
  });
});

describe("one-time codes at rest", () => {
  it("are stored only as hashes, and a stored hash is not a code", async () => {
    const user = await createSignedInUser("client");
    const links = await sendAllLinks(user);
    const rows = await getDb().select({ identifier: verifications.identifier }).from(verifications);
    const stored = rows.map((row) => row.identifier);
    for (const token of Object.values(links))
      expect(stored.some((identifier) => identifier.includes(token))).toBe(false);
    const resetRow = storedCodeIdentifier(`reset-password:${links.reset}`);
    expect(stored).toContain(resetRow);
    expect(stored).toContain(storedCodeIdentifier(`magic-link:${links.signIn}`));

    // Someone who read the table tries the stored value, or its hash part, as a code.
    const hash = createHash("sha256").update(`reset-password:${links.reset}`).digest("base64url");
    expect(resetRow).toContain(hash);
    for (const token of [hash, resetRow]) {
      const page = (await setPasswordLoader(
        args(fromNewAddress(get(`/set_password?mode=reset&token=${encodeURIComponent(token)}`))),
      )) as { view: string };
      expect(page.view).toBe("invalid");
    }
    expect(await liveLinks(links)).toEqual(ALL_LIVE);
  });
});
