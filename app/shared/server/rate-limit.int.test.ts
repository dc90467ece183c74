import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rateLimits } from "#db/schema";
import { getDb } from "./db.server";
import { forgiveHit, hitLimit, type RateRule } from "./rate-limit.server";

let ruleCount = 0;
function freshRule(max: number, windowSeconds = 60): RateRule {
  ruleCount += 1;
  return { name: `test-${ruleCount}`, max, windowSeconds };
}

describe("rate limits in the database", () => {
  it("refuse a subject past its max with the seconds to wait, counting each subject alone", async () => {
    const rule = freshRule(2, 600);
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push(await hitLimit(rule, "Nour@Test.example"));
    expect(hits.slice(0, 2)).toEqual([{ ok: true }, { ok: true }]);
    expect(hits[2]).toMatchObject({ ok: false });
    const refused = hits[2] as { retryAfterSeconds: number };
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    // The same email in another case is the same subject; another one is not.
    expect(await hitLimit(rule, "nour@test.example")).toMatchObject({ ok: false });
    expect(await hitLimit(rule, "someone@test.example")).toEqual({ ok: true });
  });

  it("start afresh once the window has passed", async () => {
    const rule = freshRule(1);
    await hitLimit(rule, "10.0.0.1");
    expect(await hitLimit(rule, "10.0.0.1")).toMatchObject({ ok: false });
    await getDb()
      .update(rateLimits)
      .set({ resetAt: sql`now() - interval '1 second'` });
    expect(await hitLimit(rule, "10.0.0.1")).toEqual({ ok: true });
  });

  it("let no more than the max through when hits arrive at once", async () => {
    const rule = freshRule(5);
    const results = await Promise.all(Array.from({ length: 20 }, () => hitLimit(rule, "10.0.0.2")));
    expect(results.filter((r) => r.ok)).toHaveLength(5);
  });

  it("take back a forgiven hit, never below zero", async () => {
    const rule = freshRule(1);
    await forgiveHit(rule, "10.0.0.3");
    expect(await hitLimit(rule, "10.0.0.3")).toEqual({ ok: true });
    await forgiveHit(rule, "10.0.0.3");
    await forgiveHit(rule, "10.0.0.3");
    expect(await hitLimit(rule, "10.0.0.3")).toEqual({ ok: true });
    expect(await hitLimit(rule, "10.0.0.3")).toMatchObject({ ok: false });
  });

  it("keep only hashes of what they count", async () => {
    const rule = freshRule(3);
    await hitLimit(rule, "private-person@test.example");
    const keys = (await getDb().select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys.some((key) => key.startsWith(`${rule.name}:`))).toBe(true);
    expect(keys.some((key) => key.includes("private-person"))).toBe(false);
  });
});
