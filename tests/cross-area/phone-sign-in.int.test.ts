import { randomUUID } from "node:crypto";
import { count, desc, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, outgoingMessages, sessions, users, verifications } from "#db/schema";
import { insertUsers, userRow as newUserRow } from "#db/factory";
import { action as phoneAction } from "~/areas/accounts/sign-in-phone";
import { action as signInAction } from "~/areas/accounts/sign-in";
import { action as signUpAction } from "~/areas/accounts/sign-up";
import { action as createAccountAction } from "~/areas/users/admin-create-account";
import { action as userAction } from "~/areas/users/admin-user";
import { action as setProfileAction } from "~/areas/accounts/profile-set-profile";
import { CLIENT_IP_HEADER, getUser, hashPassword, onSharedDevice } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { deliverDueMessages } from "~/shared/server/message-queue.server";
import { mailboxOf, phoneOnlyEmail } from "~/shared/mailbox";
import {
  args,
  cookiesFrom,
  createSignedInUser,
  get,
  latestMailTo,
  PASSWORD,
  post,
  quietOutboxLog,
  randomIp,
  sessionCookie,
  settle,
  type DataResult,
} from "~/shared/testing/helpers";

quietOutboxLog();

// Issue 18 part 3 (docs/decisions/020): a client signs in with a code texted to their number.

let next = 0;
/** A US number no other test uses: +1 312 555 01xx is fictional, and each file has its own database. */
function freshNumber(): string {
  next += 1;
  return `+1312555${String(100 + next).padStart(4, "0")}`;
}

async function phoneClient(role: "client" | "employer" = "client"): Promise<{ id: string; phone: string }> {
  const id = randomUUID();
  const phone = freshNumber();
  await insertUsers(getDb(), [newUserRow({ id, role, email: phoneOnlyEmail(id), phone, company: "Acme" })]);
  return { id, phone };
}

type Answer = {
  step: "phone" | "code";
  phone?: string;
  errors: Record<string, string>;
  values: Record<string, string>;
};

async function ask(phone: string, ip = randomIp()) {
  const result = (await settle(() =>
    phoneAction(args(post("/signIn/phone", { intent: "send", phone }, { [CLIENT_IP_HEADER]: ip }))),
  )) as DataResult<Answer>;
  return result;
}

async function verify(phone: string, code: string, fields: Record<string, string> = {}, ip = randomIp()) {
  return settle(() =>
    phoneAction(args(post("/signIn/phone", { intent: "verify", phone, code, ...fields }, { [CLIENT_IP_HEADER]: ip }))),
  );
}

async function textsTo(phone: string): Promise<number> {
  await deliverDueMessages();
  const [row] = await getDb().select({ n: count() }).from(outbox).where(eq(outbox.to, phone));
  return row?.n ?? 0;
}

async function codeSentTo(phone: string): Promise<string> {
  const text = await latestMailTo(phone);
  expect(text?.channel).toBe("sms");
  const code = /\b(\d{6})\b/.exec(text?.text ?? "")?.[1];
  if (!code) throw new Error(`no code in the text: ${text?.text}`);
  return code;
}

