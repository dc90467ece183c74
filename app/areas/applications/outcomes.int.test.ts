import { beforeAll, describe, expect, it, vi } from "vitest";
import { insertUsers, userRow } from "#db/factory";
import { checkIns, placements } from "#db/schema";
import { addDays } from "~/shared/agency-time";
import type { EndReason, HealthBenefits, PayPeriod } from "~/shared/constants";
import { isFullTime } from "~/shared/placement-rules";
import { currentTime, moveClockForward } from "~/shared/server/clock.server";
import { getDb } from "~/shared/server/db.server";
import { args, createSignedInUser, get, routeOutcome, type TestUser } from "~/shared/testing/helpers";
import { loader as csvLoader } from "./api-placements-csv";
import { loader as reportLoader } from "./report";
import { outcomeReport, outcomeSettings, type OutcomeRow, type OutcomeSettings } from "./report.server";

// The outcome report against a data set whose answers were worked out by hand. The app's clock is
// moved to 2080-06-09 03:00 UTC, which is still 8 June, 22:00, in the agency's zone
// (America/Chicago): the agency's today is 2080-06-08 (a UTC date would say 9 June). Settings are
// the defaults: full-time from 35 hours, follow-ups on days 30, 90 and 180, benefits within 6
// months. 2080 is a leap year; 10 March 2080 is the day the clocks go forward in Chicago.
//
// FT: full-time. Benefits: within 6 months of the start. d30/d90/d180: working on that day —
// W working, N not working, U unknown, · day not come by 2080-06-08.
//
// |     | start      | employer          | staff | h/wk | FT | pay              | ¢/hour | benefits               | ended            | check-ins             | d30 | d90 | d180 |
// | P1  | 2079-12-01 | Bakery            | Omar  | 40   | ✓  | $16/h            | 1600   | offered ✓              | 2080-05-29 laidOff | 30 W, 90 W, 180 not W | W   | W   | N    |
// | P2  | 2079-12-05 | Lakeside Foods    | Sara  | 25   |    | $375/week        | 1500   | not offered            |                  | 30 W                  | W   | U   | U    |
// | P3  | 2080-01-06 | Lakeside Foods    | Sara  | 40   | ✓  | $18/h            | 1800   | offered ✓              |                  | 30 W, 90 W            | W   | W   | ·    |
// | P4  | 2080-01-15 | Lakeside Foods    | Sara  | 38   | ✓  | $40,000/year     | 2000   | from 2080-07-15 ✓      | 2080-03-01 quit  | 30 W                  | W   | N   | ·    |
// | P5  | 2080-01-20 | Bakery            | Omar  | 20   |    | $15/h            | 1500   | not offered            |                  | 90 W                  | W   | W   | ·    |
// | P6  | 2080-01-31 | Bakery            | Omar  | 35   | ✓  | $700/week        | 2000   | from 2080-08-01 ✗      | 2080-03-01 letGo | 30 not W              | N   | N   | ·    |
// | P7  | 2080-01-10 | Lakeside Foods    | Sara  | 40   | ✓  | $16/h            | 1600   | offered ✓              | 2080-02-20 betterJob | 30 W              | W   | W   | ·    |
// | P8  | 2080-02-21 | City Hotel (none) | Sara  | 40   | ✓  | $22/h            | 2200   | from 2080-09-01 ✗      |                  | (P7's better job)     | U   | U   | ·    |
// | P9  | 2080-02-05 | Lakeside Foods    | none  | 30   |    | $14/h            | 1400   | offered ✓              |                  | 30 W                  | W   | U   | ·    |
// | P10 | 2080-02-12 | Lakeside Catering | Omar  | 45   | ✓  | $50,000/year     | 2500   | offered ✓              | 2080-02-20 movedAway |                   | N   | N   | ·    |
// | P11 | 2080-03-10 | Bakery            | Sara  | 40   | ✓  | $17/h            | 1700   | from 2080-09-10 ✓      |                  | 30 W, 90 W (today)    | W   | W   | ·    |
// | P12 | 2080-03-11 | Lakeside Foods    | Omar  | 40   | ✓  | $19/h            | 1900   | offered ✓              |                  |                       | U   | ·   | ·    |
// | P13 | 2080-03-31 | Bakery            | Sara  | 36   | ✓  | $21.50/h         | 2150   | from 2080-09-30 ✓ (31 March + 6 months) | 2080-04-25 betterJob | | W | · | · |
// Outside the range 2079-12 … 2080-03: one placement on 2079-11-30, one on 2080-04-01.
//
// Days: P1 d30 2079-12-31, d90 2080-02-29, d180 2080-05-29 (the end date is day 180 itself, not
// before it: the day-180 check-in decides). P2 d90 2080-03-04, d180 2080-06-02. P11 d90 is
// 2080-06-08, today. P12 d90 is 2080-06-09: tomorrow for the agency, today in UTC, so not come.
//
// Totals: 13 placements, 10 full-time; wages 1600 1600 1700 1800 1900 2000 2000 2150 2200 2500:
// average 19450 / 10 = 1945, median (1900 + 2000) / 2 = 1950; benefits 9.
// d30: 13 come, 9 W (P1 P2 P3 P4 P5 P7 P9 P11 P13), 2 U (P8 P12). d90: 11 come (all but P12
// P13), 5 W (P1 P3 P5 P7 P11), 3 U (P2 P8 P9). d180: 2 come (P1 P2), 0 W, 1 U (P2).
//
// | month   | placements | FT | average | median | benefits | d30 come/W/U | d90 come/W/U | d180 come/W/U |
// | 2079-12 | 2 (P1 P2)  | 1  | 1600    | 1600   | 1        | 2/2/0        | 2/1/1        | 2/0/1         |
// | 2080-01 | 5 (P3–P7)  | 4  | 1850    | 1900   | 3        | 5/4/0        | 5/3/0        | 0/0/0         |
// | 2080-02 | 3 (P8–P10) | 2  | 2350    | 2350   | 2        | 3/1/1        | 3/0/2        | 0/0/0         |
// | 2080-03 | 3 (P11–13) | 3  | 1917 (5750/3 = 1916.67) | 1900 | 3 | 3/2/1     | 1/1/0        | 0/0/0         |
//
// | employer          | placements              | FT | average | median | benefits | d30    | d90    | d180   |
// | City Hotel        | 1 (P8)                  | 1  | 2200    | 2200   | 0        | 1/0/1  | 1/0/1  | 0/0/0  |
// | Lakeside Catering | 1 (P10)                 | 1  | 2500    | 2500   | 1        | 1/0/0  | 1/0/0  | 0/0/0  |
// | Lakeside Foods    | 6 (P2 P3 P4 P7 P9 P12)  | 4  | 1825 (7300/4) | 1850 | 5   | 6/5/1  | 5/2/2  | 1/0/1  |
// | Bakery            | 5 (P1 P5 P6 P11 P13)    | 4  | 1863 (7450/4 = 1862.5, half up) | 1850 | 3 | 5/4/0 | 4/3/0 | 1/0/0 |
//
// | staff  | placements                   | FT | average | median | benefits | d30    | d90    | d180   |
// | Omar   | 5 (P1 P5 P6 P10 P12)         | 4  | 2000    | 1950   | 3        | 5/2/1  | 4/2/0  | 1/0/0  |
// | Sara   | 7 (P2 P3 P4 P7 P8 P11 P13)   | 6  | 1908 (11450/6 = 1908.33) | 1900 | 5 | 7/6/1 | 6/3/2 | 1/0/1 |
// | none   | 1 (P9)                       | 0  | —       | —      | 1        | 1/1/0  | 1/0/1  | 0/0/0  |

