import { PGlite } from "@electric-sql/pglite";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import readline from "node:readline";
import { parseArgs } from "node:util";
import type { Writable } from "node:stream";
import pg from "pg";
import { DUMP_ARGS, DUMP_COMPLETE, backupSocketPath, pgliteFolderOptions } from "~/shared/server/pglite.server";

// What `npm run backup` and `npm run restore` share (docs/reliability.md, "Backup and restore").
// Both engines write the same kind of file: plain SQL from pg_dump with multi-row INSERTs, which
// restores into either engine.

export type Database = { kind: "pglite"; dir: string } | { kind: "postgres"; url: string };

/** The database the app would use, unless a flag names another (flags win over the environment). */
export function chooseDatabase(
  flags: { databaseUrl?: string; pgliteDir?: string },
  env: NodeJS.ProcessEnv = process.env,
): Database {
  if (flags.databaseUrl && flags.pgliteDir) throw new UsageError("Give --database-url or --pglite-dir, not both.");
  if (flags.databaseUrl) return { kind: "postgres", url: flags.databaseUrl };
  // As in the app's env.server.ts: an empty variable counts as unset.
  const dir =
    flags.pgliteDir || (env.DATABASE_URL ? undefined : env.PGLITE_DIR || path.join(env.DATA_DIR || "./data", "pglite"));
  if (!dir) return { kind: "postgres", url: env.DATABASE_URL as string };
  if (dir === "memory://")
    throw new UsageError("PGLITE_DIR is memory://: that database lives and dies with its process.");
  return { kind: "pglite", dir };
}

/** An error in how the command was called: printed without a stack trace, exit code 2. */
export class UsageError extends Error {}

/**
 * What both commands are asked: one file, and the database to use. Null when `--help` was
 * asked for (the text is printed). `missing` says what to give when no single file is named.
 */
export function readCommand(help: string, missing: string): { file: string; database: Database } | null {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      "database-url": { type: "string" },
      "pglite-dir": { type: "string" },
      help: { type: "boolean", short: "h", default: false },
    },
  });
  if (values.help) {
    console.info(help);
    return null;
  }
  if (positionals.length !== 1) throw new UsageError(`${missing}\n\n${help}`);
  return {
    file: userPath(positionals[0] as string),
    database: chooseDatabase({ databaseUrl: values["database-url"], pgliteDir: values["pglite-dir"] }),
  };
}

/** Runs a command: a usage error is printed without a stack trace (exit code 2), any other failure exits 1. */
export async function runCommand(main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = error instanceof UsageError ? 2 : 1;
  }
}

/** The two commands resolve file names against the folder npm was run from. */
export function userPath(file: string): string {
  return path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
}

export function describe(database: Database): string {
  if (database.kind === "pglite") return `PGlite (${database.dir})`;
  const url = new URL(database.url);
  return `PostgreSQL (${url.host}${url.pathname})`;
}

// ---------------------------------------------------------------------------------------------
// PGlite

export function openPglite(dir: string): Promise<PGlite> {
  return PGlite.create(pgliteFolderOptions(dir));
}

/** Asks the process holding the folder for a dump; undefined when no process answers. */
export async function requestBackup(dir: string): Promise<string | undefined> {
  const socketPath = backupSocketPath(dir);
  const reply = await new Promise<Buffer | undefined>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const connection = net.connect(socketPath, () => connection.write("backup\n"));
    connection.on("data", (chunk) => chunks.push(chunk));
    connection.on("end", () => resolve(Buffer.concat(chunks)));
    connection.on("error", (error: NodeJS.ErrnoException) => {
      // No socket, or one left by a process that was killed: nobody holds the folder.
      if (chunks.length === 0 && (error.code === "ENOENT" || error.code === "ECONNREFUSED")) resolve(undefined);
      else if (error.code === "EACCES")
        reject(new Error(`No permission to use ${socketPath}: run as the server's user.`));
      else reject(error);
    });
  });
  if (reply === undefined) return undefined;
  const newline = reply.indexOf("\n");
  const header = reply.subarray(0, newline).toString("utf8");
  const body = reply.subarray(newline + 1);
  if (header.startsWith("ERROR ")) throw new Error(`The server could not write the backup: ${header.slice(6)}`);
  if (newline < 0 || header !== `OK ${body.length}`) throw new Error("The server's answer was cut short; try again.");
  return body.toString("utf8");
}

