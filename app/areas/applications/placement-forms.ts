import * as z from "zod/mini";
import { isCalendarDay } from "~/shared/agency-time";
import { maxChars, parseForm, type FieldErrors, type FormResult } from "~/shared/form";
import {
  EMPLOYMENT_TYPES,
  END_REASONS,
  HEALTH_BENEFITS,
  MAX_HOURLY_CENTS,
  MAX_WEEKLY_HOURS,
  PAY_PERIODS,
  type EmploymentType,
  type HealthBenefits,
  type PayPeriod,
} from "~/shared/constants";
import { hourlyCents, parseCents } from "~/shared/placement-rules";
import { NOTE_LIMIT } from "./request-forms";

// The forms of placements and check-ins, checked the same way in the browser and in the actions.
// Pay is typed in dollars and cents and kept as integer cents; hours a week may have a fraction
// (37.5). Everything a form says wrong is named next to its field, before anything is written.

const version = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, "applications.error.conflict")),
  z.transform((value) => Number(value)),
);
const startDate = z
  .string()
  .check(
    z.trim(),
    maxChars(10, "applications.placement.validation.startDate"),
    z.refine(isCalendarDay, "applications.placement.validation.startDate"),
  );
const optionalDay = z.optional(
  z.string().check(
    z.trim(),
    maxChars(10, "applications.placement.validation.benefitsFrom"),
    z.refine((v) => v === "" || isCalendarDay(v), "applications.placement.validation.benefitsFrom"),
  ),
);
const amount = z.string().check(
  z.trim(),
  maxChars(16, "applications.placement.validation.pay"),
  z.refine((v) => (parseCents(v) ?? 0) > 0, "applications.placement.validation.pay"),
);
const HOURS = /^\d{1,2}(\.\d{1,2})?$/;
const hours = z.string().check(
  z.trim(),
  maxChars(5, "applications.placement.validation.hours"),
  z.refine(
    (v) => HOURS.test(v) && Number(v) > 0 && Number(v) <= MAX_WEEKLY_HOURS,
    "applications.placement.validation.hours",
  ),
);
const note = z.optional(z.string().check(z.trim(), maxChars(NOTE_LIMIT, "applications.validation.noteTooLong")));

/** The hourly pay the fields name, when they name it well enough to work it out. */
function hourlyOf(v: { pay: string; payPeriod: PayPeriod; hoursPerWeek: string }): number | null {
  const cents = parseCents(v.pay);
  const weekly = Number(v.hoursPerWeek);
  if (cents === null || !HOURS.test(v.hoursPerWeek) || weekly <= 0) return null;
  return hourlyCents(cents, v.payPeriod, weekly);
}

const placementShape = {
  startDate,
  pay: amount,
  payPeriod: z.enum(PAY_PERIODS, "applications.placement.validation.payPeriod"),
  hoursPerWeek: hours,
  employmentType: z.enum(EMPLOYMENT_TYPES, "applications.placement.validation.employmentType"),
  benefits: z.enum(HEALTH_BENEFITS, "applications.placement.validation.benefits"),
  benefitsFrom: optionalDay,
};

type PlacementFields = z.infer<z.ZodMiniObject<typeof placementShape>>;

const placementChecks = [
  // Over $500 an hour once a week's or a year's pay is turned into hours: a slip of the period or the point.
  z.refine<PlacementFields>((v) => (hourlyOf(v) ?? 0) <= MAX_HOURLY_CENTS, {
    message: "applications.placement.validation.payTooHigh",
    path: ["pay"],
  }),
  z.refine<PlacementFields>((v) => v.benefits !== "offeredFrom" || !!v.benefitsFrom, {
    message: "applications.placement.validation.benefitsFrom",
    path: ["benefitsFrom"],
  }),
  z.refine<PlacementFields>((v) => v.benefits !== "offeredFrom" || !v.benefitsFrom || v.benefitsFrom >= v.startDate, {
    message: "applications.placement.validation.benefitsBeforeStart",
    path: ["benefitsFrom"],
  }),
];

/** What a placement holds, as the forms give it and the database keeps it. */
export interface PlacementInput {
  startDate: string;
  payCents: number;
  payPeriod: PayPeriod;
  hourlyCents: number;
  hoursPerWeek: number;
  employmentType: EmploymentType;
  benefits: HealthBenefits;
  benefitsFrom: string | null;
}

function placementInput(v: PlacementFields): PlacementInput {
  const payCents = parseCents(v.pay) ?? 0;
  const hoursPerWeek = Number(v.hoursPerWeek);
  return {
    startDate: v.startDate,
    payCents,
    payPeriod: v.payPeriod,
    hourlyCents: hourlyCents(payCents, v.payPeriod, hoursPerWeek),
    hoursPerWeek,
    employmentType: v.employmentType,
    benefits: v.benefits,
    benefitsFrom: v.benefits === "offeredFrom" ? (v.benefitsFrom ?? null) : null,
  };
}

/** "Record the hire": the request's version, the placement and a note for the history. */
export const HireSchema = z.object({ version, ...placementShape, note }).check(...placementChecks);

/** A correction of a placement: its own version. */
export const CorrectPlacementSchema = z
  .object({ version, placementId: z.string().check(maxChars(100)), ...placementShape })
  .check(...placementChecks);

export function parseHire(form: FormData): FormResult<{ version: number; note: string; placement: PlacementInput }> {
  const parsed = parseForm(HireSchema, form);
  if (!parsed.ok) return parsed;
  return {
    ok: true,
    data: { version: parsed.data.version, note: parsed.data.note ?? "", placement: placementInput(parsed.data) },
  };
}

