import { sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import { accounts, users, type Role, type UserStatus } from "#db/schema";
import { hashPassword } from "~/utils/auth.server";
import { getDb } from "~/utils/db.server";

export interface NewAccount {
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
  phone?: string | undefined;
  company?: string | undefined;
  password?: string | undefined;
}

const UNIQUE_VIOLATION = "23505";

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === "object"; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

/**
 * Creates the user and, when a password is given, its credential login in one
 * transaction. A user without a password sets one later through an emailed link.
 */
export async function createAccount(
  input: NewAccount,
): Promise<{ ok: true; id: string } | { ok: false; error: "emailTaken" }> {
  const email = input.email.trim().toLowerCase();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  const id = randomUUID();
  try {
    return await getDb().transaction(async (tx) => {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`);
      if (taken) return { ok: false as const, error: "emailTaken" as const };
      await tx.insert(users).values({
        id,
        name: input.name,
        email,
        role: input.role,
        status: input.status,
        phone: input.phone || null,
        company: input.company || null,
      });
      if (passwordHash) {
        await tx.insert(accounts).values({
          id: randomUUID(),
          accountId: id,
          providerId: "credential",
          userId: id,
          password: passwordHash,
        });
      }
      return { ok: true as const, id };
    });
  } catch (error) {
    // Two sign-ups with the same email at once: the unique index decides.
    if (isUniqueViolation(error)) return { ok: false, error: "emailTaken" };
    throw error;
  }
}