interface Fixture {
  start: string;
  employer: "bakery" | "lakesideFoods" | "lakesideCatering" | "cityHotel";
  staff: "omar" | "sara" | null;
  hours: number;
  pay: [cents: number, period: PayPeriod];
  hourlyCents: number;
  benefits: HealthBenefits;
  benefitsFrom?: string;
  ended?: [on: string, reason: EndReason];
  /** The recorded check-ins: day → working. */
  checkIns?: Record<number, boolean>;
  previous?: string;
}

const FIXTURES: Record<string, Fixture> = {
  P0: {
    start: "2079-11-30",
    employer: "bakery",
    staff: "omar",
    hours: 40,
    pay: [1600, "hour"],
    hourlyCents: 1600,
    benefits: "offered",
  },
  P1: {
    start: "2079-12-01",
    employer: "bakery",
    staff: "omar",
    hours: 40,
    pay: [1600, "hour"],
    hourlyCents: 1600,
    benefits: "offered",
    ended: ["2080-05-29", "laidOff"],
    checkIns: { 30: true, 90: true, 180: false },
  },
  P2: {
    start: "2079-12-05",
    employer: "lakesideFoods",
    staff: "sara",
    hours: 25,
    pay: [37500, "week"],
    hourlyCents: 1500,
    benefits: "notOffered",
    checkIns: { 30: true },
  },
  P3: {
    start: "2080-01-06",
    employer: "lakesideFoods",
    staff: "sara",
    hours: 40,
    pay: [1800, "hour"],
    hourlyCents: 1800,
    benefits: "offered",
    checkIns: { 30: true, 90: true },
  },
  P4: {
    start: "2080-01-15",
    employer: "lakesideFoods",
    staff: "sara",
    hours: 38,
    pay: [4_000_000, "year"],
    hourlyCents: 2000,
    benefits: "offeredFrom",
    benefitsFrom: "2080-07-15",
    ended: ["2080-03-01", "quit"],
    checkIns: { 30: true },
  },
  P5: {
    start: "2080-01-20",
    employer: "bakery",
    staff: "omar",
    hours: 20,
    pay: [1500, "hour"],
    hourlyCents: 1500,
    benefits: "notOffered",
    checkIns: { 90: true },
  },
  P6: {
    start: "2080-01-31",
    employer: "bakery",
    staff: "omar",
    hours: 35,
    pay: [70000, "week"],
    hourlyCents: 2000,
    benefits: "offeredFrom",
    benefitsFrom: "2080-08-01",
    ended: ["2080-03-01", "letGo"],
    checkIns: { 30: false },
  },
  P7: {
    start: "2080-01-10",
    employer: "lakesideFoods",
    staff: "sara",
    hours: 40,
    pay: [1600, "hour"],
    hourlyCents: 1600,
    benefits: "offered",
    ended: ["2080-02-20", "betterJob"],
    checkIns: { 30: true },
  },
  P8: {
    start: "2080-02-21",
    employer: "cityHotel",
    staff: "sara",
    hours: 40,
    pay: [2200, "hour"],
    hourlyCents: 2200,
    benefits: "offeredFrom",
    benefitsFrom: "2080-09-01",
    previous: "P7",
  },
  P9: {
    start: "2080-02-05",
    employer: "lakesideFoods",
    staff: null,
    hours: 30,
    pay: [1400, "hour"],
    hourlyCents: 1400,
    benefits: "offered",
    checkIns: { 30: true },
  },
  P10: {
    start: "2080-02-12",
    employer: "lakesideCatering",
    staff: "omar",
    hours: 45,
    pay: [5_000_000, "year"],
    hourlyCents: 2500,
    benefits: "offered",
    ended: ["2080-02-20", "movedAway"],
  },
  P11: {
    start: "2080-03-10",
    employer: "bakery",
    staff: "sara",
    hours: 40,
    pay: [1700, "hour"],
    hourlyCents: 1700,
    benefits: "offeredFrom",
    benefitsFrom: "2080-09-10",
    checkIns: { 30: true, 90: true },
  },
  P12: {
    start: "2080-03-11",
    employer: "lakesideFoods",
    staff: "omar",
    hours: 40,
    pay: [1900, "hour"],
    hourlyCents: 1900,
    benefits: "offered",
  },
  P13: {
    start: "2080-03-31",
    employer: "bakery",
    staff: "sara",
    hours: 36,
    pay: [2150, "hour"],
    hourlyCents: 2150,
    benefits: "offeredFrom",
    benefitsFrom: "2080-09-30",
    ended: ["2080-04-25", "betterJob"],
  },
  P14: {
    start: "2080-04-01",
    employer: "bakery",
    staff: "sara",
    hours: 40,
    pay: [1600, "hour"],
    hourlyCents: 1600,
    benefits: "offered",
  },
};

