import { eq } from "drizzle-orm";
import { createEvent } from "ics";
import { jobRequests, jobs, users } from "#db/schema";
import type { ContactMethod, InterviewPlace, OTHER_LANGUAGES } from "~/shared/constants";
import { messagesFor } from "~/shared/i18n/catalog.server";
import { createT, DEFAULT_LOCALE, isLocale, type Locale, type TFunction } from "~/shared/i18n/i18n";
import { formatPhone } from "~/shared/phone";
import { formatZonedDateTime } from "~/shared/zoned-format";
import { getBrand } from "~/shared/server/brand.server";
import type { Tx } from "~/shared/server/db.server";
import { brandedEmail } from "~/shared/server/emails.server";
import { getEnv } from "~/shared/server/env.server";
import { queueMail, queueText } from "~/shared/server/message-queue.server";
import { reachOf } from "./reach.server";

// What the job seeker hears about an interview, in their language, by the way they chose:
// when it is set, changed or cancelled, and reminders a day and two hours before. Everything is
// queued in the transaction of the change (the durable queue), the reminders with a send time and
// the interview's topic, so that a later change calls off those still waiting (cancelQueued).
// Emails carry a calendar invitation: the same UID every time, a rising SEQUENCE on each change,
// METHOD:CANCEL when it is called off, so the person's calendar moves or removes the one event.

/** An interview as the messages describe it. */
export interface InterviewFacts {
  id: string;
  startsAt: Date;
  placeKind: InterviewPlace;
  place: string;
  askFor: string;
  bring: string;
  interpreter: string | null;
  travel: string;
  sequence: number;
}

export type InterviewNews = "set" | "changed" | "cancelled";

/** How long before an interview its reminders go, in hours. */
export const REMINDER_HOURS = [24, 2] as const;

const HOUR_MS = 3_600_000;
// Calendars need an end; interviews are rarely longer.
const INTERVIEW_MINUTES = 60;

/** The queue topic of an interview's reminders. */
export const interviewTopic = (interviewId: string) => `interview:${interviewId}`;

/** The UID of an interview's calendar event: the same for every update of it. */
export function calendarUid(interviewId: string): string {
  return `interview-${interviewId}@${new URL(getEnv().BASE_URL).hostname}`;
}

/** Where, as a person reads it: an address as typed, a number as dialled, a link as is. */
function placeText(interview: Pick<InterviewFacts, "placeKind" | "place">): string {
  return interview.placeKind === "phone" ? formatPhone(interview.place) : interview.place;
}

/** The interview's details, one line each, in the reader's language (the empty ones left out). */
export function interviewDetails(t: TFunction, locale: Locale, interview: InterviewFacts, zone: string): string[] {
  const lines: string[] = [
    t("applications.interview.detail.when", { value: formatZonedDateTime(interview.startsAt, zone, locale) }),
    t(`applications.interview.detail.${interview.placeKind}`, { value: placeText(interview) }),
  ];
  if (interview.askFor) lines.push(t("applications.interview.detail.askFor", { value: interview.askFor }));
  if (interview.bring) lines.push(t("applications.interview.detail.bring", { value: interview.bring }));
  if (interview.interpreter) {
    lines.push(
      t("applications.interview.detail.interpreter", {
        value: t(`jobs.language.${interview.interpreter as (typeof OTHER_LANGUAGES)[number]}`),
      }),
    );
  }
  if (interview.travel) lines.push(t("applications.interview.detail.travel", { value: interview.travel }));
  return lines;
}

/**
 * The calendar invitation of an interview (iCalendar text): REQUEST while it stands, with the
 * interview's sequence, so each change replaces the last; CANCEL when it is called off.
 */
export function interviewCalendar(input: {
  interview: InterviewFacts;
  method: "REQUEST" | "CANCEL";
  title: string;
  description: string;
  attendee: { name: string; email: string };
}): string {
  const { interview } = input;
  const organizer = addressOf(getEnv().MAIL_FROM);
  const { error, value } = createEvent({
    productId: `${getBrand().name}//interviews`,
    method: input.method,
    uid: calendarUid(interview.id),
    sequence: interview.sequence,
    start: interview.startsAt.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { minutes: INTERVIEW_MINUTES },
    title: input.title,
    description: input.description,
    location: placeText(interview),
    ...(interview.placeKind === "video" ? { url: interview.place } : {}),
    status: input.method === "CANCEL" ? "CANCELLED" : "CONFIRMED",
    organizer: { name: getBrand().name, email: organizer },
    attendees: [{ name: input.attendee.name, email: input.attendee.email, rsvp: false, partstat: "NEEDS-ACTION" }],
  });
  if (error || !value) throw error ?? new Error("The calendar invitation could not be made");
  return value;
}

