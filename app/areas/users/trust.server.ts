import { eq } from "drizzle-orm";
import { users } from "#db/schema";
import { can, type Actor } from "~/shared/access/policy";
import { recordAudit } from "~/shared/server/audit.server";
import { getDb } from "~/shared/server/db.server";

export type TrustResult = { ok: true; name: string } | { ok: false; error: "notFound" | "notTrustable" };

/**
 * Marks an employer as trusted (their jobs after the first go live without
 * review, job-status.ts) or takes that back, with an audit row. Only an
 * approved employer can be trusted; trust can always be taken back.
 */
export async function setTrusted(actor: Actor, userId: string, trusted: boolean): Promise<TrustResult> {
  return getDb().transaction(async (tx): Promise<TrustResult> => {
    const [user] = await tx
      .select({ name: users.name, role: users.role, status: users.status, trusted: users.trusted })
      .from(users)
      .where(eq(users.id, userId))
      .for("update");
    if (!user) return { ok: false, error: "notFound" };
    if (!can(actor, { action: "trustEmployer", account: user, trusted })) return { ok: false, error: "notTrustable" };
    if (user.trusted !== trusted) {
      await tx.update(users).set({ trusted }).where(eq(users.id, userId));
      await recordAudit(tx, {
        actorId: actor.id,
        action: trusted ? "user.trust" : "user.untrust",
        entity: "user",
        entityId: userId,
      });
    }
    return { ok: true, name: user.name };
  });
}
