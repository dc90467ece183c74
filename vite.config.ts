import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const alias = {
  "~": fileURLToPath(new URL("./app", import.meta.url)),
  "#db": fileURLToPath(new URL("./db", import.meta.url)),
};

export default defineConfig(({ mode }) => ({
  resolve: { alias },
  // The React Router plugin compiles route modules; Vitest imports them as plain modules.
  plugins: mode === "test" ? [] : [tailwindcss(), reactRouter()],
  build: { target: "es2022" },
  ssr: {
    // PGlite ships wasm and data files that must be loaded from node_modules at run time.
    external: ["@electric-sql/pglite", "pg"],
  },
}));
