import { useEffect, useRef, type FormEvent } from "react";
import { useLocation } from "react-router";
import { MAX_SEARCH_LENGTH, PARAM, jobQueryToParams, type JobQuery } from "./job-filters";
import { useT } from "~/shared/i18n/i18n-context";
import { useApplyQuery } from "./use-apply-query";
import { Icon } from "~/shared/ui/icon";

/**
 * Searches job titles and companies when the form is sent (Enter or the
 * button), not while typing. A plain GET form that keeps the applied filters,
 * so it works before JavaScript has loaded.
 */
export function JobSearchBox({ query }: { query: JobQuery }) {
  const t = useT();
  const { pathname } = useLocation();
  const applyQuery = useApplyQuery();
  const input = useRef<HTMLInputElement>(null);
  const kept = [...jobQueryToParams({ filters: query.filters, status: query.status })];

  // Back and forward navigation change the applied search under the input.
  useEffect(() => {
    if (input.current) input.current.value = query.q;
  }, [query.q]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    applyQuery({ ...query, q: (input.current?.value ?? "").trim() });
  };

  return (
    <form
      method="get"
      action={pathname}
      role="search"
      onSubmit={submit}
      className="flex min-w-0 flex-1 basis-full @2xs:basis-0"
    >
      <label htmlFor="job-search" className="sr-only">
        {t("jobs.searchLabel")}
      </label>
      <input
        ref={input}
        id="job-search"
        name={PARAM.q}
        type="search"
        defaultValue={query.q}
        maxLength={MAX_SEARCH_LENGTH}
        placeholder={t("jobs.searchPlaceholder")}
        className="min-h-11 min-w-0 flex-1 rounded-s-md border border-e-0 border-stone-400 bg-white px-3 text-base"
      />
      {kept.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        aria-label={t("jobs.searchButton")}
        className="flex size-11 shrink-0 items-center justify-center rounded-e-md bg-orange-800 text-white hover:bg-orange-900"
      >
        <Icon name="search" className="size-5" />
      </button>
    </form>
  );
}
