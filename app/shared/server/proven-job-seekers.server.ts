import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { auditLog, users } from "#db/schema";

// Staff vouch for a person by creating their account or approving it (audit rows on the account).
const VOUCHING_ACTIONS = ["user.create", "user.approve"] as const;

/**
 * Whether the account with this id is a job seeker who has shown they are a real
 * person, so that their report counts towards hiding a job (docs/decisions/025):
 * an approved client whose account staff created or approved, or whose phone
 * number a texted code has reached (a number belongs to one account only). A
 * self-made account with an email nobody checked is not enough: anyone makes
 * those by the dozen.
 */
export function provenJobSeeker(userId: AnyPgColumn | SQL): SQL<boolean> {
  return sql<boolean>`EXISTS (
    SELECT 1 FROM ${users} proven
    WHERE proven.id = ${userId} AND proven.role = 'client' AND proven.status = 'approved'
      AND (proven.phone_verified OR EXISTS (
        SELECT 1 FROM ${auditLog} vouched
        WHERE vouched.entity = 'user' AND vouched.entity_id = proven.id
          AND vouched.action IN (${sql.join(
            VOUCHING_ACTIONS.map((action) => sql`${action}`),
            sql`, `,
          )})
      ))
  )`;
}
