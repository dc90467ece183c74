import { PGlite } from "@electric-sql/pglite";
import fs, { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { PGLITE_EXTENSIONS, pgliteFolderOptions } from "~/shared/server/pglite.server";

// The app's PGlite folder flushes every commit to the disk (docs/reliability.md, "Durability").
// Counted at the host's fsync, the call that reaches the disk, so an upgrade of PGlite that
// moves the internals the flush relies on fails here rather than silently.

const COMMITS = 20;
let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "harbor-durability-"));
});

afterAll(() => {
  rmSync(work, { recursive: true, force: true });
});

async function fsyncsPerCommit(client: PGlite): Promise<number> {
  await client.exec("CREATE TABLE IF NOT EXISTS flushed (id serial PRIMARY KEY, note text)");
  const fsync = vi.spyOn(fs, "fsyncSync");
  try {
    for (let i = 0; i < COMMITS; i++) await client.query("INSERT INTO flushed (note) VALUES ($1)", [`commit ${i}`]);
    return fsync.mock.calls.length / COMMITS;
  } finally {
    fsync.mockRestore();
  }
}

test(
  "each commit on the app's PGlite folder reaches the disk; PGlite's defaults never flush",
  { timeout: 120_000 },
  async () => {
    const dir = path.join(work, "pglite");
    const durable = await PGlite.create(pgliteFolderOptions(dir));
    try {
      expect((await durable.query("SHOW fsync")).rows).toEqual([{ fsync: "on" }]);
      expect(await fsyncsPerCommit(durable)).toBeGreaterThanOrEqual(1);
    } finally {
      await durable.close();
    }

    // The same folder opened as PGlite opens it by default: what the options above change.
    const plain = await PGlite.create(dir, { extensions: PGLITE_EXTENSIONS });
    try {
      expect((await plain.query("SHOW fsync")).rows).toEqual([{ fsync: "off" }]);
      expect(await fsyncsPerCommit(plain)).toBe(0);
    } finally {
      await plain.close();
    }
  },
);
