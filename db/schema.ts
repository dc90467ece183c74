import { sql, type SQL } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  ALERT_FREQUENCIES,
  ANY_LANGUAGE,
  CONTACT_METHODS,
  NOTE_AUDIENCES,
  REPORT_REASONS,
  REQUEST_STATUSES,
  EMPLOYMENT_TYPES,
  END_REASONS,
  ENGLISH_LEVELS,
  HEALTH_BENEFITS,
  INTERVIEW_PLACES,
  INTERVIEW_STATES,
  JOB_STATUSES,
  JOB_TYPES,
  MESSAGE_CHANNELS,
  MESSAGE_KINDS,
  MESSAGE_STATES,
  OTHER_LANGUAGES,
  PAY_PERIODS,
  ROLES,
  USER_STATUSES,
  WAGE_TYPES,
  anyWordPattern,
  languageWords,
} from "~/shared/constants";

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// The user table is also better-auth's "user" model: its columns name, email,
// emailVerified and image are the library's, the rest are our profile.
export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    role: text("role", { enum: ROLES }).notNull().default("client"),
    status: text("status", { enum: USER_STATUSES }).notNull().default("approved"),
    // E.164 (+17735550142), one account per number: a client can sign in with it and a code
    // sent to it (better-auth's phone-number plugin, docs/decisions/020).
    phone: text("phone"),
    // A code sent to the number has been used to sign in: the number reaches this person.
    phoneVerified: boolean("phone_verified").notNull().default(false),
    company: text("company"),
    street: text("street"),
    city: text("city"),
    state: text("state"),
    zip: text("zip"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    // The language the person chose; null follows the browser.
    locale: text("locale"),
    // An employer whose jobs, after their first, are published without review.
    trusted: boolean("trusted").notNull().default(false),
    // better-auth's two-factor plugin: a sign-in with the password asks for a code from the
    // authenticator app (or a recovery code) too; see two_factors.
    twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`),
    uniqueIndex("users_phone_idx").on(t.phone),
    index("users_role_status_idx").on(t.role, t.status),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // Started by the agency's identity provider, whose own sign-in stands for the second
    // factor an admin's password sign-in needs (docs/security.md, "Second factor").
    viaProvider: boolean("via_provider").notNull().default(false),
    ...timestamps,
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

// better-auth's two-factor plugin ("twoFactor" model): the authenticator app's secret and the
// recovery codes, both encrypted with BETTER_AUTH_SECRET by the library; verified once the
// person has typed a first code. used_codes is ours: the app codes accepted in the last two
// minutes, each refused again while it could still be valid (the library accepts a code for
// 90 seconds); second-factor.server.ts.
export const twoFactors = pgTable(
  "two_factors",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    usedCodes: jsonb("used_codes").$type<{ code: string; at: string }[]>().notNull().default([]),
  },
  (t) => [uniqueIndex("two_factors_user_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

// Counters of the rate limits (app/shared/server/rate-limit.server.ts), kept in
// the database so that they hold across restarts and every app process. The
// key names the rule and a hash of the address or account it counts.
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").primaryKey(),
    count: integer("count").notNull(),
    resetAt: timestamp("reset_at", { withTimezone: true }).notNull(),
  },
  (t) => [index("rate_limits_reset_idx").on(t.resetAt)],
);

/**
 * The options of the language filter that a language note matches (spec §5:
 * the note contains any word of the option), as one expression the database
 * evaluates when a job is written. A change to the options needs a migration.
 */
function matchedLanguages(): SQL {
  const cases = OTHER_LANGUAGES.filter((option) => option !== ANY_LANGUAGE).map((option) => {
    const pattern = anyWordPattern(languageWords(option));
    if (/'/.test(option + pattern)) throw new Error(`A language option cannot contain a quote: ${option}`);
    return `CASE WHEN language_note ~* '${pattern}' THEN '${option}' END`;
  });
  return sql.raw(`array_remove(ARRAY[${cases.join(", ")}]::text[], NULL)`);
}

// earthdistance's point type (a cube of three coordinates, in metres), read as its text.
const cube = customType<{ data: string; driverData: string }>({ dataType: () => "cube" });

export const jobs = pgTable(
  "jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    title: text("title").notNull(),
    company: text("company").notNull().default(""),
    // The search box's text: title and company in lower case, joined by a line
    // break that a search (one line) cannot span. LIKE on it, served by one
    // trigram index, is the search's case-insensitive "title or company contains".
    searchText: text("search_text").generatedAlwaysAs(sql`lower(title) || chr(10) || lower(company)`),
    description: text("description").notNull().default(""),
    instructions: text("instructions").notNull().default(""),
    startDate: date("start_date", { mode: "string" }),
    jobType: text("job_type", { enum: JOB_TYPES }).notNull(),
    shift: text("shift").notNull().default(""),
    // Hours since midnight of each start/end pair read from `shift` when the job
    // is written (end + 24 for overnight). Null when the text cannot be paired,
    // which makes the job match every shift filter.
    shiftStarts: real("shift_starts").array(),
    shiftEnds: real("shift_ends").array(),
    wageType: text("wage_type", { enum: WAGE_TYPES }).notNull(),
    wageMin: doublePrecision("wage_min").notNull(),
    wageMax: doublePrecision("wage_max").notNull(),
    // The pay filter compares against an hourly maximum (yearly / 2000).
    hourlyMax: doublePrecision("hourly_max").generatedAlwaysAs(
      sql`CASE WHEN wage_type = 'Yearly' THEN wage_max / 2000 ELSE wage_max END`,
    ),
    hasMedical: boolean("has_medical").notNull().default(false),
    hasOthers: boolean("has_others").notNull().default(false),
    benefitOthers: text("benefit_others").notNull().default(""),
    englishLevel: text("english_level", { enum: ENGLISH_LEVELS }).notNull(),
    languageNote: text("language_note").notNull().default(""),
    // The language filter's options this note matches, e.g. {Arabic,Persian/Farsi}.
    languages: text("languages").array().generatedAlwaysAs(matchedLanguages()),
    street: text("street").notNull().default(""),
    city: text("city").notNull().default(""),
    state: text("state").notNull().default(""),
    zip: text("zip").notNull().default(""),
    location: text("location").notNull().default(""),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    // The point on earth, computed once when the job is written; null without
    // coordinates. Distances, the distance filter and nearest-first read it.
    earth: cube("earth").generatedAlwaysAs(sql`ll_to_earth(latitude, longitude)`),
    // The quarter-degree cell of a grid of latitudes and longitudes the job lies in (GEO_CELLS_PER_DEGREE
    // in app/shared/job-ui/geo-cells.ts; null without coordinates). A distance filter names the
    // cells its circle touches, so that an index of cells and dates finds the recent jobs near
    // someone without reading every recent job or every nearby one.
    geoCell: integer("geo_cell").generatedAlwaysAs(sql`(floor(latitude * 4) * 10000 + floor(longitude * 4))::integer`),
    status: text("status", { enum: JOB_STATUSES }).notNull().default("pending"),
    adminMessage: text("admin_message").notNull().default(""),
    // Hidden from job seekers because enough different people reported it,
    // until staff dismiss the reports or act on the job.
    hiddenByReports: boolean("hidden_by_reports").notNull().default(false),
    // Whether staff closed it (read while it is closed): only staff undo that, so the employer's
    // reopen or edit goes back to review even when staff trust them.
    closedByStaff: boolean("closed_by_staff").notNull().default(false),
    // How many people the employer will hire: when placements reach it, staff are asked to mark it filled.
    openings: integer("openings").notNull().default(1),
    ownerId: text("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    postedAt: timestamp("posted_at", { withTimezone: true }).notNull().defaultNow(),
    // When the job last became approved: job alerts send jobs approved since their last digest.
    // Set by a trigger (migration 0011), so that every way a job gets approved sets it.
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index("jobs_status_posted_idx").on(t.status, t.postedAt.desc()),
    index("jobs_owner_status_idx").on(t.ownerId, t.status),
    // Approved jobs are what job seekers search: the migrations add the filter
    // columns and the search text as INCLUDE so filters, keywords and counts are
    // index-only scans (0015 and 0016 sample the search text more widely).
    index("jobs_approved_search_idx")
      .on(t.postedAt.desc(), t.id)
      .where(sql`status = 'approved'`),
    // Not partial: a GIN index limited to approved jobs would be read whole as
    // a mere "status = approved" test, which the planner underprices.
    index("jobs_languages_idx").using("gin", t.languages),
    index("jobs_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("jobs_earth_point_idx")
      .using("gist", t.earth)
      .where(sql`${t.earth} IS NOT NULL`),
    // Nearest-first over approved jobs walks this one alone (an index-only
    // scan), however deep the page; the migration adds the order's
    // tie-breakers (posted_at, id) and the cell a distance filter tests as INCLUDE.
    index("jobs_approved_earth_idx")
      .using("gist", t.earth)
      .where(sql`status = 'approved' AND ${t.earth} IS NOT NULL`),
    // Approved jobs by cell, newest first, with the filter columns as INCLUDE (the migration):
    // a search within a distance reads the cells its circle touches, index only.
    index("jobs_approved_cell_idx")
      .on(t.geoCell, t.postedAt.desc())
      .where(sql`status = 'approved' AND ${t.geoCell} IS NOT NULL`),
    // The geocoder only gives points on the map; a row written some other way with a longitude
    // past ±180° would lie in a cell no distance filter names, while ll_to_earth wraps it round.
    // Two checks, not one with AND: PostgreSQL prints a nested AND flatter than it stores it, so a
    // restored dump would differ from its source (tests/ops/backup.test.ts compares them).
    check("jobs_latitude_check", sql`${t.latitude} BETWEEN -90 AND 90`),
    check("jobs_longitude_check", sql`${t.longitude} BETWEEN -180 AND 180`),
    check("jobs_openings_check", sql`${t.openings} BETWEEN 1 AND 999`),
  ],
);

export const savedJobs = pgTable(
  "saved_jobs",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.jobId] }), index("saved_jobs_job_idx").on(t.jobId)],
);

// Messages kept when no SMTP server or no text message provider is configured (demo mode),
// shown on /dev/outbox. A text has no subject and no HTML part: both are empty.
export const outbox = pgTable("outbox", {
  id: uuid("id").primaryKey().defaultRandom(),
  channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull().default("email"),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

// Every outgoing message, written in the transaction of the change that causes it and
// delivered by the worker in app/shared/server/message-queue.server.ts. A row lives until its
// message is delivered (then it is deleted: it may hold a password link), or gives up ("failed").
// The text and HTML bodies are stored sealed (message-queue.server.ts), so a copy of the table
// holds no working link.
export const outgoingMessages = pgTable(
  "outgoing_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull().default("email"),
    kind: text("kind", { enum: MESSAGE_KINDS }).notNull().default("message"),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    state: text("state", { enum: MESSAGE_STATES }).notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    // When the message is next due. While a worker holds it ("sending") this is the end of its
    // lease: should the worker die, the message is due again then.
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lastAttemptAt: timestamp("last_attempt_at", { withTimezone: true }),
    lastError: text("last_error"),
    // When it was first due: its queuing, or the time a reminder waits for. The queue's age (metrics)
    // counts from here, so a reminder queued days ahead is not an old message.
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    // What the message is about, when a later change may call it off before it goes
    // ("interview:<id>": a reschedule or cancellation deletes the reminders still waiting).
    topic: text("topic"),
    // A calendar invitation (text/calendar) sent with an email, sealed like the bodies.
    calendar: text("calendar"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("outgoing_messages_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`state <> 'failed'`),
    index("outgoing_messages_topic_idx")
      .on(t.topic)
      .where(sql`topic IS NOT NULL`),
  ],
);

// Who did what to which record: every admin action on users and jobs.
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    // No foreign key: the trail outlives deleted users and jobs.
    actorId: text("actor_id").notNull(),
    action: text("action").notNull(),
    entity: text("entity", { enum: ["user", "job", "request", "message"] }).notNull(),
    entityId: text("entity_id").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entity, t.entityId), index("audit_log_created_idx").on(t.createdAt)],
);

// A job seeker's request for help with a job, and the staff's work on it.
export const jobRequests = pgTable(
  "job_requests",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: text("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    status: text("status", { enum: REQUEST_STATUSES }).notNull().default("sent"),
    note: text("note").notNull().default(""),
    contactMethod: text("contact_method", { enum: CONTACT_METHODS }).notNull(),
    // Whether the employer, once the client is referred, sees how to reach them.
    shareContact: boolean("share_contact").notNull().default(false),
    assignedTo: text("assigned_to").references(() => users.id, { onDelete: "set null" }),
    // The staff member who made the request for a client at the office; null when the client did.
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    // Raised by every change: a write names the version it read, so two staff
    // members changing one request at once cannot lose either change.
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("job_requests_client_job_idx").on(t.clientId, t.jobId),
    index("job_requests_status_created_idx").on(t.status, t.createdAt.desc()),
    index("job_requests_job_idx").on(t.jobId),
    index("job_requests_assigned_idx").on(t.assignedTo),
  ],
);

// The history of a request: every status change, assignment and note.
export const jobRequestEvents = pgTable(
  "job_request_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => jobRequests.id, { onDelete: "cascade" }),
    // No foreign key: the history outlives deleted staff accounts.
    actorId: text("actor_id").notNull(),
    fromStatus: text("from_status", { enum: REQUEST_STATUSES }),
    toStatus: text("to_status", { enum: REQUEST_STATUSES }).notNull(),
    assignedTo: text("assigned_to"),
    note: text("note").notNull().default(""),
    // Chosen on the staff's form: the job's employer reads only notes marked for them.
    audience: text("audience", { enum: NOTE_AUDIENCES }).notNull().default("internal"),
    // What the step was besides a status change or assignment, e.g. "interview.reschedule" or
    // "placement.correct", with what changed (before and after) in details; null for those.
    kind: text("kind"),
    details: jsonb("details").$type<Record<string, unknown>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_request_events_request_idx").on(t.requestId, t.createdAt)],
);

// "Something is wrong with this job": one report per job seeker and job.
export const jobReports = pgTable(
  "job_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    jobId: uuid("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    reporterId: text("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    reason: text("reason", { enum: REPORT_REASONS }).notNull(),
    note: text("note").notNull().default(""),
    // Set when staff dismiss the report; a dismissed report no longer counts.
    dismissedAt: timestamp("dismissed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("job_reports_job_reporter_idx").on(t.jobId, t.reporterId),
    index("job_reports_open_idx")
      .on(t.jobId)
      .where(sql`dismissed_at IS NULL`),
  ],
);

// A client's saved search ("Tell me about new jobs like these"): a digest of the approved jobs
// that match and are new is sent on its schedule by app/areas/job-alerts/alert-run.server.ts.
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: text("client_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    // The staff member who set it up for the client; null when the client did.
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    // The job list's query string (search and filters, canonical as jobQueryString writes it),
    // read with the list's own parser, so an alert finds what the list shows.
    query: text("query").notNull(),
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull(),
    channel: text("channel", { enum: MESSAGE_CHANNELS }).notNull().default("email"),
    active: boolean("active").notNull().default(true),
    // Jobs approved after this are new to the alert (less a margin for approvals still committing;
    // lastJobIds keeps those already sent from coming twice).
    sentUpTo: timestamp("sent_up_to", { withTimezone: true }).notNull().defaultNow(),
    lastJobIds: uuid("last_job_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    // When the next digest is due; while a run holds the alert, the end of its lease.
    nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
    // Raised by every change and claim: a run writes its digest only if nothing changed meanwhile.
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("job_alerts_client_idx").on(t.clientId),
    index("job_alerts_due_idx")
      .on(t.nextRunAt)
      .where(sql`active`),
  ],
);

// An interview staff arranged for a request. Times are instants; zone is the agency's zone it was
// entered and is shown in (AGENCY_TIME_ZONE then). "sequence" numbers the calendar invitation's
// versions, so a reschedule or cancellation updates the one in the person's calendar.
export const interviews = pgTable(
  "interviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    requestId: uuid("request_id")
      .notNull()
      .references(() => jobRequests.id, { onDelete: "cascade" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    zone: text("zone").notNull(),
    placeKind: text("place_kind", { enum: INTERVIEW_PLACES }).notNull(),
    // The address, the phone number to call, or the video link.
    place: text("place").notNull(),
    askFor: text("ask_for").notNull().default(""),
    bring: text("bring").notNull().default(""),
    // The language of the interpreter staff arranged; null: none.
    interpreter: text("interpreter"),
    travel: text("travel").notNull().default(""),
    state: text("state", { enum: INTERVIEW_STATES }).notNull().default("scheduled"),
    // When the job seeker said "I can't come"; staff see it in the queue until they act.
    cantComeAt: timestamp("cant_come_at", { withTimezone: true }),
    sequence: integer("sequence").notNull().default(0),
    version: integer("version").notNull().default(1),
    createdBy: text("created_by").references(() => users.id, { onDelete: "set null" }),
    ...timestamps,
  },
  (t) => [
    index("interviews_request_idx").on(t.requestId, t.startsAt),
    index("interviews_cant_come_idx")
      .on(t.cantComeAt)
      .where(sql`cant_come_at IS NOT NULL AND state = 'scheduled'`),
  ],
);

// A job someone got: what it pays and gives, from its start to its end. Hired through a request
// (requestId), or a better job a check-in recorded (previousId names the one it followed). The
// client, job and staff references are set null when those go, so the funders' figures stay.
export const placements = pgTable(
  "placements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: text("client_id").references(() => users.id, { onDelete: "set null" }),
    requestId: uuid("request_id").references(() => jobRequests.id, { onDelete: "set null" }),
    jobId: uuid("job_id").references(() => jobs.id, { onDelete: "set null" }),
    previousId: uuid("previous_id"),
    // The employer for the report: the job's owner account and company when hired through
    // Harbor, kept here so a deleted job or account leaves the figures as they were.
    ownerId: text("owner_id"),
    company: text("company").notNull(),
    title: text("title").notNull(),
    // The staff member who follows the placement up (the request's assignee, or who recorded it).
    staffId: text("staff_id").references(() => users.id, { onDelete: "set null" }),
    startDate: date("start_date", { mode: "string" }).notNull(),
    payCents: integer("pay_cents").notNull(),
    payPeriod: text("pay_period", { enum: PAY_PERIODS }).notNull(),
    // The pay per hour in cents: weekly ÷ hours, yearly ÷ 2000.
    hourlyCents: integer("hourly_cents").notNull(),
    hoursPerWeek: real("hours_per_week").notNull(),
    employmentType: text("employment_type", { enum: EMPLOYMENT_TYPES }).notNull(),
    benefits: text("benefits", { enum: HEALTH_BENEFITS }).notNull(),
    benefitsFrom: date("benefits_from", { mode: "string" }),
    endedOn: date("ended_on", { mode: "string" }),
    endReason: text("end_reason", { enum: END_REASONS }),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    index("placements_start_idx").on(t.startDate),
    index("placements_client_idx").on(t.clientId),
    index("placements_request_idx").on(t.requestId),
    index("placements_job_idx").on(t.jobId),
    check("placements_pay_check", sql`${t.payCents} > 0 AND ${t.hourlyCents} > 0`),
    check("placements_hours_check", sql`${t.hoursPerWeek} > 0 AND ${t.hoursPerWeek} <= 80`),
    check("placements_end_check", sql`${t.endedOn} IS NULL OR ${t.endedOn} >= ${t.startDate}`),
  ],
);

// A call back after a placement's start: one per follow-up day (FOLLOW_UP_DAYS), due on the start
// date plus that many days, and recorded once staff reach the person.
export const checkIns = pgTable(
  "check_ins",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    placementId: uuid("placement_id")
      .notNull()
      .references(() => placements.id, { onDelete: "cascade" }),
    day: integer("day").notNull(),
    dueOn: date("due_on", { mode: "string" }).notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }),
    recordedBy: text("recorded_by"),
    working: boolean("working"),
    reason: text("reason", { enum: END_REASONS }),
    hoursNow: real("hours_now"),
    payNowCents: integer("pay_now_cents"),
    payNowPeriod: text("pay_now_period", { enum: PAY_PERIODS }),
    note: text("note").notNull().default(""),
    version: integer("version").notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("check_ins_placement_day_idx").on(t.placementId, t.day),
    index("check_ins_open_due_idx")
      .on(t.dueOn)
      .where(sql`recorded_at IS NULL`),
  ],
);

// The morning digest of overdue check-ins: one row per staff member and agency day, written
// by the process that sends it, so several processes send it once.
export const followUpDigests = pgTable(
  "follow_up_digests",
  {
    staffId: text("staff_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.day] })],
);

// A shift of the clock the app reads (app_now(), migration 0019), for demo mode and the tests that
// follow reminders and check-ins through days without waiting; empty everywhere else.
export const clockShift = pgTable("clock_shift", {
  id: boolean("id").primaryKey().default(true),
  seconds: integer("seconds").notNull(),
});
