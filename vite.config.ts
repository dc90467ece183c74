import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#db": fileURLToPath(new URL("./db", import.meta.url)),
};

// What every page runs: the root and the shell (translation, icons, logo, menu,
// banners, toasts, page titles).
const SHELL_MODULES =
  /\/app\/(i18n\/i18n|i18n\/i18n-context|components\/(app-shell|banners|error-page|icon|jobs\/profile-header|language-switcher|logo|nonce|root-data)|domain\/navigation|utils\/meta|assets\/)|\/node_modules\/(react-hot-toast|goober)\//;
// The job screens' pieces (list, filters, job view), shared by job seekers' and staff's pages.
const JOB_MODULES = /\/app\/(components\/jobs\/|domain\/(job-filters|read-aloud))/;

export default defineConfig(({ mode }) => ({
  resolve: { alias },
  // The React Router plugin compiles route modules; Vitest imports them as plain modules.
  plugins: mode === "test" ? [] : [tailwindcss(), reactRouter()],
  build: { target: "es2022" },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            // Each group in one file: as dozens of tiny chunks each module was a
            // <link rel="modulepreload"> and a request in the way of the first paint.
            manualChunks: (id) => (SHELL_MODULES.test(id) ? "shell" : JOB_MODULES.test(id) ? "jobs" : undefined),
          },
        },
      },
    },
  },
  ssr: {
    // PGlite ships wasm and data files that must be loaded from node_modules at run time.
    external: ["@electric-sql/pglite", "pg"],
  },
}));
