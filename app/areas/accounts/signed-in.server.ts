import { data, redirect, type AppLoadContext } from "react-router";
import type { Role } from "~/shared/constants";
import { landingPath } from "~/shared/access/navigation";
import { isLocale } from "~/shared/i18n/i18n";
import { LANDING_FIELD } from "~/shared/landing-data";
import { localeCookie } from "~/shared/i18n/locale.server";
import { safeRedirectPath } from "~/shared/redirect";
import { landingData } from "~/shared/server/landing.server";
import { toastHeader } from "~/shared/server/toast.server";

/**
 * The answer to a sign-in that worked (password or texted code): the session's cookies, a
 * toast, and straight to where the person was going or their role's page ("/" would only
 * redirect again, a round trip more). When the form asked for it (its scripts run), that page's
 * data comes with the answer instead of a redirect, which saves the phone a round trip.
 */
export async function signedIn(
  { request, context, form }: { request: Request; context: AppLoadContext; form: FormData },
  headers: Headers,
  // No role: the account went between the sign-in and this look (deleted meanwhile); "/" sorts it out.
  account: { role: Role | null; locale: string | null; sharedDevice: boolean; redirectTo: string | undefined },
) {
  headers.append("Set-Cookie", await toastHeader({ type: "success", key: "auth.signedIn" }));
  // Whatever an earlier person left on this phone for offline use goes (docs/decisions/018).
  if (account.sharedDevice) headers.set("Clear-Site-Data", '"storage"');
  // The language chosen on the account follows the person to this browser.
  if (isLocale(account.locale)) headers.append("Set-Cookie", localeCookie(account.locale));
  const deepLink = safeRedirectPath(account.redirectTo);
  const to = deepLink ?? (account.role ? landingPath(account.role) : "/");
  // Only a role's own page comes along: a deep link may lead anywhere, to a loader that must run
  // once (a link's code). A plain form post (no scripts after all) is answered with the redirect.
  const asked = form.get(LANDING_FIELD) === "data" && request.headers.get("Sec-Fetch-Mode") !== "navigate";
  const landing = asked && !deepLink && account.role ? await landingData(request, context, to, headers) : null;
  return landing ? data({ landing }, { headers }) : redirect(to, { headers });
}

/**
 * The `headers` of the sign-in routes. Of an action's data answer (the landing page's data,
 * sent instead of a redirect when the form's scripts ran) React Router passes on only the
 * cookies, so the clearing of what someone else left on this browser is passed on here.
 */
export function signedInHeaders({ actionHeaders }: { actionHeaders: Headers }): Headers {
  const headers = new Headers();
  const clear = actionHeaders.get("Clear-Site-Data");
  if (clear) headers.set("Clear-Site-Data", clear);
  return headers;
}
