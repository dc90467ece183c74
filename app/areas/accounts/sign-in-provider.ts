import { data, redirect } from "react-router";
import { safeRedirectPath } from "~/shared/redirect";
import { redirectSignedIn, startProviderSignIn } from "~/shared/server/auth.server";
import { identityProvider } from "~/shared/server/identity-provider.server";
import { allowProviderSignIn } from "~/shared/server/rate-limit.server";
import { readForm } from "~/shared/server/request.server";
import { redirectWithToast } from "~/shared/server/toast.server";
import type { Route } from "./+types/sign-in-provider";

// Only the sign-in page's button posts here; there is nothing to visit.
export function loader() {
  throw data(null, { status: 404 });
}

/** "Sign in with {provider}": off to the agency's identity provider, which answers at /api/auth/callback/agency. */
export async function action({ request }: Route.ActionArgs) {
  if (!identityProvider()) throw data(null, { status: 404 });
  await redirectSignedIn(request);
  const form = await readForm(request);
  const redirectTo = form.get("redirectTo");
  const limit = await allowProviderSignIn(request);
  if (!limit.ok) throw await redirectWithToast("/signIn", { type: "error", key: "accounts.signIn.tooMany" });
  const start = await startProviderSignIn(safeRedirectPath(typeof redirectTo === "string" ? redirectTo : null));
  if (!start.ok) throw redirect("/signIn?error=provider_unavailable");
  throw redirect(start.url, { headers: start.headers });
}
