import { describe, expect, it } from "vitest";
import { isSavedJobsPage, markOfflineCopy, savedJobsKey, worthKeeping } from "./offline-copy";

const BASE = "http://localhost:3000";

describe("the pages kept for offline reading", () => {
  it.each([
    ["/jobsSaved", true],
    ["/jobsSaved/6f1c2a", true],
    ["/jobsSaved.data", false],
    ["/jobsSaved/6f1c2a.data", false],
    ["/jobsSaved/", false],
    ["/jobsSaved/6f1c2a/report", false],
    ["/jobs", false],
    ["/jobs/6f1c2a", false],
    ["/profile", false],
  ])("%s: %s", (path, kept) => {
    expect(isSavedJobsPage(new URL(path, BASE))).toBe(kept);
  });

  it("keeps one copy per page, whatever its query string", () => {
    expect(savedJobsKey(`${BASE}/jobsSaved/6f1c2a?q=cook&page=2#x`)).toBe(`${BASE}/jobsSaved/6f1c2a`);
  });
});

describe("what is worth keeping", () => {
  const page = () => new Response("<html></html>", { status: 200 });
  it.each([
    ["the page", new Request(`${BASE}/jobsSaved`), page(), true],
    ["a filtered list", new Request(`${BASE}/jobsSaved?q=cook`), page(), false],
    ["in data-saver mode", new Request(`${BASE}/jobsSaved`, { headers: { "Save-Data": "on" } }), page(), false],
    ["an error", new Request(`${BASE}/jobsSaved/x`), new Response("", { status: 404 }), false],
  ])("%s", (_, request, response, kept) => {
    expect(worthKeeping(request, response)).toBe(kept);
  });
});

describe("a kept copy shown offline", () => {
  it("is marked for its notice and runs no script", async () => {
    const copy = new Response('<!DOCTYPE html><html lang="en"><body><script nonce="abc">x()</script></body></html>', {
      headers: {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Security-Policy": "default-src 'self'; script-src 'self' 'nonce-abc'; style-src 'self'",
        "Content-Length": "93",
      },
    });
    const shown = await markOfflineCopy(copy);
    expect(await shown.text()).toMatch(/^<!DOCTYPE html><html data-offline="" lang="en">/);
    expect(shown.headers.get("Content-Security-Policy")).toBe(
      "default-src 'self'; script-src 'none'; style-src 'self'",
    );
    expect(shown.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    expect(shown.headers.get("Content-Length")).toBeNull();
  });
});