/** The address of a sender written "Name <address>" (or the address alone). */
function addressOf(from: string): string {
  const open = from.lastIndexOf("<");
  const close = from.indexOf(">", open);
  return open >= 0 && close > open ? from.slice(open + 1, close) : from.trim();
}

interface Reader {
  name: string;
  email: string;
  phone: string | null;
  locale: Locale;
  contactMethod: ContactMethod;
  title: string;
  company: string;
}

async function readerOf(tx: Tx, requestId: string): Promise<Reader | null> {
  const [row] = await tx
    .select({
      name: users.name,
      email: users.email,
      phone: users.phone,
      locale: users.locale,
      contactMethod: jobRequests.contactMethod,
      title: jobs.title,
      company: jobs.company,
    })
    .from(jobRequests)
    .innerJoin(users, eq(users.id, jobRequests.clientId))
    .innerJoin(jobs, eq(jobs.id, jobRequests.jobId))
    .where(eq(jobRequests.id, requestId));
  if (!row) return null;
  return { ...row, locale: isLocale(row.locale) ? row.locale : DEFAULT_LOCALE };
}

/**
 * Queues what the job seeker hears of a change to an interview, in the change's transaction:
 * the news itself now and, unless it was cancelled, the reminders still to come. Answers how many
 * reminders it queued. The caller has called off the old ones first (cancelQueued).
 */
export async function queueInterviewNews(
  tx: Tx,
  requestId: string,
  interview: InterviewFacts,
  news: InterviewNews,
  now: Date,
): Promise<number> {
  const reader = await readerOf(tx, requestId);
  const channel = reader && reachOf(reader);
  if (!reader || !channel) return 0;
  const zone = getEnv().AGENCY_TIME_ZONE;
  const t = createT(messagesFor(reader.locale), reader.locale);
  const time = formatZonedDateTime(interview.startsAt, zone, reader.locale);
  const url = new URL("/applications", getEnv().BASE_URL).toString();
  const vars = { name: reader.name, title: reader.title, company: reader.company, time };
  const details = news === "cancelled" ? [] : interviewDetails(t, reader.locale, interview, zone);

  const send = async (kind: InterviewNews | "reminder", at?: Date) => {
    const options = at ? { at, topic: interviewTopic(interview.id) } : {};
    if (channel.kind === "sms") {
      const body = t(`applications.interview.text.${kind}`, {
        brand: getBrand().name,
        ...vars,
        place: placeText(interview),
        url,
      });
      return queueText(tx, { to: channel.to, body }, options);
    }
    const key = kind === "reminder" ? "reminder" : kind;
    const mail = brandedEmail(
      channel.to,
      {
        subject: `applications.interview.email.${key}Subject`,
        body: `applications.interview.email.${key}Body`,
        action: "applications.interview.email.action",
      },
      url,
      reader.locale,
      vars,
      details,
    );
    // The invitation goes with the news; a reminder changes nothing in the calendar.
    const calendar =
      kind === "reminder"
        ? undefined
        : interviewCalendar({
            interview,
            method: kind === "cancelled" ? "CANCEL" : "REQUEST",
            title: t("applications.interview.email.calendarTitle", { title: reader.title, company: reader.company }),
            description: [...details, url].join("\n"),
            attendee: { name: reader.name, email: channel.to },
          });
    return queueMail(tx, calendar ? { ...mail, calendar } : mail, options);
  };

  await send(news);
  if (news === "cancelled") return 0;
  let reminders = 0;
  for (const hours of REMINDER_HOURS) {
    const at = new Date(interview.startsAt.getTime() - hours * HOUR_MS);
    if (at <= now) continue;
    await send("reminder", at);
    reminders++;
  }
  return reminders;
}
