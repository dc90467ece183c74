import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "#db/schema";
import { getDb } from "~/shared/server/db.server";
import { args, createSignedInUser, get, post, routeOutcome, userRow, type TestUser } from "~/shared/testing/helpers";
import { action as userAction, loader as userLoader } from "./admin-user";

function trust(actor: TestUser, target: { id: string }, trusted: "1" | "0" | string, tab = "employer") {
  const path = `/admin/users/${tab}/${target.id}`;
  return routeOutcome(() =>
    userAction(args(post(path, { intent: "trust", trusted }, { Cookie: actor.cookie }), { tab, userId: target.id })),
  );
}

async function auditsOf(id: string) {
  return getDb().select().from(auditLog).where(eq(auditLog.entityId, id));
}

describe("marking an employer as trusted", () => {
  it("an approved admin marks an approved employer as trusted and takes it back, each with an audit row", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });

    const page = await routeOutcome(() =>
      userLoader(
        args(get(`/admin/users/employer/${employer.id}`, admin.cookie), { tab: "employer", userId: employer.id }),
      ),
    );
    expect(page.body).toMatchObject({ user: { trusted: false }, trust: { allowed: true } });

    const marked = await trust(admin, employer, "1");
    expect(marked).toMatchObject({ status: 302, location: `/admin/users/employer/${employer.id}` });
    expect((await userRow(employer.id))?.trusted).toBe(true);

    const undone = await trust(admin, employer, "0");
    expect(undone.status).toBe(302);
    expect((await userRow(employer.id))?.trusted).toBe(false);
    expect((await auditsOf(employer.id)).map((a) => [a.actorId, a.action])).toEqual([
      [admin.id, "user.trust"],
      [admin.id, "user.untrust"],
    ]);
  });

  it.each([
    ["a pending admin", () => createSignedInUser("admin", { status: "pending" }), 403],
    ["an employer", () => createSignedInUser("employer", { company: "Acme" }), 403],
    ["a client", () => createSignedInUser("client"), 403],
  ] as const)("%s is refused and nothing changes", async (_, makeActor, status) => {
    const actor = await makeActor();
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    const result = await trust(actor, employer, "1");
    expect(result.status).toBe(status);
    expect((await userRow(employer.id))?.trusted).toBe(false);
    expect(await auditsOf(employer.id)).toEqual([]);
  });

  it.each([
    ["a pending employer", () => createSignedInUser("employer", { status: "pending", company: "Waiting Co" })],
    ["a client", () => createSignedInUser("client")],
    ["an admin", () => createSignedInUser("admin")],
  ] as const)("%s cannot be trusted: an error toast, nothing changed", async (_, makeTarget) => {
    const admin = await createSignedInUser("admin");
    const target = await makeTarget();
    const result = await trust(admin, target, "1");
    expect(result.status).toBe(302);
    expect((await userRow(target.id))?.trusted).toBe(false);
    expect(await auditsOf(target.id)).toEqual([]);
  });

  it("refuses a value other than 1 or 0, and a missing account", async () => {
    const admin = await createSignedInUser("admin");
    const employer = await createSignedInUser("employer", { company: "Lakeside Foods" });
    expect((await trust(admin, employer, "yes")).status).toBe(400);
    const missing = await trust(admin, { id: "00000000-0000-0000-0000-000000000000" }, "1");
    expect(missing.status).toBe(302);
    expect((await userRow(employer.id))?.trusted).toBe(false);
  });
});
