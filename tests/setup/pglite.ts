import fs from "node:fs";
import { afterAll, beforeAll, inject } from "vitest";
import { freshFile } from "./isolation";

freshFile();
// Each test file gets its own in-memory database, a copy of the migrated one made once for the run
// (tests/setup/pglite-template.ts).
delete process.env.DATABASE_URL;
process.env.PGLITE_DIR = "memory://";
const { closeDb, copyMemoryDatabasesFrom, migrateDb } = await import("~/shared/server/db.server");
copyMemoryDatabasesFrom(new Blob([fs.readFileSync(inject("pgliteTemplate"))]));

beforeAll(async () => {
  // Finds every migration applied; it still runs so a test file sees what the server would.
  await migrateDb();
});

afterAll(async () => {
  await closeDb();
});
