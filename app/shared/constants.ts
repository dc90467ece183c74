// The product's vocabulary: roles, statuses and the job fields' fixed choices.
// One source for the database schema (db/schema.ts builds its columns and the
// stored language options from it) and for the browser code, which may import it.

export const ROLES = ["admin", "employer", "client"] as const;
export const USER_STATUSES = ["pending", "approved"] as const;
export const JOB_STATUSES = ["pending", "approved", "rejected", "closed"] as const;
export const JOB_TYPES = ["Full-time", "Part-time"] as const;
export const WAGE_TYPES = ["Hourly", "Yearly"] as const;
export const ENGLISH_LEVELS = ["None", "Basic", "Intermediate", "Advanced"] as const;

/**
 * A job seeker's request for help with a job ("I want this job") and where
 * staff take it. The client reads each in plain words; the transitions live in
 * the applications area's pure table.
 */
export const REQUEST_STATUSES = [
  "sent",
  "working",
  "applied",
  "interview",
  "hired",
  "notSelected",
  "withdrawn",
  "positionFilled",
] as const;
/** Requests staff have sent to the employer: the employer sees these candidates on their job. */
export const REFERRED_STATUSES = [
  "applied",
  "interview",
  "hired",
  "notSelected",
] as const satisfies readonly (typeof REQUEST_STATUSES)[number][];
/** Who a staff member's note on a request is for: staff only, or also the job's employer. */
export const NOTE_AUDIENCES = ["internal", "employer"] as const;
/** How the job seeker wants staff to reach them about a request. */
export const CONTACT_METHODS = ["phone", "text", "email", "office"] as const;
/** Why a job seeker reports a job ("Something is wrong with this job"). */
// How an outgoing message travels (the message queue); texts join email later.
export const MESSAGE_CHANNELS = ["email", "sms"] as const;
export const MESSAGE_STATES = ["pending", "sending", "failed"] as const;
/** "message": the row holds the message; "sign-in-code": the worker makes the code and its text when it is due. */
export const MESSAGE_KINDS = ["message", "sign-in-code"] as const;

export const REPORT_REASONS = ["money", "fake", "unsafe", "wrong", "other"] as const;

/** Where an interview takes place: at an address, by phone, or by video (a link). */
export const INTERVIEW_PLACES = ["address", "phone", "video"] as const;
/** An interview's state: set (and perhaps moved), called off, held, or the person did not come. */
export const INTERVIEW_STATES = ["scheduled", "cancelled", "done", "noShow"] as const;
/** How a placement's pay is stated; stored as integer cents with its hourly equivalent. */
export const PAY_PERIODS = ["hour", "week", "year"] as const;
export const EMPLOYMENT_TYPES = ["permanent", "temporary", "seasonal", "onCall"] as const;
/** Health benefits at a placement: offered, not offered, or offered from a date (benefitsFrom). */
export const HEALTH_BENEFITS = ["offered", "notOffered", "offeredFrom"] as const;
/** Why a placement ended, as a check-in records it; "betterJob" records the next placement. */
export const END_REASONS = ["quit", "letGo", "laidOff", "movedAway", "betterJob"] as const;
/** Pay beyond this (in cents an hour) is a typing mistake, not a wage. */
export const MAX_HOURLY_CENTS = 500_00;
/** Scheduled hours a week beyond this are a mistake. */
export const MAX_WEEKLY_HOURS = 80;
/** Yearly pay is turned into hourly over this many working hours (the seed's rule for the pay filter). */
export const HOURS_PER_YEAR = 2000;

/** How often a job alert sends its digest: "instant" = as the jobs come (a short interval). */
export const ALERT_FREQUENCIES = ["instant", "daily", "weekly"] as const;
/** Job alerts a client may keep at once. */
export const MAX_ALERTS_PER_CLIENT = 10;
/** Jobs in one alert digest at most, newest first; the email links to the list for the rest. */
export const ALERT_DIGEST_SIZE = 10;

export type Role = (typeof ROLES)[number];
export type UserStatus = (typeof USER_STATUSES)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];
export type JobType = (typeof JOB_TYPES)[number];
export type WageType = (typeof WAGE_TYPES)[number];
export type EnglishLevel = (typeof ENGLISH_LEVELS)[number];
export type RequestStatus = (typeof REQUEST_STATUSES)[number];
export type ContactMethod = (typeof CONTACT_METHODS)[number];
export type NoteAudience = (typeof NOTE_AUDIENCES)[number];
export type ReportReason = (typeof REPORT_REASONS)[number];
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];
export type InterviewPlace = (typeof INTERVIEW_PLACES)[number];
export type InterviewState = (typeof INTERVIEW_STATES)[number];
export type PayPeriod = (typeof PAY_PERIODS)[number];
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];
export type HealthBenefits = (typeof HEALTH_BENEFITS)[number];
export type EndReason = (typeof END_REASONS)[number];

/** The language filter's options (spec §5); "Any" turns it off. */
export const ANY_LANGUAGE = "Any";
export const OTHER_LANGUAGES = [
  ANY_LANGUAGE,
  "Amharic",
  "Arabic",
  "Burmese",
  "Dari",
  "French",
  "Haitian Creole",
  "Hindi",
  "Kinyarwanda",
  "Lingala",
  "Malay",
  "Pashto",
  "Persian/Farsi",
  "Polish",
  "Rohingya",
  "Russian",
  "Somali",
  "Spanish",
  "Swahili",
  "Tigrinya",
  "Ukrainian",
  "Urdu",
] as const;

/** The words of a language option: "Persian/Farsi" → ["persian", "farsi"]. */
export function languageWords(language: string): string[] {
  return language
    .toLowerCase()
    .split(/[\s/]+/)
    .filter((word) => word.length > 0);
}

/**
 * A regular expression (for PostgreSQL's case-insensitive `~*`) that finds any
 * of the words, taken literally: the database's form of matchesLanguage, with
 * which db/schema.ts stores the options each job's language note matches.
 */
export function anyWordPattern(words: readonly string[]): string {
  return words.map((word) => word.replace(/[\\^$.*+?()[\]{}|]/g, "\\$&")).join("|");
}
