import { data, redirect } from "react-router";
import { requireUser, type SessionUser } from "~/shared/server/auth.server";
import { landingPath } from "./navigation";
import { decide, type Page, type Question } from "./policy";

// The one server guard: every loader and action asks the access policy
// through these, never by comparing roles itself. Signed-out visitors go to
// /signIn (requireUser keeps where they were going).

/**
 * A page's loader: someone the policy keeps out of it is sent to their start
 * page, directly (by way of "/" it would cost a second redirect).
 */
export async function requirePage(request: Request, page: Page): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!decide(user, { action: "visit", page }).ok) throw redirect(landingPath(user.role));
  return user;
}

/** An action or data request: refused with 403, nothing changed. */
export async function requireAllowed(request: Request, question: Question): Promise<SessionUser> {
  const user = await requireUser(request);
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