/** Restores a dump into a new PGlite folder; the folder is moved into place only when complete. */
export async function restorePglite(dir: string, dump: string): Promise<void> {
  if (/^COPY .* FROM stdin;$/m.test(dump)) {
    throw new UsageError(
      "This backup holds COPY data, which PGlite cannot read. Back up with this project's `npm run backup`.",
    );
  }
  const target = path.resolve(dir);
  const staging = `${target}.restoring-${randomBytes(4).toString("hex")}`;
  try {
    const client = await openPglite(staging);
    try {
      // One simple query: the whole script runs as one transaction.
      await client.exec(dump.replace(/^\\(un)?restrict\b.*$/gm, ""));
    } finally {
      await client.close();
    }
    fsyncTree(staging);
    if (fs.existsSync(target)) fs.rmdirSync(target); // only ever an empty folder here
    fs.renameSync(staging, target);
    fsyncPath(path.dirname(target));
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// PostgreSQL

/** The password travels in PGPASSWORD, not on a command line that `ps` shows. */
function clientArgs(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  return { dbname: parsed.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

export async function dumpPostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = clientArgs(url);
  await run("pg_dump", ["--format=plain", ...DUMP_ARGS, `--file=${file}`, `--dbname=${dbname}`], env);
}

/**
 * Replays a dump with psql in one transaction that stops at the first error, adjusting two
 * lines on the way. pg_dump empties search_path, but earthdistance's ll_to_earth (in the jobs
 * table's generated `earth` column) names its types unqualified before PostgreSQL 18, so rows
 * could not be inserted ("type earth does not exist"); the restore keeps public on the path
 * instead. And `transaction_timeout` (written by pg_dump 17 and later, e.g. PGlite's) is dropped
 * for servers that do not know it.
 */
export async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = clientArgs(url);
  env.PGOPTIONS = `${env.PGOPTIONS ?? ""} -c client_min_messages=warning`.trim();
  const version = Number(await queryOne(url, "SELECT current_setting('server_version_num') AS value"));
  const adjust = (line: string) => {
    if (line === "SELECT pg_catalog.set_config('search_path', '', false);") {
      return "SELECT pg_catalog.set_config('search_path', 'public, pg_catalog', false);";
    }
    return version < 170000 && line === "SET transaction_timeout = 0;" ? "" : line;
  };
  const args = ["-X", "-q", "-v", "ON_ERROR_STOP=1", "--single-transaction", "--file=-", `--dbname=${dbname}`];
  await run("psql", args, env, async (stdin) => {
    for await (const line of readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity })) {
      if (!stdin.write(`${adjust(line)}\n`)) await once(stdin, "drain");
    }
  });
}

async function queryOne(url: string, query: string): Promise<string> {
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  try {
    return String((await connection.query<{ value: unknown }>(query)).rows[0]?.value);
  } finally {
    await connection.end();
  }
}

/** Tables, sequences, views and schemas of a PostgreSQL database other than its own (and public). */
export async function userObjects(url: string): Promise<string[]> {
  const query = `
    SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND n.nspname NOT IN ('pg_catalog', 'information_schema')
      AND n.nspname NOT LIKE 'pg\\_%'
    UNION ALL
    SELECT nspname || ' (schema)' FROM pg_namespace
    WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'public') AND nspname NOT LIKE 'pg\\_%'
    ORDER BY 1`;
  const connection = new pg.Client({ connectionString: url });
  await connection.connect();
  try {
    return (await connection.query<{ name: string }>(query)).rows.map((row) => row.name);
  } finally {
    await connection.end();
  }
}

function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  feed?: (stdin: Writable) => Promise<void>,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: [feed ? "pipe" : "ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", (error: NodeJS.ErrnoException) =>
      reject(
        error.code === "ENOENT"
          ? new Error(`${command} is not installed (it comes with the PostgreSQL client).`)
          : error,
      ),
    );
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed:\n${stderr.trim()}`))));
    if (feed && child.stdin) {
      const stdin = child.stdin;
      // psql stopping early (an error) closes its input: its own message says why.
      stdin.on("error", () => undefined);
      feed(stdin).then(
        () => stdin.end(),
        (error: unknown) => {
          child.kill();
          reject(error);
        },
      );
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Files

/** Writes through a temporary name, flushed and renamed, so a backup file is whole or absent. */
export async function writeWhole(file: string, write: (temporary: string) => Promise<void>): Promise<number> {
  const temporary = `${file}.partial-${process.pid}`;
  try {
    await write(temporary);
    const content = fs.readFileSync(temporary, "utf8");
    if (!content.includes(DUMP_COMPLETE)) throw new Error("The dump is incomplete.");
    fsyncPath(temporary);
    fs.renameSync(temporary, file);
    fsyncPath(path.dirname(file));
    return Buffer.byteLength(content);
  } catch (error) {
    fs.rmSync(temporary, { force: true });
    throw error;
  }
}

/** Flushes one file or folder to disk. */
function fsyncPath(target: string): void {
  const fd = fs.openSync(target, "r");
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Flushes every file and folder under `dir`, and its parent: a restored folder is whole on disk before it is used. */
function fsyncTree(dir: string): void {
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) fsyncPath(full);
    }
    fsyncPath(folder);
  };
  walk(dir);
  fsyncPath(path.dirname(path.resolve(dir)));
}

export function formatSize(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${(bytes / 1024).toFixed(0)} KB`;
}
