import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, inject } from "vitest";
import { freshFile } from "./isolation";
import { onServer } from "./postgres-template";

freshFile();
// A fresh database per test file on the server named by TEST_DATABASE_URL, copied from the run's
// migrated template (tests/setup/postgres-template.ts).
if (!process.env.TEST_DATABASE_URL) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL project");
const name = `harbor_t_${randomBytes(6).toString("hex")}`;

await onServer(`CREATE DATABASE ${name} TEMPLATE ${inject("postgresTemplate")}`);
const url = new URL(process.env.TEST_DATABASE_URL);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();
const { closeDb, migrateDb } = await import("~/shared/server/db.server");

beforeAll(async () => {
  // Finds every migration applied; it still runs so a test file sees what the server would.
  await migrateDb();
});

afterAll(async () => {
  await closeDb();
  await onServer(`DROP DATABASE IF EXISTS ${name}`);
});
