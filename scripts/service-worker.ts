import path from "node:path";
import { build, type Plugin } from "vite";
import { injectManifest } from "workbox-build";

// The service worker of Saved Jobs offline (docs/decisions/018), written to <client>/sw.js at
// the end of `react-router build`: Vite bundles app/areas/find-jobs/service-worker.ts and its
// Workbox modules, then Workbox lists the stylesheet the cached pages link to (its precache).
// Not through vite-plugin-pwa: it does not follow React Router 7's framework build, whose client
// files are complete only once the server build has run.
const SOURCE = "app/areas/find-jobs/service-worker.ts";
const OUTPUT = "sw.js";

export function serviceWorkerPlugin(): Plugin {
  return {
    name: "harbor:service-worker",
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client;
        if (!client) return;
        const root = client.config.root;
        const outDir = path.resolve(root, client.config.build.outDir);
        await build({
          configFile: false,
          root,
          logLevel: "warn",
          publicDir: false,
          // Workbox's modules leave out their development logging on this.
          define: { "process.env.NODE_ENV": JSON.stringify("production") },
          build: {
            outDir,
            emptyOutDir: false,
            target: "es2022",
            lib: {
              entry: path.resolve(root, SOURCE),
              formats: ["iife"],
              name: "serviceWorker",
              fileName: () => OUTPUT,
            },
          },
        });
        const sw = path.join(outDir, OUTPUT);
        await injectManifest({ swSrc: sw, swDest: sw, globDirectory: outDir, globPatterns: ["assets/*.css"] });
      },
    },
  };
}
