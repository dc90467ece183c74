import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type pg from "pg";

// Shared by the ops tests: a database filled in every table, writers that keep committing
// while a backup runs, per-table fingerprints, and the two commands run as child processes.

export const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const MIGRATIONS = `${ROOT}db/migrations`;

/** Runs SQL on either engine and returns the rows. */
export type Sql = <T = Record<string, unknown>>(query: string) => Promise<T[]>;

export function pgliteSql(client: Pick<PGlite, "query">): Sql {
  return async <T>(query: string) => (await client.query<T>(query)).rows;
}

export function postgresSql(pool: pg.Pool | pg.PoolClient): Sql {
  return async <T>(query: string) => (await pool.query(query)).rows as T[];
}

/** The SQL migrations, applied as the app's database client does. */
export async function migrateDatabase(database: PGlite | pg.Pool): Promise<void> {
  if (database instanceof PGlite) await migratePglite(drizzlePglite(database), { migrationsFolder: MIGRATIONS });
  else await migratePg(drizzlePg(database), { migrationsFolder: MIGRATIONS });
}

// Rows in every table, with what a dump must carry through: quotes, backslashes, line breaks
// and tabs, right-to-left and Cyrillic text, nulls, arrays, json, microseconds, awkward floats,
// and the generated columns (search text, hourly pay, languages, the earth point).
const FILL = `
INSERT INTO users (id, name, email, email_verified, role, status, phone, company, street, city, state, zip,
                   latitude, longitude, locale, created_at, updated_at)
SELECT 'user-' || i,
       (ARRAY['Amina O''Neil', E'Ахмед \\\\ back\\\\slash', 'فاطمة الزهراء', 'José "Pepe" Núñez', E'Line\\nbreak\\tand tab'])[1 + i % 5] || ' ' || i,
       'person' || i || '@example.org', i % 2 = 0,
       (ARRAY['admin', 'employer', 'client'])[1 + i % 3], (ARRAY['pending', 'approved'])[1 + i % 2],
       CASE WHEN i % 4 = 0 THEN NULL ELSE '(773) 555-' || lpad(i::text, 4, '0') END,
       CASE WHEN i % 3 = 1 THEN 'Lakeside Foods ' || i END,
       i || ' W Devon Ave', 'Chicago', 'IL', '606' || lpad((i % 100)::text, 2, '0'),
       CASE WHEN i % 5 = 0 THEN NULL ELSE 41.9 + i * 0.00123456789 END,
       CASE WHEN i % 5 = 0 THEN NULL ELSE -87.7 - i / 3.0 * 0.001 END,
       (ARRAY['en', 'ar', 'fa-AF', NULL])[1 + i % 4],
       timestamptz '2025-01-01 00:00:00.123456+00' + i * interval '37 minutes 1.000001 seconds',
       timestamptz '2025-06-01 12:00:00.654321+00' + i * interval '1 hour'
FROM generate_series(1, 120) AS i;

INSERT INTO accounts (id, account_id, provider_id, user_id, access_token, access_token_expires_at, scope, password,
                      created_at, updated_at)
SELECT 'account-' || i, 'user-' || i, 'credential', 'user-' || i,
       CASE WHEN i % 7 = 0 THEN md5('token' || i) END,
       CASE WHEN i % 7 = 0 THEN timestamptz '2026-01-01 00:00:00+00' + i * interval '1 day' END,
       CASE WHEN i % 7 = 0 THEN 'openid email' END,
       'scrypt:' || md5('password' || i) || ':' || md5('salt' || i),
       timestamptz '2025-01-02 00:00:00+00' + i * interval '1 minute', timestamptz '2025-01-02 00:00:00+00'
FROM generate_series(1, 120) AS i;

INSERT INTO sessions (id, token, expires_at, ip_address, user_agent, user_id)
SELECT 'session-' || i, md5('session' || i), timestamptz '2026-12-01 00:00:00+00' + i * interval '1 second',
       CASE WHEN i % 3 = 0 THEN NULL ELSE '10.0.' || (i % 255) || '.' || (i % 7) END,
       'Mozilla/5.0 (X11; Linux) "quoted" ' || i, 'user-' || (1 + i % 120)
FROM generate_series(1, 200) AS i;

INSERT INTO verifications (id, identifier, value, expires_at)
SELECT 'verification-' || i, 'reset-password:' || md5('v' || i), '{"userId":"user-' || i || '"}',
       timestamptz '2026-02-01 00:00:00+00' + i * interval '10 minutes'
FROM generate_series(1, 30) AS i;

INSERT INTO jobs (title, company, description, instructions, start_date, job_type, shift, shift_starts, shift_ends,
                  wage_type, wage_min, wage_max, has_medical, has_others, benefit_others, english_level,
                  language_note, street, city, state, zip, location, latitude, longitude, status, admin_message,
                  owner_id, posted_at)
SELECT (ARRAY['Warehouse Associate', 'Cook — kitchen', 'Caregiver (night)', 'Driver''s helper', 'عامل مستودع'])[1 + i % 5] || ' #' || i,
       'Company ' || (i % 17),
       E'Lift boxes.\\nWork with a team;\\ttabs, "quotes" and \\\\ backslashes. ' || repeat('Lorem ipsum ', i % 20),
       CASE WHEN i % 2 = 0 THEN 'Call 773-555-' || lpad(i::text, 4, '0') ELSE '' END,
       CASE WHEN i % 4 = 0 THEN NULL ELSE date '2026-01-01' + i END,
       (ARRAY['Full-time', 'Part-time'])[1 + i % 2],
       (ARRAY['Mon-Fri 9am-5pm', 'Nights 10pm-6am', 'Weekends', ''])[1 + i % 4],
       CASE WHEN i % 4 = 0 THEN ARRAY[9::real] WHEN i % 4 = 1 THEN ARRAY[22::real, 6.5::real] END,
       CASE WHEN i % 4 = 0 THEN ARRAY[17::real] WHEN i % 4 = 1 THEN ARRAY[30::real, 14.25::real] END,
       (ARRAY['Hourly', 'Yearly'])[1 + i % 2],
       CASE WHEN i % 2 = 0 THEN 15.1 + i * 0.01 ELSE 31000 + i END,
       CASE WHEN i % 2 = 0 THEN 18.3 + i * 0.013 ELSE 42000.5 + i END,
       i % 3 = 0, i % 5 = 0, CASE WHEN i % 5 = 0 THEN 'Bus pass, "free" lunch' ELSE '' END,
       (ARRAY['None', 'Basic', 'Intermediate', 'Advanced'])[1 + i % 4],
       (ARRAY['', 'Arabic', 'Dari or Pashto', 'Spanish, French', 'Swahili'])[1 + i % 5],
       i || ' N Broadway', 'Chicago', 'IL', '60640', i || ' N Broadway, Chicago, IL 60640',
       CASE WHEN i % 6 = 0 THEN NULL ELSE 41.95 + i * 0.0001 END,
       CASE WHEN i % 6 = 0 THEN NULL ELSE -87.65 - i * 0.0001 END,
       (ARRAY['pending', 'approved', 'approved', 'rejected', 'closed'])[1 + i % 5],
       CASE WHEN i % 5 = 3 THEN E'Please add the pay.\\nThanks' ELSE '' END,
       'user-' || (2 + 3 * (i % 40)),
       timestamptz '2025-03-01 08:00:00.000001+00' + i * interval '13 minutes'
FROM generate_series(1, 600) AS i;

INSERT INTO saved_jobs (user_id, job_id, saved_at)
SELECT 'user-' || (3 + 3 * (n % 40)), id, timestamptz '2025-04-01 00:00:00+00' + n * interval '1 minute'
FROM (SELECT id, row_number() OVER (ORDER BY title) AS n FROM jobs WHERE status = 'approved') AS approved;

INSERT INTO outbox ("to", subject, text, html, created_at)
SELECT 'person' || i || '@example.org', 'Your job was approved — ' || i,
       E'Hello,\\nyour job is live: http://localhost:3000/jobs/' || i,
       '<p>Hello,<br>your job is <a href="http://localhost:3000/jobs/' || i || '">live</a> &amp; approved</p>',
       timestamptz '2025-05-01 00:00:00+00' + i * interval '5 minutes'
FROM generate_series(1, 80) AS i;

INSERT INTO audit_log (actor_id, action, entity, entity_id, details, created_at)
SELECT 'user-1', (ARRAY['approve', 'reject', 'close', 'role'])[1 + i % 4], (ARRAY['user', 'job'])[1 + i % 2],
       'entity-' || i,
       jsonb_build_object('n', i, 'note', E'ünïcode "quoted" \\\\ and\\nbreak', 'list', jsonb_build_array(1, 2.5, NULL, true),
                          'nested', jsonb_build_object('from', 'pending', 'to', 'approved')),
       timestamptz '2025-05-02 00:00:00.5+00' + i * interval '7 minutes'
FROM generate_series(1, 150) AS i;
`;

