import { runInNewContext } from "node:vm";
import { describe, expect, test } from "vitest";
import { withScriptsAfterFirstPaint } from "./scripts-after-paint.server";

const SOURCE = 'import "/assets/manifest.js";\nimport * as route0 from "/assets/root.js";\nimport("/assets/entry.js");';
const PAGE =
  '<!DOCTYPE html><html lang="ar"><head><title>وظائف</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js" nonce="n0nce"/><link rel="modulepreload" href="/assets/shell.js" nonce="n0nce"/>' +
  '</head><body><p>وظيفة: &lt;link rel="modulepreload" href="/x.js"/&gt; is text here</p>' +
  '<script nonce="n0nce">window.__context = {};</script>' +
  `<script nonce="n0nce" type="module" async="">${SOURCE}</script>` +
  '<script nonce="n0nce">window.__context.data = "</" + "script>";</script></body></html>';

const rewritten = (html: string) => withScriptsAfterFirstPaint(Buffer.from(html)).toString();

interface Element {
  tag: string;
  rel?: string;
  href?: string;
  type?: string;
  nonce?: string;
  textContent?: string;
}

/** Runs the page's new inline script against a stand-in document and returns what it appended. */
function run(html: string, visibilityState: "visible" | "hidden") {
  const inline = /<script nonce="n0nce">(\(function[\s\S]*?)<\/script>/.exec(html)?.[1];
  expect(inline).toBeDefined();
  const appended: Element[] = [];
  const frames: (() => void)[] = [];
  const tasks: { callback: () => void; delay: number }[] = [];
  const document = {
    visibilityState,
    createElement: (tag: string): Element => {
      const element: Element = { tag };
      // Not enumerable, so that the comparisons below see only what the script set.
      Object.defineProperty(element, "setAttribute", {
        value: (name: "nonce", value: string) => (element[name] = value),
      });
      return element;
    },
    head: { appendChild: (element: Element) => appended.push(element) },
    body: { appendChild: (element: Element) => appended.push(element) },
  };
  runInNewContext(inline as string, {
    document,
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void, delay = 0) => tasks.push({ callback, delay }),
  });
  return { appended, frames, tasks };
}

const SCRIPTS = [
  { tag: "link", rel: "modulepreload", href: "/assets/entry.js" },
  { tag: "link", rel: "modulepreload", href: "/assets/shell.js" },
  { tag: "script", type: "module", nonce: "n0nce", textContent: SOURCE },
];

describe("withScriptsAfterFirstPaint", () => {
  test("takes the preloads out of the head and the module script out of the body, and changes nothing else", () => {
    const html = rewritten(PAGE);
    // Byte for byte the page without them, once the new inline script is taken out.
    const inline = /<script nonce="n0nce">\(function[\s\S]*?<\/script>/.exec(html)?.[0] ?? "";
    expect(html.replace(inline, "")).toBe(
      PAGE.replace(/<link rel="modulepreload"[^>]*>/g, "").replace(
        `<script nonce="n0nce" type="module" async="">${SOURCE}</script>`,
        "",
      ),
    );
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).not.toContain('type="module"');
    expect(html).toContain('<link rel="stylesheet" href="/assets/app.css"/></head>');
    expect(html).toContain('<p>وظيفة: &lt;link rel="modulepreload" href="/x.js"/&gt; is text here</p>');
    expect(html).toContain('<script nonce="n0nce">window.__context = {};</script>');
    expect(
      html.endsWith('<script nonce="n0nce">window.__context.data = "</" + "script>";</script></body></html>'),
    ).toBe(true);
  });

  test("asks for the scripts in a task after the first frame, once, with the page's nonce", () => {
    const { appended, frames, tasks } = run(rewritten(PAGE), "visible");
    expect(appended).toEqual([]);
    expect(frames).toHaveLength(1);
    expect(tasks.map((task) => task.delay)).toEqual([3000]);
    frames[0]!();
    expect(appended).toEqual([]);
    expect(tasks.map((task) => task.delay)).toEqual([3000, 0]);
    tasks[1]!.callback();
    expect(appended).toEqual(SCRIPTS);
    // The fallback finds them asked for already.
    tasks[0]!.callback();
    expect(appended).toEqual(SCRIPTS);
  });

  test("asks after a few seconds when a visible page draws no frame", () => {
    const { appended, tasks } = run(rewritten(PAGE), "visible");
    tasks[0]!.callback();
    expect(appended).toEqual(SCRIPTS);
  });

  test("asks at once on a hidden page, which paints no frame", () => {
    const { appended, frames, tasks } = run(rewritten(PAGE), "hidden");
    expect(frames).toEqual([]);
    expect(tasks).toEqual([]);
    expect(appended).toEqual(SCRIPTS);
  });

  test("keeps a module script's '</script>' from ending the inline script", () => {
    const page = PAGE.replace(SOURCE, 'const end = "<\\/script>";');
    const html = rewritten(page);
    expect(html).toContain("\\u003c\\\\/script>");
    const { appended, tasks } = run(html, "visible");
    tasks[0]!.callback();
    expect(appended.at(-1)?.textContent).toBe('const end = "<\\/script>";');
  });

  test("passes a document without a head end or a module script through unchanged", () => {
    const fragment = '<link rel="modulepreload" href="/x.js"/>';
    expect(rewritten(fragment)).toBe(fragment);
    const noScript = PAGE.replace(`<script nonce="n0nce" type="module" async="">${SOURCE}</script>`, "");
    expect(rewritten(noScript)).toBe(noScript);
  });
});
