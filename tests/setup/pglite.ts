import { afterAll, beforeAll } from "vitest";
import { closeDb, migrateDb } from "~/shared/server/db.server";

// Each test file runs in its own module graph, so it gets its own in-memory database.
delete process.env.DATABASE_URL;
process.env.PGLITE_DIR = "memory://";

beforeAll(async () => {
  await migrateDb();
});

afterAll(async () => {
  await closeDb();
});
