import { expect, it } from "vitest";
import { safeRedirectPath } from "./redirect";

it.each([
  ["/jobs?q=cook", "/jobs?q=cook"],
  ["/admin/users/client", "/admin/users/client"],
  ["//evil.example", null],
  ["/\\evil.example", null],
  ["https://evil.example", null],
  ["jobs", null],
  ["", null],
  [null, null],
])("safeRedirectPath(%s) = %s", (input, expected) => {
  expect(safeRedirectPath(input)).toBe(expected);
});