describe("signing in with a texted code", () => {
  it("texts a code to a client's number, and the code starts a session once", async () => {
    const client = await phoneClient();
    // Typed the way people write it: the page reads it as the stored E.164 number.
    const asked = await ask(`(312) 555-${client.phone.slice(-4)}`);
    expect(asked.init?.status ?? 200).toBe(200);
    expect(asked.data).toMatchObject({ step: "code", phone: client.phone });
    const code = await codeSentTo(client.phone);

    const response = (await verify(client.phone, code)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/jobs");
    const cookie = cookiesFrom(response);
    expect((await getUser(get("/jobs", cookie)))?.id).toBe(client.id);
    const [row] = await getDb().select({ verified: users.phoneVerified }).from(users).where(eq(users.id, client.id));
    expect(row?.verified).toBe(true);
    // Keeps the usual cookie on a phone of one's own.
    expect(response.headers.getSetCookie().find((c) => c.includes("session_token"))).toMatch(/Max-Age=604800/);

    // Used up: the same code again is refused.
    const again = (await verify(client.phone, code)) as DataResult<Answer>;
    expect(again.init?.status).toBe(400);
    expect(again.data.errors).toEqual({ code: "accounts.phoneSignIn.codeFailed" });
  });

  it("answers an unknown number, or an employer's, exactly as a client's, and texts neither", async () => {
    const client = await phoneClient();
    const employer = await phoneClient("employer");
    const unknown = freshNumber();
    const answers = await Promise.all([client.phone, employer.phone, unknown].map((phone) => ask(phone)));
    // The same but for the number the page repeats.
    const shapes = answers.map((a) => ({
      ...a.data,
      phone: "as typed",
      values: { ...a.data.values, phone: "as typed" },
      status: a.init?.status ?? 200,
    }));
    expect(shapes[1]).toEqual(shapes[0]);
    expect(shapes[2]).toEqual(shapes[0]);
    expect(await textsTo(client.phone)).toBe(1);
    expect(await textsTo(employer.phone)).toBe(0);
    expect(await textsTo(unknown)).toBe(0);
    // And a code typed for them fails as a wrong code for a client does.
    const forUnknown = (await verify(unknown, "123456")) as DataResult<Answer>;
    const forEmployer = (await verify(employer.phone, "123456")) as DataResult<Answer>;
    expect(forUnknown.data.errors).toEqual({ code: "accounts.phoneSignIn.codeFailed" });
    expect(forEmployer.data.errors).toEqual(forUnknown.data.errors);
  });

  it("gives a code three tries: after three wrong ones, the right one fails too", async () => {
    const client = await phoneClient();
    await ask(client.phone);
    const code = await codeSentTo(client.phone);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 3; i++) {
      const result = (await verify(client.phone, wrong)) as DataResult<Answer>;
      expect(result.data.errors).toEqual({ code: "accounts.phoneSignIn.codeFailed" });
    }
    const late = (await verify(client.phone, code)) as DataResult<Answer>;
    expect(late.init?.status).toBe(400);
    expect(late.data.errors).toEqual({ code: "accounts.phoneSignIn.codeFailed" });
  });

  it("refuses an expired code", async () => {
    const client = await phoneClient();
    await ask(client.phone);
    const code = await codeSentTo(client.phone);
    // The code is the only verification row of its kind: the identifier is stored hashed.
    await getDb()
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.value, `${code}:0`));
    const result = (await verify(client.phone, code)) as DataResult<Answer>;
    expect(result.data.errors).toEqual({ code: "accounts.phoneSignIn.codeFailed" });
  });

  it("stores the code's number only as a hash", async () => {
    const client = await phoneClient();
    await ask(client.phone);
    const rows = await getDb().select({ identifier: verifications.identifier }).from(verifications);
    expect(rows.some((r) => r.identifier.includes(client.phone.slice(1)))).toBe(false);
  });

  it("sends at most three codes to a number in 15 minutes, from any address, registered or not", async () => {
    for (const phone of [(await phoneClient()).phone, freshNumber()]) {
      for (let i = 0; i < 3; i++) expect((await ask(phone)).init?.status ?? 200).toBe(200);
      const refused = await ask(phone);
      expect(refused.init?.status).toBe(429);
      expect(refused.data).toMatchObject({ step: "phone", errors: { form: "accounts.phoneSignIn.tooMany" } });
    }
  });

  // Issue 39, finding 3: guesses counted against the number alone let anyone lock its owner out.
  it("wrong guesses from anywhere do not lock the owner out: they cost the guessed code, not the number", async () => {
    const client = await phoneClient();
    // Guesses while no code is out, each from its own address: nothing to count them against.
    for (let i = 0; i < 12; i++) await verify(client.phone, "999999");
    await ask(client.phone);
    const burned = await codeSentTo(client.phone);
    const wrong = burned === "000000" ? "111111" : "000000";
    // A code the attacker guessed at three times is dead…
    for (let i = 0; i < 3; i++) await verify(client.phone, wrong);
    expect(((await verify(client.phone, burned)) as DataResult<Answer>).data.errors).toEqual({
      code: "accounts.phoneSignIn.codeFailed",
    });
    // …and the next one works.
    await ask(client.phone);
    const response = (await verify(client.phone, await codeSentTo(client.phone))) as Response;
    expect(response.status).toBe(302);
    expect((await getUser(get("/jobs", cookiesFrom(response))))?.id).toBe(client.id);
  });

  it("stops checking codes from an address after 30 failures in 10 minutes, right ones too", async () => {
    const client = await phoneClient();
    const guesser = randomIp();
    for (let i = 0; i < 30; i++) await verify(freshNumber(), "999999", {}, guesser);
    await ask(client.phone);
    const code = await codeSentTo(client.phone);
    const refused = (await verify(client.phone, code, {}, guesser)) as DataResult<Answer>;
    expect(refused.data.errors).toEqual({ code: "accounts.phoneSignIn.codeFailed" });
    // The refusal did not spend the code: its owner, elsewhere, signs in with it.
    expect(((await verify(client.phone, code)) as Response).status).toBe(302);
  });

  // Issue 39, finding 7: the answer came sooner for an unknown number, which had no code to make.
  it("answers after the same work for a client's number and an unknown one: the code is made after the answer", async () => {
    const client = await phoneClient();
    const unknown = freshNumber();
    const codesBefore = await getDb().select({ n: count() }).from(verifications);
    const answers = await Promise.all([client.phone, unknown].map((phone) => ask(phone)));
    expect({ ...answers[1]?.data, phone: "", values: {} }).toEqual({ ...answers[0]?.data, phone: "", values: {} });
    expect(answers.map((a) => a.init?.status ?? 200)).toEqual([200, 200]);
    // Nothing that depends on the number has happened yet: no code, and one queued row each, alike
    // but for the number.
    expect(await getDb().select({ n: count() }).from(verifications)).toEqual(codesBefore);
    const queued = await getDb()
      .select({
        recipient: outgoingMessages.recipient,
        kind: outgoingMessages.kind,
        channel: outgoingMessages.channel,
        subject: outgoingMessages.subject,
        text: outgoingMessages.text,
        html: outgoingMessages.html,
        state: outgoingMessages.state,
        attempts: outgoingMessages.attempts,
      })
      .from(outgoingMessages)
      .where(inArray(outgoingMessages.recipient, [client.phone, unknown]));
    const shapes = queued.map(({ recipient, ...rest }) => ({ ...rest, for: recipient === client.phone }));
    expect(shapes).toHaveLength(2);
    expect({ ...shapes[0], for: 0 }).toEqual({ ...shapes[1], for: 0 });
    // The queue then texts the client alone.
    expect(await textsTo(client.phone)).toBe(1);
    expect(await textsTo(unknown)).toBe(0);
    expect(
      await getDb()
        .select()
        .from(outgoingMessages)
        .where(inArray(outgoingMessages.recipient, [client.phone, unknown])),
    ).toEqual([]);
  });

  it("on a shared phone, gives a cookie that ends with the browser and clears what was kept", async () => {
    const client = await phoneClient();
    await ask(client.phone);
    const code = await codeSentTo(client.phone);
    const response = (await verify(client.phone, code, { sharedDevice: "on" })) as Response;
    expect(response.status).toBe(302);
    const sessions = response.headers.getSetCookie().filter((c) => c.includes("session_token"));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]).not.toMatch(/Max-Age|Expires/i);
    expect(response.headers.get("Clear-Site-Data")).toBe('"storage"');
    const cookie = cookiesFrom(response);
    expect((await getUser(get("/jobs", cookie)))?.id).toBe(client.id);
    expect(await onSharedDevice(get("/jobs", cookie))).toBe(true);
  });

  // Issue 39, finding 8: the code's shared-phone session lasted 7 days on the server, the password's 1.
  it("on a shared phone, keeps the session as short as a password sign-in's", async () => {
    const id = randomUUID();
    const phone = freshNumber();
    const email = `shared-${id.slice(0, 8)}@example.org`;
    await insertUsers(getDb(), [newUserRow({ id, role: "client", email, phone })], await hashPassword(PASSWORD));
    const lifetimes: number[] = [];
    const signIns = [
      () =>
        settle(() =>
          signInAction(
            args(
              post("/signIn", { email, password: PASSWORD, sharedDevice: "on" }, { [CLIENT_IP_HEADER]: randomIp() }),
            ),
          ),
        ),
      async () => {
        await ask(phone);
        return verify(phone, await codeSentTo(phone), { sharedDevice: "on" });
      },
    ];
    for (const signIn of signIns) {
      expect(((await signIn()) as Response).status).toBe(302);
      const [session] = await getDb()
        .select({ createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
        .from(sessions)
        .where(eq(sessions.userId, id))
        .orderBy(desc(sessions.createdAt))
        .limit(1);
      lifetimes.push(((session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0)) / 3_600_000);
      await getDb().delete(sessions).where(eq(sessions.userId, id));
    }
    expect(lifetimes.map(Math.round)).toEqual([24, 24]);
  });

  it.each([
    ["letters for a number", { intent: "send", phone: "call me" }, { phone: "validation.phoneInvalid" }],
    ["a number no country uses", { intent: "send", phone: "+1 111 555 0100" }, { phone: "validation.phoneUnknown" }],
    [
      "a code of letters",
      { intent: "verify", phone: "+13125550199", code: "abcdef" },
      { code: "validation.codeDigits" },
    ],
    ["a short code", { intent: "verify", phone: "+13125550199", code: "12345" }, { code: "validation.codeDigits" }],
    ["a tampered number", { intent: "verify", phone: "x", code: "123456" }, { phone: "validation.phoneInvalid" }],
  ])("refuses %s with a message and changes nothing", async (_, fields, errors) => {
    const before = await getDb().select({ n: count() }).from(verifications);
    const result = (await settle(() =>
      phoneAction(args(post("/signIn/phone", fields, { [CLIENT_IP_HEADER]: randomIp() }))),
    )) as DataResult<Answer>;
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual(errors);
    expect(await getDb().select({ n: count() }).from(verifications)).toEqual(before);
  });

  it("reads a code typed in Persian digits", async () => {
    const client = await phoneClient();
    await ask(client.phone);
    const code = await codeSentTo(client.phone);
    const persian = code.replace(/\d/g, (d) => String.fromCharCode(0x06f0 + Number(d)));
    expect(((await verify(client.phone, persian)) as Response).status).toBe(302);
  });
});