export async function fillDatabase(sql: Sql): Promise<void> {
  for (const statement of FILL.split(";\n").filter((s) => s.trim())) await sql(statement);
}

/** The tables the app has, and the migrations' own. */
export const TABLES = [
  "users",
  "accounts",
  "sessions",
  "verifications",
  "jobs",
  "saved_jobs",
  "outbox",
  "audit_log",
  "drizzle.__drizzle_migrations",
] as const;

/** A writer's user: its name is overwritten by each of its transactions. */
export const writerUser = (writer: number) => `user-${writer + 1}`;

/**
 * Keeps committing until stopped: each transaction adds a job, a saved job, a mail and an audit
 * entry numbered n, and renames the writer's user to "writer-n", so a restore shows whether a
 * transaction came back whole, partly or not at all. Records the n of each acknowledged commit.
 */
export class Writers {
  committed: number[][] = [];
  private next = 0;
  private running = true;
  private loops: Promise<void>[] = [];

  constructor(count: number, transaction: (run: (sql: Sql) => Promise<void>) => Promise<void>) {
    for (let w = 0; w < count; w++) {
      this.committed.push([]);
      this.loops.push(this.loop(w, transaction));
    }
  }

  private async loop(w: number, transaction: (run: (sql: Sql) => Promise<void>) => Promise<void>) {
    while (this.running) {
      const n = ++this.next;
      await transaction(async (sql) => {
        const [job] = await sql<{ id: string }>(
          `INSERT INTO jobs (title, job_type, wage_type, wage_min, wage_max, english_level, owner_id, status)
           VALUES ('writer-${n}', 'Part-time', 'Hourly', 16, 17.5, 'Basic', 'user-2', 'approved') RETURNING id`,
        );
        await sql(`INSERT INTO saved_jobs (user_id, job_id) VALUES ('${writerUser(w)}', '${job?.id}')`);
        await sql(`INSERT INTO outbox ("to", subject, text, html) VALUES ('writer-${n}@example.org', 'n', 'n', 'n')`);
        await sql(
          `INSERT INTO audit_log (actor_id, action, entity, entity_id, details)
           VALUES ('${writerUser(w)}', 'writer', 'job', '${job?.id}', '{"writer": ${n}}')`,
        );
        await sql(`UPDATE users SET name = 'writer-${n}' WHERE id = '${writerUser(w)}'`);
      });
      this.committed[w]?.push(n);
      // PGlite answers through promises alone: a loop of its queries never lets timers or
      // sockets run (the backup request would wait forever) unless it yields to them.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  total(): number {
    return this.committed.reduce((sum, list) => sum + list.length, 0);
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.loops);
  }
}

