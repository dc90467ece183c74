import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { dumpMigratedMemoryDatabase } from "~/shared/server/db.server";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

// One migrated in-memory database, dumped to a file that every test file's database is loaded
// from (tests/setup/pglite.ts): a test file then starts in 0.4 s instead of 2.4 s.
export default async function setup(project: TestProject) {
  const dump = await dumpMigratedMemoryDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "harbor-pglite-"));
  const file = path.join(dir, "migrated.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
