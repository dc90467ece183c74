import { auditLog } from "#db/schema";
import type { Tx } from "./db.server";

export interface AuditEntry {
  actorId: string;
  action: string;
  entity: "user" | "job" | "request" | "message";
  entityId: string;
  details?: Record<string, unknown>;
}

/** Records an admin action inside the transaction that performs it. */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ ...entry, details: entry.details ?? {} });
}
