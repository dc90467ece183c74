import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { closeDb, copyMemoryDatabasesFrom, migrateDb } from "~/shared/server/db.server";

// Each test file runs in its own module graph, so it gets its own in-memory database, a copy of
// the migrated one made once for the run (tests/setup/pglite-template.ts).
delete process.env.DATABASE_URL;
process.env.PGLITE_DIR = "memory://";
copyMemoryDatabasesFrom(new Blob([fs.readFileSync(inject("pgliteTemplate"))]));

beforeAll(async () => {
  // Finds every migration applied; it still runs so a test file sees what the server would.
  await migrateDb();
});

afterAll(async () => {
  await closeDb();
});
