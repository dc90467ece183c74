import { describe, expect, it } from "vitest";
import { MAX_ALERT_QUERY, alertQueryOf, checkAlertQuery } from "./alert-query";
import { parseJobQuery } from "./job-filters";

describe("checkAlertQuery", () => {
  it.each([
    ["", true, { ok: true, query: "" }],
    ["q=line+cook", true, { ok: true, query: "q=line+cook" }],
    ["?q=cook&type=Part-time&pay=18", true, { ok: true, query: "q=cook&type=Part-time&pay=18" }],
    [
      "english=None&english=Basic&benefit=medical",
      false,
      { ok: true, query: "english=None&english=Basic&benefit=medical" },
    ],
    ["shift=specify&from=6&to=15", false, { ok: true, query: "shift=specify&from=6&to=15" }],
    ["anyDistance=0&distance=15", true, { ok: true, query: "anyDistance=0&distance=15" }],
    // What the list's parser would quietly drop or rewrite is refused.
    ["type=Seasonal", true, { ok: false, problem: "invalid" }],
    ["pay=17.5", true, { ok: false, problem: "invalid" }],
    ["status=pending", true, { ok: false, problem: "invalid" }],
    ["page=2", true, { ok: false, problem: "invalid" }],
    ["pay=18&type=Part-time", true, { ok: false, problem: "invalid" }],
    ["q=cook%20helper", true, { ok: false, problem: "invalid" }],
    ["q=++cook", true, { ok: false, problem: "invalid" }],
    ["anyDistance=0&distance=99999", true, { ok: false, problem: "invalid" }],
    ["shift=specify&from=25&to=3", true, { ok: false, problem: "invalid" }],
    [`q=${"a".repeat(MAX_ALERT_QUERY)}`, true, { ok: false, problem: "invalid" }],
    // A distance with no address to measure from matches nothing, ever.
    ["anyDistance=0&distance=15", false, { ok: false, problem: "needsAddress" }],
  ] as const)("%s (address: %s)", (raw, hasAddress, expected) => {
    expect(checkAlertQuery(raw, hasAddress)).toMatchObject(expected);
  });

  it("accepts what the job list's alert link writes for any search", () => {
    const listUrl =
      "q=Cook&type=Full-time&pay=20&english=Basic&lang=Arabic&shift=specify&from=7&to=19&anyDistance=0&distance=25&benefit=others&status=closed&page=3";
    const query = alertQueryOf(parseJobQuery(new URLSearchParams(listUrl)));
    expect(checkAlertQuery(query, true)).toMatchObject({ ok: true, query });
  });

  it("stays linear on a long hostile input", () => {
    const started = performance.now();
    checkAlertQuery(`q=${"%20a".repeat(50_000)}`, true);
    expect(performance.now() - started).toBeLessThan(200);
  });
});
