import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, expect, it } from "vitest";
import { ensurePrivateDir } from "./private-dir.server";

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function scratch(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "harbor-private-"));
  made.push(dir);
  return dir;
}

const modeOf = (dir: string) => (statSync(dir).mode & 0o777).toString(8);

it("creates the data folder and its missing parents 0700", () => {
  const root = scratch();
  const dir = path.join(root, "data", "pglite");
  ensurePrivateDir(dir);
  expect(modeOf(dir)).toBe("700");
  expect(modeOf(path.join(root, "data"))).toBe("700");
});

it("tightens an existing folder that others could read", () => {
  const dir = path.join(scratch(), "data");
  mkdirSync(dir);
  chmodSync(dir, 0o755);
  ensurePrivateDir(dir);
  expect(modeOf(dir)).toBe("700");
});

it("leaves a private folder as it is", () => {
  const dir = path.join(scratch(), "data");
  mkdirSync(dir, { mode: 0o700 });
  ensurePrivateDir(dir);
  expect(modeOf(dir)).toBe("700");
});
