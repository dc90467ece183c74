import type { Config } from "@react-router/dev/config";

// The framework's floor (docs/perf.md): a bare server-rendered app, built into BUILD_DIR.
export default {
  ssr: true,
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
