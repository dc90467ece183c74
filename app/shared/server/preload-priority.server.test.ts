import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, test } from "vitest";
import { scriptPreloadsAfterStylesheet } from "./preload-priority.server";

const PAGE =
  '<!DOCTYPE html><html lang="ar"><head><title>وظائف</title>' +
  '<link rel="stylesheet" href="/assets/app.css"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/shell.js"/>' +
  '</head><body><p>rel="modulepreload" in the body is text</p></body></html>';

/** The page through the transform, written in pieces of `size` bytes (a multi-byte letter may be cut). */
function through(size: number) {
  const bytes = Buffer.from(PAGE);
  const pieces: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) pieces.push(bytes.subarray(at, at + size));
  return text(Readable.from(pieces).pipe(scriptPreloadsAfterStylesheet()));
}

describe("scriptPreloadsAfterStylesheet", () => {
  test("asks for the head's script preloads at low priority, and changes nothing else", async () => {
    const expected = PAGE.replace(
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/shell.js"/>',
      '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/shell.js"/>',
    );
    expect(await through(PAGE.length)).toBe(expected);
  });

  test.each([1, 3, 7, 64])("gives the same page when it arrives in pieces of %i bytes", async (size) => {
    expect(await through(size)).toBe(await through(Buffer.byteLength(PAGE)));
  });

  test("passes a document without a head end through unchanged", async () => {
    const fragment = '<link rel="modulepreload" href="/x.js"/>';
    expect(await text(Readable.from([Buffer.from(fragment)]).pipe(scriptPreloadsAfterStylesheet()))).toBe(fragment);
  });
});
