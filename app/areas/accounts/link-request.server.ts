import { createCookie, redirect } from "react-router";
import { EmailLinkRequestSchema } from "~/shared/auth-forms";
import { parseForm, typedValues, type FieldErrors } from "~/shared/form";
import { requestPasswordLink, requestSignInLink } from "~/shared/server/auth.server";
import { secureCookies } from "~/shared/server/env.server";
import { getEnv } from "~/shared/server/env.server";
import { allowLinkEmail } from "~/shared/server/rate-limit.server";
import { actionResult } from "~/shared/server/toast.server";

/** What an emailed link is for: a forgotten password, a first password, or signing in. */
export type LinkKind = "reset" | "first" | "signIn";

const KINDS: readonly LinkKind[] = ["reset", "first", "signIn"];

export interface LinkRequest {
  kind: LinkKind;
  email: string;
}

let cookie: ReturnType<typeof createCookie> | undefined;

// Remembers the address between the request form and /confirm_send_email (for
// "Send again") without putting it in the URL, where logs and history keep it.
function linkRequestCookie() {
  const env = getEnv();
  cookie ??= createCookie("link_request", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: secureCookies(),
    maxAge: 60 * 60,
    secrets: [env.BETTER_AUTH_SECRET],
  });
  return cookie;
}

export async function readLinkRequest(request: Request): Promise<LinkRequest | null> {
  const value = (await linkRequestCookie().parse(request.headers.get("Cookie"))) as Partial<LinkRequest> | null;
  if (!value || typeof value.email !== "string" || !KINDS.includes(value.kind as LinkKind)) return null;
  return { kind: value.kind as LinkKind, email: value.email };
}

/**
 * Sends the link if the rate limit allows. Registered or not, the caller
 * answers the same way: no one learns which emails have accounts.
 */
export async function sendLinkEmail(request: Request, link: LinkRequest) {
  const limit = await allowLinkEmail(request, link.email);
  if (!limit.ok) return limit;
  if (link.kind === "signIn") await requestSignInLink(link.email);
  else await requestPasswordLink(link.email, link.kind);
  return limit;
}

/** The action of a "send me a link" form: sends, then shows /confirm_send_email. */
export async function handleLinkRequestForm(request: Request, kind: LinkKind, form: FormData) {
  const values = typedValues(form);
  const parsed = parseForm(EmailLinkRequestSchema, form);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values, retryAfterSeconds: 0 });
  const link = { kind, email: parsed.data.email };
  const sent = await sendLinkEmail(request, link);
  if (!sent.ok)
    return actionResult(request, 429, { errors: {} as FieldErrors, values, retryAfterSeconds: sent.retryAfterSeconds });
  throw redirect("/confirm_send_email", { headers: { "Set-Cookie": await linkRequestCookie().serialize(link) } });
}
