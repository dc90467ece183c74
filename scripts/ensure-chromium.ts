import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { CHROMIUM_PATH, chromiumInstalled } from "./chromium";

// Finds the system Chromium; as root on Debian it installs the `chromium` package.
if (!chromiumInstalled()) {
  const root = process.getuid?.() === 0;
  if (!process.env.CHROMIUM_PATH && root && existsSync("/etc/debian_version")) {
    console.info("Chromium not found: installing Debian's chromium package…");
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit" });
    execFileSync("apt-get", ["install", "-y", "-qq", "chromium"], {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
  }
  if (!chromiumInstalled()) {
    console.error(
      `No Chromium at ${CHROMIUM_PATH}. Install Chromium (Debian: apt-get install chromium) ` +
        "or set CHROMIUM_PATH to its executable, then run the tests again.",
    );
    process.exit(1);
  }
}
console.info(`End-to-end tests use ${CHROMIUM_PATH}`);
