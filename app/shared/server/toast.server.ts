import { createCookie, redirect } from "react-router";
import type { MessageKey, Vars } from "~/shared/i18n/i18n";
import { isMessageKey } from "~/shared/i18n/catalog.server";
import { getEnv, secureCookies } from "./env.server";

export interface Toast {
  type: "success" | "error";
  key: MessageKey;
  vars?: Vars;
}

let cookie: ReturnType<typeof createCookie> | undefined;

// A one-shot signed cookie read (and cleared) by the root loader, so a toast
// survives the redirect that follows an action. Not HttpOnly: the browser
// looks for it to decide when the root loader must run again; it holds only
// a message key.
function toastCookie() {
  const env = getEnv();
  cookie ??= createCookie("toast", {
    path: "/",
    httpOnly: false,
    sameSite: "lax",
    secure: secureCookies(),
    maxAge: 60,
    secrets: [env.BETTER_AUTH_SECRET],
  });
  return cookie;
}

export async function toastHeader(toast: Toast): Promise<string> {
  return toastCookie().serialize(toast);
}

export async function redirectWithToast(
  url: string,
  toast: Toast,
  init: { headers?: Headers } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { headers });
}

export async function readToast(request: Request): Promise<{ toast: Toast | null; clear: string | null }> {
  const raw: unknown = await toastCookie().parse(request.headers.get("Cookie"));
  if (!raw) return { toast: null, clear: null };
  const clear = await toastCookie().serialize("", { maxAge: 0 });
  const value = raw as Partial<Toast>;
  const valid = (value.type === "success" || value.type === "error") && isMessageKey(value.key);
  return { toast: valid ? (value as Toast) : null, clear };
}
