import { PGlite } from "@electric-sql/pglite";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import path from "node:path";
import pg from "pg";
import * as schema from "#db/schema";
import { getEnv } from "./env.server";
import { type BackupService, PGLITE_EXTENSIONS, pgliteFolderOptions, serveBackups } from "./pglite.server";
import { ensurePrivateDir } from "./private-dir.server";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

interface Connection {
  db: Db;
  kind: "pglite" | "postgres";
  pglite?: PGlite;
  pool?: pg.Pool;
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

const MIGRATIONS = path.resolve(process.cwd(), "db/migrations");

// Any number, the same in every process: it names the lock below.
const MIGRATION_LOCK = 7_370_001;

/**
 * Several app machines may start at once on one database: each takes this lock for its
 * migrations, so one applies them and the others, after it, find nothing left to do.
 */
export async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query("SELECT pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS });
  } finally {
    // Should the unlock fail, closing the connection frees the lock instead.
    const unlocked = await client.query("SELECT pg_advisory_unlock($1)", [MIGRATION_LOCK]).then(
      () => true,
      () => false,
    );
    client.release(!unlocked);
  }
}

// The one place that constructs the database client: PostgreSQL when
// DATABASE_URL is set, otherwise PGlite in-process ("memory://" for tests).
function connect(): Connection {
  const env = getEnv();
  if (env.DATABASE_URL) {
    const pool = new pg.Pool({ connectionString: env.DATABASE_URL, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pool,
      migrate: () => migratePostgres(pool),
      close: () => pool.end(),
    };
  }
  const dir = env.PGLITE_DIR;
  if (dir !== "memory://") ensurePrivateDir(dir);
  const client =
    dir === "memory://"
      ? new PGlite(dir, { extensions: PGLITE_EXTENSIONS, loadDataDir: memoryTemplate })
      : new PGlite(pgliteFolderOptions(dir));
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: "pglite",
    pglite: client,
    migrate: () => migrateClient(client),
    close: () => client.close(),
  };
}

const migrateClient = (client: PGlite) => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS });

/** Tests: a migrated in-memory database, dumped once per run for copyMemoryDatabasesFrom. */
export async function dumpMigratedMemoryDatabase(): Promise<Blob> {
  const client = new PGlite("memory://", { extensions: PGLITE_EXTENSIONS });
  try {
    await migrateClient(client);
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
}

let memoryTemplate: Blob | undefined;

/**
 * Tests: every in-memory database of this module graph starts as a copy of a dumped one (PGlite's
 * own initdb takes about 2 s, a copy 0.4 s).
 */
export function copyMemoryDatabasesFrom(dump: Blob): void {
  memoryTemplate = dump;
}

const globalStore = globalThis as unknown as { __harborDb?: Connection; __harborClaim?: Promise<BackupService> };

function connection(): Connection {
  // Kept on globalThis so the dev server's module reloads reuse one PGlite.
  globalStore.__harborDb ??= connect();
  return globalStore.__harborDb;
}

export function getDb(): Db {
  return connection().db;
}

export function dbKind(): Connection["kind"] {
  return connection().kind;
}

/** The PostgreSQL pool's connections and the queries waiting for one; null on PGlite or before the database opens. */
export function poolStats(): { total: number; idle: number; waiting: number } | null {
  const pool = globalStore.__harborDb?.pool;
  return pool ? { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount } : null;
}

/**
 * Every entry point (server, scripts) migrates first. On a PGlite folder this first claims it:
 * PGlite takes no lock of its own and two processes on one folder corrupt it, so the folder's
 * backup socket is its lock, taken before the folder is opened.
 */
export async function migrateDb(): Promise<void> {
  const env = getEnv();
  if (!env.DATABASE_URL && env.PGLITE_DIR !== "memory://") {
    globalStore.__harborClaim ??= serveBackups(env.PGLITE_DIR, () => connection().pglite as PGlite);
    await globalStore.__harborClaim;
  }
  await connection().migrate();
}

export async function closeDb(): Promise<void> {
  const conn = globalStore.__harborDb;
  const claim = globalStore.__harborClaim;
  globalStore.__harborDb = undefined;
  globalStore.__harborClaim = undefined;
  await conn?.close();
  await (await claim)?.close();
}
