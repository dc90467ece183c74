import { existsSync } from "node:fs";

/** The system Chromium the e2e tests drive (Playwright's own browser download does not work here). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Without the networking flags Chromium keeps dialling Google services on a closed network.
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export function chromiumInstalled(): boolean {
  return existsSync(CHROMIUM_PATH);
}
