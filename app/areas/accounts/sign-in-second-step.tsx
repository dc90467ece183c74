import { eq, sql } from "drizzle-orm";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { DEMO_ADMIN_EMAIL, DEMO_AUTHENTICATOR_SECRET } from "#db/seed";
import { users } from "#db/schema";
import { authenticatorCode } from "~/shared/authenticator";
import { getEnv } from "~/shared/server/env.server";
import { FormError, SubmitButton, TextField } from "~/shared/ui/form";
import { PublicPage } from "~/shared/ui/public-page";
import { parseForm, type FieldErrors } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import type { MessageKey } from "~/shared/i18n/i18n";
import { onSharedDevice, redirectSignedIn } from "~/shared/server/auth.server";
import { getDb } from "~/shared/server/db.server";
import { pendingSecondStep, verifySecondStep, type CodeRefusal } from "~/shared/server/second-factor.server";
import { submitChecked } from "~/shared/client-action";
import { goToLanding, isLanding, LandingField, unlessLanding } from "~/shared/landing-data";
import { pageTitle } from "~/shared/meta";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import { readForm } from "~/shared/server/request.server";
import type { Route } from "./+types/sign-in-second-step";
import { signInMessages } from "./messages.server";
import { SecondStepSchema } from "./second-factor-forms";
import { signedIn, signedInHeaders } from "./signed-in.server";

// The second step of a password sign-in for an account with an authenticator app: the
// password page sends here with the library's cookie of the waiting sign-in (10 minutes).

export async function loader({ request }: Route.LoaderArgs) {
  await redirectSignedIn(request);
  const waiting = await pendingSecondStep(request);
  if (!waiting) throw redirect("/signIn");
  return { messages: signInMessages(request), demoCode: await demoAdminCode(waiting.userId) };
}

/**
 * In demo mode the demo admin's app code is shown on the page, so anyone can try the staff pages
 * without an authenticator app (its key is public: the README and the start-up log print it).
 */
async function demoAdminCode(userId: string): Promise<string | null> {
  if (!getEnv().DEMO) return null;
  const [account] = await getDb().select({ email: users.email }).from(users).where(eq(users.id, userId));
  return account?.email === DEMO_ADMIN_EMAIL ? authenticatorCode(DEMO_AUTHENTICATOR_SECRET) : null;
}

const REFUSALS: Record<Exclude<CodeRefusal, "expired">, MessageKey> = {
  wrong: "accounts.secondFactor.codeWrong",
  replayed: "accounts.secondFactor.codeUsed",
  tooMany: "accounts.signIn.tooMany",
};

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const parsed = parseForm(SecondStepSchema, form);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values: {} });
  const result = await verifySecondStep(request, parsed.data.code);
  if (!result.ok) {
    if (result.reason === "expired") {
      throw await redirectWithToast("/signIn", { type: "error", key: "accounts.secondFactor.expired" });
    }
    const errors: FieldErrors = { code: REFUSALS[result.reason] };
    return actionResult(request, result.reason === "tooMany" ? 429 : 400, { errors, values: {} });
  }
  const [account] = await getDb()
    .select({ locale: users.locale, role: users.role })
    .from(users)
    .where(sql`${users.id} = ${result.userId}`);
  return signedIn({ request, context, form }, result.headers, {
    role: account?.role ?? null,
    locale: account?.locale ?? null,
    sharedDevice: await onSharedDevice(request),
    redirectTo: parsed.data.redirectTo,
  });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const result = await submitChecked(SecondStepSchema, request, serverAction, ["code"]);
  return isLanding(result) ? goToLanding(result.landing) : result;
}

export const headers = signedInHeaders;

export default function SignInSecondStep({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = unlessLanding(answer);
  const t = useT();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const errors: FieldErrors = actionData?.errors ?? {};

  return (
    <PublicPage>
      <h1 className="text-2xl font-bold">{t("accounts.secondFactor.stepTitle")}</h1>
      <p className="mt-1 text-stone-700">{t("accounts.secondFactor.stepIntro")}</p>
      {loaderData.demoCode && (
        <p className="mt-3 rounded-md bg-amber-100 p-3 text-amber-950">
          {t("accounts.secondFactor.demoCode", { code: loaderData.demoCode })}
        </p>
      )}
      <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <LandingField redirectTo={redirectTo} />
        <FormError error={errors.form} />
        <TextField
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          label={t("accounts.secondFactor.code")}
          hint={t("accounts.secondFactor.codeHint")}
          error={errors.code}
          required
        />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("accounts.signIn.submitting")}>
          {t("accounts.signIn.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-6 border-t border-stone-200 pt-4">
        <Link to="/signIn" className="font-medium text-orange-900 underline">
          {t("accounts.secondFactor.startOver")}
        </Link>
      </p>
    </PublicPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.secondFactor.stepTitle");
}
