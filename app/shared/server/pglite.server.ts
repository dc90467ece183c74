import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { cube } from "@electric-sql/pglite/contrib/cube";
import { earthdistance } from "@electric-sql/pglite/contrib/earthdistance";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { NodeFS } from "@electric-sql/pglite/nodefs";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

// The embedded database on a folder: opened so that commits survive a power cut, and answering
// `npm run backup` while the app serves (docs/reliability.md).

export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance };

// PGlite on a folder is not durable out of the box: it starts PostgreSQL with `-F` (fsync off),
// and even without it Emscripten's NODEFS has no fsync, so every flush PostgreSQL asks for
// returns at once without reaching the disk (strace shows no fsync at all). The options below
// put both back: PostgreSQL flushes the WAL at each commit (with fsync, the one method that
// reaches NODEFS: Emscripten's fdatasync does nothing) and data files at checkpoints, and the
// hook turns each request into a real fsync of the host file or folder. It relies on PGlite's
// internals (NODEFS stream_ops); tests/ops/durability.test.ts fails if an upgrade breaks it.

type EmscriptenOptions = Parameters<NodeFS["init"]>[1];

interface NodeFsInternals {
  stream_ops: { fsync?: (stream: { nfd?: number; node: unknown }) => number };
  realPath: (node: unknown) => string;
  tryFSOperation: <T>(operation: () => T) => T;
}

class DurableNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: EmscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const flushOnRequest = (mod: { NODEFS: unknown }) => {
      const nodefs = mod.NODEFS as NodeFsInternals;
      nodefs.stream_ops.fsync = (stream) => {
        // tryFSOperation turns a failed fsync into an error PostgreSQL sees (and stops on).
        nodefs.tryFSOperation(() => {
          // NODEFS keeps host descriptors for files only; a folder is opened here.
          if (stream.nfd !== undefined) return fs.fsyncSync(stream.nfd);
          const fd = fs.openSync(nodefs.realPath(stream.node), "r");
          try {
            fs.fsyncSync(fd);
          } finally {
            fs.closeSync(fd);
          }
        });
        return 0;
      };
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), flushOnRequest] },
    };
  }
}

/** PGlite options for a folder whose acknowledged commits survive a power cut. */
export function pgliteFolderOptions(dir: string): PGliteOptions {
  return {
    fs: new DurableNodeFS(dir),
    startParams: [...PGlite.defaultStartParams.filter((param) => param !== "-F"), "-c", "wal_sync_method=fsync"],
    extensions: PGLITE_EXTENSIONS,
  };
}

// No owners or grants: the file restores as whichever role runs the restore. Multi-row INSERTs
// (not COPY) keep every backup restorable on both engines: PGlite cannot read COPY from stdin.
export const DUMP_ARGS = ["--no-owner", "--no-privileges", "--rows-per-insert=100"];
export const DUMP_COMPLETE = "-- PostgreSQL database dump complete";

/**
 * pg_dump of a PGlite database that the app keeps using. PGlite has one session, so pg_dump
 * must not start inside an app transaction nor let app queries in between its own; and it
 * leaves its read-only snapshot transaction open when it ends (the app's next write would
 * fail). So it runs while this holds PGlite's transaction lock (app queries wait; one under way
 * finishes first), and the session is put back before the lock is released. pg_dump runs
 * synchronously: the whole process waits for it (about 4 s for a thousand jobs).
 */
export async function dumpPglite(client: PGlite): Promise<string> {
  const { pgDump } = await import("@electric-sql/pglite-tools/pg_dump");
  return client.transaction(async (tx) => {
    const searchPath = (await tx.query<{ search_path: string }>("SHOW search_path")).rows[0]?.search_path ?? "public";
    // Ends the BEGIN that took the lock: pg_dump sets up its session before its own BEGIN.
    await tx.exec("COMMIT");
    // pgDump reads and resets search_path through query and exec, which would wait for the
    // lock held here; the lines after it do that instead.
    const session = {
      query: async () => ({ rows: [{ search_path: searchPath }] }),
      exec: async () => [],
      execProtocolRawStream: client.execProtocolRawStream.bind(client),
    } as unknown as PGlite;
    let dump: string | undefined;
    let failure: unknown;
    try {
      dump = await (await pgDump({ pg: session, args: DUMP_ARGS })).text();
    } catch (error) {
      failure = error;
    }
    await tx.exec("ROLLBACK"); // pg_dump's snapshot transaction (a warning when there is none)
    await tx.exec(`DEALLOCATE ALL; SET search_path TO ${searchPath}`);
    await tx.exec("BEGIN"); // for the COMMIT that transaction() sends when this returns
    if (failure !== undefined) throw failure;
    if (!dump?.includes(DUMP_COMPLETE)) throw new Error("pg_dump returned an incomplete dump");
    return dump;
  });
}

/** The Unix socket through which the process holding a PGlite folder answers backups. */
export function backupSocketPath(dir: string): string {
  return `${path.resolve(dir)}.backup.sock`;
}

export interface BackupService {
  close: () => Promise<void>;
}

/**
 * Claims a PGlite folder for this process and answers `npm run backup` on its socket (owner
 * only: whoever may connect could read the folder anyway). PGlite takes no lock of its own (two
 * processes on one folder corrupt it), so this socket is the lock too: it throws when another
 * process answers on it. A socket left by a killed process answers nobody and is replaced.
 */
export async function serveBackups(dir: string, client: () => PGlite): Promise<BackupService> {
  const socketPath = backupSocketPath(dir);
  // Linux allows 107 bytes in a socket path.
  if (Buffer.byteLength(socketPath) > 100) throw new Error(`The path ${socketPath} is too long for a Unix socket.`);
  // The socket sits beside the folder, which is only created when first opened.
  fs.mkdirSync(path.dirname(socketPath), { recursive: true, mode: 0o700 });
  const server = net.createServer((connection) => {
    connection.once("data", (request) => {
      if (request.toString("utf8").trim() !== "backup") return connection.end("ERROR unknown request\n");
      dumpPglite(client()).then(
        (dump) => connection.end(Buffer.concat([Buffer.from(`OK ${Buffer.byteLength(dump)}\n`), Buffer.from(dump)])),
        (error: unknown) => {
          console.error("[backup] pg_dump failed", error);
          connection.end(`ERROR ${(error instanceof Error ? error.message : String(error)).replace(/\s+/g, " ")}\n`);
        },
      );
    });
    // A backup command that gave up (Ctrl-C) is no concern of the server's.
    connection.on("error", () => connection.destroy());
  });
  await listen(server, socketPath);
  fs.chmodSync(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(socketPath, { force: true });
      }),
  };
}

async function listen(server: net.Server, socketPath: string): Promise<void> {
  const attempt = () =>
    new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(socketPath, () => {
        server.off("error", reject);
        resolve();
      });
    });
  try {
    await attempt();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EADDRINUSE") throw error;
    if (await answers(socketPath)) {
      throw new Error(`Another process is using the database folder (it answers on ${socketPath}).`);
    }
    fs.rmSync(socketPath, { force: true });
    await attempt();
  }
}

function answers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.connect(socketPath, () => {
      probe.destroy();
      resolve(true);
    });
    probe.on("error", () => resolve(false));
  });
}
