import { PGlite } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import * as schema from "#db/schema";
import { getEnv } from "./env.server";

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

interface Connection {
  db: Db;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
}

const MIGRATIONS = path.resolve(process.cwd(), "db/migrations");

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
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS }),
      close: () => pool.end(),
    };
  }
  const dir = env.PGLITE_DIR;
  if (dir !== "memory://") mkdirSync(dir, { recursive: true });
  const client = new PGlite(dir, {
    extensions: { pg_trgm, cube, earthdistance },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS }),
    close: () => client.close(),
  };
}

const globalStore = globalThis as unknown as { __harborDb?: Connection };

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

export async function migrateDb(): Promise<void> {
  await connection().migrate();
}

export async function closeDb(): Promise<void> {
  const conn = globalStore.__harborDb;
  globalStore.__harborDb = undefined;
  await conn?.close();
}
