import { describe, expect, test } from "vitest";
import { withScriptPreloadsAfterStylesheet } from "./preload-priority.server";

const PAGE =
  '<!DOCTYPE html><html lang="ar"><head><title>وظائف</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/shell.js"/>' +
  '</head><body><p>rel="modulepreload" in the body is text</p></body></html>';

const rewritten = (html: string) => withScriptPreloadsAfterStylesheet(Buffer.from(html)).toString();

describe("withScriptPreloadsAfterStylesheet", () => {
  test("asks for the head's script preloads at low priority, and changes nothing else", () => {
    const expected = PAGE.replace(
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/shell.js"/>',
      '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/shell.js"/>',
    );
    expect(rewritten(PAGE)).toBe(expected);
  });

  test("passes a document without a head end through unchanged", () => {
    const fragment = '<link rel="modulepreload" href="/x.js"/>';
    expect(rewritten(fragment)).toBe(fragment);
  });
});