const RANGE = { from: "2079-12", to: "2080-03" } as const;

let admin: TestUser;
let settings: OutcomeSettings;
const ids = { omar: "", sara: "", lakeside: "", bakery: "" };

beforeAll(async () => {
  admin = await createSignedInUser("admin");
  const omar = userRow({ role: "admin", name: "Omar Farouk" });
  const sara = userRow({ role: "admin", name: "Sara Haddad" });
  const lakeside = userRow({ role: "employer", name: "Maria Lopez", company: "Lakeside Foods" });
  const bakery = userRow({ role: "employer", name: "أمينة حداد", company: "مخبز الأمل" });
  await insertUsers(getDb(), [omar, sara, lakeside, bakery]);
  Object.assign(ids, { omar: omar.id, sara: sara.id, lakeside: lakeside.id, bakery: bakery.id });
  const employers = {
    bakery: { ownerId: ids.bakery, company: "مخبز الأمل" },
    lakesideFoods: { ownerId: ids.lakeside, company: "Lakeside Foods" },
    lakesideCatering: { ownerId: ids.lakeside, company: "Lakeside Catering" },
    cityHotel: { ownerId: null, company: "City Hotel" },
  };

  const placementIds: Record<string, string> = {};
  for (const [name, p] of Object.entries(FIXTURES)) {
    const [row] = await getDb()
      .insert(placements)
      .values({
        ...employers[p.employer],
        title: `Job of ${name}`,
        staffId: p.staff ? ids[p.staff] : null,
        previousId: p.previous ? placementIds[p.previous] : null,
        startDate: p.start,
        payCents: p.pay[0],
        payPeriod: p.pay[1],
        hourlyCents: p.hourlyCents,
        hoursPerWeek: p.hours,
        employmentType: "permanent",
        benefits: p.benefits,
        benefitsFrom: p.benefitsFrom ?? null,
        endedOn: p.ended?.[0] ?? null,
        endReason: p.ended?.[1] ?? null,
      })
      .returning({ id: placements.id });
    placementIds[name] = row!.id;
    // Every follow-up day has its check-in; only the recorded ones have an answer.
    await getDb()
      .insert(checkIns)
      .values(
        [30, 90, 180].map((day) => {
          const working = p.checkIns?.[day];
          const dueOn = addDays(p.start, day);
          return {
            placementId: row!.id,
            day,
            dueOn,
            recordedAt: working === undefined ? null : new Date(`${dueOn}T15:00:00Z`),
            working: working ?? null,
            reason: working === false ? (p.ended?.[1] ?? "quit") : null,
          };
        }),
      );
  }

  const target = Date.parse("2080-06-09T03:00:00Z");
  await moveClockForward(Math.round((target - (await currentTime()).getTime()) / 1000));
  settings = await outcomeSettings();
});

