import { desc } from "drizzle-orm";
import { data } from "react-router";
import { outbox } from "#db/schema";
import { useT } from "~/shared/i18n/i18n-context";
import { getDb } from "~/shared/server/db.server";
import { isOutboxMode } from "~/shared/server/mail.server";
import { isTextOutboxMode } from "~/shared/server/sms.server";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/dev-outbox";
import { areaMessages } from "~/shared/i18n/catalog.server";

// Demo mode only, while emails (no SMTP_URL) or texts (no SMS settings) are kept: otherwise it does not exist.
export async function loader({ request }: Route.LoaderArgs) {
  if (!isOutboxMode() && !isTextOutboxMode()) throw data(null, { status: 404 });
  const kept = await getDb().select().from(outbox).orderBy(desc(outbox.createdAt)).limit(50);
  return {
    outboxMessages: kept.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    messages: areaMessages(request, ["outbox"]),
  };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">{t("outbox.title")}</h1>
      <p className="mt-1 text-stone-700">{t("outbox.intro")}</p>
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
