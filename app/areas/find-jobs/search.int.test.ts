import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { jobRow } from "#db/factory";
import { jobs } from "#db/schema";
import {
  DEFAULT_FILTERS,
  METERS_PER_MILE,
  PAGE_SIZE,
  matchesJob,
  parseJobQuery,
  type JobQuery,
  type MatchableJob,
} from "~/shared/job-ui/job-filters";
import { EARTH_RADIUS_M, geoCellOf } from "~/shared/job-ui/geo-cells";
import { parseShift } from "~/shared/job-ui/shift";
import {
  searchJobs,
  searchSavedJobs,
  setSavedJob,
  type Coordinates,
  type JobSummary,
} from "~/shared/job-ui/jobs.server";
import { getDb } from "~/shared/server/db.server";
import { createSignedInUser } from "~/shared/testing/helpers";
import type { JobStatus } from "~/shared/constants";

// The database query must agree with the pure matching rules of
// app/domain/job-filters.ts on a generated set of jobs.

const NOW = new Date("2026-11-21T12:00:00Z");
const ORIGIN: Coordinates = { latitude: 41.9967, longitude: -87.6689 };

// earthdistance measures along a sphere of radius earth() = 6,378,168 m.
function milesBetween(a: Coordinates, b: Coordinates): number {
  const R = EARTH_RADIUS_M;
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return (2 * R * Math.asin(Math.sqrt(h))) / METERS_PER_MILE;
}

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 4294967296;
    return state / 4294967296;
  };
}

const pick = <T>(list: readonly T[], r: () => number): T => list[Math.floor(r() * list.length)] as T;

const TITLES = [
  "Line Cook",
  "Prep Cook",
  "Cashier",
  "Warehouse Associate",
  "Night Stocker",
  "Dishwasher",
  "100% Remote_Helper",
];
const COMPANIES = ["Lakeside Foods", "Cook County Care", "Harborview Hotels", "Prairie Logistics"];
const SHIFTS = [
  "Mon-Fri 9am-5pm",
  "8:30 AM to 1 PM",
  "10pm to 6am",
  "1am-5am",
  "9am, 5pm, 8pm",
  "flexible",
  "Mon-Fri 9-5",
  "Mon-Thu 7:00 am - 3:30 pm, Fri 7am-12pm",
  "Sat 6am-10am, Sun 2pm-8pm, Mon 10pm-6am",
  "2pm-10pm",
];
const NOTES = ["", "Arabic speakers welcome", "Spanish/English", "persian spoken", "Farsi", "Haitian Creole", "Creole"];
const STATUSES: JobStatus[] = ["approved", "approved", "approved", "pending", "rejected", "closed"];

type Generated = MatchableJob & { id: string; status: JobStatus; latitude: number | null; longitude: number | null };

let generated: Generated[] = [];
let ownerId = "";

beforeAll(async () => {
  const owner = await createSignedInUser("employer", { company: "Lakeside Foods" });
  ownerId = owner.id;
  const r = random(7);
  const rows: (typeof jobs.$inferInsert)[] = [];
  for (let i = 0; i < 240; i++) {
    const shift = pick(SHIFTS, r);
    const ranges = parseShift(shift);
    const yearly = r() < 0.3;
    // Wages on quarter-dollar steps, away from the filter thresholds' rounding.
    const wageMax = yearly ? 26_000 + Math.floor(r() * 30) * 500 + 250 : 14 + Math.floor(r() * 28) / 4 + 0.1;
    const located = r() < 0.85;
    rows.push({
      title: pick(TITLES, r),
      company: pick(COMPANIES, r),
      jobType: r() < 0.6 ? "Full-time" : "Part-time",
      shift,
      shiftStarts: ranges?.starts ?? null,
      shiftEnds: ranges?.ends ?? null,
      wageType: yearly ? "Yearly" : "Hourly",
      wageMin: yearly ? wageMax - 4000 : wageMax - 2,
      wageMax,
      hasMedical: r() < 0.5,
      hasOthers: r() < 0.4,
      englishLevel: pick(["None", "Basic", "Intermediate", "Advanced"] as const, r),
      languageNote: pick(NOTES, r),
      location: `Place ${i}`,
      latitude: located ? ORIGIN.latitude + (r() - 0.5) * 3 : null,
      longitude: located ? ORIGIN.longitude + (r() - 0.5) * 4 : null,
      status: pick(STATUSES, r),
      ownerId,
      // Whole minutes away from the 3/7/30-day boundaries.
      postedAt: new Date(NOW.getTime() - (Math.floor(r() * 45 * 24) * 60 + 17) * 60_000),
    });
  }
  // Many jobs in one building: equal distances that straddle page boundaries.
  for (let i = 0; i < 30; i++) {
    rows.push({
      ...(rows[i] as typeof jobs.$inferInsert),
      location: "One building",
      latitude: ORIGIN.latitude + 0.02,
      longitude: ORIGIN.longitude + 0.02,
      status: "approved",
    });
  }
  const inserted = await getDb().insert(jobs).values(rows).returning();
  generated = inserted.map((job) => ({
    ...job,
    distance:
      job.latitude !== null && job.longitude !== null
        ? milesBetween(ORIGIN, { latitude: job.latitude, longitude: job.longitude })
        : null,
  }));
});

