import { seedDemo } from "#db/seed";
import { hashPassword } from "./auth.server";
import { closeDb, dbKind, getDb, migrateDb } from "./db.server";
import { getEnv } from "./env.server";

/** Runs before the server listens: validate env, migrate, seed demo data where allowed. */
export async function startup(): Promise<void> {
  const env = getEnv();
  await migrateDb();
  const seedAllowed = env.NODE_ENV !== "production" && env.SEED_DEMO === "auto" && dbKind() === "pglite";
  if (seedAllowed && (await seedDemo(getDb(), hashPassword))) {
    console.info("Seeded demo data (sign in with the demo accounts listed in the README).");
  }
}

export async function shutdown(): Promise<void> {
  await closeDb();
}