export type Fingerprints = Record<string, { rows: number; md5: string }>;

/**
 * count and md5 of every row of every table (as text, in a fixed order). With `included`, the
 * writers' rows count only for those n (a source as of a restore's snapshot); writers' users
 * are left out, their names being checked apart.
 */
export async function fingerprints(sql: Sql, writers: number, included?: number[]): Promise<Fingerprints> {
  await sql("SET TimeZone = 'UTC'");
  await sql("SET DateStyle = 'ISO, MDY'");
  const set = `ARRAY[${(included ?? []).join(",")}]::int[]`;
  const writerJob = `title LIKE 'writer-%'`;
  // CASE, not OR: only a writer's row has a number to read.
  const keepJob = included ? `CASE WHEN ${writerJob} THEN substr(title, 8)::int = ANY(${set}) ELSE true END` : "true";
  const users = Array.from({ length: writers }, (_, w) => `'${writerUser(w)}'`).join(", ") || "''";
  const filters: Record<string, string> = {
    users: `id NOT IN (${users})`,
    jobs: keepJob,
    saved_jobs: `job_id IN (SELECT id FROM jobs WHERE ${keepJob})`,
    outbox: included
      ? `CASE WHEN "to" LIKE 'writer-%' THEN split_part(substr("to", 8), '@', 1)::int = ANY(${set}) ELSE true END`
      : "true",
    audit_log: included
      ? `CASE WHEN details ? 'writer' THEN (details->>'writer')::int = ANY(${set}) ELSE true END`
      : "true",
  };
  // A job's earth point is generated from its latitude and longitude (compared), and its last
  // digits differ between PGlite's and the server's math libraries: it is left out.
  const rowText = (table: string) => (table === "jobs" ? `(to_jsonb(t) - 'earth')::text` : "t::text");
  const result: Fingerprints = {};
  for (const table of TABLES) {
    const text = rowText(table);
    const [row] = await sql<{ rows: number; md5: string }>(
      `SELECT count(*)::int AS rows, coalesce(md5(string_agg(${text}, E'\\n' ORDER BY ${text} COLLATE "C")), '') AS md5
       FROM ${table} AS t WHERE ${filters[table] ?? "true"}`,
    );
    result[table] = row as { rows: number; md5: string };
  }
  return result;
}

