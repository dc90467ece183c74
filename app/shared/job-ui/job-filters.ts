// The job search: filter constants and defaults (spec §5, §9), the URL query
// format, and the matching rules. The SQL in app/shared/job-ui/jobs.server.ts applies
// the same rules and uses the helpers below for its parameters; the
// integration tests check that both agree.
//
import {
  ANY_LANGUAGE,
  OTHER_LANGUAGES,
  languageWords,
  type EnglishLevel,
  type JobStatus,
  type JobType,
  type WageType,
} from "~/shared/constants";

export const PAGE_SIZE = 20;
// Lists count their matches exactly up to this many; above it they say
// "More than 500 jobs" (docs/decisions/005-counting-matches.md).
export const COUNT_CAP = 500;
export const YEARLY_HOURS = 2000;
export const METERS_PER_MILE = 1609.344;
export const DEFAULT_DISTANCE_MILES = 500;
// Half of the earth's circumference: every larger value means "anywhere".
export const MAX_DISTANCE_MILES = 12_450;
export const MAX_SEARCH_LENGTH = 100;
// What is read of the q parameter: room for a search of MAX_SEARCH_LENGTH with wide spacing.
const MAX_SEARCH_INPUT = 10 * MAX_SEARCH_LENGTH;
// Beyond this the page number is treated as malformed; a page past the end is
// clamped by the loader once it knows the count.
const MAX_PAGE = 100_000;

export const SAVED_JOBS_POLL_MS = 300_000;

export const POSTED_WINDOWS = [0, 3, 7, 30] as const;
export const PAY_STEPS = [0, 16, 17, 18, 19, 20] as const;
export const JOB_TYPE_OPTIONS = ["Full-time", "Part-time"] as const satisfies readonly JobType[];
export const ENGLISH_LEVEL_OPTIONS = [
  "None",
  "Basic",
  "Intermediate",
  "Advanced",
] as const satisfies readonly EnglishLevel[];
export const BENEFIT_OPTIONS = ["medical", "others"] as const;
/** Hours of the shift selects, 0 = 12am … 23 = 11pm. */
export const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

/** Status choices of the admin's Find Jobs ("all" = every status). */
export const STATUS_CHOICES = ["approved", "pending", "rejected", "closed", "all"] as const satisfies readonly (
  JobStatus | "all"
)[];

export type PostedWindow = (typeof POSTED_WINDOWS)[number];
export type PayStep = (typeof PAY_STEPS)[number];
export type Benefit = (typeof BENEFIT_OPTIONS)[number];
export type OtherLanguage = (typeof OTHER_LANGUAGES)[number];
export type StatusChoice = (typeof STATUS_CHOICES)[number];

export interface JobFilters {
  /** Days since posting; 0 = Anytime. */
  posted: PostedWindow;
  /** None = any job type. */
  jobTypes: JobType[];
  /** Minimum hourly pay; 0 = All. */
  pay: PayStep;
  /** None = any English level. */
  englishLevels: EnglishLevel[];
  language: OtherLanguage;
  anyShift: boolean;
  /** Hour the shift starts at or after (0–23). */
  shiftStart: number;
  /** Hour the shift ends at or before (0–23). */
  shiftEnd: number;
  anyDistance: boolean;
  /** Miles. */
  distance: number;
  /** Every selected benefit is required. */
  benefits: Benefit[];
}

/** Everything that selects the jobs of a list page, as read from its URL. */
export interface JobQuery {
  q: string;
  filters: JobFilters;
  status: StatusChoice;
  page: number;
}

export const DEFAULT_FILTERS: Readonly<JobFilters> = Object.freeze({
  posted: 0,
  jobTypes: [],
  pay: 0,
  englishLevels: [],
  language: ANY_LANGUAGE,
  anyShift: true,
  shiftStart: 9,
  shiftEnd: 18,
  anyDistance: true,
  distance: DEFAULT_DISTANCE_MILES,
  benefits: [],
});

export const DEFAULT_STATUS: StatusChoice = "approved";

/** The query-string names, shared by the filter form and the parser. */
export const PARAM = {
  q: "q",
  page: "page",
  status: "status",
  posted: "posted",
  jobType: "type",
  pay: "pay",
  english: "english",
  language: "lang",
  shift: "shift",
  shiftStart: "from",
  shiftEnd: "to",
  anyDistance: "anyDistance",
  distance: "distance",
  benefit: "benefit",
} as const;

/** What URLSearchParams and FormData have in common. */
interface ParamSource {
  get(name: string): unknown;
  getAll(name: string): unknown[];
}

function text(source: ParamSource, name: string): string | null {
  const value = source.get(name);
  return typeof value === "string" ? value : null;
}

function oneOf<T extends string | number>(options: readonly T[], raw: string | null, fallback: T): T {
  if (raw === null) return fallback;
  return options.find((option) => String(option) === raw) ?? fallback;
}

