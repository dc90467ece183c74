import * as z from "zod/mini";
// Imported by browser code: only types may come from the database schema.
import type { MessageKey } from "~/shared/i18n/i18n";
import { maxChars, parseForm, type FormResult } from "~/shared/form";
import type { ENGLISH_LEVELS, JOB_TYPES, WAGE_TYPES } from "~/shared/constants";

// The schema's lists, repeated so that the browser bundle does not pull in the
// database library; job-form.test.ts checks that they stay the same.
export const JOB_TYPE_CHOICES = ["Full-time", "Part-time"] as const satisfies readonly (typeof JOB_TYPES)[number][];
export const WAGE_TYPE_CHOICES = ["Hourly", "Yearly"] as const satisfies readonly (typeof WAGE_TYPES)[number][];
export const ENGLISH_LEVEL_CHOICES = [
  "None",
  "Basic",
  "Intermediate",
  "Advanced",
] as const satisfies readonly (typeof ENGLISH_LEVELS)[number][];

export const JOB_TEXT_LIMITS = {
  title: 120,
  company: 160,
  shift: 300,
  benefitOthers: 500,
  languageNote: 200,
  street: 200,
  city: 100,
  state: 40,
  description: 5000,
  instructions: 2000,
} as const;

/** The most openings one job ad may have (the database's check says the same). */
export const MAX_OPENINGS = 999;

/** The largest wage accepted: ten million a year is far past any real job ad. */
export const MAX_WAGE = 10_000_000;

// Job ads are plain text: anything that looks like an HTML tag is refused rather
// than silently rewritten, so what is stored is exactly what was typed. The check
// is linear: if the first tag opening has no ">" after it, no later one has.
const TAG_OPENING = /<\s*(?:\/\s*)?[a-z!?]/i;

function hasTag(value: string): boolean {
  const opening = TAG_OPENING.exec(value);
  return opening !== null && value.includes(">", opening.index);
}

function text(max: number, required?: MessageKey) {
  const plain = z.string().check(
    z.trim(),
    maxChars(max),
    z.refine((v) => !hasTag(v), "manageJobs.validation.noMarkup"),
  );
  return required ? plain.check(z.minLength(1, required)) : plain;
}

// "16", "16.5", "16.50", "45000": positive, at most two decimals, no signs or exponents.
const AMOUNT = /^\d{1,8}(\.\d{1,2})?$/;
// The longest amount AMOUNT takes: eight digits, a point and two decimals.
const AMOUNT_MAX_LENGTH = 11;

function wage(required: MessageKey) {
  return z.pipe(
    z.string().check(
      z.trim(),
      z.minLength(1, required),
      maxChars(AMOUNT_MAX_LENGTH, "manageJobs.validation.wagePositive"),
      z.regex(AMOUNT, "manageJobs.validation.wagePositive"),
      z.refine((v: string) => Number(v) > 0, "manageJobs.validation.wagePositive"),
      z.refine((v: string) => Number(v) <= MAX_WAGE, "manageJobs.validation.wageTooHigh"),
    ),
    z.transform(Number),
  );
}

const checkbox = z.pipe(
  z.optional(z.literal("on", "validation.choose")),
  z.transform((v) => v === "on"),
);

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD, between 2000 and 2100. */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export const US_ZIP = /^\d{5}(-\d{4})?$/;

const OPENINGS = /^\d{1,3}$/;

export const JobFormSchema = z
  .object({
    title: text(JOB_TEXT_LIMITS.title, "manageJobs.validation.titleRequired"),
    company: text(JOB_TEXT_LIMITS.company),
    startDate: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "manageJobs.validation.startDateRequired"),
        maxChars(10, "manageJobs.validation.startDateInvalid"),
        z.refine(isCalendarDate, "manageJobs.validation.startDateInvalid"),
      ),
    jobType: z.enum(JOB_TYPE_CHOICES, "manageJobs.validation.jobType"),
    // How many people will be hired: staff are asked to mark the job filled when hires reach it.
    // A form without the field (an older page) leaves the number as it is, 1 for a new job.
    openings: z.optional(
      z.pipe(
        z.string().check(
          z.trim(),
          maxChars(3, "manageJobs.validation.openings"),
          z.refine((v) => OPENINGS.test(v) && Number(v) >= 1, "manageJobs.validation.openings"),
        ),
        z.transform(Number),
      ),
    ),
    shift: text(JOB_TEXT_LIMITS.shift, "manageJobs.validation.shiftRequired"),
    wageType: z.enum(WAGE_TYPE_CHOICES, "manageJobs.validation.wageType"),
    wageMin: wage("manageJobs.validation.wageMinRequired"),
    wageMax: wage("manageJobs.validation.wageMaxRequired"),
    hasMedical: checkbox,
    hasOthers: checkbox,
    benefitOthers: text(JOB_TEXT_LIMITS.benefitOthers),
    englishLevel: z.enum(ENGLISH_LEVEL_CHOICES, "manageJobs.validation.englishLevel"),
    languageNote: text(JOB_TEXT_LIMITS.languageNote),
    street: text(JOB_TEXT_LIMITS.street, "manageJobs.validation.streetRequired"),
    city: text(JOB_TEXT_LIMITS.city, "manageJobs.validation.cityRequired"),
    state: text(JOB_TEXT_LIMITS.state, "manageJobs.validation.stateRequired"),
    zip: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, "manageJobs.validation.zipRequired"),
        maxChars(10, "manageJobs.validation.zipInvalid"),
        z.regex(US_ZIP, "manageJobs.validation.zipInvalid"),
      ),
    description: text(JOB_TEXT_LIMITS.description, "manageJobs.validation.descriptionRequired"),
    instructions: text(JOB_TEXT_LIMITS.instructions, "manageJobs.validation.instructionsRequired"),
  })
  .check(
    z.refine((v) => v.wageMin <= v.wageMax, { message: "manageJobs.validation.wageOrder", path: ["wageMax"] }),
    z.refine((v) => !v.hasOthers || v.benefitOthers.length > 0, {
      message: "manageJobs.validation.benefitOthersRequired",
      path: ["benefitOthers"],
    }),
  );

export type JobInput = z.infer<typeof JobFormSchema>;

export const JOB_FORM_FIELDS: ReadonlySet<string> = new Set(Object.keys(JobFormSchema.def.shape));

// Spec §5: the id and owner of a job never come from the form; they are dropped.
const IGNORED_FIELDS: ReadonlySet<string> = new Set(["id", "owner"]);

/**
 * Reads the job form. A field the form does not have (a status, another owner's
 * id, an admin message) means the request was made by hand: the whole form is
 * refused with a form-level error instead of quietly storing part of it.
 */
export function parseJobForm(form: FormData, extraFields: readonly string[] = []): FormResult<JobInput> {
  const unknown = [...new Set(form.keys())].filter(
    (key) => !JOB_FORM_FIELDS.has(key) && !IGNORED_FIELDS.has(key) && !extraFields.includes(key),
  );
  if (unknown.length > 0) return { ok: false, errors: { form: "manageJobs.form.unexpectedFields" } };
  // Unchecked checkboxes are absent; the schema fills in the optional text fields.
  const fields = new FormData();
  for (const [key, value] of form) if (JOB_FORM_FIELDS.has(key)) fields.append(key, value);
  for (const key of ["company", "benefitOthers", "languageNote"]) if (!fields.has(key)) fields.set(key, "");
  return parseForm(JobFormSchema, fields);
}

export const RejectJobSchema = z.object({
  message: text(1000, "manageJobs.validation.rejectMessageRequired"),
});
