import "./load-env";
import fs from "node:fs";
import { serveBackups } from "~/shared/server/pglite.server";
import {
  describe,
  formatSize,
  readCommand,
  restorePglite,
  restorePostgres,
  runCommand,
  UsageError,
  userObjects,
} from "./db-backup";

const HELP = `Usage: npm run restore -- <file> [options]

Restores a backup written by \`npm run backup\` into an EMPTY database: every user, account,
session, job, saved job, audit entry and outbox mail, and the migrations applied. It stops at
the first error and then leaves the database as empty as it found it.

  PostgreSQL (DATABASE_URL set): the database must exist and hold no tables; create one with
    \`createdb <name>\` and point DATABASE_URL (or --database-url) at it. Runs psql.
  PGlite (the default, PGLITE_DIR): the folder must not exist or be empty. Move the current one
    away first (e.g. mv data/pglite data/pglite.old) with the server stopped.

Start the app only after the restore: its first start would create empty tables.

Options:
  --database-url <url>  restore into this PostgreSQL database instead of DATABASE_URL's
  --pglite-dir <dir>    restore into this PGlite folder instead of PGLITE_DIR's (default ./data/pglite)
  -h, --help            show this text`;

await runCommand(main);

async function main() {
  const command = readCommand(HELP, "Name one backup file.");
  if (!command) return;
  const { file, database } = command;
  if (!fs.existsSync(file)) throw new UsageError(`${file} does not exist.`);
  const started = performance.now();

  if (database.kind === "postgres") {
    const found = await userObjects(database.url);
    if (found.length > 0) throw notEmpty(describe(database), found);
    await restorePostgres(database.url, file);
  } else {
    const { dir } = database;
    if (fs.existsSync(dir) && fs.readdirSync(dir).length > 0) {
      throw new UsageError(
        `${dir} is not empty. Restore needs an empty database: stop the server, move the folder away ` +
          `(e.g. mv ${dir} ${dir}.old) or name another with --pglite-dir, and try again.`,
      );
    }
    // Claimed, so that a server started meanwhile refuses the folder.
    const claim = await serveBackups(dir, () => {
      throw new Error("the folder is being restored");
    });
    try {
      await restorePglite(dir, fs.readFileSync(file, "utf8"));
    } finally {
      await claim.close();
    }
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const size = formatSize(fs.statSync(file).size);
  console.info(`Restored ${file} (${size}) into ${describe(database)} in ${seconds} s.`);
}

function notEmpty(name: string, found: string[]): UsageError {
  const shown = found.slice(0, 5).join(", ") + (found.length > 5 ? `, … (${found.length} in all)` : "");
  return new UsageError(
    `${name} is not empty (${shown}). Restore needs an empty database: create one with createdb and ` +
      "point --database-url (or DATABASE_URL) at it.",
  );
}
