import { readFileSync, writeFileSync } from "node:fs";

// `npm run lock:complete`, after any `npm install` that changed package-lock.json.
// The registry these machines reach serves only this platform's builds of packages such as
// rollup, so npm records the other platforms' optional builds nowhere, and `npm ci` then
// refuses the lock ("Missing: @rollup/rollup-darwin-arm64@ from lock file"). This adds an entry
// (name, version, optional) for each one a locked package asks for; npm skips those it cannot
// use on a machine and keeps the entries on later installs.

interface LockEntry {
  version?: string;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
}

const file = "package-lock.json";
const lock = JSON.parse(readFileSync(file, "utf8")) as { packages: Record<string, LockEntry> };
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ""}node_modules/${name}`;
    const hoisted = `node_modules/${name}`;
    if (packages[nested] || packages[hoisted]) continue;
    packages[hoisted] = { version, optional: true };
    added++;
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.info(`package-lock.json: ${added} optional per-platform entries added`);
