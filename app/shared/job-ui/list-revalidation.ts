import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * Whether the job seekers' list reloads. With single fetch, React Router reloads every loader of
 * the page on every navigation unless the route says otherwise: opening a job beside the list
 * searched the whole list again, and sent it again (about 5 KB on a phone). A navigation that only
 * opens, closes or changes the job beside the list leaves the list as it was; a new search, filter
 * or page, the same address again, a revalidation (the language switcher, a job found gone) and
 * actions reload it. (Staff dashboards, with no poll, still reload on every navigation.)
 */
export function listShouldRevalidate({
  formMethod,
  currentUrl,
  nextUrl,
  currentParams,
  nextParams,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const keys = new Set([...Object.keys(currentParams), ...Object.keys(nextParams)]);
  keys.delete("jobId");
  const onlyTheJobChanged =
    currentUrl.pathname !== nextUrl.pathname &&
    currentUrl.search === nextUrl.search &&
    [...keys].every((key) => currentParams[key] === nextParams[key]);
  return onlyTheJobChanged ? false : defaultShouldRevalidate;
}
