import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Separate build folders let parallel test runs (E2E_PORT/BUILD_DIR) not overwrite each other.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
