import { useSyncExternalStore } from "react";
import { redirect } from "react-router";
import { landingPath } from "~/shared/access/navigation";
import { safeRedirectPath } from "~/shared/redirect";
import { usePreloadRouteFiles } from "~/shared/ui/route-files";

/**
 * A sign-in in one round trip (issue 19). After an action that sends the browser to another page,
 * React Router asks the server for that page's data: a second round trip, 300 ms or more on a
 * slow phone link. A sign-in action knows the page it sends the person to, so its answer carries
 * that page's data, made by the server as the router would have asked for it, and the router's
 * request for it is answered here in the browser.
 */
export interface Landing {
  to: string;
  /** The page's data as the server answers `dataPath(to)`: React Router's own encoding. */
  data: string;
}

/** The form field that asks for a landing: sent only once the page's scripts run (LandingField). */
export const LANDING_FIELD = "landing";

const subscribeToNothing = () => () => {};

/**
 * In a sign-in form: asks for the landing page's data to come with the answer. Rendered once the
 * page has hydrated: before that, the form posts as a plain form, whose answer must be a redirect.
 * The landing page's route files (about 1.6 KB) are fetched while the person types, so that a first
 * sign-in costs one round trip too: most people who sign in are job seekers, landing on their list.
 */
export function LandingField({ redirectTo }: { redirectTo: string }) {
  usePreloadRouteFiles(safeRedirectPath(redirectTo) ?? landingPath("client"));
  const scripted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  return scripted ? <input type="hidden" name={LANDING_FIELD} value="data" /> : null;
}

/** Where React Router fetches a page's data (its `v8_trailingSlashAwareDataRequests` form). */
export function dataPath(to: string): string {
  const url = new URL(to, "http://localhost");
  const pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  return pathname + url.search;
}

export function isLanding(result: unknown): result is { landing: Landing } {
  return typeof result === "object" && result !== null && "landing" in result;
}

/** A sign-in page's actionData: a landing never stays on the page (the clientAction goes there). */
export function unlessLanding<T>(actionData: T): Exclude<T, { landing: Landing }> | undefined {
  return isLanding(actionData) ? undefined : (actionData as Exclude<T, { landing: Landing }>);
}

// The router asks for the data right after the action's answer; kept longer, a copy could be
// shown in place of newer data later.
const KEPT_MS = 10_000;
let waiting: { key: string; data: string; until: number } | null = null;
let answering = false;

/**
 * A data request's address as the router writes it: its query rewritten the way it rewrites it
 * (URLSearchParams), without the routes it names (the kept answer has them all).
 */
function requestKey(url: URL): string {
  url.searchParams.delete("_routes");
  return url.pathname + url.search;
}

/** In a clientAction: keeps the landing's data for the router's next request for it, and goes there. */
export function goToLanding(landing: Landing): Response {
  answerDataRequests();
  const key = requestKey(new URL(dataPath(landing.to), window.location.origin));
  waiting = { key, data: landing.data, until: Date.now() + KEPT_MS };
  return redirect(landing.to);
}

// React Router has no hook to hand a page's data to the navigation an action starts: clientLoaders
// would, but a route with one fetches its data in a request of its own on every later visit.
// So the one request it makes for the landing is answered here, once.
function answerDataRequests() {
  if (answering) return;
  answering = true;
  const fetchFromNetwork = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const kept = waiting;
    if (kept && Date.now() >= kept.until) waiting = null;
    else if (kept && (init?.method ?? (input instanceof Request ? input.method : "GET")) === "GET") {
      const url = new URL(input instanceof Request ? input.url : String(input), window.location.origin);
      if (url.origin === window.location.origin && requestKey(url) === kept.key) {
        waiting = null;
        return Promise.resolve(new Response(kept.data, { headers: { "Content-Type": "text/x-script" } }));
      }
    }
    return fetchFromNetwork(input, init);
  };
}
