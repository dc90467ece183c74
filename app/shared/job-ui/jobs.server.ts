import { and, desc, eq, is, Placeholder, sql, type SQL } from "drizzle-orm";
import { jobReports, jobRequests, jobs, savedJobs } from "#db/schema";
import {
  COUNT_CAP,
  METERS_PER_MILE,
  PAGE_SIZE,
  containsPattern,
  isDefaultSearch,
  postedCutoff,
  shiftWindow,
  type JobQuery,
} from "./job-filters";
import { EARTH_RADIUS_M, geoCellsWithin } from "./geo-cells";
import { getDb } from "~/shared/server/db.server";
import { FOREIGN_KEY_VIOLATION, hasPgCode } from "~/shared/server/pg-errors.server";
import { ANY_LANGUAGE, JOB_STATUSES, type JobStatus, type RequestStatus } from "~/shared/constants";
import { can, type Actor } from "~/shared/access/policy";

type Job = typeof jobs.$inferSelect;

export interface Coordinates {
  latitude: number;
  longitude: number;
}

/** Who is looking: which jobs and fields the access policy lets them see. */
export interface Viewer {
  id: string;
  /** From the user's address; null without one (no distances then). */
  origin: Coordinates | null;
  /** The job statuses they may read in Find Jobs. */
  readable: JobStatus[];
  /** Whether they read jobs that job seekers' reports hide (staff, who decide on them). */
  readsHidden: boolean;
  /** Whether they see the how-to-apply instructions and the admin's message. */
  staffFields: boolean;
  /** Whether they save jobs (and so see which ones they saved). */
  savesJobs: boolean;
}

/** Which jobs a list draws from; the search and filters narrow it further. */
export interface JobScope {
  /** Only these statuses; omitted = every status. */
  statuses?: readonly JobStatus[];
  /** Only jobs this user owns (employer dashboards). */
  ownerId?: string;
  /** Leave out jobs that reports hide from job seekers. */
  withoutHidden?: boolean;
  /** Only jobs with open reports (the admin's Reported tab). */
  reported?: boolean;
}

/** One card of a list. */
export interface JobSummary {
  id: string;
  title: string;
  company: string;
  location: string;
  hasMedical: boolean;
  wageMin: number;
  wageType: Job["wageType"];
  status: JobStatus;
  /** Miles from the viewer, when both have coordinates. */
  distance: number | null;
  /** Whether the viewing client saved it (always false for other roles). */
  saved: boolean;
  /** Whether job seekers reported it and staff have not decided yet (only in staff lists, else false). */
  reported: boolean;
  unavailable?: false;
}

/** A saved job that is no longer approved: only enough to recognise and unsave it. */
export interface UnavailableJob {
  id: string;
  title: string;
  company: string;
  saved: boolean;
  unavailable: true;
}

export type JobListItem = JobSummary | UnavailableJob;

export interface JobPage<Item = JobListItem> {
  jobs: Item[];
  /** The number of matches, exact up to COUNT_CAP; above it, a lower bound. */
  total: number;
  /** The page shown: the requested one, or the last when it was past the end. */
  page: number;
  /** Null when the count stopped before the last match: there is a next page. */
  pageCount: number | null;
}

export interface JobDetail {
  id: string;
  title: string;
  company: string;
  status: JobStatus;
  /** The rejection reason; only for staff and the job's owner, else null. */
  adminMessage: string | null;
  postedAt: Date;
  startDate: string | null;
  jobType: Job["jobType"];
  wageType: Job["wageType"];
  wageMin: number;
  wageMax: number;
  englishLevel: Job["englishLevel"];
  hasMedical: boolean;
  hasOthers: boolean;
  benefitOthers: string;
  languageNote: string;
  location: string;
  distance: number | null;
  shift: string;
  description: string;
  /** How to apply; only for staff and the job's owner, else null (never sent to clients). */
  instructions: string | null;
  ownerId: string;
  saved: boolean;
  unavailable?: false;
}

export type JobView = JobDetail | UnavailableJob;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isJobId(value: string | undefined): value is string {
  return typeof value === "string" && UUID.test(value);
}

/** The session's user as a viewer of jobs: no database work (the session carries the address's point). */
export function viewerOf(user: Actor & { origin: Coordinates | null }): Viewer {
  return {
    id: user.id,
    origin: user.origin,
    readable: JOB_STATUSES.filter((status) => can(user, { action: "read", job: { status } })),
    readsHidden: can(user, { action: "read", job: { status: "approved", hiddenByReports: true } }),
    staffFields: can(user, { action: "readStaffFields" }),
    savesJobs: can(user, { action: "saveJobs" }),
  };
}

