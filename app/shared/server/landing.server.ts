import type { AppLoadContext } from "react-router";
import { parseCookies, parseSetCookieHeader } from "better-auth/cookies";
import { dataPath, type Landing } from "~/shared/landing-data";
import { forwardedHeaders } from "./auth.server";

/**
 * The data of the page an action sends the person to, made now in this process as the router
 * would ask for it next, with the cookies the action sets (app/shared/landing-data.tsx). Null
 * when it cannot come along (no in-process renderer, as under Vite's dev server; or the page
 * answers with anything but its data, such as a redirect): the router then fetches it itself.
 * Cookies the page's data sets (a shown toast cleared) are added to `setCookies`.
 */
export async function landingData(
  request: Request,
  context: AppLoadContext,
  to: string,
  setCookies: Headers,
): Promise<Landing | null> {
  if (!context.pageData) return null;
  // What the page's loaders read of a request: the client's address and browser, its languages,
  // Save-Data, and the cookies as the browser will send them once it has this answer's.
  const headers = forwardedHeaders(request);
  for (const name of ["accept-language", "save-data"]) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("cookie", cookiesAfter(request.headers.get("cookie") ?? "", setCookies.getSetCookie()));
  const answer = await context.pageData(new Request(new URL(dataPath(to), request.url), { headers }));
  if (answer.status !== 200 || !answer.headers.get("Content-Type")?.startsWith("text/x-script")) {
    await answer.body?.cancel();
    return null;
  }
  for (const cookie of answer.headers.getSetCookie()) setCookies.append("Set-Cookie", cookie);
  return { to, data: await answer.text() };
}

/** The Cookie header a browser sends after these Set-Cookie headers: set ones replaced, expired ones gone. */
function cookiesAfter(cookieHeader: string, setCookies: string[]): string {
  const jar = parseCookies(cookieHeader);
  for (const setCookie of setCookies) {
    for (const [name, { value, "max-age": maxAge, expires }] of parseSetCookieHeader(setCookie)) {
      const expired =
        (maxAge !== undefined && maxAge <= 0) || (expires !== undefined && expires.getTime() <= Date.now());
      if (expired) jar.delete(name);
      else jar.set(name, value);
    }
  }
  return [...jar].map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join("; ");
}
