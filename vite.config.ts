import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
import { compressAssetsPlugin } from "./scripts/compress-assets";
import { serviceWorkerPlugin } from "./scripts/service-worker";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#db": fileURLToPath(new URL("./db", import.meta.url)),
};

// What every page runs: the root and the shell (translation, icons, logo, menu,
// banners, toasts, page titles, route file preloading). react-dom's small shared
// part (preloadModule) is named here because Rollup otherwise files it with the
// first group that imports it, the job screens, and the sign-in page then loads them.
const SHELL_MODULES =
  /\/app\/(shared\/i18n\/i18n|shared\/i18n\/i18n-context|shared\/ui\/(app-shell|banners|error-page|icon|profile-header|language-switcher|logo|nonce|root-data|route-files)|shared\/access\/navigation|shared\/meta|assets\/)|\/node_modules\/(react-hot-toast|goober|react-dom\/(index|cjs\/react-dom\.production)\.js)/;
// The job screens' pieces (list, filters, job view), shared by job seekers' and staff's pages.
const JOB_MODULES = /\/app\/shared\/job-ui\//;

// `npm run dev` starts the way `npm start` does: the same start-up (migrations,
// demo seed) runs before the dev server answers its first request.
function startupPlugin(): Plugin {
  return {
    name: "harbor-startup",
    apply: "serve",
    async configureServer(server) {
      const { startup } = (await server.ssrLoadModule("/app/shared/server/startup.server.ts")) as {
        startup: () => Promise<void>;
      };
      await startup();
    },
  };
}

export default defineConfig(({ mode }) => ({
  resolve: { alias },
  // The React Router plugin compiles route modules; Vitest imports them as plain modules.
  plugins:
    mode === "test"
      ? []
      : [tailwindcss(), reactRouter(), startupPlugin(), serviceWorkerPlugin(), compressAssetsPlugin()],
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