export function parseCorrection(
  form: FormData,
): FormResult<{ version: number; placementId: string; placement: PlacementInput }> {
  const parsed = parseForm(CorrectPlacementSchema, form);
  if (!parsed.ok) return parsed;
  const { version, placementId } = parsed.data;
  return { ok: true, data: { version, placementId, placement: placementInput(parsed.data) } };
}

// ---------------------------------------------------------------------------
// A check-in.

const optionalHours = z.optional(
  z.string().check(
    z.trim(),
    maxChars(5, "applications.placement.validation.hours"),
    z.refine(
      (v) => v === "" || (HOURS.test(v) && Number(v) > 0 && Number(v) <= MAX_WEEKLY_HOURS),
      "applications.placement.validation.hours",
    ),
  ),
);
const optionalAmount = z.optional(
  z.string().check(
    z.trim(),
    maxChars(16, "applications.placement.validation.pay"),
    z.refine((v) => v === "" || (parseCents(v) ?? 0) > 0, "applications.placement.validation.pay"),
  ),
);

const CheckInSchema = z
  .object({
    version,
    placementId: z.string().check(maxChars(100)),
    working: z.enum(["yes", "no"], "applications.followUps.validation.working"),
    reason: z.optional(z.enum(END_REASONS, "applications.followUps.validation.reason")),
    lastDay: z.optional(z.string().check(maxChars(10, "applications.followUps.validation.lastDay"))),
    hoursNow: optionalHours,
    payNow: optionalAmount,
    payNowPeriod: z.optional(z.enum(PAY_PERIODS, "applications.placement.validation.payPeriod")),
    note,
  })
  .check(
    z.refine((v) => v.working === "yes" || v.reason !== undefined, {
      message: "applications.followUps.validation.reason",
      path: ["reason"],
    }),
    z.refine((v) => v.working === "yes" || isCalendarDay((v.lastDay ?? "").trim()), {
      message: "applications.followUps.validation.lastDay",
      path: ["lastDay"],
    }),
    z.refine((v) => !v.payNow || v.payNowPeriod !== undefined, {
      message: "applications.placement.validation.payPeriod",
      path: ["payNowPeriod"],
    }),
    // The pay now, in hours, under the same ceiling as a placement's (its hours: those now, else 40).
    z.refine(
      (v) =>
        !v.payNow ||
        !v.payNowPeriod ||
        (hourlyOf({ pay: v.payNow, payPeriod: v.payNowPeriod, hoursPerWeek: v.hoursNow || "40" }) ?? 0) <=
          MAX_HOURLY_CENTS,
      { message: "applications.placement.validation.payTooHigh", path: ["payNow"] },
    ),
  );

/** The fields of the better job a check-in records, named with this prefix ("nextTitle"). */
export const NEXT = "next";

const NextJobSchema = z
  .object({
    company: z
      .string()
      .check(
        z.trim(),
        maxChars(160, "applications.followUps.validation.company"),
        z.minLength(1, "applications.followUps.validation.company"),
      ),
    title: z
      .string()
      .check(
        z.trim(),
        maxChars(120, "applications.followUps.validation.title"),
        z.minLength(1, "applications.followUps.validation.title"),
      ),
    ...placementShape,
  })
  .check(...placementChecks);

export interface CheckInInput {
  version: number;
  placementId: string;
  working: boolean;
  reason: (typeof END_REASONS)[number] | null;
  lastDay: string | null;
  hoursNow: number | null;
  payNowCents: number | null;
  payNowPeriod: PayPeriod | null;
  note: string;
  /** The better job, when that is why the placement ended. */
  next: (PlacementInput & { company: string; title: string }) | null;
}

/** The check-in form, with the better job's fields when that is the reason given. */
export function parseCheckIn(form: FormData): FormResult<CheckInInput> {
  const parsed = parseForm(CheckInSchema, form);
  const betterJob = form.get("working") === "no" && form.get("reason") === "betterJob";
  let next: CheckInInput["next"] = null;
  const errors: FieldErrors = parsed.ok ? {} : { ...parsed.errors };
  if (betterJob) {
    const fields = new FormData();
    for (const [key, value] of form) {
      if (key.startsWith(NEXT) && key.length > NEXT.length) {
        fields.append(key.charAt(NEXT.length).toLowerCase() + key.slice(NEXT.length + 1), value);
      }
    }
    const nextJob = parseForm(NextJobSchema, fields);
    if (nextJob.ok)
      next = { ...placementInput(nextJob.data), company: nextJob.data.company, title: nextJob.data.title };
    else {
      for (const [key, message] of Object.entries(nextJob.errors)) {
        errors[`${NEXT}${key.charAt(0).toUpperCase()}${key.slice(1)}`] = message;
      }
    }
  }
  if (!parsed.ok || Object.keys(errors).length > 0) return { ok: false, errors };
  const v = parsed.data;
  const working = v.working === "yes";
  return {
    ok: true,
    data: {
      version: v.version,
      placementId: v.placementId,
      working,
      reason: working ? null : (v.reason ?? null),
      lastDay: working ? null : (v.lastDay ?? "").trim(),
      hoursNow: v.hoursNow ? Number(v.hoursNow) : null,
      payNowCents: v.payNow ? parseCents(v.payNow) : null,
      payNowPeriod: v.payNow ? (v.payNowPeriod ?? null) : null,
      note: v.note ?? "",
      next,
    },
  };
}
