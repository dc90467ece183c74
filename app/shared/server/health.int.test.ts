import { expect, test } from "vitest";
import { databaseAnswers } from "./startup.server";

test("the health check asks the database, and one answer serves the checks of the next second", async () => {
  const now = Date.now();
  const first = databaseAnswers(now);
  expect(await first).toBe(true);
  // Within the second: the same query's answer, not a new query.
  expect(databaseAnswers(now + 999)).toBe(first);
  // A second later the database is asked again.
  const next = databaseAnswers(now + 1_000);
  expect(next).not.toBe(first);
  expect(await next).toBe(true);
});