describe("staff create a job seeker with a phone number only", () => {
  async function create(fields: Record<string, string>, admin?: { cookie: string }) {
    const as = admin ?? (await createSignedInUser("admin"));
    return settle(() =>
      createAccountAction(
        args(
          post(
            "/admin/accounts/create",
            { role: "client", name: "Karim Noori", email: "", password: "", ...fields },
            { Cookie: as.cookie },
          ),
        ),
      ),
    );
  }

  it("makes an account with no mailbox, texts it how to sign in, and the number signs in", async () => {
    const phone = freshNumber();
    const response = (await create({ phone: `312-555-${phone.slice(-4)}` })) as Response;
    expect(response.status).toBe(302);
    const [account] = await getDb().select().from(users).where(eq(users.phone, phone));
    expect(account).toBeDefined();
    expect(mailboxOf(account?.email ?? "")).toBeNull();
    const text = await latestMailTo(phone);
    expect(text?.text).toContain("Karim Noori");
    expect(text?.text).toContain("/signIn/phone");
    // Nothing is mailed to the stand-in address.
    expect(await latestMailTo(account?.email ?? "")).toBeNull();

    await ask(phone);
    const signedIn = (await verify(phone, await codeSentTo(phone))) as Response;
    expect((await getUser(get("/jobs", cookiesFrom(signedIn))))?.id).toBe(account?.id);
  });

  it.each([
    ["no email and no phone", { phone: "" }, { email: "validation.emailOrPhone" }],
    [
      "an employer with no email",
      { role: "employer", company: "Acme", phone: "+13125550177" },
      { email: "validation.emailOrPhone" },
    ],
    [
      "a password with no email",
      { phone: "+13125550178", password: "long-enough-pw" },
      { password: "validation.passwordNeedsEmail" },
    ],
  ])("refuses %s", async (_, fields, errors) => {
    const admin = await createSignedInUser("admin");
    const before = await getDb().select({ n: count() }).from(users);
    const result = (await create(fields, admin)) as DataResult<{ errors: Record<string, string> }>;
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual(errors);
    expect(await getDb().select({ n: count() }).from(users)).toEqual(before);
  });

  it("refuses a number another account has", async () => {
    const taken = await phoneClient();
    const result = (await create({ phone: taken.phone })) as DataResult<{ errors: Record<string, string> }>;
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual({ phone: "validation.phoneTaken" });
  });
});

