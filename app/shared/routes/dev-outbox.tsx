import { desc, eq } from "drizzle-orm";
import { data, Form, redirect } from "react-router";
import { outbox } from "#db/schema";
import { useI18n } from "~/shared/i18n/i18n-context";
import { formatZonedDateTime } from "~/shared/zoned-format";
import { getDb } from "~/shared/server/db.server";
import { isOutboxMode } from "~/shared/server/mail.server";
import { isTextOutboxMode } from "~/shared/server/sms.server";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/dev-outbox";
import { areaMessages } from "~/shared/i18n/catalog.server";
import { currentTime, moveClockForward } from "~/shared/server/clock.server";
import { readForm } from "~/shared/server/request.server";
import { getEnv } from "~/shared/server/env.server";

const MAX_HOURS = 24 * 366;

// Demo mode only, while emails (no SMTP_URL) or texts (no SMS settings) are kept: otherwise it does not exist.
export async function loader({ request }: Route.LoaderArgs) {
  if (!isOutboxMode() && !isTextOutboxMode()) throw data(null, { status: 404 });
  // ?to= narrows it to one recipient's messages (a demo, or a test among many others' mail).
  const to = new URL(request.url).searchParams.get("to");
  const kept = await getDb()
    .select()
    .from(outbox)
    .where(to ? eq(outbox.to, to) : undefined)
    .orderBy(desc(outbox.createdAt))
    .limit(50);
  return {
    outboxMessages: kept.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    now: (await currentTime()).toISOString(),
    zone: getEnv().AGENCY_TIME_ZONE,
    messages: areaMessages(request, ["outbox"]),
  };
}

// The demo's clock: reminders, check-ins and the morning digest fall due as days pass, and a demo
// (or an end-to-end test) passes them here rather than waiting. It only goes forward.
export async function action({ request }: Route.ActionArgs) {
  if (!getEnv().DEMO) throw data(null, { status: 404 });
  const hours = Number((await readForm(request)).get("hours"));
  if (!Number.isInteger(hours) || hours < 1 || hours > MAX_HOURS) return { invalid: true };
  await moveClockForward(hours * 3600);
  throw redirect("/dev/outbox");
}

export default function DevOutbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const now = formatZonedDateTime(new Date(loaderData.now), loaderData.zone, locale);
  return (
    <main id="main" className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">{t("outbox.title")}</h1>
      <p className="mt-1 text-stone-700">{t("outbox.intro")}</p>
      <Form method="post" className="mt-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 ring-1 ring-stone-200">
        <p className="w-full">{t("outbox.clock.now", { time: now })}</p>
        <div className="flex flex-col gap-1">
          <label htmlFor="clock-hours" className="font-medium">
            {t("outbox.clock.hours")}
          </label>
          <input
            id="clock-hours"
            name="hours"
            type="number"
            min={1}
            max={MAX_HOURS}
            required
            aria-describedby={actionData?.invalid ? "clock-error" : undefined}
            className="min-h-11 w-32 rounded-md border border-stone-400 px-3"
          />
        </div>
        <button type="submit" className="min-h-11 rounded-md bg-orange-800 px-4 font-semibold text-white">
          {t("outbox.clock.submit")}
        </button>
        {actionData?.invalid && (
          <p id="clock-error" className="w-full text-sm font-medium text-red-800">
            {t("outbox.clock.invalid", { max: MAX_HOURS })}
          </p>
        )}
      </Form>
      {loaderData.outboxMessages.length === 0 && <p className="mt-6">{t("outbox.empty")}</p>}
      <ol className="mt-6 flex flex-col gap-4">
        {loaderData.outboxMessages.map((message) => (
          <li key={message.id} className="rounded-lg bg-white p-4 ring-1 ring-stone-200">
            {/* A text has no subject: its channel names it. */}
            <h2 className="font-semibold">{message.subject || t(`outbox.channel.${message.channel}`)}</h2>
            <p className="text-sm text-stone-600">
              {message.subject && <>{t(`outbox.channel.${message.channel}`)} · </>}
              {t("outbox.to", { to: message.to })} · <time dateTime={message.createdAt}>{message.createdAt}</time>
            </p>
            <pre className="mt-2 whitespace-pre-wrap break-words font-sans">
              {message.text.split(/(https?:\/\/\S+)/g).map((part, i) =>
                /^https?:\/\//.test(part) ? (
                  <a key={i} href={part} className="text-orange-900 underline">
                    {part}
                  </a>
                ) : (
                  part
                ),
              )}
            </pre>
          </li>
        ))}
      </ol>
    </main>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "outbox.title");
}
