import { genericOAuth } from "better-auth/plugins";
import { getEnv } from "./env.server";

/**
 * The agency's OpenID Connect identity provider, through better-auth's generic
 * OAuth plugin (docs/decisions/014-staff-identity-provider.md): discovery,
 * authorization code with PKCE, state and an ID token bound to its nonce are
 * the library's. This id names it in the callback path
 * (/api/auth/callback/agency) and in the accounts table.
 */
export const IDENTITY_PROVIDER_ID = "agency";

/** The callback's `?error=` when a provider login belongs to an account that is not staff's. */
export const PROVIDER_STAFF_ONLY = "staff_only";

/** What a person becomes who signs in from an allowed domain without an account: staff, waiting for approval. */
export const NEW_PROVIDER_ACCOUNT = { role: "admin", status: "pending" } as const;

export interface IdentityProvider {
  /** Shown as "Sign in with {name}". */
  name: string;
  /** Email domains whose people may sign in without an account yet. */
  allowedDomains: string[];
}

/** The configured provider, or null when the environment names none. */
export function identityProvider(): IdentityProvider | null {
  const env = getEnv();
  if (!env.OIDC_ISSUER || !env.OIDC_NAME) return null;
  return { name: env.OIDC_NAME, allowedDomains: env.OIDC_ALLOWED_DOMAINS };
}

/** Whether an email's domain is on the provider's allow-list. */
export function emailDomainAllowed(email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return identityProvider()?.allowedDomains.includes(domain) ?? false;
}

/** The library plugin for the provider; none without settings. */
export function identityProviderPlugins() {
  const env = getEnv();
  if (!env.OIDC_ISSUER || !env.OIDC_CLIENT_ID || !env.OIDC_CLIENT_SECRET) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: IDENTITY_PROVIDER_ID,
          name: env.OIDC_NAME,
          // OpenID Connect Discovery: the well-known path under the issuer's own path.
          discoveryUrl: new URL(".well-known/openid-configuration", withTrailingSlash(env.OIDC_ISSUER)).toString(),
          // Never fall back to reading an ID token without checking its signature, issuer and nonce.
          requireIdTokenVerification: true,
          clientId: env.OIDC_CLIENT_ID,
          clientSecret: env.OIDC_CLIENT_SECRET,
          scopes: ["openid", "email", "profile"],
          // Without an allow-list only existing accounts sign in; with one, the
          // user hook in auth.server.ts refuses every other domain.
          disableSignUp: env.OIDC_ALLOWED_DOMAINS.length === 0,
        },
      ],
    }),
  ];
}

function withTrailingSlash(url: string): string {
  return url.endsWith("/") ? url : `${url}/`;
}