/** The page count of a result whose count is exact (fewer matches than COUNT_CAP). */
function exactPageCount(result: { pageCount: number | null }): number {
  expect(result.pageCount).not.toBeNull();
  return result.pageCount as number;
}

/** Every page of a search, in order. */
async function allPages(query: JobQuery, origin: Coordinates | null, statuses: JobStatus[] = ["approved"]) {
  const first = await searchJobs({ scope: { statuses }, query: { ...query, page: 1 }, origin, now: NOW });
  const items = [...first.jobs];
  for (let page = 2; page <= exactPageCount(first); page++) {
    const next = await searchJobs({ scope: { statuses }, query: { ...query, page }, origin, now: NOW });
    expect(next.total).toBe(first.total);
    items.push(...next.jobs);
  }
  // No job twice, none left out, whatever ties fall on a page boundary.
  expect(new Set(items.map((job) => job.id)).size).toBe(items.length);
  return { total: first.total, items: items as JobSummary[] };
}

const CASES: [string, string][] = [
  ["no search or filter", ""],
  ["text in the title", "q=cook"],
  ["text in the company, any case", "q=COOK%20COUNTY"],
  ["text with LIKE wildcards taken literally", "q=100%25%20Remote_"],
  ["text that matches nothing", "q=zzz"],
  // "Line Cook" at "Lakeside Foods": the words are in different fields, so no match.
  ["text spanning title and company finds nothing", "q=cook%20lakeside"],
  ["posted in the past 3 days", "posted=3"],
  ["posted in the past week", "posted=7"],
  ["posted in the past month", "posted=30"],
  ["job type part-time", "type=Part-time"],
  ["both job types", "type=Full-time&type=Part-time"],
  ["pay $16+", "pay=16"],
  ["pay $18+", "pay=18"],
  ["pay $20+", "pay=20"],
  ["English None", "english=None"],
  ["English Basic or Advanced", "english=Basic&english=Advanced"],
  ["language Arabic", "lang=Arabic"],
  ["language Persian/Farsi", "lang=Persian%2FFarsi"],
  ["language Haitian Creole", "lang=Haitian%20Creole"],
  ["shift 9am-6pm", "shift=specify&from=9&to=18"],
  ["shift 8am-1pm", "shift=specify&from=8&to=13"],
  ["overnight shift 10pm-6am", "shift=specify&from=22&to=6"],
  ["overnight shift 9pm-11am", "shift=specify&from=21&to=11"],
  ["distance below 40 miles", "anyDistance=0&distance=40"],
  ["distance below 75.5 miles", "anyDistance=0&distance=75.5"],
  // Too wide for grid cells (geo-cells.ts): the distance alone decides.
  ["distance below 400 miles", "anyDistance=0&distance=400"],
  ["benefit medical", "benefit=medical"],
  ["benefits medical and others", "benefit=medical&benefit=others"],
  [
    "everything together",
    "q=cook&posted=30&type=Full-time&pay=16&english=Basic&english=Intermediate&english=None&shift=specify&from=6&to=23&anyDistance=0&distance=120&benefit=medical",
  ],
];

describe("searchJobs agrees with the matching rules", () => {
  it.each(CASES)("%s", async (_name, search) => {
    const query = parseJobQuery(new URLSearchParams(search));
    const expected = generated
      .filter((job) => job.status === "approved" && matchesJob(job, query, NOW))
      .map((job) => job.id)
      .sort();
    const { total, items } = await allPages(query, ORIGIN);
    expect(total).toBe(expected.length);
    expect(items.map((job) => job.id).sort()).toEqual(expected);
  });

  it("finds no job by distance for a viewer without coordinates", async () => {
    const query = parseJobQuery(new URLSearchParams("anyDistance=0&distance=5000"));
    const { total } = await allPages(query, null);
    expect(total).toBe(0);
  });

  it("lists other statuses only when the scope asks for them", async () => {
    const query = parseJobQuery(new URLSearchParams(""));
    const pending = await allPages(query, null, ["pending"]);
    expect(pending.items.every((job) => job.status === "pending")).toBe(true);
    expect(pending.total).toBe(generated.filter((job) => job.status === "pending").length);
    const every = await searchJobs({ scope: {}, query, origin: null, now: NOW });
    expect(every.total).toBe(generated.length);
  });

  it("limits an owner's scope to their jobs", async () => {
    const other = await createSignedInUser("employer", { company: "Other" });
    const query = parseJobQuery(new URLSearchParams(""));
    expect((await searchJobs({ scope: { ownerId: other.id }, query, origin: null, now: NOW })).total).toBe(0);
    expect((await searchJobs({ scope: { ownerId }, query, origin: null, now: NOW })).total).toBe(generated.length);
  });
});

