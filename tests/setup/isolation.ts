import { vi } from "vitest";

/**
 * The integration files of a worker share one process (`isolate: false` in vitest.config.ts), so
 * the heavy packages (PGlite's WebAssembly, React Router, better-auth) load once per worker, not
 * once per file, which took most of a file's time. What must not leak from one file to the next
 * is reset here, before a file's setup: the environment a file may have changed, and the app's own
 * modules, evaluated afresh (their caches, the auth instance, the database client).
 */
export function freshFile(): void {
  const store = globalThis as unknown as { __harborTestEnv?: NodeJS.ProcessEnv };
  store.__harborTestEnv ??= { ...process.env };
  for (const key of Object.keys(process.env)) if (!(key in store.__harborTestEnv)) delete process.env[key];
  Object.assign(process.env, store.__harborTestEnv);
  vi.resetModules();
}
