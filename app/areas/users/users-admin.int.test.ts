import { and, count, eq, inArray, or } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog, jobRequests, jobs, savedJobs, sessions, users } from "#db/schema";
import { createAccount, deleteUser, updateUser } from "~/shared/server/users.server";
import { action as createAction, loader as createLoader } from "./admin-create-account";
import { action as userAction, loader as userLoader } from "./admin-user";
import { loader as usersLoader } from "./admin-users";
import { loader as searchLoader } from "./api-users-search";
import { getUser } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { landingPath } from "~/shared/access/navigation";
import {
  args,
  createSignedInUser,
  get,
  latestMailTo,
  linkIn,
  post,
  quietOutboxLog,
  settle,
  signInCookie,
  userRow,
  type DataResult,
  type TestUser,
} from "~/shared/testing/helpers";

quietOutboxLog();

async function outcome(run: () => Promise<unknown>) {
  const result = await settle(run);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  const init = (result as { init?: { status?: number } } | null)?.init;
  return { status: init?.status ?? 200, location: null };
}

async function postJob(ownerId: string, title = "Line Cook") {
  const [job] = await getDb()
    .insert(jobs)
    .values({
      title,
      jobType: "Full-time",
      wageType: "Hourly",
      wageMin: 17,
      wageMax: 19,
      englishLevel: "Basic",
      ownerId,
      status: "approved",
    })
    .returning({ id: jobs.id });
  if (!job) throw new Error("no job");
  return job.id;
}

async function auditFor(entityId: string, action: string) {
  return getDb()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityId, entityId), eq(auditLog.action, action)));
}

function userArgs(request: Request, tab: string, userId: string) {
  return args(request, { tab, userId });
}

describe("authorisation on the server", () => {
  it.each(["client", "employer"] as const)(
    "a %s is sent to their landing page from every page and gets 403 from every action",
    async (role) => {
      const intruder = await createSignedInUser(role, { company: "Acme" });
      const victim = await createSignedInUser("employer", { status: "pending", company: "Victim Co" });
      const pages = [
        () => usersLoader(args(get("/admin/users/employer", intruder.cookie), { tab: "employer" })),
        () => userLoader(userArgs(get(`/admin/users/employer/${victim.id}`, intruder.cookie), "employer", victim.id)),
        () => createLoader(args(get("/admin/accounts/create", intruder.cookie))),
      ];
      for (const page of pages) expect(await outcome(page)).toEqual({ status: 302, location: landingPath(role) });

      expect(await outcome(() => searchLoader(args(get("/api/users/search?q=Victim", intruder.cookie))))).toMatchObject(
        { status: 403 },
      );
      for (const intent of ["approve", "delete", "update", "transfer", "invite"]) {
        const request = post(
          `/admin/users/employer/${victim.id}`,
          { intent, name: "Hacked", email: "h@test.example", role: "admin", status: "approved" },
          { Cookie: intruder.cookie },
        );
        expect(await outcome(() => userAction(userArgs(request, "employer", victim.id)))).toMatchObject({
          status: 403,
        });
      }
      const create = post(
        "/admin/accounts/create",
        { name: "Evil", email: "evil@test.example", role: "admin", password: "evil-password" },
        { Cookie: intruder.cookie },
      );
      expect(await outcome(() => createAction(args(create)))).toMatchObject({ status: 403 });

      expect(await userRow(victim.id)).toMatchObject({ status: "pending", name: "Test employer", role: "employer" });
      const [evil] = await getDb().select().from(users).where(eq(users.email, "evil@test.example"));
      expect(evil).toBeUndefined();
    },
  );

  it("treats an admin account waiting for approval like any non-admin", async () => {
    const pendingAdmin = await createSignedInUser("admin", { status: "pending" });
    expect(
      await outcome(() => usersLoader(args(get("/admin/users/client", pendingAdmin.cookie), { tab: "client" }))),
    ).toEqual({
      status: 302,
      location: landingPath("admin"),
    });
  });
});