describe("order and pages", () => {
  it("puts the nearest first, then jobs without coordinates newest first", async () => {
    const { items } = await allPages(parseJobQuery(new URLSearchParams("")), ORIGIN);
    const firstUnlocated = items.findIndex((job) => job.distance === null);
    const located = items.slice(0, firstUnlocated);
    const unlocated = items.slice(firstUnlocated);
    expect(located.length).toBeGreaterThan(PAGE_SIZE);
    expect(unlocated.length).toBeGreaterThan(0);
    expect(unlocated.every((job) => job.distance === null)).toBe(true);
    const byId = new Map(generated.map((job) => [job.id, job]));
    for (let i = 1; i < located.length; i++) {
      const [before, after] = [located[i - 1]!, located[i]!];
      expect(after.distance!).toBeGreaterThanOrEqual(before.distance! - 1e-6);
      if (after.distance === before.distance) {
        expect(byId.get(after.id)!.postedAt.getTime()).toBeLessThanOrEqual(byId.get(before.id)!.postedAt.getTime());
      }
    }
    expect(located.filter((job) => job.location === "One building")).toHaveLength(30);
    for (let i = 1; i < unlocated.length; i++) {
      expect(byId.get(unlocated[i]!.id)!.postedAt.getTime()).toBeLessThanOrEqual(
        byId.get(unlocated[i - 1]!.id)!.postedAt.getTime(),
      );
    }
  });

  it("reports the distance in miles", async () => {
    const { items } = await allPages(parseJobQuery(new URLSearchParams("")), ORIGIN);
    const byId = new Map(generated.map((job) => [job.id, job]));
    for (const job of items.slice(0, 10)) expect(job.distance).toBeCloseTo(byId.get(job.id)!.distance!, 6);
  });

  it("puts a job at the viewer's own point 0 miles away: the origin is ll_to_earth's point", async () => {
    const building: Coordinates = { latitude: ORIGIN.latitude + 0.02, longitude: ORIGIN.longitude + 0.02 };
    const { items } = await allPages(parseJobQuery(new URLSearchParams("anyDistance=0&distance=1")), building);
    const there = items.filter((job) => job.location === "One building");
    expect(there).toHaveLength(30);
    // Computed by the app, not by PostgreSQL: their sines may differ in the last bit (a nanometre).
    for (const job of there) expect(job.distance).toBeLessThan(1e-9);
  });

  it("is newest first without coordinates, with no distances", async () => {
    const { items } = await allPages(parseJobQuery(new URLSearchParams("")), null);
    const byId = new Map(generated.map((job) => [job.id, job]));
    expect(items.every((job) => job.distance === null)).toBe(true);
    for (let i = 1; i < items.length; i++) {
      expect(byId.get(items[i]!.id)!.postedAt.getTime()).toBeLessThanOrEqual(
        byId.get(items[i - 1]!.id)!.postedAt.getTime(),
      );
    }
  });

  it("gives 20 jobs a page and the last page for a page past the end", async () => {
    const query = { ...parseJobQuery(new URLSearchParams("")), filters: DEFAULT_FILTERS };
    const first = await searchJobs({ scope: { statuses: ["approved"] }, query, origin: ORIGIN, now: NOW });
    expect(first.jobs).toHaveLength(PAGE_SIZE);
    const beyond = await searchJobs({
      scope: { statuses: ["approved"] },
      query: { ...query, page: 9999 },
      origin: ORIGIN,
      now: NOW,
    });
    expect(beyond.page).toBe(exactPageCount(first));
    expect(beyond.jobs.length).toBe(first.total - (exactPageCount(first) - 1) * PAGE_SIZE);
  });
});

