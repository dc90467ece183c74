import * as z from "zod/mini";
import { isTimeZone, zonedTimeToInstant } from "~/shared/agency-time";
import { maxChars } from "~/shared/form";
import { ANY_LANGUAGE, INTERVIEW_PLACES, OTHER_LANGUAGES } from "~/shared/constants";
import { MAX_PHONE_INPUT, parsePhone } from "~/shared/phone";

// The interview forms of the request page, checked the same way in the browser and in the
// action. The time is typed as the agency's wall-clock time (a datetime-local field) and read in
// the zone the form names in a hidden field; whether it is still to come needs the app's clock,
// which the server checks (interviews.server.ts).

/** The languages staff may arrange an interpreter for: the job filter's, without "Any". */
export const INTERPRETER_LANGUAGES = OTHER_LANGUAGES.filter((language) => language !== ANY_LANGUAGE);

export const INTERVIEW_TEXT_LIMIT = 500;
const PLACE_LIMIT = 500;

const text = (limit: number) => z.optional(z.string().check(z.trim(), maxChars(limit)));
const version = z.pipe(
  z.string().check(z.regex(/^\d{1,9}$/, "applications.error.conflict")),
  z.transform((value) => Number(value)),
);

function isHttpsLink(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** What each kind of place must be: an address, a phone number to call, or an https link. */
function placeError(kind: (typeof INTERVIEW_PLACES)[number], place: string) {
  if (place === "") return `applications.interview.validation.place.${kind}` as const;
  if (kind === "phone") {
    const parsed = place.length <= MAX_PHONE_INPUT ? parsePhone(place) : null;
    return parsed?.ok ? null : ("applications.interview.validation.phone" as const);
  }
  if (kind === "video") return isHttpsLink(place) ? null : ("applications.interview.validation.link" as const);
  return null;
}

const fieldShape = {
  startsAt: z
    .string()
    .check(
      maxChars(16, "applications.interview.validation.time"),
      z.minLength(1, "applications.interview.validation.time"),
    ),
  zone: z
    .string()
    .check(
      maxChars(64, "applications.interview.validation.zone"),
      z.refine(isTimeZone, "applications.interview.validation.zone"),
    ),
  placeKind: z.enum(INTERVIEW_PLACES, "applications.interview.validation.placeKind"),
  place: z.string().check(z.trim(), maxChars(PLACE_LIMIT)),
  askFor: text(200),
  bring: text(INTERVIEW_TEXT_LIMIT),
  interpreter: z.optional(z.enum(["", ...INTERPRETER_LANGUAGES], "applications.interview.validation.interpreter")),
  travel: text(INTERVIEW_TEXT_LIMIT),
};

type Fields = z.infer<z.ZodMiniObject<typeof fieldShape>>;

/** The checks across fields: a real time in the zone, and a place that suits its kind. */
const acrossFields = z.superRefine((value: Fields, ctx) => {
  if (isTimeZone(value.zone) && zonedTimeToInstant(value.startsAt, value.zone) === null) {
    ctx.issues.push({
      code: "custom",
      message: "applications.interview.validation.time",
      path: ["startsAt"],
      input: value,
    });
  }
  const wrong = placeError(value.placeKind, value.place);
  if (wrong) ctx.issues.push({ code: "custom", message: wrong, path: ["place"], input: value });
});

/** An interview's details as the server stores them: the instant, and a phone number in E.164 form. */
function detailsOf(value: Fields) {
  const phone = value.placeKind === "phone" ? parsePhone(value.place) : null;
  return {
    startsAt: zonedTimeToInstant(value.startsAt, value.zone) as Date,
    zone: value.zone,
    placeKind: value.placeKind,
    place: phone?.ok ? phone.phone : value.place,
    askFor: value.askFor ?? "",
    bring: value.bring ?? "",
    interpreter: value.interpreter || null,
    travel: value.travel ?? "",
  };
}

export type InterviewDetails = ReturnType<typeof detailsOf>;

/** A new interview: the details and the version of the request the page showed. */
export const ScheduleInterviewSchema = z.pipe(
  z.object({ version, ...fieldShape }).check(acrossFields),
  z.transform(({ version, ...value }) => ({ version, details: detailsOf(value) })),
);

/** One interview's step: its id and the version of it the page showed. */
export const InterviewStepSchema = z.object({
  interviewId: z.string().check(maxChars(100), z.minLength(1, "applications.error.interviewMissing")),
  version,
});

/** A new time and details for an interview. */
export const RescheduleInterviewSchema = z.pipe(
  z.object({ ...InterviewStepSchema.shape, ...fieldShape }).check(acrossFields),
  z.transform(({ interviewId, version, ...value }) => ({ interviewId, version, details: detailsOf(value) })),
);
