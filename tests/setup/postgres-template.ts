import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { migratePostgres } from "~/shared/server/db.server";

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

/** Runs one statement on the server named by TEST_DATABASE_URL (or on one of its databases). */
export async function onServer(statement: string, database?: string): Promise<void> {
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  if (database) url.pathname = `/${database}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

// One migrated database for the run; every test file's database is a copy of it
// (tests/setup/postgres.ts), which takes a fraction of running the migrations each time.
export default async function setup(project: TestProject) {
  const name = `harbor_tpl_${randomBytes(6).toString("hex")}`;
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL ?? "");
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.toString(), max: 1 });
  try {
    await migratePostgres(pool);
  } finally {
    await pool.end();
  }
  project.provide("postgresTemplate", name);
  return () => onServer(`DROP DATABASE IF EXISTS ${name}`);
}
