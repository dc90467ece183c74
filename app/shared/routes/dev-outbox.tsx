import { desc } from "drizzle-orm";
import { data } from "react-router";
import { outbox } from "#db/schema";
import { useT } from "~/shared/i18n/i18n-context";
import { getDb } from "~/shared/server/db.server";
import { isOutboxMode } from "~/shared/server/mail.server";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/dev-outbox";
import { areaMessages } from "~/shared/i18n/catalog.server";

// Demo mode only (DEMO=1 and no SMTP_URL): otherwise it does not exist.
export async function loader({ request }: Route.LoaderArgs) {
  if (!isOutboxMode()) throw data(null, { status: 404 });
  const mails = await getDb().select().from(outbox).orderBy(desc(outbox.createdAt)).limit(50);
  return {
    mails: mails.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })),
    messages: areaMessages(request, ["outbox"]),
  };
}

export default function DevOutbox({ loaderData }: Route.ComponentProps) {
  const t = useT();
  return (
    <main id="main" className="mx-auto max-w-3xl p-6">
      <h1 className="text-2xl font-bold">{t("outbox.title")}</h1>
      <p className="mt-1 text-stone-700">{t("outbox.intro")}</p>
      {loaderData.mails.length === 0 && <p className="mt-6">{t("outbox.empty")}</p>}
      <ol className="mt-6 flex flex-col gap-4">
        {loaderData.mails.map((mail) => (
          <li key={mail.id} className="rounded-lg bg-white p-4 ring-1 ring-stone-200">
            <h2 className="font-semibold">{mail.subject}</h2>
            <p className="text-sm text-stone-600">
              {t("outbox.to", { to: mail.to })} · <time dateTime={mail.createdAt}>{mail.createdAt}</time>
            </p>
            <pre className="mt-2 whitespace-pre-wrap break-words font-sans">
              {mail.text.split(/(https?:\/\/\S+)/g).map((part, i) =>
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
