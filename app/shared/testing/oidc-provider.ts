import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair } from "jose";
import Provider from "oidc-provider";

/**
 * A real OpenID Connect provider (the `oidc-provider` package) on a local port,
 * for the tests of "Sign in with {provider}": discovery, authorization code
 * with PKCE, state, nonce, signed ID tokens, all its own. Its sign-in page is
 * a plain form (email, "Sign in" or "Cancel"), so a browser can drive it, and
 * `authorize` walks it with fetch for the integration tests. Any email signs
 * in; `unverified` lists the ones whose email the provider does not vouch for.
 */

export const OIDC_CLIENT_ID = "harbor-jobs";
export const OIDC_CLIENT_SECRET = "harbor-jobs-test-secret";

export interface OidcProvider {
  issuer: string;
  /** The app environment that points at this provider. */
  env: Record<string, string>;
  /**
   * Follows an authorization URL through the provider's sign-in as `email`
   * (or cancels it) and returns where the provider sends the browser back.
   */
  authorize(authorizationUrl: string, as: { email: string } | "cancel"): Promise<URL>;
  close(): Promise<void>;
}

export async function startOidcProvider(options: {
  /** The app's public address: its callback is <appUrl>/api/auth/callback/agency. */
  appUrl: string;
  name?: string;
  allowedDomains?: string[];
  unverified?: string[];
}): Promise<OidcProvider> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const unverified = new Set(options.unverified ?? []);

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        redirect_uris: [`${options.appUrl}/api/auth/callback/agency`],
        response_types: ["code"],
        grant_types: ["authorization_code"],
        token_endpoint_auth_method: "client_secret_post",
      },
    ],
    jwks: { keys: [{ ...(await exportJWK(privateKey)), alg: "RS256", use: "sig", kid: "test" }] },
    cookies: { keys: ["oidc-fixture-cookie-key"] },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // The ID token carries the email and name itself.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    // Seconds; set so the provider does not warn about its defaults.
    ttl: { AccessToken: 600, AuthorizationCode: 60, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, email) => ({
      accountId: email,
      claims: () => ({
        sub: `person-${email}`,
        email,
        email_verified: !unverified.has(email),
        name: email.slice(0, email.indexOf("@")),
      }),
    }),
  });

  const callback = provider.callback();
  server.on("request", (req, res) => {
    const uid = /^\/interaction\/([\w-]+)$/.exec(req.url ?? "")?.[1];
    if (!uid) {
      callback(req, res);
      return;
    }
    (req.method === "POST" ? finishInteraction(provider, req, res) : showSignIn(uid, res)).catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });

  return {
    issuer,
    env: {
      OIDC_ISSUER: issuer,
      OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET,
      OIDC_NAME: options.name ?? "Agency Login",
      OIDC_ALLOWED_DOMAINS: (options.allowedDomains ?? []).join(","),
    },
    authorize: (url, as) => authorize(issuer, url, as),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function showSignIn(uid: string, res: ServerResponse): Promise<void> {
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.end(`<!doctype html>
<html lang="en"><head><title>Agency Login</title></head><body><main>
<h1>Agency Login</h1>
<form method="post" action="/interaction/${uid}">
<label for="email">Work email</label> <input id="email" name="email" type="email" required>
<button type="submit" name="choice" value="signIn">Sign in</button>
<button type="submit" name="choice" value="cancel" formnovalidate>Cancel</button>
</form></main></body></html>`);
  return Promise.resolve();
}

async function finishInteraction(provider: Provider, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
  const details = await provider.interactionDetails(req, res);
  const email = form.get("email")?.trim().toLowerCase();
  if (form.get("choice") === "cancel" || !email) {
    await provider.interactionFinished(
      req,
      res,
      { error: "access_denied", error_description: "The person cancelled" },
      { mergeWithLastSubmission: false },
    );
    return;
  }
  // Consent is implied: the agency's own app.
  const grant = new provider.Grant({ accountId: email, clientId: String(details.params.client_id) });
  grant.addOIDCScope(String(details.params.scope));
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { login: { accountId: email }, consent: { grantId } },
    { mergeWithLastSubmission: false },
  );
}

/** A browser's walk through the provider with fetch: its cookies kept, its redirects followed until they leave it. */
async function authorize(issuer: string, authorizationUrl: string, as: { email: string } | "cancel"): Promise<URL> {
  const cookies = new Map<string, string>();
  let url = new URL(authorizationUrl);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 10; hop++) {
    const response = await fetch(url, {
      method: body ? "POST" : "GET",
      body,
      redirect: "manual",
      headers: { Cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join("; ") },
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ""] = cookie.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    body = undefined;
    const location = response.headers.get("Location");
    if (location) {
      url = new URL(location, url);
      if (url.origin !== issuer) return url;
      continue;
    }
    await response.text();
    if (!response.ok || !url.pathname.startsWith("/interaction/")) {
      throw new Error(`the provider answered ${response.status} at ${url.pathname}`);
    }
    body = new URLSearchParams(as === "cancel" ? { choice: "cancel" } : { choice: "signIn", email: as.email });
  }
  throw new Error("the provider never sent the browser back");
}
