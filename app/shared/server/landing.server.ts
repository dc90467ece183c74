import type { AppLoadContext } from "react-router";
import { applySetCookies } from "better-auth/cookies";
import { dataPath, type Landing } from "~/shared/landing-data";

/**
 * The data of the page an action sends the person to, made now in this process as the router
 * would ask for it next, with the cookies the action sets (app/shared/landing-data.ts). Null
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
  const headers = new Headers(request.headers);
  for (const name of ["content-type", "content-length"]) headers.delete(name);
  applySetCookies(headers, setCookies.getSetCookie());
  const answer = await context.pageData(new Request(new URL(dataPath(to), request.url), { headers }));
  if (answer.status !== 200 || !answer.headers.get("Content-Type")?.startsWith("text/x-script")) {
    await answer.body?.cancel();
    return null;
  }
  for (const cookie of answer.headers.getSetCookie()) setCookies.append("Set-Cookie", cookie);
  return { to, data: await answer.text() };
}
