import { useLocation, useRevalidator } from "react-router";
import { isLocale, LANGUAGE_NAMES, localeCookieFor, LOCALES } from "~/shared/i18n/i18n";
import { useI18n } from "~/shared/i18n/i18n-context";
import { Icon } from "./icon";

/**
 * A plain form with a visible button, so the choice works from the first paint,
 * before the scripts have arrived; once they run, choosing applies at once. The
 * button stays after that: hiding it would shift the header at hydration.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { locale, t } = useI18n();
  const location = useLocation();
  const revalidator = useRevalidator();
  // With the scripts, one round trip: the cookie is written here, so the page's loaders answer in the
  // new language straight away, while /language keeps the choice on the account beside them. The
  // form's own post would answer with a redirect and only then reload the page's data.
  const apply = (form: HTMLFormElement) => {
    const body = new FormData(form);
    const chosen = body.get("locale");
    if (!isLocale(chosen) || chosen === locale) return;
    document.cookie = localeCookieFor(chosen, window.location.protocol === "https:");
    fetch(form.action, { method: "POST", body, redirect: "manual" }).catch((error: unknown) => {
      console.error("The language could not be kept on the account", error);
    });
    void revalidator.revalidate();
  };
  return (
    <form
      method="post"
      action="/language"
      onSubmit={(event) => {
        event.preventDefault();
        apply(event.currentTarget);
      }}
      className={`flex flex-wrap items-center gap-2 ${className}`}
    >
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <Icon name="globe" className="size-5 shrink-0 text-stone-600" />
      <label htmlFor="language-select" className="sr-only">
        {t("app.language")}
      </label>
      <select
        id="language-select"
        name="locale"
        defaultValue={locale}
        onChange={(event) => event.currentTarget.form && apply(event.currentTarget.form)}
        className="min-h-11 min-w-32 flex-1 rounded-md border border-stone-400 bg-white px-2"
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
      <button
        type="submit"
        className="min-h-11 shrink-0 rounded-md border border-stone-400 bg-white px-3 hover:bg-stone-100"
      >
        {t("app.applyLanguage")}
      </button>
    </form>
  );
}
