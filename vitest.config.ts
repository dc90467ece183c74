import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#db": fileURLToPath(new URL("./db", import.meta.url)),
};

const integrationFiles = ["app/**/*.int.test.{ts,tsx}", "tests/**/*.int.test.{ts,tsx}"];

export default defineConfig({
  resolve: { alias },
  test: {
    environment: "node",
    env: {
      NODE_ENV: "test",
      DEMO: "1",
      BETTER_AUTH_SECRET: "vitest-secret-that-is-long-enough-0123456789",
      BASE_URL: "http://localhost:3000",
      PGLITE_DIR: "memory://",
      SMTP_URL: "",
    },
    setupFiles: ["tests/setup/console.ts"],
    // Generous: the limits catch a hung test, not a slow machine (CI may share its cores).
    testTimeout: 60_000,
    hookTimeout: 180_000,
    // Three files at once on two cores (Vitest's default is one fewer than the cores): the
    // integration tests spend much of their time waiting on the database (a server's, or a
    // PGlite commit's flush), and each file has a database of its own. VITEST_MAX_WORKERS tries
    // another number.
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS ?? 3),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/docs/**/*.test.ts"],
          exclude: integrationFiles,
        },
      },
      {
        extends: true,
        test: {
          name: "integration-pglite",
          include: integrationFiles,
          globalSetup: ["tests/setup/pglite-template.ts"],
          setupFiles: ["tests/setup/pglite.ts"],
          // Files share a worker's process; tests/setup/isolation.ts says what is reset between them.
          isolate: false,
        },
      },
      // Backup, restore and durability of real database folders and servers (docs/reliability.md).
      { extends: true, test: { name: "ops", include: ["tests/ops/**/*.test.ts"] } },
      // The same integration tests again on a PostgreSQL server when one is given.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: "integration-postgres",
                include: integrationFiles,
                globalSetup: ["tests/setup/postgres-template.ts"],
                setupFiles: ["tests/setup/postgres.ts"],
                isolate: false,
              },
            },
          ]
        : []),
    ],
  },
});
