import { expect, it } from "vitest";
import { routePath } from "./route-path";

it.each([
  ["/jobs", "/jobs"],
  ["/JOBS", "/jobs"],
  ["/Admin/Jobs/", "/admin/jobs"],
  ["/%61dmin/jobs/pending", "/admin/jobs/pending"],
  ["/%6Aobs%53aved/abc", "/jobssaved/abc"],
  ["/", "/"],
  ["/%E0%A4%A", "/%e0%a4%a"],
])("%s reads as %s", (path, expected) => {
  expect(routePath(new Request(`http://localhost${path}`))).toBe(expected);
});
