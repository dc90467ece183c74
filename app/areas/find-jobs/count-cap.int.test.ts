import { beforeAll, describe, expect, it } from "vitest";
import { jobs } from "#db/schema";
import { COUNT_CAP, PAGE_SIZE, parseJobQuery } from "~/shared/job-ui/job-filters";
import { searchJobs, type Coordinates, type JobPage } from "~/shared/job-ui/jobs.server";
import { getDb } from "~/shared/server/db.server";
import { createSignedInUser } from "~/shared/testing/helpers";

// A list counts its matches only up to COUNT_CAP (or the end of the page asked
// for, when that is further): the headline then says "more than", and the
// pages still reach every match.

const ORIGIN: Coordinates = { latitude: 41.88, longitude: -87.63 };
const LOCATED = COUNT_CAP + 5;
const UNLOCATED = 25;
const TOTAL = LOCATED + UNLOCATED;
const LAST_PAGE = Math.ceil(TOTAL / PAGE_SIZE);
const NOW = new Date("2026-11-21T12:00:00Z");
const FEW_LOCATED = 5;
const MANY_UNLOCATED = COUNT_CAP + 2 * PAGE_SIZE;

beforeAll(async () => {
  const owner = await createSignedInUser("employer");
  // Each job of a set a little farther away and a minute older than the one before; the first
  // `located` of them with a place.
  const set = (name: string, jobType: "Full-time" | "Part-time", count: number, located: number) =>
    Array.from({ length: count }, (_, i): typeof jobs.$inferInsert => ({
      title: `${name} ${i}`,
      company: "Cap Test Co",
      jobType,
      wageType: "Hourly",
      wageMin: 15,
      wageMax: 18,
      englishLevel: "Basic",
      status: "approved",
      ownerId: owner.id,
      latitude: i < located ? ORIGIN.latitude + i * 0.001 : null,
      longitude: i < located ? ORIGIN.longitude : null,
      postedAt: new Date(NOW.getTime() - i * 60_000),
    }));
  const rows = [
    ...set("Counted job", "Full-time", TOTAL, LOCATED),
    // Part-time: a few located jobs and more than a count's worth without a place.
    ...set("Unplaced job", "Part-time", FEW_LOCATED + MANY_UNLOCATED, FEW_LOCATED),
  ];
  for (let i = 0; i < rows.length; i += 500)
    await getDb()
      .insert(jobs)
      .values(rows.slice(i, i + 500));
});

// A list with a keyword asks for a page beyond the count in a second statement, one without in the
// counting statement (jobs.server.ts, likelyMany): both ways must give the same pages.
describe.each([
  ["with a keyword", "q=cap test&type=Full-time"],
  ["without a keyword", "type=Full-time"],
])("counting matches, %s", (_, params) => {
  function search(page: number, origin: Coordinates | null): Promise<JobPage> {
    const query = { ...parseJobQuery(new URLSearchParams(params)), page };
    return searchJobs({ scope: { statuses: ["approved"] }, query, origin, now: NOW });
  }

  it("stops at the cap on the first page and says a next page exists", async () => {
    const first = await search(1, null);
    expect(first.total).toBe(COUNT_CAP + 1);
    expect(first.pageCount).toBeNull();
    expect(first.page).toBe(1);
    expect(first.jobs).toHaveLength(PAGE_SIZE);
  });

  it("counts on to the end of a deep page, exact once the matches end there", async () => {
    const nextToLast = await search(LAST_PAGE - 1, null);
    expect(nextToLast.pageCount).toBeNull();
    expect(nextToLast.jobs).toHaveLength(PAGE_SIZE);
    const last = await search(LAST_PAGE, null);
    expect(last.total).toBe(TOTAL);
    expect(last.pageCount).toBe(LAST_PAGE);
    expect(last.jobs).toHaveLength(TOTAL - (LAST_PAGE - 1) * PAGE_SIZE);
  });

  it("gives the last page for a page past the end", async () => {
    const beyond = await search(9999, null);
    expect(beyond.page).toBe(LAST_PAGE);
    expect(beyond.pageCount).toBe(LAST_PAGE);
    expect(beyond.jobs.map((job) => job.title)).toEqual((await search(LAST_PAGE, null)).jobs.map((job) => job.title));
  });

  it("walks every match once, nearest first and then the jobs without a place, newest first", async () => {
    const titles: string[] = [];
    for (let page = 1; ; page++) {
      const result = await search(page, ORIGIN);
      titles.push(...result.jobs.map((job) => job.title));
      if (result.pageCount !== null) {
        expect(result.page).toBe(LAST_PAGE);
        break;
      }
      expect(page).toBeLessThan(LAST_PAGE);
    }
    expect(titles).toEqual(Array.from({ length: TOTAL }, (_, i) => `Counted job ${i}`));
  });
});

// Pages past the few located matches of a list with more matches than the count reads: the count
// still comes with them, and the jobs without a place follow.
describe.each([
  ["with a keyword", "q=unplaced&type=Part-time"],
  ["without a keyword", "type=Part-time"],
])("a list of few located matches, %s", (_, params) => {
  it("walks them and then the jobs without a place, at the cap", async () => {
    const titles: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const query = { ...parseJobQuery(new URLSearchParams(params)), page };
      const result = await searchJobs({ scope: { statuses: ["approved"] }, query, origin: ORIGIN, now: NOW });
      expect(result.total).toBe(Math.max(COUNT_CAP, page * PAGE_SIZE) + 1);
      expect(result.pageCount).toBeNull();
      expect(result.page).toBe(page);
      titles.push(...result.jobs.map((job) => job.title));
    }
    expect(titles).toEqual(Array.from({ length: 3 * PAGE_SIZE }, (_, i) => `Unplaced job ${i}`));
  });
});
