import { Form, useLocation, useSubmit } from "react-router";
import { LANGUAGE_NAMES, LOCALES } from "~/shared/i18n/i18n";
import { useI18n } from "~/shared/i18n/i18n-context";
import { Icon } from "./icon";
import { usePreloadActionFiles } from "./route-files";

/**
 * A plain form with a visible button, so the choice works from the first paint,
 * before the scripts have arrived; once they run, choosing applies at once. The
 * button stays after that: hiding it would shift the header at hydration.
 */
export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { locale, t } = useI18n();
  const location = useLocation();
  const submit = useSubmit();
  usePreloadActionFiles("/language");
  return (
    <Form method="post" action="/language" className={`flex flex-wrap items-center gap-2 ${className}`}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <Icon name="globe" className="size-5 shrink-0 text-stone-600" />
      <label htmlFor="language-select" className="sr-only">
        {t("app.language")}
      </label>
      <select
        id="language-select"
        name="locale"
        defaultValue={locale}
        onChange={(event) => void submit(event.currentTarget.form)}
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
    </Form>
  );
}