// Unknown values are dropped; the result follows the options' order so that
// equal selections give equal URLs.
function someOf<T extends string>(options: readonly T[], source: ParamSource, name: string): T[] {
  const chosen = new Set(source.getAll(name).filter((v): v is string => typeof v === "string"));
  return options.filter((option) => chosen.has(option));
}

function hour(raw: string | null, fallback: number): number {
  if (raw === null || !/^\d{1,2}$/.test(raw)) return fallback;
  const value = Number(raw);
  return value <= 23 ? value : fallback;
}

function miles(raw: string | null): number {
  if (raw === null || !/^\d+(\.\d+)?$/.test(raw.trim())) return DEFAULT_DISTANCE_MILES;
  const value = Number(raw);
  return value > 0 && value <= MAX_DISTANCE_MILES ? value : DEFAULT_DISTANCE_MILES;
}

function pageNumber(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const value = Number(raw);
  return value >= 1 && value <= MAX_PAGE ? value : 1;
}

// The filter form sends a hidden "0" before the checkbox's "1", so an
// unchecked box is told apart from a URL that never mentioned it.
function lastFlag(source: ParamSource, name: string, fallback: boolean): boolean {
  const last = source.getAll(name).at(-1);
  if (last === "1") return true;
  if (last === "0") return false;
  return fallback;
}

/**
 * Reads the filters from a query string or a submitted filter form. Every
 * unknown or out-of-range value falls back to its default; settings that are
 * switched off (a time window under "any shift time", a distance under "any
 * distance") are reset so that equal searches compare equal.
 */
export function parseFilters(source: ParamSource): JobFilters {
  const anyShift = text(source, PARAM.shift) !== "specify";
  const anyDistance = lastFlag(source, PARAM.anyDistance, true);
  return {
    posted: oneOf(POSTED_WINDOWS, text(source, PARAM.posted), DEFAULT_FILTERS.posted),
    jobTypes: someOf(JOB_TYPE_OPTIONS, source, PARAM.jobType),
    pay: oneOf(PAY_STEPS, text(source, PARAM.pay), DEFAULT_FILTERS.pay),
    englishLevels: someOf(ENGLISH_LEVEL_OPTIONS, source, PARAM.english),
    language: oneOf(OTHER_LANGUAGES, text(source, PARAM.language), DEFAULT_FILTERS.language),
    anyShift,
    shiftStart: anyShift
      ? DEFAULT_FILTERS.shiftStart
      : hour(text(source, PARAM.shiftStart), DEFAULT_FILTERS.shiftStart),
    shiftEnd: anyShift ? DEFAULT_FILTERS.shiftEnd : hour(text(source, PARAM.shiftEnd), DEFAULT_FILTERS.shiftEnd),
    anyDistance,
    distance: anyDistance ? DEFAULT_DISTANCE_MILES : miles(text(source, PARAM.distance)),
    benefits: someOf(BENEFIT_OPTIONS, source, PARAM.benefit),
  };
}

export function parseJobQuery(source: ParamSource): JobQuery {
  return {
    // Whitespace runs become one space: a search is typed on one line, and the
    // database searches title and company joined by a line break (db/schema.ts).
    // Cut first, so the pattern never runs over more than a search could need.
    q: (text(source, PARAM.q) ?? "").slice(0, MAX_SEARCH_INPUT).replace(/\s+/g, " ").trim().slice(0, MAX_SEARCH_LENGTH),
    filters: parseFilters(source),
    status: oneOf(STATUS_CHOICES, text(source, PARAM.status), DEFAULT_STATUS),
    page: pageNumber(text(source, PARAM.page)),
  };
}

/** The query string of a search: only what differs from the defaults, page 1 omitted. */
export function jobQueryToParams(query: Partial<JobQuery>): URLSearchParams {
  const params = new URLSearchParams();
  const f = query.filters ?? DEFAULT_FILTERS;
  if (query.q) params.set(PARAM.q, query.q);
  if (query.status && query.status !== DEFAULT_STATUS) params.set(PARAM.status, query.status);
  if (f.posted !== DEFAULT_FILTERS.posted) params.set(PARAM.posted, String(f.posted));
  for (const type of f.jobTypes) params.append(PARAM.jobType, type);
  if (f.pay !== DEFAULT_FILTERS.pay) params.set(PARAM.pay, String(f.pay));
  for (const level of f.englishLevels) params.append(PARAM.english, level);
  if (f.language !== DEFAULT_FILTERS.language) params.set(PARAM.language, f.language);
  if (!f.anyShift) {
    params.set(PARAM.shift, "specify");
    params.set(PARAM.shiftStart, String(f.shiftStart));
    params.set(PARAM.shiftEnd, String(f.shiftEnd));
  }
  if (!f.anyDistance) {
    params.set(PARAM.anyDistance, "0");
    params.set(PARAM.distance, String(f.distance));
  }
  for (const benefit of f.benefits) params.append(PARAM.benefit, benefit);
  if (query.page && query.page > 1) params.set(PARAM.page, String(query.page));
  return params;
}

