import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { catalogs, SHARED_AREAS } from "./catalog.server";
import { familyOf } from "./i18n";

// A page receives the shared areas (root loader) and the areas that the loaders
// of its route and the routes around it send: an area folder's routes send its
// `pageMessages` (its messages.server.ts), shared routes call `areaMessages`.
// This scans the code each route can run in the browser (the route module and
// everything it imports, except *.server.ts) for catalogue keys, and fails
// when a key's area does not reach that route: the page would show the key.
// A route's ErrorBoundary renders when that route's loader failed, so what it
// shows must come from the areas of the routes around it.

const APP = path.resolve(import.meta.dirname, "../..");
// As code writes them: a plural family by its base key.
const KEYS = [...new Set(Object.keys(catalogs.en).map(familyOf))];
const AREAS = new Set(KEYS.map(areaOf));

function areaOf(key: string) {
  return key.slice(0, key.indexOf("."));
}

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("~/")
    ? path.join(APP, specifier.slice(2))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null; // packages and #db (the schema holds no messages)
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => /\.tsx?$/.test(file) && existsSync(file)) ?? null;
}

/** The files a module brings into the browser: value imports, not `import type`, not *.server.ts. */
function browserFiles(entry: string, seen = new Set<string>()): Set<string> {
  if (seen.has(entry)) return seen;
  seen.add(entry);
  const source = readFileSync(entry, "utf8");
  for (const [, specifier] of source.matchAll(/^(?:import|export) (?!type\b)[^;]*?from "([^"]+)"/gms)) {
    const file = resolveImport(entry, specifier ?? "");
    if (file && !file.endsWith(".server.ts")) browserFiles(file, seen);
  }
  return seen;
}

/** Keys written in code: whole ("jobs.count") or the start of a template (`jobs.wage.${type}`). */
function keysIn(source: string): string[] {
  const found: string[] = [];
  for (const [, text, template] of source.matchAll(/["'`]([a-z][A-Za-z0-9]*\.[A-Za-z0-9.]*)(\$\{)?/g)) {
    if (!text || !AREAS.has(areaOf(text))) continue;
    if (template ? KEYS.some((key) => key.startsWith(text)) : KEYS.includes(text)) found.push(text);
  }
  return found;
}

/** Keys in the code a route's ErrorBoundary runs: its own body and the components it renders. */
function errorBoundaryKeys(routeFile: string): string[] {
  const source = readFileSync(routeFile, "utf8");
  const start = source.indexOf("export function ErrorBoundary");
  if (start < 0) return [];
  const end = source.indexOf("\nexport ", start + 1);
  const boundary = source.slice(start, end < 0 ? undefined : end);
  const rendered = new Set([...boundary.matchAll(/<([A-Z]\w*)/g)].map((m) => m[1]));
  const files = new Set<string>();
  for (const [, names = "", specifier = ""] of source.matchAll(/^import\s+\{([^}]*)\}\s+from\s+"([^"]+)"/gm)) {
    const file = names.split(",").some((name) => rendered.has(name.trim()))
      ? resolveImport(routeFile, specifier)
      : null;
    if (file) browserFiles(file, files);
  }
  return [...keysIn(boundary), ...[...files].flatMap((f) => keysIn(readFileSync(f, "utf8")))];
}

/**
 * The areas (or parts of areas: "accounts.signIn") a route module's loader sends: its folder's
 * strings function (`pageMessages`, or a page's own such as `signInMessages`, defined in its
 * messages.server.ts with `areaStrings` or `partStrings`), or a shared route's `areaMessages` call.
 */
function areasSentBy(file: string): string[] {
  const source = readFileSync(file, "utf8");
  const own = path.join(path.dirname(file), "messages.server.ts");
  const strings = /\b(\w+Messages)\(request\)/.exec(source)?.[1];
  let call: string | undefined;
  if (strings && existsSync(own)) {
    const definitions = readFileSync(own, "utf8");
    const definition = new RegExp(`export const ${strings} = (areaStrings|partStrings)\\(([^;]*)\\);`).exec(
      definitions,
    );
    // A list named in the definition (`...SIGN_IN_PARTS`) is read where it is declared.
    call = definition?.[2]?.replace(
      /\.\.\.(\w+)/g,
      (_, name: string) => new RegExp(`const ${name} = \\[([^\\]]*)\\]`).exec(definitions)?.[1] ?? "",
    );
  } else {
    call = /areaMessages\(\s*request\s*,\s*\[([^\]]*)\]/.exec(source)?.[1];
  }
  return call ? [...call.matchAll(/"([\w.]+)"/g)].map((m) => m[1] ?? "") : [];
}