// ---------------------------------------------------------------------------
// Search. Every filter is a condition here; the rules they implement are the
// pure functions of app/domain/job-filters.ts.

/**
 * The values of a search's statements, bound by name, and the choices that shape their text
 * (which conditions, columns and parts they have): every branch below that changes the text marks
 * it. Statements of one shape then share one text, rendered once (`run`): drizzle's rendering of
 * the list's statement tree into text was about a sixth of the CPU of the list's data; the tree
 * itself is still built for every search, which is cheaper (docs/perf.md).
 */
class Bound {
  readonly values: Record<string, unknown> = {};
  readonly #parts: string[] = [];
  #count = 0;

  /** A value of the statement; named by its place, which the shape fixes. */
  value(value: unknown): Placeholder {
    const name = `v${this.#count++}`;
    this.values[name] = value;
    return sql.placeholder(name);
  }

  /** A choice that changes the text. */
  mark(...choice: (string | boolean)[]): void {
    this.#parts.push(choice.join(":"));
  }

  get shape(): string {
    return this.#parts.join(" ");
  }
}

interface Prepared<R> {
  execute(values: Record<string, unknown>): Promise<R>;
  getQuery(): { sql: string; params: unknown[] };
}

interface Statement<R> {
  prepare(name: string): Prepared<R>;
  toSQL(): { sql: string; params: unknown[] };
}

// Per database (tests open one per file), a text per shape. Everyday use meets a few dozen shapes;
// the combinations of every filter run to thousands, and the limit caps the memory should a
// crawler try them all (each entry holds a text of a few KB).
const preparedByDb = new WeakMap<object, Map<string, Prepared<unknown>>>();
const MAX_SHAPES = 2000;
// In tests every reuse is checked against a fresh build: a choice left unmarked, or a value written
// into the text instead of bound, would otherwise answer one search with another's statement.
const CHECK_REUSE = process.env.NODE_ENV === "test";

/** Runs `statement` with `bound`'s values, building its text only for a shape not seen before. */
async function run<R>(bound: Bound, name: string, statement: Statement<R>): Promise<R> {
  const db = getDb();
  let texts = preparedByDb.get(db);
  if (!texts) preparedByDb.set(db, (texts = new Map()));
  // The statements run before count too: one that binds values moves the names of the next's.
  bound.mark(name);
  const key = bound.shape;
  let prepared = texts.get(key) as Prepared<R> | undefined;
  if (!prepared) {
    if (texts.size >= MAX_SHAPES) texts.clear();
    // An unnamed statement: PostgreSQL still plans it for its values.
    prepared = statement.prepare("");
    texts.set(key, prepared);
  } else if (CHECK_REUSE) {
    // By placeholder name, not value: two values that happen to be equal must not hide a swap.
    const params = (query: { params: unknown[] }) =>
      JSON.stringify(query.params.map((p) => (is(p, Placeholder) ? { placeholder: p.name } : p)));
    const built = statement.toSQL();
    const reused = prepared.getQuery();
    const same = built.sql === reused.sql && params(built) === params(reused);
    if (!same) throw new Error(`The statement "${key}" was reused for another text: ${built.sql}`);
  }
  return prepared.execute(bound.values);
}

// The job's point on earth is the stored column `earth` (ll_to_earth of its
// coordinates, null without them), indexed by GiST.
const located = sql`${jobs.earth} IS NOT NULL`;
// Along the surface of earthdistance's sphere, d = 2R·asin(c / 2R) for a chord c.
const RADIANS_PER_DEGREE = Math.PI / 180;
/**
 * The origin as ll_to_earth makes it, with its formula, so the same point: PostgreSQL inlines the
 * SQL bodies of ll_to_earth and earth() each time it plans a statement, and a job's page named
 * the origin seven times (a third of its planning time, docs/perf.md).
 */
const earthPoint = (b: Bound, origin: Coordinates) => {
  const latitude = origin.latitude * RADIANS_PER_DEGREE;
  const longitude = origin.longitude * RADIANS_PER_DEGREE;
  const x = EARTH_RADIUS_M * Math.cos(latitude) * Math.cos(longitude);
  const y = EARTH_RADIUS_M * Math.cos(latitude) * Math.sin(longitude);
  const z = EARTH_RADIUS_M * Math.sin(latitude);
  return sql`${b.value(`(${x}, ${y}, ${z})`)}::earth`;
};
// The straight-line distance through the earth between two points, which
// grows with the distance along the surface; the GiST index orders by it.
const straightFrom = (b: Bound, origin: Coordinates) => sql`(${jobs.earth} <-> ${earthPoint(b, origin)})`;

