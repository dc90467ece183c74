import { data } from "react-router";
import { handleProviderCallback } from "~/shared/server/auth.server";
import { IDENTITY_PROVIDER_ID, identityProvider } from "~/shared/server/identity-provider.server";
import type { Route } from "./+types/api-auth-callback";

/**
 * Where the identity provider sends the browser back (sign-in or link): the
 * one place the auth library's HTTP handler is mounted, and only for this
 * callback. The library checks state, PKCE and the ID token's signature,
 * issuer, audience and nonce, then redirects to /signIn, Setting, or back
 * with ?error=.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  if (!identityProvider() || params.providerId !== IDENTITY_PROVIDER_ID) throw data(null, { status: 404 });
  return handleProviderCallback(request);
}