/** Whether a key (or the start of a template key) is among the areas or parts of areas sent. */
function covered(sent: readonly string[], key: string): boolean {
  return sent.some((part) => key.startsWith(`${part}.`));
}

interface Page {
  file: string;
  /** From the root and the routes around this one. */
  around: string[];
  received: string[];
}

function flatten(entries: RouteConfigEntry[], around: string[]): Page[] {
  return entries.flatMap((entry) => {
    const file = path.join(APP, entry.file);
    const received = [...around, ...areasSentBy(file)];
    return [{ file, around, received }, ...flatten(entry.children ?? [], received)];
  });
}

const root = path.join(APP, "root.tsx");
// Resource routes (api-*) render nothing: the pages that call them show what they return.
const pages = [{ file: root, around: [], received: [...SHARED_AREAS] }, ...flatten(routes, [...SHARED_AREAS])].filter(
  ({ file }) => file.endsWith(".tsx") && !path.basename(file).startsWith("api-"),
);

describe.each(pages.map((page) => [path.relative(APP, page.file), page] as const))("%s", (_, page) => {
  it("receives the area of every key its code can show", () => {
    const missing = [...browserFiles(page.file)].flatMap((file) =>
      keysIn(readFileSync(file, "utf8"))
        .filter((key) => !covered(page.received, key))
        .map((key) => `${path.relative(APP, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  // The root's own boundary has no loader data at all (see i18n-context.tsx).
  if (page.file !== root) {
    it("shows in its ErrorBoundary only keys of the areas around it", () => {
      expect(errorBoundaryKeys(page.file).filter((key) => !covered(page.around, key))).toEqual([]);
    });
  }
});

describe("the root loader", () => {
  it("sends the shared areas", () => {
    expect(readFileSync(root, "utf8")).toContain("areaMessages(request, SHARED_AREAS)");
  });
});

describe("the mail area", () => {
  it("is never sent to the browser", () => {
    expect(pages.filter((page) => page.received.includes("mail")).map((page) => page.file)).toEqual([]);
  });
});

// An area's keys start with its name; a catalogue key is used only by its own
// folder (or, for shared keys, by any), so an area's strings move with it.
const AREA_FOLDERS: Record<string, string> = {
  "find-jobs": "findJobs",
  "manage-jobs": "manageJobs",
  accounts: "accounts",
  users: "users",
  applications: "applications",
};
const AREA_KEYS = new Set(Object.values(AREA_FOLDERS));

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => /\.tsx?$/.test(name) && !name.includes("strings/"))
    .map((name) => path.join(dir, name));
}

describe("catalogue areas follow the folders", () => {
  it("a key of an area is used only in that area's folder", () => {
    const misplaced = codeFiles(APP).flatMap((file) => {
      const folder = /^areas\/([^/]+)\//.exec(path.relative(APP, file))?.[1];
      const own = folder ? AREA_FOLDERS[folder] : undefined;
      return keysIn(readFileSync(file, "utf8"))
        .filter((key) => AREA_KEYS.has(areaOf(key)) && areaOf(key) !== own)
        .map((key) => `${path.relative(APP, file)}: ${key}`);
    });
    expect(misplaced).toEqual([]);
  });

  it("each area folder's catalogue holds only that area's keys", async () => {
    for (const [folder, area] of Object.entries(AREA_FOLDERS)) {
      const { strings } = (await import(`~/areas/${folder}/strings/en.ts`)) as { strings: Record<string, string> };
      expect(
        Object.keys(strings).filter((key) => areaOf(key) !== area),
        folder,
      ).toEqual([]);
    }
  });
});