const chordFor = (meters: number) => 2 * EARTH_RADIUS_M * Math.sin(meters / (2 * EARTH_RADIUS_M));

function distanceMiles(b: Bound, origin: Coordinates | null): SQL<number | null> {
  b.mark("distance", origin !== null);
  if (!origin) return sql<null>`NULL::float8`;
  return sql<number | null>`earth_distance(${earthPoint(b, origin)}, ${jobs.earth}) / ${METERS_PER_MILE}`;
}

function scopeConditions(b: Bound, scope: JobScope): SQL[] {
  const conditions: SQL[] = [];
  const statuses = scope.statuses;
  if (statuses && statuses.length < JOB_STATUSES.length) {
    const [only] = statuses;
    // A single status is written as a literal so that the planner can match
    // the partial index on approved jobs (statuses come from a fixed list).
    if (statuses.length === 1 && only && JOB_STATUSES.includes(only)) {
      b.mark("status", only);
      conditions.push(sql`${jobs.status} = ${sql.raw(`'${only}'`)}`);
    } else {
      b.mark("statuses");
      conditions.push(sql`${jobs.status} = ANY(${b.value([...statuses])})`);
    }
  }
  if (scope.ownerId) {
    b.mark("owner");
    conditions.push(sql`${jobs.ownerId} = ${b.value(scope.ownerId)}`);
  }
  if (scope.withoutHidden) {
    b.mark("visible");
    conditions.push(notHidden);
  }
  if (scope.reported) {
    b.mark("reported");
    conditions.push(sql`${jobs.id} IN (SELECT ${jobReports.jobId} FROM ${jobReports} WHERE ${openReport})`);
  }
  return conditions;
}

const openReport = sql`${jobReports.dismissedAt} IS NULL`;
// Hidden jobs are a few among those with open reports: their ids are gathered
// once (the partial index on open reports, then the jobs by key) and compared
// by id, which the approved-jobs indexes hold, so searches stay index-only
// scans where a test of hidden_by_reports on every row would read the table.
const notHidden = sql`${jobs.id} NOT IN (SELECT r.job_id FROM ${jobReports} r JOIN ${jobs} h ON h.id = r.job_id WHERE r.dismissed_at IS NULL AND h.hidden_by_reports)`;
const hasOpenReport = sql<boolean>`EXISTS (SELECT 1 FROM ${jobReports} WHERE ${jobReports.jobId} = ${jobs.id} AND ${openReport})`;
// The same rule for one job: flagged, and still with open reports (a flag whose
// reports all went with their reporters' accounts hides nothing, as in lists).
export const hiddenNow = sql<boolean>`(${jobs.hiddenByReports} AND ${hasOpenReport})`;

// Pairs of the stored shift ranges that lie inside the window, as they are or
// a day later (start + 24 ≥ window start ⇔ start ≥ window start − 24). Most
// jobs have one or two pairs, read by subscript; unnest is only for more.
function shiftCondition(b: Bound, start: number, end: number): SQL {
  const window = shiftWindow(start, end);
  const [from, to, dayBeforeFrom, dayBeforeTo] = [window.start, window.end, window.start - 24, window.end - 24].map(
    (hour) => b.value(hour),
  );
  const pairInside = (st: SQL, en: SQL) =>
    sql`((${st} >= ${from} AND ${en} <= ${to}) OR (${st} >= ${dayBeforeFrom} AND ${en} <= ${dayBeforeTo}))`;
  const nth = (column: typeof jobs.shiftStarts | typeof jobs.shiftEnds, i: 1 | 2) =>
    sql`${column}[${sql.raw(String(i))}]`;
  return sql`(coalesce(cardinality(${jobs.shiftStarts}), 0) = 0
    OR ${pairInside(nth(jobs.shiftStarts, 1), nth(jobs.shiftEnds, 1))}
    OR ${pairInside(nth(jobs.shiftStarts, 2), nth(jobs.shiftEnds, 2))}
    OR (cardinality(${jobs.shiftStarts}) > 2 AND EXISTS (
      SELECT 1 FROM unnest(${jobs.shiftStarts}, ${jobs.shiftEnds}) AS s(st, en) WHERE ${pairInside(sql`s.st`, sql`s.en`)})))`;
}

