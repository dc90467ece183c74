import type { PGlite } from "@electric-sql/pglite";
import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { type BackupService, serveBackups } from "~/shared/server/pglite.server";
import { openPglite } from "../../scripts/db-backup";
import { createDatabase, dropDatabase } from "../../scripts/test-server";
import {
  Writers,
  fillDatabase,
  fingerprints,
  migrateDatabase,
  pgliteSql,
  postgresSql,
  restoredWrites,
  runScript,
  schemaOf,
  writerUsers,
  type Sql,
} from "./ops-fixtures";

// `npm run backup` and `npm run restore` as an operator runs them (child processes), on a
// database filled in every table, while writers keep committing (docs/reliability.md).

// Opening a new PGlite folder runs initdb (5 to 20 s on a busy 2-core machine), so the suite
// creates as few as it can: one source, one restore per engine.
const SERVER_URL = process.env.TEST_DATABASE_URL;
const WRITERS = 2;
const SLOW = { timeout: 120_000 };

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The restore holds the source as of one moment: every writer transaction acknowledged before
 * the backup started, then for each writer its next ones in order, each whole (job, saved job,
 * mail, audit entry and the user's new name) or absent; every other row and table as in the source.
 */
async function expectSnapshot(source: Sql, restored: Sql, writers: Writers, ackedBefore: number[][]) {
  const included = await restoredWrites(restored);
  expect(included.length).toBeLessThan(writers.total()); // writes went on after the snapshot
  for (const n of ackedBefore.flat()) expect(included).toContain(n);
  const users = { source: await writerUsers(source, WRITERS), restored: await writerUsers(restored, WRITERS) };
  writers.committed.forEach((list, w) => {
    const mine = list.filter((n) => included.includes(n));
    expect(mine).toEqual(list.slice(0, mine.length));
    expect(users.restored[w]).toEqual({ rest: users.source[w]?.rest, name: `writer-${mine.at(-1)}` });
  });
  expect(await fingerprints(restored, WRITERS)).toEqual(await fingerprints(source, WRITERS, included));
}

/** Starts writers and waits until each has committed twice; returns what each had acknowledged. */
async function startWriters(transaction: ConstructorParameters<typeof Writers>[1]) {
  const writers = new Writers(WRITERS, transaction);
  await until(() => writers.committed.every((list) => list.length >= 2));
  return { writers, ackedBefore: writers.committed.map((list) => [...list]) };
}

describe("PGlite", () => {
  let work: string;
  let sourceDir: string;
  let source: PGlite;
  let service: BackupService | undefined;

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "harbor-ops-"));
    sourceDir = path.join(work, "source");
    // What the app's database client does for a folder: claim it, then open it.
    service = await serveBackups(sourceDir, () => source);
    source = await openPglite(sourceDir);
    await migrateDatabase(source);
    await fillDatabase(pgliteSql(source));
  });

  afterAll(async () => {
    await service?.close();
    if (!source.closed) await source.close();
    rmSync(work, { recursive: true, force: true });
  });

  test(
    "the serving process writes the backup while it keeps committing; the restore holds one moment",
    SLOW,
    async () => {
      const { writers, ackedBefore } = await startWriters(async (run) => {
        await source.transaction((tx) => run(pgliteSql(tx)));
      });
      const file = path.join(work, "served.sql");
      const backup = await runScript("backup", ["--pglite-dir", sourceDir, file]);
      const afterBackup = writers.total();
      await until(() => writers.total() >= afterBackup + 3);
      await writers.stop();
      expect(backup.stderr).toBe("");
      expect(backup.stdout).toContain("written by the running server");

      // The app's single session is as it was: read-write, outside any transaction, same path.
      expect(
        await pgliteSql(source)(
          "SELECT current_setting('transaction_read_only') AS ro, current_setting('search_path') AS path",
        ),
      ).toEqual([{ ro: "off", path: "public" }]);

      const restoredDir = path.join(work, "restored");
      const restore = await runScript("restore", ["--pglite-dir", restoredDir, file]);
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      const restored = await openPglite(restoredDir);
      try {
        await expectSnapshot(pgliteSql(source), pgliteSql(restored), writers, ackedBefore);
        expect(await schemaOf(pgliteSql(restored))).toEqual(await schemaOf(pgliteSql(source)));
      } finally {
        await restored.close();
      }
    },
  );

  test("a second process cannot claim a folder that is served", async () => {
    await expect(serveBackups(sourceDir, () => source)).rejects.toThrow("Another process is using the database folder");
  });

  test("a restore refuses a folder that is not empty and leaves it alone", async () => {
    const before = readdirSync(sourceDir).sort();
    const restore = await runScript("restore", ["--pglite-dir", sourceDir, path.join(work, "served.sql")]);
    expect(restore.code).toBe(2);
    expect(restore.stderr).toContain("is not empty. Restore needs an empty database");
    expect(readdirSync(sourceDir).sort()).toEqual(before);
  });

  test("with no process on the folder, the backup opens it itself", SLOW, async () => {
    const [last] = await pgliteSql(source)<{ n: number }>(
      `SELECT max((details->>'writer')::int) AS n FROM audit_log WHERE details ? 'writer'`,
    );
    const expected = await fingerprints(pgliteSql(source), WRITERS);
    await source.close();
    await service?.close();
    service = undefined;
    const file = path.join(work, "closed.sql");
    const backup = await runScript("backup", ["--pglite-dir", sourceDir, file]);
    expect(backup.stderr).toBe("");
    expect(backup.stdout).toMatch(/^Backed up PGlite .* in [\d.]+ s\.\n$/);
    expect(readFileSync(file, "utf8")).toContain(`'writer-${last?.n}'`);

    // The same file restores into PostgreSQL: the way from the embedded database to a server.
    if (SERVER_URL) {
      const name = `harbor_ops_${randomBytes(5).toString("hex")}`;
      const url = await createDatabase(SERVER_URL, name);
      try {
        const intoPostgres = await runScript("restore", ["--database-url", url, file]);
        expect(intoPostgres.stderr).toBe("");
        const pool = new pg.Pool({ connectionString: url, max: 1 });
        try {
          expect(await fingerprints(postgresSql(pool), WRITERS)).toEqual(expected);
        } finally {
          await pool.end();
        }
      } finally {
        await dropDatabase(SERVER_URL, name);
      }
    }
  });

  test("a backup never leaves a partial file behind", async () => {
    const file = path.join(work, "missing.sql");
    const backup = await runScript("backup", ["--pglite-dir", path.join(work, "nothing-here"), file]);
    expect(backup.code).toBe(2);
    expect(backup.stderr).toContain("There is no PGlite database in");
    expect(existsSync(file)).toBe(false);
  });
});