describe("signing up with a number another account has", () => {
  it("makes the account without it, says so only in the email, and answers as for any number", async () => {
    const taken = await phoneClient();
    const email = `new-${randomUUID().slice(0, 8)}@example.org`;
    const response = (await settle(() =>
      signUpAction(
        args(
          post(
            "/signUp",
            {
              name: "New Person",
              email,
              phone: taken.phone,
              password: "long-enough-pw",
              confirmPassword: "long-enough-pw",
              accountType: "client",
            },
            { [CLIENT_IP_HEADER]: randomIp() },
          ),
        ),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    const [account] = await getDb().select().from(users).where(eq(users.email, email));
    expect(account?.phone).toBeNull();
    const mail = await latestMailTo(email);
    expect(mail?.text).toContain("already used by another account");
  });
});

describe("a number belongs to one account", () => {
  function saveProfile(cookie: string, phone: string) {
    return settle(() =>
      setProfileAction(
        args(
          post(
            "/profile/set_profile",
            { name: "Someone", phone, street: "", city: "", state: "", zip: "" },
            { Cookie: cookie },
          ),
        ),
      ),
    ) as Promise<DataResult<{ errors: Record<string, string> }>>;
  }

  it("refuses another account's number on one's own profile, and changes nothing", async () => {
    const taken = await phoneClient();
    const client = await createSignedInUser("client");
    const result = await saveProfile(client.cookie, taken.phone);
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual({ phone: "validation.phoneTaken" });
    const [row] = await getDb()
      .select({ phone: users.phone, name: users.name })
      .from(users)
      .where(eq(users.id, client.id));
    expect(row?.phone).toBeNull();
    expect(row?.name).not.toBe("Someone");
  });

  it("keeps a phone-only account's number: it is the only way in", async () => {
    const client = await phoneClient();
    const cookie = await sessionCookie(client.id);
    const result = await saveProfile(cookie, "");
    expect(result.data.errors).toEqual({ phone: "validation.phoneRequired" });
    const [row] = await getDb().select({ phone: users.phone }).from(users).where(eq(users.id, client.id));
    expect(row?.phone).toBe(client.phone);
  });

  it("a new number on the profile must be proven again", async () => {
    const client = await phoneClient();
    await ask(client.phone);
    await verify(client.phone, await codeSentTo(client.phone));
    const number = freshNumber();
    expect(((await saveProfile(await sessionCookie(client.id), number)) as unknown as Response).status).toBe(302);
    const [row] = await getDb()
      .select({ phone: users.phone, verified: users.phoneVerified })
      .from(users)
      .where(eq(users.id, client.id));
    expect(row).toEqual({ phone: number, verified: false });
  });

  it("staff editing an account are told the number is taken", async () => {
    const admin = await createSignedInUser("admin");
    const taken = await phoneClient();
    const other = await phoneClient();
    const result = (await settle(() =>
      userAction(
        args(
          post(
            `/admin/users/client/${other.id}`,
            {
              intent: "update",
              name: "Other",
              email: "",
              phone: taken.phone,
              company: "",
              role: "client",
              status: "approved",
            },
            { Cookie: admin.cookie },
          ),
          { tab: "client", userId: other.id },
        ),
      ),
    )) as DataResult<{ errors: Record<string, string> }>;
    expect(result.init?.status).toBe(400);
    expect(result.data.errors).toEqual({ phone: "validation.phoneTaken" });
  });
});