function filterConditions(
  b: Bound,
  query: Pick<JobQuery, "q" | "filters">,
  origin: Coordinates | null,
  now: Date,
): SQL[] {
  const f = query.filters;
  const conditions: SQL[] = [];
  if (query.q) {
    // Title and company, lower-cased in one indexed column (db/schema.ts): a
    // plain LIKE, cheaper per row than ILIKE on each.
    b.mark("q");
    conditions.push(sql`${jobs.searchText} LIKE lower(${b.value(containsPattern(query.q))})`);
  }
  const cutoff = postedCutoff(f.posted, now);
  if (cutoff) {
    b.mark("posted");
    conditions.push(sql`${jobs.postedAt} >= ${b.value(cutoff.toISOString())}`);
  }
  if (f.jobTypes.length > 0) {
    b.mark("types");
    conditions.push(sql`${jobs.jobType} = ANY(${b.value(f.jobTypes)})`);
  }
  if (f.pay > 0) {
    b.mark("pay");
    conditions.push(sql`${jobs.hourlyMax} >= ${b.value(f.pay)}`);
  }
  if (f.englishLevels.length > 0) {
    b.mark("english");
    conditions.push(sql`${jobs.englishLevel} = ANY(${b.value(f.englishLevels)})`);
  }
  if (f.language !== ANY_LANGUAGE) {
    // The options each note matches are stored when the job is written (db/schema.ts).
    b.mark("language");
    conditions.push(sql`${jobs.languages} @> ${b.value([f.language])}`);
  }
  if (!f.anyShift) {
    b.mark("shift");
    conditions.push(shiftCondition(b, f.shiftStart, f.shiftEnd));
  }
  for (const benefit of f.benefits) {
    b.mark(benefit);
    conditions.push(eq(benefit === "medical" ? jobs.hasMedical : jobs.hasOthers, true));
  }
  if (!f.anyDistance) {
    b.mark("within", origin !== null);
    if (!origin) {
      // Without the viewer's coordinates no job has a distance, so none passes.
      conditions.push(sql`false`);
    } else {
      const meters = f.distance * METERS_PER_MILE;
      // The straight line through the earth compared with the chord of the
      // distance: the same cut as earth_distance < meters, without an arcsine
      // per row; over approved jobs an index-only scan of the covering index
      // (a box for the GiST index would read the table instead). Beyond half
      // the circumference every located job is nearer.
      const beyondHalf = meters >= Math.PI * EARTH_RADIUS_M;
      b.mark("half", beyondHalf);
      conditions.push(
        beyondHalf ? located : sql`${located} AND ${straightFrom(b, origin)} < ${b.value(chordFor(meters))}`,
      );
      // The grid cells the circle touches (geo-cells.ts), as one array: with a date or a keyword,
      // the index of cells and dates reads only the jobs near the viewer.
      const cells = geoCellsWithin(origin, meters);
      b.mark("cells", cells !== null);
      if (cells) conditions.push(sql`${jobs.geoCell} = ANY(${b.value(`{${cells.join(",")}}`)}::int[])`);
    }
  }
  return conditions;
}

function listColumns(b: Bound, origin: Coordinates | null, savedFor: string | null, markReported: boolean) {
  b.mark("columns", Boolean(savedFor), markReported);
  return {
    id: jobs.id,
    title: jobs.title,
    company: jobs.company,
    location: jobs.location,
    hasMedical: jobs.hasMedical,
    wageMin: jobs.wageMin,
    wageType: jobs.wageType,
    status: jobs.status,
    distance: distanceMiles(b, origin),
    saved: savedFor
      ? sql<boolean>`EXISTS (SELECT 1 FROM ${savedJobs} WHERE ${savedJobs.userId} = ${b.value(savedFor)} AND ${savedJobs.jobId} = ${jobs.id})`
      : sql<boolean>`false`,
    reported: markReported ? hasOpenReport : sql<boolean>`false`,
    hiddenByReports: hiddenNow,
  };
}

type ListRow = Omit<JobSummary, "unavailable"> & { hiddenByReports: boolean };

interface ListQuery {
  bound: Bound;
  where: SQL | undefined;
  origin: Coordinates | null;
  savedFor: string | null;
  markReported: boolean;
  page: number;
  /**
   * Whether more jobs than the count reads are likely to match (a list without a keyword). Its page
   * from the indexes then comes in the counting statement, whose planning that makes longer.
   */
  likelyMany: boolean;
}

/**
 * The number of matches, counting no further than `limit`: the cost of a count
 * grows with the rows it visits, and tens of thousands of matches would make
 * it the slowest part of a search.
 */
async function countMatches(b: Bound, where: SQL | undefined, limit: number): Promise<number> {
  const db = getDb();
  const matches = db
    .select({ one: sql`1` })
    .from(jobs)
    .where(where)
    .limit(b.value(limit))
    .as("matches");
  const [row] = await run(b, "count", db.select({ total: sql<number>`count(*)::int` }).from(matches));
  return row?.total ?? 0;
}

