import { eq } from "drizzle-orm";
import { redirect } from "react-router";
import { users } from "#db/schema";
import { safeRedirectPath } from "~/shared/redirect";
import { isLocale } from "~/shared/i18n/i18n";
import { localeCookie } from "~/shared/i18n/locale.server";
import { getUser } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import type { Route } from "./+types/language";
import { readForm } from "~/shared/server/request.server";
import { requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";

// The language switcher posts here: the choice is kept in a cookie, and on the
// account when someone is signed in, then the visitor returns to their page.
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const locale = form.get("locale");
  const back = safeRedirectPath(String(form.get("redirectTo") ?? "")) ?? "/";
  if (!isLocale(locale)) throw redirect(back);
  const user = await getUser(request);
  if (user) await requireWithinLimits(request, [[writeRules().profile, user.id]]);
  if (user) await getDb().update(users).set({ locale }).where(eq(users.id, user.id));
  throw redirect(back, { headers: { "Set-Cookie": localeCookie(locale) } });
}
