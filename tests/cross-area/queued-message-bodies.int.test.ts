import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { action as createAccountAction } from "~/areas/users/admin-create-account";
import { getDb } from "~/shared/server/db.server";
import { passwordTokenIsLive } from "~/shared/server/auth.server";
import { args, createSignedInUser, latestMailTo, linkIn, post, quietOutboxLog, settle } from "~/shared/testing/helpers";

quietOutboxLog();

// Issue 39, finding 9: a queued message's body held a live link (a 7-day invitation) in plain
// text for as long as delivery failed, and so did any backup taken then.
describe("queued message bodies", () => {
  it("hold no working link in the table, and the delivered message has it", async () => {
    const admin = await createSignedInUser("admin");
    const email = `invited-${Math.random().toString(36).slice(2, 8)}@example.org`;
    const response = (await settle(() =>
      createAccountAction(
        args(
          post(
            "/admin/accounts/create",
            { role: "client", name: "Amina Yusuf", email, phone: "", password: "" },
            { Cookie: admin.cookie },
          ),
        ),
      ),
    )) as Response;
    expect(response.status).toBe(302);
    // What a database copy holds: the row as a raw SELECT reads it.
    const { rows } = (await getDb().execute(
      sql`SELECT subject, text, html FROM outgoing_messages WHERE recipient = ${email}`,
    )) as unknown as { rows: { subject: string; text: string; html: string }[] };
    expect(rows).toHaveLength(1);
    expect(`${rows[0]?.text}${rows[0]?.html}`).not.toMatch(/set_password|token=/);

    const link = linkIn(await latestMailTo(email));
    expect(link.pathname).toBe("/set_password");
    const token = link.searchParams.get("token") ?? "";
    expect(await passwordTokenIsLive(token)).toBe(true);
    // Nothing of the link is kept in any column.
    const { rows: anywhere } = (await getDb().execute(
      sql`SELECT count(*)::int AS n FROM outgoing_messages WHERE concat_ws(' ', subject, text, html) LIKE ${`%${token}%`}`,
    )) as unknown as { rows: { n: number }[] };
    expect(anywhere[0]?.n).toBe(0);
  });
});