/**
 * The rows of the jobs that `ids` selects, in `order`. A page's rows are chosen by id alone (the
 * skipped ones of a deep page can come from an index), and the card's columns, distance and saved
 * mark are computed only for the page's rows.
 */
async function rowsOf(q: ListQuery, name: string, ids: SQL, order: SQL[]): Promise<ListRow[]> {
  const db = getDb();
  const chosen = db.$with("chosen", { id: sql<string>`id`.as("id") }).as(ids);
  const rows = db
    .with(chosen)
    .select(listColumns(q.bound, q.origin, q.savedFor, q.markReported))
    .from(jobs)
    .innerJoin(chosen, sql`"chosen".id = ${jobs.id}`)
    .orderBy(...order);
  return run(q.bound, name, rows);
}

// NULLS LAST as in the (status, posted_at) index, so the index gives the order.
const newestFirst = [sql`${jobs.postedAt} DESC NULLS LAST`, desc(jobs.id)];

/**
 * One page of matches, newest first; nearest first when the viewer has
 * coordinates, then the jobs without coordinates, newest first.
 *
 * The count stops one past the larger of COUNT_CAP and the end of the page:
 * below that limit it is exact (a page past the end always is), at it there
 * are more matches than the headline shows and at least one more page. Below
 * it, the counted rows are every match: the page is sorted among them in the
 * same pass, so a search reads its matches once (counting and then walking an
 * index read them twice, and the page's rows a third time), and one statement
 * answers with the count and the page. Only a search with more matches than
 * that asks the indexes for its page.
 */
async function pageOfMatches(q: ListQuery): Promise<JobPage<ListRow>> {
  const offset = (q.page - 1) * PAGE_SIZE;
  const limit = Math.max(COUNT_CAP, offset + PAGE_SIZE) + 1;
  const counted = await countedPage(q, limit, offset);
  const { total } = counted;
  const pageCount = total < limit ? Math.max(1, Math.ceil(total / PAGE_SIZE)) : null;
  const page = pageCount === null ? q.page : Math.min(q.page, pageCount);
  if (pageCount !== null) return { jobs: counted.rows, total, page, pageCount };
  const rows = q.likelyMany ? counted.rows : await rowsBeyondCount(q, offset);
  if (q.origin && rows.length < PAGE_SIZE) {
    // The page runs past the located jobs. When it holds some of them their
    // number is known; only a page wholly beyond them needs a count, which
    // then is at most `offset`.
    const locatedCount =
      rows.length > 0 ? offset + rows.length : await countMatches(q.bound, and(q.where, located), offset + 1);
    const unlocatedIds = getDb()
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(q.where, sql`${jobs.earth} IS NULL`))
      .orderBy(...newestFirst)
      .limit(q.bound.value(PAGE_SIZE - rows.length))
      .offset(q.bound.value(Math.max(0, offset - locatedCount)));
    const unlocated = await rowsOf(q, "unlocated", sql`${unlocatedIds}`, newestFirst);
    return { jobs: rows.concat(unlocated), total, page, pageCount };
  }
  return { jobs: rows, total, page, pageCount };
}

/** The rows of the page at `offset` from the indexes' order (see beyondCount), in a statement of their own. */
function rowsBeyondCount(q: ListQuery, offset: number): Promise<ListRow[]> {
  return rowsOf(q, "beyond", beyondCount(q, offset, sql`TRUE`), listOrder(q));
}

const listOrder = (q: ListQuery) => (q.origin ? [straightFrom(q.bound, q.origin), ...newestFirst] : newestFirst);

/**
 * The matches, no more than `limit` of them: how many, and the rows of the page
 * at `offset`, in one statement, so one round trip to the database. Below the
 * limit the page is sorted among the counted matches, or is the last page when
 * `offset` is past the end. At the limit, for a list where that is likely, the
 * page comes from the indexes' order (`beyondCount`) in the same statement;
 * PostgreSQL runs only the branch that the count chooses. Otherwise no rows
 * come at the limit, only the count, and the caller asks for the page.
 */