describe("the user list", () => {
  it("answers 404 for an unknown tab", async () => {
    const admin = await createSignedInUser("admin");
    expect(
      await outcome(() => usersLoader(args(get("/admin/users/robots", admin.cookie), { tab: "robots" }))),
    ).toMatchObject({ status: 404 });
  });

  it("counts each tab, searches name, email and company, and lists pending accounts first", async () => {
    const admin = await createSignedInUser("admin");
    const approved = await createSignedInUser("employer", { company: "Zebra Bakery" });
    const pending = await createSignedInUser("employer", { status: "pending", company: "Zebra Logistics" });
    const result = (await usersLoader(
      args(get("/admin/users/employer?q=zebra", admin.cookie), { tab: "employer" }),
    )) as {
      users: { id: string; status: string; jobCount: number }[];
      counts: Record<string, number>;
    };
    expect(result.users.map((u) => u.id)).toEqual([pending.id, approved.id]);
    expect(result.counts).toEqual({ admin: 0, employer: 2, client: 0 });

    const byEmail = (await usersLoader(
      args(get(`/admin/users/employer?q=${approved.email.toUpperCase()}`, admin.cookie), { tab: "employer" }),
    )) as {
      users: { id: string }[];
    };
    expect(byEmail.users.map((u) => u.id)).toEqual([approved.id]);

    // A search for the LIKE wildcard itself matches nothing rather than everything.
    const wildcard = (await usersLoader(
      args(get("/admin/users/employer?q=%25", admin.cookie), { tab: "employer" }),
    )) as { users: unknown[] };
    expect(wildcard.users).toEqual([]);

    const all = (await usersLoader(args(get("/admin/users/admin?page=abc", admin.cookie), { tab: "admin" }))) as {
      page: number;
      counts: Record<string, number>;
    };
    expect(all.page).toBe(1);
    expect(all.counts.admin).toBeGreaterThanOrEqual(1);
  });
});