const figures = (row: OutcomeRow) => [
  row.placements,
  row.fullTime,
  row.averageHourlyCents,
  row.medianHourlyCents,
  row.benefits,
  ...row.retention.map((r) => `${r.reached}/${r.working}/${r.unknown}`),
];

describe("outcomeReport", () => {
  it("measures against the settings and the agency's today", () => {
    expect(settings).toEqual({
      fullTimeHours: 35,
      followUpDays: [30, 90, 180],
      benefitsWithinMonths: 6,
      today: "2080-06-08",
    });
  });

  it("gives every figure worked out by hand, by month, employer and staff member", async () => {
    const rows = await outcomeReport(RANGE, settings);
    const label = (row: OutcomeRow) =>
      row.month ?? row.employer?.company ?? (row.staff ? (row.staff.name ?? "none") : "total");
    expect(rows.map((row) => [row.groupedBy, label(row), ...figures(row)])).toEqual([
      ["month", "2079-12", 2, 1, 1600, 1600, 1, "2/2/0", "2/1/1", "2/0/1"],
      ["month", "2080-01", 5, 4, 1850, 1900, 3, "5/4/0", "5/3/0", "0/0/0"],
      ["month", "2080-02", 3, 2, 2350, 2350, 2, "3/1/1", "3/0/2", "0/0/0"],
      ["month", "2080-03", 3, 3, 1917, 1900, 3, "3/2/1", "1/1/0", "0/0/0"],
      ["employer", "City Hotel", 1, 1, 2200, 2200, 0, "1/0/1", "1/0/1", "0/0/0"],
      ["employer", "Lakeside Catering", 1, 1, 2500, 2500, 1, "1/0/0", "1/0/0", "0/0/0"],
      ["employer", "Lakeside Foods", 6, 4, 1825, 1850, 5, "6/5/1", "5/2/2", "1/0/1"],
      ["employer", "مخبز الأمل", 5, 4, 1863, 1850, 3, "5/4/0", "4/3/0", "1/0/0"],
      ["staff", "Omar Farouk", 5, 4, 2000, 1950, 3, "5/2/1", "4/2/0", "1/0/0"],
      ["staff", "Sara Haddad", 7, 6, 1908, 1900, 5, "7/6/1", "6/3/2", "1/0/1"],
      ["staff", "none", 1, 0, null, null, 1, "1/1/0", "1/0/1", "0/0/0"],
      ["total", "total", 13, 10, 1945, 1950, 9, "13/9/2", "11/5/3", "2/0/1"],
    ]);
    expect(rows.find((row) => row.employer?.company === "City Hotel")?.employer).toEqual({
      ownerId: null,
      ownerName: null,
      company: "City Hotel",
    });
    expect(rows.find((row) => row.employer?.company === "Lakeside Foods")?.employer).toEqual({
      ownerId: ids.lakeside,
      ownerName: "Maria Lopez",
      company: "Lakeside Foods",
    });
    expect(rows.find((row) => row.staff?.name === "Sara Haddad")?.staff?.staffId).toBe(ids.sara);
    expect(rows.find((row) => row.groupedBy === "staff" && row.staff?.staffId === null)?.staff?.name).toBeNull();
  });

  it("counts full-time by the shared rule", async () => {
    const [total] = (await outcomeReport(RANGE, settings)).filter((row) => row.groupedBy === "total");
    const inRange = Object.entries(FIXTURES).filter(([name]) => !["P0", "P14"].includes(name));
    expect(total?.fullTime).toBe(inRange.filter(([, p]) => isFullTime(p.hours, 35)).length);
  });

  it("follows its settings: another threshold, other days, fewer months, another today", async () => {
    const rows = await outcomeReport(
      { from: "2080-01", to: "2080-01" },
      { fullTimeHours: 38, followUpDays: [60], benefitsWithinMonths: 1, today: "2080-03-20" },
    );
    const total = rows.find((row) => row.groupedBy === "total");
    // P3–P7. Full-time from 38 hours: P3 (40), P4 (38), P7 (40); wages 1800 2000 1600.
    // Benefits within one month: offered from the start only (P3, P7).
    // Day 60 (no check-in of its own) has come by 20 March for P3 (6 March: its day-90 check-in
    // says working), P4 (15 March: ended 1 March, quit), P5 (20 March, today: day 90 says
    // working) and P7 (10 March: left for a better job on 20 February); P6's is 31 March.
    expect(total && figures(total)).toEqual([5, 3, 1800, 1800, 2, "4/3/0"]);
  });

  it("keeps to the months asked for, with only a total of zeros when nothing started", async () => {
    const rows = await outcomeReport({ from: "2079-01", to: "2079-11" }, settings);
    expect(rows.map((row) => [row.groupedBy, row.month, ...figures(row)])).toEqual([
      ["month", "2079-11", 1, 1, 1600, 1600, 1, "1/0/1", "1/0/1", "1/0/1"],
      ["employer", null, 1, 1, 1600, 1600, 1, "1/0/1", "1/0/1", "1/0/1"],
      ["staff", null, 1, 1, 1600, 1600, 1, "1/0/1", "1/0/1", "1/0/1"],
      ["total", null, 1, 1, 1600, 1600, 1, "1/0/1", "1/0/1", "1/0/1"],
    ]);
    const empty = await outcomeReport({ from: "2070-01", to: "2070-12" }, settings);
    expect(empty.map((row) => [row.groupedBy, ...figures(row)])).toEqual([
      ["total", 0, 0, null, null, 0, "0/0/0", "0/0/0", "0/0/0"],
    ]);
  });

  it("gives the same figures whatever the machine's time zone", async () => {
    const expected = await outcomeReport(RANGE, settings);
    try {
      // Node reads TZ again whenever it is set: the process's local time changes at once.
      for (const other of ["Pacific/Kiritimati", "Pacific/Pago_Pago", "America/Chicago"]) {
        vi.stubEnv("TZ", other);
        expect(Intl.DateTimeFormat().resolvedOptions().timeZone).toBe(other);
        const again = await outcomeSettings();
        expect(again.today).toBe("2080-06-08");
        expect(await outcomeReport(RANGE, again)).toEqual(expected);
      }
    } finally {
      vi.unstubAllEnvs();
    }
  });
});