async function countedPage(q: ListQuery, limit: number, offset: number): Promise<{ total: number; rows: ListRow[] }> {
  const db = getDb();
  const b = q.bound;
  b.mark("counted", q.likelyMany);
  const [atMost, skipped] = [b.value(limit), b.value(offset)];
  // Read more than once below, so PostgreSQL computes it once.
  const matches = db.$with("matches").as(
    db
      .select({
        id: jobs.id,
        straight: (q.origin ? straightFrom(b, q.origin) : sql`NULL::double precision`).as("straight"),
        postedAt: jobs.postedAt,
      })
      .from(jobs)
      .where(q.where)
      .limit(atMost),
  );
  const count = sql`(SELECT count(*) FROM ${matches})`;
  const beyond = q.likelyMany ? beyondCount(q, offset, sql`${count} >= ${atMost}`) : null;
  // The page's ids, by a join: with two tables in the query every column is written with its table,
  // as the correlated subqueries of listColumns need.
  const chosen = db.$with("chosen", { id: sql<string>`id`.as("id") }).as(
    sql`(SELECT id FROM ${matches} WHERE ${count} < ${atMost}
      ORDER BY straight ASC NULLS LAST, posted_at DESC NULLS LAST, id DESC
      LIMIT ${PAGE_SIZE} OFFSET least(${skipped}, greatest(${count} - 1, 0) / ${PAGE_SIZE} * ${PAGE_SIZE}))
      ${beyond ? sql`UNION ALL (${beyond})` : sql``}`,
  );
  // The count on a row of its own, joined to the page's rows: it comes even when the page has none
  // (a page from the indexes past the located matches), as one row of nulls.
  const counted = db
    .select({ total: sql<number>`count(*)::int`.as("total") })
    .from(matches)
    .as("counted");
  const found = await run(
    b,
    "counted",
    db
      .with(matches, chosen)
      .select({ ...listColumns(b, q.origin, q.savedFor, q.markReported), total: counted.total })
      .from(jobs)
      .innerJoin(chosen, sql`"chosen".id = ${jobs.id}`)
      .rightJoin(counted, sql`true`)
      .orderBy(...listOrder(q)),
  );
  // A row with a job's id is a whole job's row: only the count's own row has nulls.
  const rows = found.flatMap(({ total: _, ...row }) => (row.id === null ? [] : [row as ListRow]));
  return { total: found[0]?.total ?? 0, rows };
}

/**
 * The ids of the page at `offset` from the indexes' order, when `counted` holds (more matches
 * than the count reads): newest first, or, for a viewer with coordinates, the located matches
 * nearest first, equal distances newest first. The GiST index on `earth` walks the jobs in order
 * of the straight-line distance `<->` between the earth points (which grows with the distance
 * along the surface) up to the page's last one, and on past every match exactly as far as that
 * one (WITH TIES: jobs at one workplace share a distance); the page is then sorted, with its
 * tie-breakers, among the walked jobs. (Asking the index for the order with tie-breakers makes
 * some PostgreSQL versions sort every match instead.) A walk that ends early has passed every
 * located match. No walk: no rows.
 */
function beyondCount(q: ListQuery, offset: number, counted: SQL): SQL {
  const db = getDb();
  const b = q.bound;
  const skipped = b.value(offset);
  if (!q.origin) {
    const ids = db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(q.where, counted))
      .orderBy(...newestFirst)
      .limit(PAGE_SIZE)
      .offset(skipped);
    return sql`${ids}`;
  }
  const straight = straightFrom(b, q.origin);
  return sql`SELECT id FROM (
      SELECT ${jobs.id} AS id, ${straight} AS straight, ${jobs.postedAt} AS posted_at FROM ${jobs}
      WHERE ${and(q.where, located, counted)}
      ORDER BY ${straight} FETCH FIRST ${b.value(offset + PAGE_SIZE)} ROWS WITH TIES
    ) AS walked
    ORDER BY straight, posted_at DESC NULLS LAST, id DESC LIMIT ${PAGE_SIZE} OFFSET ${skipped}`;
}

export interface SearchJobsInput {
  scope: JobScope;
  query: Pick<JobQuery, "q" | "filters" | "page">;
  /** The viewer's coordinates: distances, the distance filter and nearest-first order. */
  origin: Coordinates | null;
  /** A client whose saved jobs are marked on the cards. */
  savedFor?: string | null;
  /** Staff: mark the jobs with open reports. */
  markReported?: boolean;
  now?: Date;
}

/** Search, filters, count and one page of a job list, all in the database. */
export async function searchJobs(input: SearchJobsInput): Promise<JobPage> {
  const now = input.now ?? new Date();
  const bound = new Bound();
  const where = and(...scopeConditions(bound, input.scope), ...filterConditions(bound, input.query, input.origin, now));
  const result = await pageOfMatches({
    bound,
    where,
    origin: input.origin,
    savedFor: input.savedFor ?? null,
    markReported: input.markReported ?? false,
    page: input.query.page,
    likelyMany: !input.query.q,
  });
  return { ...result, jobs: result.jobs.map(({ hiddenByReports: _, ...job }) => job) };
}

