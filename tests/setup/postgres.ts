import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import { closeDb, migrateDb } from "~/shared/server/db.server";

// A fresh database per test file on the server named by TEST_DATABASE_URL.
const serverUrl = process.env.TEST_DATABASE_URL;
if (!serverUrl) throw new Error("TEST_DATABASE_URL is required for the PostgreSQL project");
const name = `harbor_t_${randomBytes(6).toString("hex")}`;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

await admin(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
process.env.DATABASE_URL = url.toString();

beforeAll(async () => {
  await migrateDb();
});

afterAll(async () => {
  await closeDb();
  await admin(`DROP DATABASE IF EXISTS ${name}`);
});