describe("the report page's outcomes", () => {
  const page = async (query: string) => {
    const outcome = await routeOutcome(() => reportLoader(args(get(`/admin/placements?${query}`, admin.cookie))));
    expect(outcome.status).toBe(200);
    return (outcome.body as { outcomes: { grouping: string; rows: OutcomeRow[]; csvHref: string } }).outcomes;
  };

  it("shows the breakdown asked for and the total, with the settings for the definitions", async () => {
    const outcomes = await page("from=2079-12&to=2080-03&by=staff");
    expect(outcomes).toMatchObject({ grouping: "staff", fullTimeHours: 35, followUpDays: [30, 90, 180] });
    expect(outcomes.rows.map((row) => [row.groupedBy, row.staff?.name ?? null, row.placements])).toEqual([
      ["staff", "Omar Farouk", 5],
      ["staff", "Sara Haddad", 7],
      ["staff", null, 1],
      ["total", null, 13],
    ]);
    expect(outcomes.csvHref).toBe("/admin/placements.csv?from=2079-12&to=2080-03&table=outcomes");
  });

  it("groups by month unless told otherwise", async () => {
    for (const query of ["from=2079-12&to=2080-03", "from=2079-12&to=2080-03&by=nonsense"]) {
      const outcomes = await page(query);
      expect(outcomes.grouping).toBe("month");
      expect(outcomes.rows.map((row) => row.month)).toEqual(["2079-12", "2080-01", "2080-02", "2080-03", null]);
    }
  });
});

