import { describe, expect, it } from "vitest";
import { MAX_REDIRECT_LENGTH, safeRedirectPath } from "./redirect";

describe("safeRedirectPath keeps paths of the site", () => {
  it.each([
    ["/", "/"],
    ["/jobs?q=cook", "/jobs?q=cook"],
    ["/admin/users/client", "/admin/users/client"],
    ["/jobs/3f1e1f4e-0000-4000-8000-000000000001?page=2#top", "/jobs/3f1e1f4e-0000-4000-8000-000000000001?page=2#top"],
    ["/jobs?q=a%2F%2Fb", "/jobs?q=a%2F%2Fb"],
    // Normalised as a browser would before following it, still on the site.
    ["/jobs/../profile", "/profile"],
    ["/@evil.example", "/@evil.example"],
  ])("%j → %j", (input, expected) => {
    expect(safeRedirectPath(input)).toBe(expected);
  });

  it("takes a target of exactly the length limit", () => {
    const target = `/jobs?q=${"a".repeat(MAX_REDIRECT_LENGTH - 8)}`;
    expect(safeRedirectPath(target)).toBe(target);
  });
});

// Known ways to make a "local" path leave the site (OWASP, PortSwigger and past
// framework advisories). Every one must give null, so the caller's default page is used.
describe("safeRedirectPath refuses every known bypass", () => {
  it.each([
    ["scheme-relative", "//evil.example"],
    ["three slashes", "///evil.example"],
    ["scheme-relative with a path", "//evil.example/signIn"],
    ["absolute http", "http://evil.example"],
    ["absolute https", "https://evil.example/jobs"],
    ["absolute without slashes", "http:evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["slash backslash", "/\\evil.example"],
    ["backslash slash", "\\/evil.example"],
    ["two backslashes", "\\\\evil.example"],
    ["slash two backslashes", "/\\\\evil.example"],
    ["tab between slashes", "/\t/evil.example"],
    ["newline between slashes", "/\n/evil.example"],
    ["carriage return between slashes", "/\r/evil.example"],
    ["leading tab", "\t//evil.example"],
    ["NUL", "/\u0000/evil.example"],
    ["DEL", "/\u007f/evil.example"],
    ["encoded tab", "/%09/evil.example"],
    ["encoded newline", "/%0a/evil.example"],
    ["encoded carriage return", "/%0D/evil.example"],
    ["encoded slash", "/%2F/evil.example"],
    ["encoded slash, lower case", "/%2fevil.example"],
    ["two encoded slashes", "/%2F%2Fevil.example"],
    ["encoded backslash", "/%5Cevil.example"],
    ["encoded backslash, lower case", "/%5c/evil.example"],
    ["dot segment to two slashes", "/.//evil.example"],
    ["dot-dot segment to two slashes", "/a/..//evil.example"],
    ["userinfo", "//user@evil.example"],
    ["userinfo with password", "//user:pass@evil.example/"],
    ["userinfo with backslash", "/\\user@evil.example"],
    ["broken percent-encoding", "/%E0%A4%A"],
    ["relative path", "jobs"],
    ["empty", ""],
    ["over-long", `/jobs?q=${"a".repeat(MAX_REDIRECT_LENGTH)}`],
  ])("%s: %j", (_name, input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });

  it.each([null, undefined])("%s", (input) => {
    expect(safeRedirectPath(input)).toBeNull();
  });
});
