import { chmodSync, mkdirSync, statSync } from "node:fs";

const OWNER_ONLY = 0o700;

/**
 * Makes sure a folder exists and only its owner can open it: it holds the database files or
 * the auth secret. New folders (and missing parents) are created 0700; an existing one that
 * others can open is tightened to 0700, or, when that is not allowed (another owner, a
 * read-only mount), left as it is with a warning at start-up.
 */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY });
  const mode = statSync(dir).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  try {
    chmodSync(dir, OWNER_ONLY);
  } catch (error) {
    console.warn(
      `${dir} is open to other users of this computer (mode ${mode.toString(8)}) and could not be changed to 700: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