/**
 * What a job seeker's list shows: approved jobs that reports do not hide. The
 * job alerts match within the same scope and with the same filter conditions.
 */
const JOB_SEEKER_SCOPE: JobScope = { statuses: ["approved"], withoutHidden: true };

/**
 * The jobs a saved search (a job alert) finds among those approved after
 * `approvedAfter`, leaving out `excludeIds`, newest approval first: the job
 * list's own scope and conditions, so an alert never disagrees with the list.
 * Asks for one more than `limit`, so the caller can tell that there are more.
 */
export async function newJobsForSearch(input: {
  query: Pick<JobQuery, "q" | "filters">;
  origin: Coordinates | null;
  approvedAfter: Date;
  excludeIds: readonly string[];
  limit: number;
  now?: Date;
}): Promise<JobSummary[]> {
  const b = new Bound();
  b.mark("excluding", input.excludeIds.length > 0);
  const where = and(
    ...scopeConditions(b, JOB_SEEKER_SCOPE),
    ...filterConditions(b, input.query, input.origin, input.now ?? new Date()),
    sql`${jobs.approvedAt} > ${b.value(input.approvedAfter.toISOString())}`,
    input.excludeIds.length > 0 ? sql`${jobs.id} <> ALL(${b.value([...input.excludeIds])})` : undefined,
  );
  const rows = await run(
    b,
    "new",
    getDb()
      .select(listColumns(b, input.origin, null, false))
      .from(jobs)
      .where(where)
      .orderBy(desc(jobs.approvedAt), desc(jobs.id))
      .limit(b.value(input.limit + 1)),
  );
  return rows.map(({ hiddenByReports: _, ...job }) => job);
}

/**
 * A client's saved jobs. Approved ones go through the search and filters;
 * ones no longer approved have no details left to match, so they are listed
 * (as unavailable, to be unsaved) only while no search or filter is applied.
 */
export async function searchSavedJobs(input: {
  clientId: string;
  query: Pick<JobQuery, "q" | "filters" | "page">;
  origin: Coordinates | null;
  now?: Date;
}): Promise<JobPage> {
  const now = input.now ?? new Date();
  const bound = new Bound();
  const all = isDefaultSearch(input.query);
  bound.mark("saved", all);
  const saved = sql`EXISTS (SELECT 1 FROM ${savedJobs} WHERE ${savedJobs.userId} = ${bound.value(input.clientId)} AND ${savedJobs.jobId} = ${jobs.id})`;
  const where = all
    ? saved
    : and(
        saved,
        sql`${jobs.status} = 'approved'`,
        notHidden,
        ...filterConditions(bound, input.query, input.origin, now),
      );
  const result = await pageOfMatches({
    bound,
    where,
    origin: input.origin,
    savedFor: input.clientId,
    markReported: false,
    page: input.query.page,
    // A job seeker's saved jobs are a few.
    likelyMany: false,
  });
  return {
    ...result,
    jobs: result.jobs.map(({ hiddenByReports, ...job }) =>
      job.status === "approved" && !hiddenByReports ? job : unavailable(job),
    ),
  };
}

function unavailable(job: { id: string; title: string; company: string; saved: boolean }): UnavailableJob {
  return { id: job.id, title: job.title, company: job.company, saved: job.saved, unavailable: true };
}

// ---------------------------------------------------------------------------
// One job.

/**
 * A job as the viewer may see it, or null when they may not (the statuses the
 * policy lets them read). The how-to-apply instructions and the admin's
 * message are selected only for staff.
 * With `savedUnavailable`, a client's saved job that is no longer approved
 * comes back as an UnavailableJob instead of null.
 */
export async function getJobForViewer(
  jobId: string,
  viewer: Viewer,
  options: { scope?: JobScope; savedUnavailable?: boolean } = {},
): Promise<JobView | null> {
  return (await findJob(jobId, viewer, options, null))?.job ?? null;
}

/**
 * The same, with where the job seeker's request for help with it stands (null
 * when they have not asked), read in the same statement: a job's page waits
 * for one round trip to the database fewer.
 */
export async function getJobWithRequest(
  jobId: string,
  viewer: Viewer,
  options: { savedUnavailable?: boolean } = {},
): Promise<{ job: JobView; requestStatus: RequestStatus | null } | null> {
  return findJob(jobId, viewer, options, viewer.id);
}

