import { Link } from "react-router";
import { useT } from "~/shared/i18n/i18n-context";

export function SkipLink() {
  const t = useT();
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-md bg-white p-3 font-semibold focus:not-sr-only focus:fixed focus:start-2 focus:top-2"
    >
      {t("app.skipToContent")}
    </a>
  );
}

/** What the demo outbox keeps: emails without SMTP_URL, texts without SMS settings. */
export interface OutboxKeeps {
  mail: boolean;
  texts: boolean;
}

/** On every page in demo mode; the outbox link only while emails or texts go to the outbox. */
export function DemoBanner({ outbox }: { outbox: OutboxKeeps }) {
  const t = useT();
  const kept = outbox.mail ? (outbox.texts ? "app.demoBannerAll" : "app.demoBanner") : "app.demoBannerTexts";
  return (
    // On wide screens it stays on top with a fixed height (--top-bar, set on <html>)
    // that the sidebar and the full-height panes leave free.
    <div
      role="note"
      className="bg-amber-200 px-4 py-2 text-center text-sm text-amber-950 md:sticky md:top-0 md:z-30 md:flex md:h-9 md:items-center md:justify-center md:gap-1 md:overflow-hidden md:whitespace-nowrap md:py-0"
    >
      {outbox.mail || outbox.texts ? (
        <>
          {t(kept)}{" "}
          <Link to="/dev/outbox" className="font-semibold underline">
            {t("app.openOutbox")}
          </Link>
        </>
      ) : (
        t("app.demoMode")
      )}
    </div>
  );
}

export function PendingBanner() {
  const t = useT();
  return (
    <div role="status" className="border-b border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
      <p className="font-semibold">{t("auth.pendingTitle")}</p>
      <p className="text-sm">{t("auth.pendingBody")}</p>
    </div>
  );
}