describe("the outcomes CSV", () => {
  it("holds every breakdown, wages in dollars and shares in percent, as a UTF-8 file with a byte order mark", async () => {
    const response = (await csvLoader(
      args(get("/admin/placements.csv?from=2079-12&to=2080-03&table=outcomes", admin.cookie)),
    )) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBe(
      'attachment; filename="placement-outcomes-2079-12-to-2080-03.csv"',
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const days = [30, 90, 180].map(
      (day) => `Reached day ${day},Working on day ${day},Unknown on day ${day},Working on day ${day} (%)`,
    );
    expect(new TextDecoder().decode(bytes.subarray(3)).split("\r\n")).toEqual([
      "Grouped by,Month,Company,Employer account,Staff member,Placements,Full-time placements,Full-time share (%)," +
        '"Average hourly wage, full-time (USD)","Median hourly wage, full-time (USD)",' +
        `Health benefits within 6 months,Health benefits share (%),${days.join(",")}`,
      "Month,2079-12,,,,2,1,50,16,16,1,50,2,2,0,100,2,1,1,50,2,0,1,0",
      "Month,2080-01,,,,5,4,80,18.5,19,3,60,5,4,0,80,5,3,0,60,0,0,0,",
      "Month,2080-02,,,,3,2,66.7,23.5,23.5,2,66.7,3,1,1,33.3,3,0,2,0,0,0,0,",
      "Month,2080-03,,,,3,3,100,19.17,19,3,100,3,2,1,66.7,1,1,0,100,0,0,0,",
      "Employer,,City Hotel,Found outside Harbor,,1,1,100,22,22,0,0,1,0,1,0,1,0,1,0,0,0,0,",
      "Employer,,Lakeside Catering,Maria Lopez,,1,1,100,25,25,1,100,1,0,0,0,1,0,0,0,0,0,0,",
      "Employer,,Lakeside Foods,Maria Lopez,,6,4,66.7,18.25,18.5,5,83.3,6,5,1,83.3,5,2,2,40,1,0,1,0",
      "Employer,,مخبز الأمل,أمينة حداد,,5,4,80,18.63,18.5,3,60,5,4,0,80,4,3,0,75,1,0,0,0",
      "Staff member,,,,Omar Farouk,5,4,80,20,19.5,3,60,5,2,1,40,4,2,0,50,1,0,0,0",
      "Staff member,,,,Sara Haddad,7,6,85.7,19.08,19,5,71.4,7,6,1,85.7,6,3,2,50,1,0,1,0",
      "Staff member,,,,No staff member,1,0,0,,,1,100,1,1,0,100,1,0,1,0,0,0,0,",
      "All placements,,,,,13,10,76.9,19.45,19.5,9,69.2,13,9,2,69.2,11,5,3,45.5,2,0,1,0",
      "",
    ]);
  });

  it("names its columns in the viewer's language", async () => {
    const request = new Request("http://localhost:3000/admin/placements.csv?from=2080-01&to=2080-01&table=outcomes", {
      headers: { Cookie: `${admin.cookie}; lang=ar` },
    });
    const [header, first] = (await ((await csvLoader(args(request))) as Response).text()).split("\r\n");
    expect(header).toContain("تأمين صحي خلال 6 أشهر");
    expect(first).toMatch(/^الشهر,2080-01,/);
  });
});