describe.skipIf(!SERVER_URL)("PostgreSQL", () => {
  const serverUrl = SERVER_URL as string;
  const names: string[] = [];
  let work: string;
  let sourceUrl: string;
  let source: pg.Pool;

  async function freshDatabase(): Promise<string> {
    const name = `harbor_ops_${randomBytes(5).toString("hex")}`;
    names.push(name);
    return createDatabase(serverUrl, name);
  }

  beforeAll(async () => {
    work = mkdtempSync(path.join(tmpdir(), "harbor-ops-pg-"));
    sourceUrl = await freshDatabase();
    source = new pg.Pool({ connectionString: sourceUrl, max: WRITERS + 2 });
    await migrateDatabase(source);
    await fillDatabase(postgresSql(source));
  });

  afterAll(async () => {
    await source?.end();
    for (const name of names) await dropDatabase(serverUrl, name);
    rmSync(work, { recursive: true, force: true });
  });

  test("pg_dump while writers commit on their own connections; the restore holds one moment", SLOW, async () => {
    const { writers, ackedBefore } = await startWriters(async (run) => {
      const connection = await source.connect();
      try {
        await connection.query("BEGIN");
        await run(postgresSql(connection));
        await connection.query("COMMIT");
      } catch (error) {
        await connection.query("ROLLBACK");
        throw error;
      } finally {
        connection.release();
      }
    });
    const file = path.join(work, "postgres.sql");
    const backup = await runScript("backup", ["--database-url", sourceUrl, file]);
    const afterBackup = writers.total();
    await until(() => writers.total() >= afterBackup + 3);
    await writers.stop();
    expect(backup.stderr).toBe("");
    expect(backup.code).toBe(0);

    const restoredUrl = await freshDatabase();
    const restore = await runScript("restore", ["--database-url", restoredUrl, file]);
    expect(restore.stderr).toBe("");
    expect(restore.code).toBe(0);
    const restored = new pg.Pool({ connectionString: restoredUrl, max: 1 });
    try {
      await expectSnapshot(postgresSql(source), postgresSql(restored), writers, ackedBefore);
      expect(await schemaOf(postgresSql(restored))).toEqual(await schemaOf(postgresSql(source)));
    } finally {
      await restored.end();
    }

    // The same file restores into PGlite.
    const intoPglite = path.join(work, "from-postgres");
    const toPglite = await runScript("restore", ["--pglite-dir", intoPglite, file]);
    expect(toPglite.stderr).toBe("");
    const pglite = await openPglite(intoPglite);
    try {
      const included = await restoredWrites(pgliteSql(pglite));
      expect(await fingerprints(pgliteSql(pglite), WRITERS)).toEqual(
        await fingerprints(postgresSql(source), WRITERS, included),
      );
    } finally {
      await pglite.close();
    }
  });

  test("a restore refuses a database that has tables", async () => {
    const restore = await runScript("restore", ["--database-url", sourceUrl, path.join(work, "postgres.sql")]);
    expect(restore.code).toBe(2);
    expect(restore.stderr).toContain("is not empty (drizzle (schema), drizzle.__drizzle_migrations");
  });
});
