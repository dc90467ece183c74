import { beforeAll, describe, expect, it } from "vitest";
import { insertJobs, jobRow } from "#db/factory";
import { COUNT_CAP, PAGE_SIZE, parseJobQuery } from "~/shared/job-ui/job-filters";
import { searchJobs, type Coordinates } from "~/shared/job-ui/jobs.server";
import { getDb } from "~/shared/server/db.server";
import { createSignedInUser } from "~/shared/testing/helpers";

// Nearest first, past the count: jobs at one address share a distance and then go newest first,
// however many share it and wherever a page starts or ends among them (jobs.server.ts, beyondCount:
// a walk past the page's last job and every job as far, at that place or another).

// On the prime meridian, so that two places mirrored across it are exactly as far to the last bit:
// the cosine is even and the sine odd in floating point too.
const ORIGIN: Coordinates = { latitude: 41.88, longitude: 0 };
const NOW = new Date("2026-11-21T12:00:00Z");
// Jobs per address, nearest address first: single jobs, ties within a page, ties across page
// boundaries, and addresses with more jobs than a page.
const ADDRESSES = [1, 3, 45, 2, 25, 60, 1, 7, 19, 21, 41, 1, 90, 4, 33, 2, 75, 8, 1, 50, 12, 3, 30];
const UNLOCATED = 23;
// The jobs of these addresses alternate between two places mirrored across the meridian.
const TWINNED = new Set([12, 17]);

interface Made {
  title: string;
  address: number | null;
  postedAt: Date;
}
const made: Made[] = [];

beforeAll(async () => {
  const owner = await createSignedInUser("employer");
  const located = ADDRESSES.flatMap((count, address) => Array.from({ length: count }, () => address));
  const places: (number | null)[] = [...located, ...Array.from({ length: UNLOCATED }, () => null)];
  // Posting times in an order unrelated to the addresses, so that newest first within an address
  // is not the order of insertion.
  places.forEach((address, i) => {
    made.push({
      title: `Tied job ${i}`,
      address,
      postedAt: new Date(NOW.getTime() - ((i * 7919) % places.length) * 60_000),
    });
  });
  const rows = made.map((job, i) =>
    jobRow(owner.id, {
      title: job.title,
      company: "Tie Test Co",
      latitude: job.address === null ? null : ORIGIN.latitude + (job.address + 1) * 0.001,
      longitude: job.address === null ? null : TWINNED.has(job.address) ? (i % 2 ? 0.0005 : -0.0005) : 0,
      postedAt: job.postedAt,
    }),
  );
  await insertJobs(getDb(), rows);
});

describe.each([
  ["with a keyword", "q=tie test"],
  ["without a keyword", ""],
])("nearest first past the count, %s", (_, params) => {
  it("puts the jobs of one address newest first on every page", async () => {
    expect(made.length).toBeGreaterThan(COUNT_CAP + 2 * PAGE_SIZE);
    const expected = [...made]
      .sort((a, b) => (a.address ?? Infinity) - (b.address ?? Infinity) || b.postedAt.getTime() - a.postedAt.getTime())
      .map((job) => job.title);
    const titles: string[] = [];
    for (let page = 1; page <= Math.ceil(made.length / PAGE_SIZE); page++) {
      const query = { ...parseJobQuery(new URLSearchParams(params)), page };
      const result = await searchJobs({ scope: { statuses: ["approved"] }, query, origin: ORIGIN, now: NOW });
      titles.push(...result.jobs.map((job) => job.title));
    }
    expect(titles).toEqual(expected);
  });
});
