import { isIP } from "node:net";
import { availableParallelism } from "node:os";
import { z } from "zod";

// express' own names for groups of private addresses (proxy-addr).
const PROXY_SUBNET_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

// An address ("10.0.0.1"), a subnet ("10.0.0.0/8", "fd00::/8") or one of the names above.
function isProxyAddress(entry: string): boolean {
  if (PROXY_SUBNET_NAMES.has(entry)) return true;
  const [address = "", prefix, ...rest] = entry.split("/");
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

// `true` or a typo would make express trust X-Forwarded-For from anyone, letting
// clients choose the address that sign-in rate limits count, so only these two forms pass.
const TrustProxySchema = z
  .string()
  .refine(
    (value) => /^\d+$/.test(value) || value.split(",").every((entry) => isProxyAddress(entry.trim())),
    "must be a hop count (e.g. 1) or a comma-separated list of proxy addresses or subnets " +
      "(e.g. 10.0.0.1, 10.0.0.0/8, loopback)",
  )
  .transform((value) => (/^\d+$/.test(value) ? Number(value) : value.split(",").map((entry) => entry.trim())));

const EdgeEnvSchema = z.object({
  PORT: z.coerce.number().int().positive().default(3000),
  // Unset: every interface, or only this computer's loopback in demo mode (see listenHost).
  HOST: z.string().trim().min(1).optional(),
  // As in app/shared/server/env.server.ts, which checks it again when the app starts.
  DEMO: z
    .enum(["1", "true", "0", "false"])
    .default("0")
    .transform((value) => value === "1" || value === "true"),
  BASE_URL: z.url().optional(),
  MAX_BODY_BYTES: z.coerce
    .number()
    .int()
    .positive()
    .default(64 * 1024),
  // Unset: chosen for the database engine (below).
  MAX_IN_FLIGHT: z.coerce.number().int().positive().optional(),
  MAX_EVENT_LOOP_LAG_MS: z.coerce.number().int().positive().default(100),
  TRUST_PROXY: TrustProxySchema.optional(),
  // Read only to choose MAX_IN_FLIGHT and WEB_CONCURRENCY; the app checks it when it starts.
  DATABASE_URL: z.string().optional(),
  // Worker processes on this machine. Unset: one per core with PostgreSQL, one with PGlite.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // The agency's identity provider: "Sign in with …" is a form whose answer redirects there,
  // which the pages' Content-Security-Policy (form-action) must allow. The app checks the rest.
  OIDC_ISSUER: z.url().optional(),
  // What a Prometheus scrape sends as `Authorization: Bearer …` to read /metrics. Unset: no
  // /metrics at all. Long enough that it cannot be guessed (e.g. `openssl rand -hex 32`).
  METRICS_TOKEN: z.string().min(32, "must be at least 32 characters (e.g. openssl rand -hex 32)").optional(),
  // The least severe log lines written (pino's levels). Unset: a line per request ("info"), or
  // only warnings and failures in demo mode and tests, where request lines would bury the rest.
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).optional(),
  // Read only to choose LOG_LEVEL; the app checks it when it starts.
  NODE_ENV: z.string().optional(),
});

// As many requests in flight as still add throughput; more would only wait (measured in
// docs/reliability.md, "Overload"). PGlite runs every query on this process' event loop, one at
// a time, so each request in flight lengthens the loop's turns, during which no socket is read
// and no connection taken. PostgreSQL works beside the loop through a pool of 10 connections
// (app/shared/server/db.server.ts): two more keep it busy while others render; 16 served no
// more pages than 12, only slower.
const MAX_IN_FLIGHT_PGLITE = 4;
const MAX_IN_FLIGHT_POSTGRES = 12;

const EdgeConfigSchema = EdgeEnvSchema.refine(
  // The embedded database lives in one process' memory and folder: a second process cannot share it.
  ({ DATABASE_URL, WEB_CONCURRENCY }) => DATABASE_URL || (WEB_CONCURRENCY ?? 1) === 1,
  { path: ["WEB_CONCURRENCY"], message: "must be 1 without DATABASE_URL (the embedded database serves one process)" },
).transform(({ DATABASE_URL, MAX_IN_FLIGHT, WEB_CONCURRENCY, LOG_LEVEL, NODE_ENV, ...config }) => ({
  ...config,
  LOG_LEVEL: LOG_LEVEL ?? (config.DEMO || NODE_ENV === "test" ? "warn" : "info"),
  MAX_IN_FLIGHT: MAX_IN_FLIGHT ?? (DATABASE_URL ? MAX_IN_FLIGHT_POSTGRES : MAX_IN_FLIGHT_PGLITE),
  WEB_CONCURRENCY: WEB_CONCURRENCY ?? (DATABASE_URL ? availableParallelism() : 1),
}));

export type EdgeConfig = z.infer<typeof EdgeConfigSchema>;

// The settings server.ts needs before the app's own env check runs in the build.
export function readEdgeConfig(env: Record<string, string | undefined>): EdgeConfig {
  // An empty variable counts as unset, as in the app's env and most .env tooling.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = EdgeConfigSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n${lines.join("\n")}`);
  }
  return parsed.data;
}

/**
 * Where the server listens. A demo server holds the outbox (every password link) and open
 * demo accounts, so unless HOST says otherwise it answers only on this computer. Undefined
 * means every interface.
 */
export function listenHost(config: Pick<EdgeConfig, "HOST" | "DEMO">): string | undefined {
  return config.HOST ?? (config.DEMO ? "127.0.0.1" : undefined);
}