async function findJob(
  jobId: string,
  viewer: Viewer,
  options: { scope?: JobScope; savedUnavailable?: boolean },
  requestOf: string | null,
): Promise<{ job: JobView; requestStatus: RequestStatus | null } | null> {
  if (!isJobId(jobId)) return null;
  const b = new Bound();
  b.mark("job", viewer.staffFields, viewer.savesJobs, Boolean(requestOf));
  const access: SQL[] = [sql`${jobs.id} = ${b.value(jobId)}`, ...scopeConditions(b, options.scope ?? {})];
  const staffOnly = (column: typeof jobs.instructions | typeof jobs.adminMessage) =>
    viewer.staffFields ? column : sql<string | null>`NULL`;
  const query = getDb()
    .select({
      id: jobs.id,
      title: jobs.title,
      company: jobs.company,
      status: jobs.status,
      adminMessage: staffOnly(jobs.adminMessage),
      postedAt: jobs.postedAt,
      startDate: jobs.startDate,
      jobType: jobs.jobType,
      wageType: jobs.wageType,
      wageMin: jobs.wageMin,
      wageMax: jobs.wageMax,
      englishLevel: jobs.englishLevel,
      hasMedical: jobs.hasMedical,
      hasOthers: jobs.hasOthers,
      benefitOthers: jobs.benefitOthers,
      languageNote: jobs.languageNote,
      location: jobs.location,
      distance: distanceMiles(b, viewer.origin),
      shift: jobs.shift,
      description: jobs.description,
      instructions: staffOnly(jobs.instructions),
      ownerId: jobs.ownerId,
      hiddenByReports: hiddenNow,
      saved: viewer.savesJobs
        ? sql<boolean>`EXISTS (SELECT 1 FROM ${savedJobs} WHERE ${savedJobs.userId} = ${b.value(viewer.id)} AND ${savedJobs.jobId} = ${jobs.id})`
        : sql<boolean>`false`,
      // By the id asked for: a one-table select writes its columns without their table, and `id` in
      // this subquery would be the request's own.
      requestStatus: requestOf
        ? sql<RequestStatus | null>`(SELECT ${jobRequests.status} FROM ${jobRequests} WHERE ${jobRequests.clientId} = ${b.value(requestOf)} AND ${jobRequests.jobId} = ${b.value(jobId)})`
        : sql<null>`NULL`,
    })
    .from(jobs)
    .where(and(...access));
  const [row] = await run(b, "job", query);
  if (!row) return null;
  const { hiddenByReports, requestStatus, ...job } = row;
  if (viewer.readable.includes(job.status) && (viewer.readsHidden || !hiddenByReports))
    return { job: job as JobDetail, requestStatus };
  return options.savedUnavailable && job.saved ? { job: unavailable(job), requestStatus } : null;
}

// ---------------------------------------------------------------------------
// Saving.

export type SaveResult = { ok: true; saved: boolean } | { ok: false; reason: "notFound" };

/**
 * Sets a client's save of a job to what they asked for, so repeated or
 * concurrent presses end as the last one meant (no toggling). Only approved
 * jobs can be newly saved; a save of a job no longer approved can still be
 * removed. A job deleted meanwhile is "not found", not an error.
 */
export async function setSavedJob(clientId: string, jobId: string, saved: boolean): Promise<SaveResult> {
  if (!isJobId(jobId)) return { ok: false, reason: "notFound" };
  const db = getDb();
  if (!saved) {
    await db.delete(savedJobs).where(and(eq(savedJobs.userId, clientId), eq(savedJobs.jobId, jobId)));
    return { ok: true, saved: false };
  }
  try {
    // One statement: the approval check and the insert see the same job.
    const inserted = await db
      .insert(savedJobs)
      .select(
        db
          .select({
            userId: sql<string>`${clientId}`.as("user_id"),
            jobId: jobs.id,
            savedAt: sql<Date>`now()`.as("saved_at"),
          })
          .from(jobs)
          .where(and(eq(jobs.id, jobId), eq(jobs.status, "approved"), sql`NOT ${hiddenNow}`)),
      )
      .onConflictDoNothing()
      .returning({ jobId: savedJobs.jobId });
    if (inserted.length > 0) return { ok: true, saved: true };
    const [already] = await db
      .select({ jobId: savedJobs.jobId })
      .from(savedJobs)
      .where(and(eq(savedJobs.userId, clientId), eq(savedJobs.jobId, jobId)));
    return already ? { ok: true, saved: true } : { ok: false, reason: "notFound" };
  } catch (error) {
    if (hasPgCode(error, FOREIGN_KEY_VIOLATION)) return { ok: false, reason: "notFound" };
    throw error;
  }
}
