import { data, redirect } from "react-router";
import { requireUser, type SessionUser } from "~/shared/server/auth.server";
import { landingPath } from "./navigation";
import { decide, mustAddSecondFactor, type Page, type Question } from "./policy";

// The one server guard: every loader and action asks the access policy
// through these, never by comparing roles itself. Signed-out visitors go to
// /signIn (requireUser keeps where they were going).

/** Where an admin who still has to set up a second factor is sent from every other page and action. */
export const SECOND_FACTOR_PATH = "/profile/second_factor";

/**
 * The signed-in person, once they may act: an admin without a second factor goes to set one
 * up first. The set-up page's own loaders (the shell's and Setting's too, which run for its
 * URL) are the exception; a page's data request names its page with ".data".
 */
async function requireActor(request: Request): Promise<SessionUser> {
  const user = await requireUser(request);
  if (mustAddSecondFactor(user) && new URL(request.url).pathname.replace(/\.data$/, "") !== SECOND_FACTOR_PATH) {
    throw redirect(SECOND_FACTOR_PATH);
  }
  return user;
}

/**
 * A page's loader: someone the policy keeps out of it is sent to their start
 * page, directly (by way of "/" it would cost a second redirect).
 */
export async function requirePage(request: Request, page: Page): Promise<SessionUser> {
  const user = await requireActor(request);
  if (!decide(user, { action: "visit", page }).ok) throw redirect(landingPath(user.role));
  return user;
}

/** An action or data request: refused with 403, nothing changed. */
export async function requireAllowed(request: Request, question: Question): Promise<SessionUser> {
  const user = await requireActor(request);
  assertAllowed(user, question);
  return user;
}

/**
 * For a question that needs the resource first (a job once it is loaded).
 * Someone else's job answers 404, so that its existence is not told.
 */
export function assertAllowed(user: SessionUser, question: Question): void {
  const decision = decide(user, question);
  if (!decision.ok) throw data(null, { status: decision.reason === "owner" ? 404 : 403 });
}