describe("saved jobs", () => {
  it("saves and lists saved jobs, keeping ones no longer approved as unavailable", async () => {
    const client = await createSignedInUser("client");
    const approved = generated.filter((job) => job.status === "approved").slice(0, 3);
    const pending = generated.find((job) => job.status === "pending")!;
    for (const job of approved) expect(await setSavedJob(client.id, job.id, true)).toEqual({ ok: true, saved: true });
    // A job that is not approved cannot be newly saved.
    expect(await setSavedJob(client.id, pending.id, true)).toEqual({ ok: false, reason: "notFound" });
    expect(await setSavedJob(client.id, "not-a-uuid", true)).toEqual({ ok: false, reason: "notFound" });

    const query = parseJobQuery(new URLSearchParams(""));
    let saved = await searchSavedJobs({ clientId: client.id, query, origin: ORIGIN, now: NOW });
    expect(saved.jobs.map((job) => job.id).sort()).toEqual(approved.map((job) => job.id).sort());
    expect(saved.jobs.every((job) => job.saved)).toBe(true);

    // The job is withdrawn: it stays listed without details, and can be unsaved.
    const withdrawn = approved[0]!;
    await getDb().update(jobs).set({ status: "rejected" }).where(eq(jobs.id, withdrawn.id));
    saved = await searchSavedJobs({ clientId: client.id, query, origin: ORIGIN, now: NOW });
    const shown = saved.jobs.find((job) => job.id === withdrawn.id);
    expect(shown).toEqual({
      id: withdrawn.id,
      title: withdrawn.title,
      company: withdrawn.company,
      saved: true,
      unavailable: true,
    });
    // Filters need details, so a filtered list leaves it out.
    const filtered = await searchSavedJobs({
      clientId: client.id,
      query: parseJobQuery(new URLSearchParams("posted=30")),
      origin: ORIGIN,
      now: NOW,
    });
    expect(filtered.jobs.some((job) => job.id === withdrawn.id)).toBe(false);

    expect(await setSavedJob(client.id, withdrawn.id, false)).toEqual({ ok: true, saved: false });
    saved = await searchSavedJobs({ clientId: client.id, query, origin: ORIGIN, now: NOW });
    expect(saved.total).toBe(2);
  });

  it("marks the client's saved jobs in a search", async () => {
    const client = await createSignedInUser("client");
    // The last one: the test above withdraws one of the first approved jobs.
    const job = generated.filter((j) => j.status === "approved" && j.title === "Cashier").at(-1)!;
    expect(await setSavedJob(client.id, job.id, true)).toEqual({ ok: true, saved: true });
    const query = parseJobQuery(new URLSearchParams("q=cashier"));
    const found: string[] = [];
    for (let page = 1, pageCount = 1; page <= pageCount; page++) {
      const result = await searchJobs({
        scope: { statuses: ["approved"] },
        query: { ...query, page },
        origin: null,
        savedFor: client.id,
        now: NOW,
      });
      pageCount = exactPageCount(result);
      found.push(...result.jobs.filter((j) => j.saved).map((j) => j.id));
    }
    expect(found).toEqual([job.id]);
  });
});

describe("grid cells", () => {
  it("stores each job's cell as geo-cells.ts numbers it, and finds jobs across the antimeridian", async () => {
    const places = [
      { latitude: 41.75, longitude: -87.5 },
      { latitude: -33.8688, longitude: 151.2093 },
      { latitude: 0, longitude: 0 },
      { latitude: -0.0001, longitude: -0.0001 },
      { latitude: 10, longitude: 180 },
      { latitude: 10.05, longitude: -179.95 },
      { latitude: 9.95, longitude: 179.9 },
      { latitude: 10, longitude: -179.5 },
    ];
    const rows = await getDb()
      .insert(jobs)
      .values(places.map((place, i) => jobRow(ownerId, { ...place, title: `Grid ${i}`, postedAt: NOW })))
      .returning({ id: jobs.id, latitude: jobs.latitude, longitude: jobs.longitude, geoCell: jobs.geoCell });
    try {
      for (const row of rows) {
        expect(row.geoCell).toBe(geoCellOf({ latitude: row.latitude!, longitude: row.longitude! }));
      }
      // 10 miles around 180° on the 10th parallel: the three within it, on both sides of the line.
      const query = parseJobQuery(new URLSearchParams("anyDistance=0&distance=10"));
      const near = await searchJobs({
        scope: { statuses: ["approved"] },
        query,
        origin: { latitude: 10, longitude: 179.99 },
        now: NOW,
      });
      expect(near.jobs.map((job) => job.title).sort()).toEqual(["Grid 4", "Grid 5", "Grid 6"]);
      // A point off the map would lie in a cell no distance filter names: the database refuses it.
      await expect(
        getDb()
          .insert(jobs)
          .values(jobRow(ownerId, { latitude: 10, longitude: 180.5 })),
      ).rejects.toMatchObject({ cause: { code: "23514" } });
    } finally {
      await getDb()
        .delete(jobs)
        .where(
          inArray(
            jobs.id,
            rows.map((row) => row.id),
          ),
        );
    }
  });
});
