import { sql } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";
import path from "node:path";
import * as schema from "#db/schema";
import routes from "~/routes";
import { getDb } from "~/shared/server/db.server";

// What the suites that walk every route share (route-access, fuzz and abuse): the routes and
// actions as app/routes.ts declares them, and a digest of the database to see that a refused
// request wrote nothing.

export const APP = path.resolve(import.meta.dirname, "../../app");

interface RouteEntry {
  id?: string;
  file: string;
  path?: string;
  children?: RouteEntry[];
}

export interface AppRoute {
  id: string;
  file: string;
  /** The full URL pattern, e.g. /admin/jobs/:tab/:jobId. */
  pattern: string;
}

function flatten(entries: readonly RouteEntry[], prefix = ""): AppRoute[] {
  return entries.flatMap((entry) => {
    const pattern = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
    // React Router's own rule: a route without an id is named by its file.
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    return [{ id, file: entry.file, pattern: pattern || "/" }, ...flatten(entry.children ?? [], pattern)];
  });
}

/** Every route of app/routes.ts, nested ones with their full pattern. */
export const APP_ROUTES = flatten(routes as RouteEntry[]);

export type Action = (a: never) => Promise<unknown>;

/** Every route with an action: its id, its URL pattern (/jobs/:jobId/report) and the action. */
export async function routeActions(): Promise<{ id: string; path: string; action: Action }[]> {
  const found: { id: string; path: string; action: Action }[] = [];
  for (const route of APP_ROUTES) {
    const module = (await import(/* @vite-ignore */ path.join(APP, route.file))) as { action?: Action };
    if (module.action) found.push({ id: route.id, path: route.pattern, action: module.action });
  }
  return found;
}

const TABLES = Object.values(schema).filter(
  (value) => typeof value === "object" && value !== null && Symbol.for("drizzle:IsDrizzleTable") in value,
) as PgTable[];

/** One digest per table; rate-limit counters are left out (counting refused attempts is their job). */
export async function fingerprint(): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of TABLES) {
    const { name } = getTableConfig(table);
    if (/rate_limit/.test(name)) continue;
    const row = `"${name}"::text`;
    const [result] = await getDb()
      .select({ d: sql.raw(`count(*)::text || ':' || coalesce(md5(string_agg(${row}, ',' ORDER BY ${row})), '')`) })
      .from(table);
    digests[name] = String(result?.d);
  }
  return digests;
}
