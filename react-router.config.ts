import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let parallel test runs (E2E_PORT/BUILD_DIR) not overwrite each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  // Every route is known from the first page (the manifest is inlined in it), so
  // no tap waits for a /__manifest request before it can start (issue 19).
  routeDiscovery: { mode: "initial" },
  future: {
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
