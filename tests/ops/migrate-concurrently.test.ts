import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, expect, test } from "vitest";
import { migratePostgres } from "~/shared/server/db.server";
import { createDatabase, dropDatabase } from "../../scripts/test-server";

// Several app machines starting at once on one new database all run the migrations at start:
// one applies them, the others wait for it and find nothing to do (docs/deploy.md).

const serverUrl = process.env.TEST_DATABASE_URL;
const name = `harbor_migrate_${randomBytes(4).toString("hex")}`;
let databaseUrl = "";

beforeAll(async () => {
  if (!serverUrl) return;
  databaseUrl = await createDatabase(serverUrl, name);
});

afterAll(async () => {
  if (serverUrl) await dropDatabase(serverUrl, name);
});

test.skipIf(!serverUrl)(
  "four processes' worth of migrations at once on one PostgreSQL: all succeed, each applied once",
  async () => {
    const pools = Array.from({ length: 4 }, () => new pg.Pool({ connectionString: databaseUrl, max: 2 }));
    try {
      const outcomes = await Promise.allSettled(pools.map((pool) => migratePostgres(pool)));
      expect(outcomes.map((outcome) => outcome.status)).toEqual(["fulfilled", "fulfilled", "fulfilled", "fulfilled"]);
      const [pool] = pools as [pg.Pool];
      const applied = await pool.query<{ hash: string; count: string }>(
        "SELECT hash, count(*) FROM drizzle.__drizzle_migrations GROUP BY hash HAVING count(*) > 1",
      );
      expect(applied.rows).toEqual([]);
      const tables = await pool.query("SELECT 1 FROM information_schema.tables WHERE table_name = 'job_requests'");
      expect(tables.rowCount).toBe(1);
    } finally {
      await Promise.all(pools.map((pool) => pool.end()));
    }
  },
);