/** "?…" for a link, or "" when everything is at its default. */
export function jobQueryString(query: Partial<JobQuery>): string {
  const search = jobQueryToParams(query).toString();
  return search ? `?${search}` : "";
}

/** The statuses an admin's status choice lists; undefined = every status. */
export function statusesOf(choice: StatusChoice): JobStatus[] | undefined {
  return choice === "all" ? undefined : [choice];
}

export function filtersDifferFromDefaults(filters: JobFilters): boolean {
  return jobQueryToParams({ filters }).size > 0;
}

export function isDefaultSearch(query: Pick<JobQuery, "q" | "filters">): boolean {
  return query.q === "" && !filtersDifferFromDefaults(query.filters);
}

// ---------------------------------------------------------------------------
// Matching rules (spec §5). Parameters shared with the SQL come first.

/** The filter's time window in hours; an end before the start is the next day. */
export function shiftWindow(start: number, end: number): { start: number; end: number } {
  return { start, end: end < start ? end + 24 : end };
}

/** Jobs posted at or after this instant pass a "past N days" filter. */
export function postedCutoff(days: PostedWindow, now: Date): Date | null {
  return days === 0 ? null : new Date(now.getTime() - days * 86_400_000);
}

/** A LIKE pattern that finds `term` anywhere, with its wildcards taken literally. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The hourly maximum the pay filter compares with (the database stores it as hourly_max). */
export function hourlyMax(wageType: WageType, wageMax: number): number {
  return wageType === "Yearly" ? wageMax / YEARLY_HOURS : wageMax;
}

export interface MatchableJob {
  title: string;
  company: string;
  postedAt: Date;
  jobType: JobType;
  wageType: WageType;
  wageMax: number;
  englishLevel: EnglishLevel;
  languageNote: string;
  shiftStarts: readonly number[] | null;
  shiftEnds: readonly number[] | null;
  hasMedical: boolean;
  hasOthers: boolean;
  /** Miles from the viewer; null when either side has no coordinates. */
  distance: number | null;
}

export function matchesSearch(job: Pick<MatchableJob, "title" | "company">, q: string): boolean {
  const term = q.toLowerCase();
  return job.title.toLowerCase().includes(term) || job.company.toLowerCase().includes(term);
}

export function matchesPosted(postedAt: Date, days: PostedWindow, now: Date): boolean {
  const cutoff = postedCutoff(days, now);
  return cutoff === null || postedAt.getTime() >= cutoff.getTime();
}

export function matchesAnyOf<T>(value: T, chosen: readonly T[]): boolean {
  return chosen.length === 0 || chosen.includes(value);
}

export function matchesPay(job: Pick<MatchableJob, "wageType" | "wageMax">, pay: PayStep): boolean {
  return pay <= hourlyMax(job.wageType, job.wageMax);
}

export function matchesLanguage(languageNote: string, language: OtherLanguage): boolean {
  if (language === ANY_LANGUAGE) return true;
  const note = languageNote.toLowerCase();
  return languageWords(language).some((word) => note.includes(word));
}

/**
 * A job passes when its shift text could not be paired (no stored ranges), or
 * when one of its start/end pairs lies inside the window, as it is or a day later.
 */
export function matchesShift(
  job: Pick<MatchableJob, "shiftStarts" | "shiftEnds">,
  filters: Pick<JobFilters, "anyShift" | "shiftStart" | "shiftEnd">,
): boolean {
  if (filters.anyShift) return true;
  const starts = job.shiftStarts ?? [];
  const ends = job.shiftEnds ?? [];
  if (starts.length === 0) return true;
  const window = shiftWindow(filters.shiftStart, filters.shiftEnd);
  return starts.some((start, i) => {
    const end = ends[i] ?? start;
    return (window.start <= start && end <= window.end) || (window.start <= start + 24 && end + 24 <= window.end);
  });
}

export function matchesDistance(
  distance: number | null,
  filters: Pick<JobFilters, "anyDistance" | "distance">,
): boolean {
  if (filters.anyDistance) return true;
  return distance !== null && distance < filters.distance;
}

export function matchesBenefits(
  job: Pick<MatchableJob, "hasMedical" | "hasOthers">,
  benefits: readonly Benefit[],
): boolean {
  return benefits.every((benefit) => (benefit === "medical" ? job.hasMedical : job.hasOthers));
}

/** All rules together: the reference the database query is tested against. */
export function matchesJob(job: MatchableJob, query: Pick<JobQuery, "q" | "filters">, now: Date): boolean {
  const f = query.filters;
  return (
    matchesSearch(job, query.q) &&
    matchesPosted(job.postedAt, f.posted, now) &&
    matchesAnyOf(job.jobType, f.jobTypes) &&
    matchesPay(job, f.pay) &&
    matchesAnyOf(job.englishLevel, f.englishLevels) &&
    matchesBenefits(job, f.benefits) &&
    matchesDistance(job.distance, f) &&
    matchesShift(job, f) &&
    matchesLanguage(job.languageNote, f.language)
  );
}
