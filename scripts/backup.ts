import "./load-env";
import fs from "node:fs";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import { dumpPglite, serveBackups } from "~/shared/server/pglite.server";
import {
  describe,
  dumpPostgres,
  formatSize,
  openPglite,
  readCommand,
  requestBackup,
  runCommand,
  UsageError,
  writeWhole,
} from "./db-backup";

const HELP = `Usage: npm run backup -- <file> [options]

Writes the app's whole database (every table, the migrations applied) to <file> as plain SQL
from pg_dump. Safe while the app serves requests. Restore it with \`npm run restore -- <file>\`.

  PostgreSQL (DATABASE_URL set): runs pg_dump, which reads one consistent snapshot while the app
    keeps writing. Needs pg_dump of the server's major version or newer.
  PGlite (the default, PGLITE_DIR): when the server is running, it writes the dump itself (it
    answers on <PGLITE_DIR>.backup.sock); otherwise the folder is opened here.

Options:
  --database-url <url>  back up this PostgreSQL database instead of DATABASE_URL's
  --pglite-dir <dir>    back up this PGlite folder instead of PGLITE_DIR's (default ./data/pglite)
  -h, --help            show this text

The file must not exist yet; it is written whole or not at all.`;

await runCommand(main);

async function main() {
  const command = readCommand(HELP, "Name one file to write.");
  if (!command) return;
  const { file, database } = command;
  if (fs.existsSync(file)) throw new UsageError(`${file} already exists: choose another name or remove it.`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const started = performance.now();
  let how = "";
  const bytes = await writeWhole(file, async (temporary) => {
    if (database.kind === "postgres") return dumpPostgres(database.url, temporary);
    const served = await requestBackup(database.dir);
    if (served !== undefined) {
      how = ", written by the running server";
      return fs.writeFileSync(temporary, served);
    }
    fs.writeFileSync(temporary, await dumpFolder(database.dir));
  });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.info(`Backed up ${describe(database)} to ${file}: ${formatSize(bytes)} in ${seconds} s${how}.`);
}

/** No process answers for the folder: open it here, claiming it so that a server waits its turn. */
async function dumpFolder(dir: string): Promise<string> {
  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) throw new UsageError(`There is no PGlite database in ${dir}.`);
  let client: PGlite | undefined;
  const claim = await serveBackups(dir, () => {
    if (!client) throw new Error("the folder is being opened for a backup");
    return client;
  });
  try {
    client = await openPglite(dir);
    try {
      return await dumpPglite(client);
    } finally {
      await client.close();
    }
  } finally {
    await claim.close();
  }
}