describe("approving", () => {
  it("approves a pending employer, emails them and records who did it", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { status: "pending", company: "Pending Co" });
    const response = (await settle(() =>
      userAction(
        userArgs(
          post(
            `/admin/users/employer/${employer.id}`,
            { intent: "approve", returnTo: "/admin/users/employer" },
            { Cookie: admin.cookie },
          ),
          "employer",
          employer.id,
        ),
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/admin/users/employer");
    expect((await userRow(employer.id))?.status).toBe("approved");
    const mail = await latestMailTo(employer.email);
    expect(mail?.subject).toContain("approved");
    expect(mail?.html).toContain("<a href=");
    const [entry] = await auditFor(employer.id, "user.approve");
    expect(entry?.actorId).toBe(admin.id);

    // Approving again changes nothing and says so.
    const again = (await settle(() =>
      userAction(
        userArgs(
          post(`/admin/users/employer/${employer.id}`, { intent: "approve" }, { Cookie: admin.cookie }),
          "employer",
          employer.id,
        ),
      ),
    )) as Response;
    expect(again.headers.getSetCookie().some((c) => c.startsWith("toast="))).toBe(true);
    expect(await auditFor(employer.id, "user.approve")).toHaveLength(1);
  });
});

describe("editing", () => {
  it("saves name, email, phone, company, role and status", async () => {
    const admin = await createSignedInUser("admin");
    const client = await createSignedInUser("client");
    const response = (await settle(() =>
      userAction(
        userArgs(
          post(
            `/admin/users/client/${client.id}`,
            {
              intent: "update",
              name: "Renamed Person",
              email: "Renamed@Test.example",
              phone: "312 555 0100",
              company: "New Co",
              role: "employer",
              status: "pending",
            },
            { Cookie: admin.cookie },
          ),
          "client",
          client.id,
        ),
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe(`/admin/users/employer/${client.id}`);
    expect(await userRow(client.id)).toMatchObject({
      name: "Renamed Person",
      email: "renamed@test.example",
      phone: "+13125550100",
      company: "New Co",
      role: "employer",
      status: "pending",
    });
    const [entry] = await auditFor(client.id, "user.update");
    expect(entry?.details).toMatchObject({ changes: { name: "Renamed Person", role: "employer" } });
  });

  it("names a missing user", async () => {
    const admin = await createSignedInUser("admin");
    const page = (await userLoader(
      userArgs(get("/admin/users/client/nope-123", admin.cookie), "client", "nope-123"),
    )) as DataResult<{ missingId: string }>;
    expect(page.init?.status).toBe(404);
    expect(page.data.missingId).toBe("nope-123");
    const update = (await userAction(
      userArgs(
        post(
          "/admin/users/client/nope-123",
          { intent: "update", name: "X", email: "x@test.example", phone: "", role: "client", status: "approved" },
          { Cookie: admin.cookie },
        ),
        "client",
        "nope-123",
      ),
    )) as DataResult<{ errors: Record<string, string> }>;
    expect(update.init?.status).toBe(404);
    expect(update.data.errors.form).toBe("users.notExist");
  });

  it("refuses bad input, a taken email, demoting oneself and making a job owner a client", async () => {
    const admin = await createSignedInUser("admin");
    const other = await createSignedInUser("client");
    const employer = await createSignedInUser("employer", { company: "Owner Co" });
    await postJob(employer.id);
    const update = async (target: TestUser | { id: string }, tab: string, fields: Record<string, string>) =>
      (await userAction(
        userArgs(
          post(
            `/admin/users/${tab}/${target.id}`,
            { intent: "update", phone: "", company: "", status: "approved", ...fields },
            { Cookie: admin.cookie },
          ),
          tab,
          target.id,
        ),
      )) as DataResult<{ errors: Record<string, string> }>;

    const malformed = await update(other, "client", { name: "A", email: "not-an-email", role: "client" });
    expect(malformed.data.errors.email).toBe("validation.emailInvalid");
    const noCompany = await update(other, "client", { name: "A", email: other.email, role: "employer" });
    expect(noCompany.data.errors.company).toBe("validation.companyRequired");
    const taken = await update(other, "client", { name: "A", email: employer.email, role: "client" });
    expect(taken.data.errors.email).toBe("users.validation.emailTaken");
    const selfDemote = await update(admin, "admin", { name: "Me", email: admin.email, role: "client" });
    expect(selfDemote.data.errors.form).toBe("users.error.self");
    const ownsJobs = await update(employer, "employer", {
      name: "E",
      email: employer.email,
      role: "client",
      company: "Owner Co",
    });
    expect(ownsJobs.data.errors.role).toBe("users.error.ownsJobs");

    expect((await userRow(other.id))?.name).toBe("Test client");
    expect((await userRow(admin.id))?.role).toBe("admin");
    expect((await userRow(employer.id))?.role).toBe("employer");
  });

  it("keeps the last admin (checked in the model, which also guards against two admins acting at once)", async () => {
    await getDb().delete(users).where(eq(users.role, "admin"));
    const created = await createAccount({
      name: "Only Admin",
      email: "only-admin@test.example",
      role: "admin",
      status: "approved",
    });
    if (!created.ok) throw new Error("not created");
    const someoneElse = "not-an-admin-id";
    expect(
      await updateUser(someoneElse, created.id, {
        name: "Only Admin",
        email: "only-admin@test.example",
        phone: "",
        role: "client",
        status: "approved",
      }),
    ).toEqual({
      ok: false,
      error: "lastAdmin",
    });
    expect(await deleteUser(someoneElse, created.id)).toEqual({ ok: false, error: "lastAdmin" });
    expect((await userRow(created.id))?.role).toBe("admin");
  });
});

describe("deleting", () => {
  async function counts(userId: string, jobIds: string[]) {
    const [jobRows] = await getDb().select({ n: count() }).from(jobs).where(eq(jobs.ownerId, userId));
    const [savedRows] = await getDb()
      .select({ n: count() })
      .from(savedJobs)
      .where(or(eq(savedJobs.userId, userId), inArray(savedJobs.jobId, jobIds)));
    const [sessionRows] = await getDb().select({ n: count() }).from(sessions).where(eq(sessions.userId, userId));
    return { jobs: jobRows?.n, savedLinks: savedRows?.n, sessions: sessionRows?.n };
  }

  it("removes the user, sessions, jobs and every saved link to those jobs in one go", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Gone Co" });
    const client = await createSignedInUser("client");
    const otherEmployer = await createSignedInUser("employer", { company: "Stays Co" });
    const jobA = await postJob(employer.id, "Job A");
    const jobB = await postJob(employer.id, "Job B");
    const kept = await postJob(otherEmployer.id, "Kept job");
    await getDb()
      .insert(savedJobs)
      .values([
        { userId: client.id, jobId: jobA },
        { userId: client.id, jobId: jobB },
        { userId: client.id, jobId: kept },
      ]);
    await getDb()
      .insert(jobRequests)
      .values([
        { clientId: client.id, jobId: jobA, contactMethod: "phone" },
        { clientId: client.id, jobId: kept, contactMethod: "phone" },
      ]);

    expect(await counts(employer.id, [jobA, jobB])).toEqual({ jobs: 2, savedLinks: 2, sessions: 1 });
    const page = (await userLoader(
      userArgs(get(`/admin/users/employer/${employer.id}`, admin.cookie), "employer", employer.id),
    )) as {
      user: { jobCount: number; savedLinkCount: number; requestCount: number };
    };
    // The confirmation names what goes with the account: the request for Job A, not the one for the kept job.
    expect(page.user).toMatchObject({ jobCount: 2, savedLinkCount: 2, requestCount: 1 });

    const response = (await settle(() =>
      userAction(
        userArgs(
          post(`/admin/users/employer/${employer.id}`, { intent: "delete" }, { Cookie: admin.cookie }),
          "employer",
          employer.id,
        ),
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/admin/users/employer");

    expect(await userRow(employer.id)).toBeNull();
    expect(await counts(employer.id, [jobA, jobB])).toEqual({ jobs: 0, savedLinks: 0, sessions: 0 });
    expect(await getUser(get("/", employer.cookie))).toBeNull();
    const clientSaves = await getDb().select().from(savedJobs).where(eq(savedJobs.userId, client.id));
    expect(clientSaves.map((s) => s.jobId)).toEqual([kept]);
    const clientRequests = await getDb().select().from(jobRequests).where(eq(jobRequests.clientId, client.id));
    expect(clientRequests.map((r) => r.jobId)).toEqual([kept]);
    const [entry] = await auditFor(employer.id, "user.delete");
    expect(entry).toMatchObject({
      actorId: admin.id,
      details: { jobs: 2, savedLinks: 2, sessions: 1, email: employer.email },
    });
    // The admin is still signed in as themselves.
    expect((await getUser(get("/", admin.cookie)))?.id).toBe(admin.id);
  });

  it("refuses to delete oneself or a missing user", async () => {
    const admin = await createSignedInUser("admin");
    await settle(() =>
      userAction(
        userArgs(
          post(`/admin/users/admin/${admin.id}`, { intent: "delete" }, { Cookie: admin.cookie }),
          "admin",
          admin.id,
        ),
      ),
    );
    expect(await userRow(admin.id)).not.toBeNull();
    const missing = (await settle(() =>
      userAction(
        userArgs(
          post("/admin/users/client/missing", { intent: "delete" }, { Cookie: admin.cookie }),
          "client",
          "missing",
        ),
      ),
    )) as Response;
    expect(missing.status).toBe(302);
    expect(await auditFor("missing", "user.delete")).toHaveLength(0);
  });
});

describe("transferring all jobs", () => {
  it("moves every job to the chosen employer and records it", async () => {
    const admin = await createSignedInUser("admin");
    const from = await createSignedInUser("employer", { company: "Old Owner" });
    const to = await createSignedInUser("employer", { company: "New Owner Unique" });
    const ids = [await postJob(from.id), await postJob(from.id)];
    const response = (await settle(() =>
      userAction(
        userArgs(
          post(
            `/admin/users/employer/${from.id}`,
            { intent: "transfer", toUserId: to.id, toUserIdSearch: "" },
            { Cookie: admin.cookie },
          ),
          "employer",
          from.id,
        ),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    const owners = await getDb().select({ owner: jobs.ownerId }).from(jobs).where(inArray(jobs.id, ids));
    expect(owners.map((o) => o.owner)).toEqual([to.id, to.id]);
    const [entry] = await auditFor(from.id, "user.transferJobs");
    expect(entry?.details).toMatchObject({ toUserId: to.id });
  });

  it("resolves typed text without JavaScript and refuses clients, unknown and ambiguous targets", async () => {
    const admin = await createSignedInUser("admin");
    const from = await createSignedInUser("employer", { company: "Typed From" });
    const to = await createSignedInUser("employer", { company: "Typed Target" });
    await createSignedInUser("employer", { company: "Typed Third" });
    const client = await createSignedInUser("client");
    const jobId = await postJob(from.id);
    const transfer = async (fields: Record<string, string>) =>
      settle(() =>
        userAction(
          userArgs(
            post(
              `/admin/users/employer/${from.id}`,
              { intent: "transfer", toUserId: "", toUserIdSearch: "", ...fields },
              { Cookie: admin.cookie },
            ),
            "employer",
            from.id,
          ),
        ),
      );
    const errorOf = (result: unknown) =>
      (result as DataResult<{ errors: Record<string, string> }>).data.errors.toUserId;

    expect(errorOf(await transfer({ toUserId: client.id }))).toBe("picker.notFound");
    expect(errorOf(await transfer({ toUserIdSearch: "nobody matches this" }))).toBe("picker.noMatch");
    expect(errorOf(await transfer({ toUserIdSearch: "Typed" }))).toBe("picker.ambiguous");
    expect(errorOf(await transfer({}))).toBe("picker.required");
    expect(errorOf(await transfer({ toUserId: from.id }))).toBe("picker.notFound");
    const [still] = await getDb().select({ owner: jobs.ownerId }).from(jobs).where(eq(jobs.id, jobId));
    expect(still?.owner).toBe(from.id);

    expect(await transfer({ toUserIdSearch: to.email.toUpperCase() })).toBeInstanceOf(Response);
    const [moved] = await getDb().select({ owner: jobs.ownerId }).from(jobs).where(eq(jobs.id, jobId));
    expect(moved?.owner).toBe(to.id);
    expect(errorOf(await transfer({ toUserId: to.id }))).toBe("users.error.noJobs");
  });

  it("feeds the picker with employers and admins only", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Picker Findme" });
    await createAccount({
      name: "Findme Client",
      email: "findme-client@test.example",
      role: "client",
      status: "approved",
    });
    const response = (await searchLoader(args(get("/api/users/search?q=findme", admin.cookie)))) as Response;
    const body = (await response.json()) as { users: { id: string; role: string }[] };
    expect(body.users.map((u) => u.id)).toEqual([employer.id]);
    const excluded = (await searchLoader(
      args(get(`/api/users/search?q=findme&exclude=${employer.id}`, admin.cookie)),
    )) as Response;
    expect(((await excluded.json()) as { users: unknown[] }).users).toEqual([]);
  });
});

describe("creating accounts", () => {
  it("creates a client without a password and emails an invitation, keeping the admin signed in", async () => {
    const admin = await createSignedInUser("admin");
    const response = (await settle(() =>
      createAction(
        args(
          post(
            "/admin/accounts/create",
            { name: "New Client", email: "New.Client@test.example", phone: "", role: "client", password: "" },
            { Cookie: admin.cookie },
          ),
        ),
      ),
    )) as Response;
    expect(response.headers.get("Location")).toBe("/admin/accounts/create");
    // The response starts no session for the new user.
    expect(response.headers.getSetCookie().some((c) => c.includes("session_token"))).toBe(false);
    expect((await getUser(get("/", admin.cookie)))?.id).toBe(admin.id);
    const [row] = await getDb().select().from(users).where(eq(users.email, "new.client@test.example"));
    expect(row).toMatchObject({ role: "client", status: "approved", name: "New Client" });
    const link = linkIn(await latestMailTo("new.client@test.example"));
    expect(link.searchParams.get("mode")).toBe("invite");
    const [entry] = await auditFor(row?.id ?? "", "user.create");
    expect(entry).toMatchObject({ actorId: admin.id, details: { invited: true, role: "client" } });
  });

  it("creates an employer with a password that works at once", async () => {
    const admin = await createSignedInUser("admin");
    await settle(() =>
      createAction(
        args(
          post(
            "/admin/accounts/create",
            {
              name: "Staffed Employer",
              email: "staffed@test.example",
              phone: "312-555-0101",
              role: "employer",
              company: "Staffed Co",
              password: "given-password",
            },
            { Cookie: admin.cookie },
          ),
        ),
      ),
    );
    await expect(signInCookie("staffed@test.example", "given-password")).resolves.toContain("session_token");
    const [row] = await getDb().select().from(users).where(eq(users.email, "staffed@test.example"));
    expect(row).toMatchObject({ role: "employer", company: "Staffed Co", status: "approved" });
  });

  it.each([
    [{ name: "No Role", email: "norole@test.example", role: "", password: "" }, "role", "createAccount.roleRequired"],
    [
      { name: "Bad Role", email: "badrole@test.example", role: "superuser", password: "" },
      "role",
      "createAccount.roleRequired",
    ],
    [
      { name: "No Company", email: "nocompany@test.example", role: "employer", company: "", password: "" },
      "company",
      "validation.companyRequired",
    ],
    [
      { name: "Weak", email: "weak@test.example", role: "client", password: "short" },
      "password",
      "validation.passwordTooShort",
    ],
    [{ name: "Bad Email", email: "bad@", role: "client", password: "" }, "email", "validation.emailInvalid"],
  ])("refuses %j (%s)", async (fields, field, message) => {
    const admin = await createSignedInUser("admin");
    const result = (await createAction(
      args(post("/admin/accounts/create", { phone: "", ...fields }, { Cookie: admin.cookie })),
    )) as DataResult<{
      errors: Record<string, string>;
    }>;
    expect(result.init?.status).toBe(400);
    expect(result.data.errors[field]).toBe(message);
    const [row] = await getDb().select().from(users).where(eq(users.email, fields.email));
    expect(row).toBeUndefined();
  });

  it("sends the invitation again to someone without a password, and only to them", async () => {
    const admin = await createSignedInUser("admin");
    const created = await createAccount({
      name: "Lost Invite",
      email: "lost-invite@test.example",
      role: "client",
      status: "approved",
    });
    if (!created.ok) throw new Error("not created");
    const resend = (id: string) =>
      settle(() =>
        userAction(
          userArgs(post(`/admin/users/client/${id}`, { intent: "invite" }, { Cookie: admin.cookie }), "client", id),
        ),
      );
    await resend(created.id);
    expect(linkIn(await latestMailTo("lost-invite@test.example")).searchParams.get("mode")).toBe("invite");
    expect(await auditFor(created.id, "user.invite")).toHaveLength(1);

    const withPassword = await createSignedInUser("client");
    await resend(withPassword.id);
    expect(await latestMailTo(withPassword.email)).toBeNull();
    expect(await auditFor(withPassword.id, "user.invite")).toHaveLength(0);
  });

  it("refuses a duplicate email", async () => {
    const admin = await createSignedInUser("admin");
    const existing = await createSignedInUser("client");
    const result = (await createAction(
      args(
        post(
          "/admin/accounts/create",
          { name: "Dup", email: existing.email.toUpperCase(), phone: "", role: "client", password: "" },
          { Cookie: admin.cookie },
        ),
      ),
    )) as DataResult<{ errors: Record<string, string> }>;
    expect(result.data.errors.email).toBe("users.validation.emailTaken");
  });
});
