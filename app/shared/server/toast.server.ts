import { createCookie, data, redirect } from "react-router";
import type { ActionResult, ShownToast } from "~/shared/action-result";
import type { MessageKey, Vars } from "~/shared/i18n/i18n";
import { isMessageKey, translatorFor } from "~/shared/i18n/catalog.server";
import { getEnv, secureCookies } from "./env.server";

/** A toast as an action decides it; the server translates it before the browser shows it. */
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

/** Translated on the server: a toast may name a key of any area, not only those the page received. */
export function shownToast(request: Request, toast: Toast): ShownToast {
  return { type: toast.type, message: translatorFor(request)(toast.key, toast.vars) };
}

/**
 * The answer of an action that stays on the page (a refusal, or a fetcher's result): the one
 * shape, with its toast translated. `Extra` is what a page needs besides (a save's new state).
 */
export function actionResult<Extra extends object = object>(
  request: Request,
  status: number,
  result: Omit<ActionResult, "toast"> & { toast?: Toast } & Extra,
  init: { headers?: HeadersInit } = {},
) {
  const { toast, ...rest } = result;
  const body = (toast ? { ...rest, toast: shownToast(request, toast) } : rest) as ActionResult & Omit<Extra, "toast">;
  return data(body, { status, headers: init.headers });
}
