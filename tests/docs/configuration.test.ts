import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// docs/configuration.md names every environment variable the code reads, and only those. "Reads"
// means `process.env.NAME` or `process.env["NAME"]` outside an assignment or a `delete`, and every
// key of a schema of variables: a `z.object({...})` held by a constant whose name ends in
// `EnvSchema` (app/shared/server/env.server.ts, server/config.ts, the geocoder's).

const ROOT = path.resolve(import.meta.dirname, "../..");
const FOLDERS = ["app", "server", "scripts", "db", "e2e", "tests"];
const PAGE = path.join(ROOT, "docs/configuration.md");

// Read by the code but not settings anyone sets, so not on the page.
const NOT_SETTINGS = new Map([
  ["INIT_CWD", "npm sets it to the folder `npm run` was called from; backup and restore resolve their file against it"],
]);

function sourceFiles(): string[] {
  const rootFiles = readdirSync(ROOT).filter((name) => /\.tsx?$/.test(name));
  const nested = FOLDERS.flatMap((folder) =>
    readdirSync(path.join(ROOT, folder), { recursive: true, encoding: "utf8" })
      .filter((name) => /\.tsx?$/.test(name) && !name.split(path.sep).includes("node_modules"))
      .map((name) => path.join(folder, name)),
  );
  return [...rootFiles, ...nested];
}

function isProcessEnv(node: ts.Node): boolean {
  return (
    ts.isPropertyAccessExpression(node) &&
    node.name.text === "env" &&
    ts.isIdentifier(node.expression) &&
    node.expression.text === "process"
  );
}

function isWritten(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isDeleteExpression(parent)) return true;
  return (
    ts.isBinaryExpression(parent) && parent.left === node && parent.operatorToken.kind === ts.SyntaxKind.EqualsToken
  );
}

function schemaKeys(declaration: ts.VariableDeclaration): string[] {
  const keys: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      node.expression.getText() === "z.object" &&
      node.arguments[0] &&
      ts.isObjectLiteralExpression(node.arguments[0])
    ) {
      for (const property of node.arguments[0].properties) {
        if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
          keys.push(property.name.text);
        }
      }
      return;
    }
    ts.forEachChild(node, visit);
  };
  if (declaration.initializer) visit(declaration.initializer);
  return keys;
}

/** Each variable the code reads, with the files that read it. */
function variablesReadByCode(): Map<string, string[]> {
  const readers = new Map<string, string[]>();
  const found = (name: string, file: string): void => {
    const files = readers.get(name) ?? [];
    if (!files.includes(file)) files.push(file);
    readers.set(name, files);
  };
  for (const file of sourceFiles()) {
    const source = ts.createSourceFile(file, readFileSync(path.join(ROOT, file), "utf8"), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node): void => {
      if (ts.isPropertyAccessExpression(node) && isProcessEnv(node.expression) && !isWritten(node)) {
        found(node.name.text, file);
      } else if (
        ts.isElementAccessExpression(node) &&
        isProcessEnv(node.expression) &&
        ts.isStringLiteralLike(node.argumentExpression) &&
        !isWritten(node)
      ) {
        found(node.argumentExpression.text, file);
      } else if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text.endsWith("EnvSchema")) {
        for (const key of schemaKeys(node)) found(key, file);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return readers;
}

/** The variables the page documents: the backquoted names in the first cell of its tables' rows. */
function variablesOnPage(): Set<string> {
  const names = new Set<string>();
  for (const line of readFileSync(PAGE, "utf8").split("\n")) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1] ?? "";
    for (const [, name] of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(name!);
  }
  return names;
}

describe("docs/configuration.md", () => {
  const read = variablesReadByCode();
  const documented = variablesOnPage();

  it("documents every variable the code reads", () => {
    const missing = [...read]
      .filter(([name]) => !documented.has(name) && !NOT_SETTINGS.has(name))
      .map(([name, files]) => `${name} (read in ${files.join(", ")})`);
    expect(missing, "add these to docs/configuration.md, with their default and one line").toEqual([]);
  });

  it("names no variable the code no longer reads", () => {
    const stale = [...documented].filter((name) => !read.has(name));
    expect(stale, "the code reads these no more: take them off docs/configuration.md").toEqual([]);
  });

  it("documents every variable of .env.example", () => {
    const example = readFileSync(path.join(ROOT, ".env.example"), "utf8");
    const names = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map(([, name]) => name!);
    expect(names.filter((name) => !documented.has(name))).toEqual([]);
  });

  it("finds the reads it is meant to find", () => {
    // A scan that found nothing would pass both checks above.
    expect(read.get("TRUST_PROXY")).toEqual(["server/config.ts"]);
    expect(read.get("GEOCODER_KEY")).toEqual(["app/shared/server/geocoder.server.ts"]);
    expect(read.get("SMTP_URL")).toContain("app/shared/server/env.server.ts");
    expect(read.has("INIT_CWD")).toBe(true);
  });
});
