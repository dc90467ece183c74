import type { ShouldRevalidateFunctionArgs } from "react-router";

/**
 * Whether a list of jobs reloads. With single fetch, React Router reloads every loader of the page
 * on every navigation unless the route says otherwise: opening a job beside the list searched
 * the whole list again, and sent it again (about 5 KB on a phone). A navigation that only opens,
 * closes or changes the job beside the list leaves the list as it was; a new search, filter, page
 * or tab, the same address again, and a revalidation (the language switcher) reload it, as do
 * actions (`afterActions`: "always", or React Router's default, which skips them after a 4xx).
 */
export function listShouldRevalidate(
  { formMethod, currentUrl, nextUrl, currentParams, nextParams, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs,
  afterActions: "always" | "default" = "default",
): boolean {
  if (formMethod && formMethod !== "GET") return afterActions === "always" || defaultShouldRevalidate;
  const keys = new Set([...Object.keys(currentParams), ...Object.keys(nextParams)]);
  keys.delete("jobId");
  const onlyTheJobChanged =
    currentUrl.pathname !== nextUrl.pathname &&
    currentUrl.search === nextUrl.search &&
    [...keys].every((key) => currentParams[key] === nextParams[key]);
  return onlyTheJobChanged ? false : defaultShouldRevalidate;
}