/** The writers' transactions a restore holds, by the audit entries (the others are checked by fingerprint). */
export async function restoredWrites(sql: Sql): Promise<number[]> {
  const rows = await sql<{ n: number }>(
    `SELECT (details->>'writer')::int AS n FROM audit_log WHERE details ? 'writer' ORDER BY 1`,
  );
  return rows.map((row) => row.n);
}

/** Each writer's user: its columns but the name, and the name. */
export async function writerUsers(sql: Sql, writers: number): Promise<{ rest: string; name: string }[]> {
  const users = [];
  for (let w = 0; w < writers; w++) {
    const [row] = await sql<{ rest: string; name: string }>(
      `SELECT (to_jsonb(u) - 'name')::text AS rest, name FROM users AS u WHERE id = '${writerUser(w)}'`,
    );
    users.push(row as { rest: string; name: string });
  }
  return users;
}

/** Tables, columns, defaults, generated expressions, indexes, constraints and sequences. */
export async function schemaOf(sql: Sql): Promise<unknown[]> {
  return [
    await sql(`SELECT extname FROM pg_extension ORDER BY 1`),
    await sql(
      `SELECT table_schema, table_name, column_name, data_type, is_nullable, column_default, is_generated, generation_expression
       FROM information_schema.columns WHERE table_schema IN ('public', 'drizzle') ORDER BY 1, 2, ordinal_position`,
    ),
    await sql(`SELECT indexdef FROM pg_indexes WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`),
    // Columns sampled more widely than the default (migrations 0015 and 0016).
    await sql(
      `SELECT attrelid::regclass::text AS "table", attname, attstattarget FROM pg_attribute
       WHERE attstattarget > 0 AND attrelid IN (SELECT oid FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace)
       ORDER BY 1, 2`,
    ),
    await sql(
      `SELECT conrelid::regclass::text AS "table", conname, pg_get_constraintdef(oid) AS definition FROM pg_constraint
       WHERE connamespace IN ('public'::regnamespace, 'drizzle'::regnamespace) ORDER BY 1, 2`,
    ),
    await sql(`SELECT last_value, is_called FROM drizzle.__drizzle_migrations_id_seq`),
  ];
}

export interface ScriptResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run backup` or `npm run restore` as its own process (asynchronously: this one keeps serving). */
export function runScript(script: "backup" | "restore", args: string[]): Promise<ScriptResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", `scripts/${script}.ts`, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: "", INIT_CWD: ROOT },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}
