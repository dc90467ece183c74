import { sql } from "drizzle-orm";
import { users } from "#db/schema";
import { Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import { safeRedirectPath } from "~/shared/redirect";
import { FormError, SubmitButton, TextField } from "~/shared/ui/form";
import { PublicPage } from "~/shared/ui/public-page";
import { useBrand } from "~/shared/ui/root-data";
import { SignInSchema } from "~/shared/auth-forms";
import { parseForm, typedValues, type FieldErrors } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import { redirectSignedIn, signInWithPassword } from "~/shared/server/auth.server";
import { identityProvider } from "~/shared/server/identity-provider.server";
import { getDb } from "~/shared/server/db.server";
import { allowSignIn, forgiveSignIn } from "~/shared/server/rate-limit.server";
import { submitChecked } from "~/shared/client-action";
import { goToLanding, isLanding, LandingField, unlessLanding } from "~/shared/landing-data";
import { pageTitle } from "~/shared/meta";
import { actionResult } from "~/shared/server/toast.server";
import type { Route } from "./+types/sign-in";
import { signInMessages } from "./messages.server";
import { SharedDeviceField } from "./shared-device-field";
import { signedIn, signedInHeaders } from "./signed-in.server";
import { providerErrorMessage } from "./provider-errors";
import { readForm } from "~/shared/server/request.server";
import { textsAvailable } from "~/shared/server/sms.server";

export async function loader({ request }: Route.LoaderArgs) {
  await redirectSignedIn(request);
  const provider = identityProvider()?.name ?? null;
  return {
    phoneSignIn: textsAvailable(),
    provider,
    // How a sign-in through the provider ended, when it came back here with ?error=.
    providerError: provider ? providerErrorMessage(new URL(request.url).searchParams.get("error")) : null,
    messages: signInMessages(request),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = typedValues(form, ["password"]);
  const parsed = parseForm(SignInSchema, form);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values });
  const limit = await allowSignIn(request, parsed.data.email);
  if (!limit.ok) {
    const errors: FieldErrors = { form: "accounts.signIn.tooMany" };
    return actionResult(
      request,
      429,
      { errors, values },
      { headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const sharedDevice = parsed.data.sharedDevice === "on";
  const result = await signInWithPassword(request, parsed.data.email, parsed.data.password, sharedDevice);
  if (!result.ok) {
    const errors: FieldErrors = { form: "accounts.signIn.invalid" };
    return actionResult(request, 401, { errors, values });
  }
  // Only failed attempts count against the account.
  await forgiveSignIn(parsed.data.email);
  // The password was right; the code from the authenticator app is asked for next.
  if (result.secondStep) {
    const redirectTo = safeRedirectPath(parsed.data.redirectTo);
    const next = redirectTo
      ? `/signIn/second_step?redirectTo=${encodeURIComponent(redirectTo)}`
      : "/signIn/second_step";
    throw redirect(next, { headers: result.headers });
  }
  const [account] = await getDb()
    .select({ locale: users.locale, role: users.role })
    .from(users)
    .where(sql`lower(${users.email}) = ${parsed.data.email}`);
  return signedIn({ request, context, form }, result.headers, {
    role: account?.role ?? null,
    locale: account?.locale ?? null,
    sharedDevice,
    redirectTo: parsed.data.redirectTo,
  });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const result = await submitChecked(SignInSchema, request, serverAction, ["password"]);
  return isLanding(result) ? goToLanding(result.landing) : result;
}

export const headers = signedInHeaders;

export default function SignIn({ loaderData, actionData: answer }: Route.ComponentProps) {
  const actionData = unlessLanding(answer);
  const t = useT();
  const brand = useBrand();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const redirectTo = searchParams.get("redirectTo") ?? "";

  return (
    <PublicPage>
      <h1 className="text-2xl font-bold">{t("signIn.title", { brand: brand.name })}</h1>
      <p className="mt-1 text-stone-700">{t("accounts.signIn.intro")}</p>
      {loaderData.provider && loaderData.providerError && (
        <p role="alert" className="mt-4 rounded-md bg-red-100 p-3 font-medium text-red-900">
          {t(loaderData.providerError, { provider: loaderData.provider })}
        </p>
      )}
      <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <LandingField redirectTo={redirectTo} />
        <FormError error={errors.form} />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t("accounts.signIn.email")}
          placeholder={t("accounts.signIn.emailPlaceholder")}
          defaultValue={values.email}
          error={errors.email}
          required
        />
        <TextField
          name="password"
          type="password"
          autoComplete="current-password"
          label={t("accounts.signIn.password")}
          error={errors.password}
          required
        />
        <SharedDeviceField checked={values.sharedDevice === "on"} />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("accounts.signIn.submitting")}>
          {t("accounts.signIn.submit")}
        </SubmitButton>
      </Form>
      {loaderData.provider && (
        // A plain POST: the answer is a redirect to the provider's site.
        <Form method="post" action="/signIn/provider" reloadDocument className="mt-6 border-t border-stone-200 pt-4">
          <input type="hidden" name="redirectTo" value={redirectTo} />
          <button
            type="submit"
            className="min-h-11 w-full rounded-md border-2 border-orange-800 px-4 font-semibold text-orange-900 hover:bg-orange-50"
          >
            {t("accounts.provider.signIn", { provider: loaderData.provider })}
          </button>
          <p className="mt-2 text-sm text-stone-700">{t("accounts.provider.staffHint")}</p>
        </Form>
      )}
      <ul className="mt-6 flex flex-col gap-3 border-t border-stone-200 pt-4">
        <li>
          <Link to="/forget_password" className="font-medium text-orange-900 underline">
            {t("accounts.signIn.forgot")}
          </Link>
        </li>
        {loaderData.phoneSignIn && (
          <li>
            <Link to="/signIn/phone" className="font-medium text-orange-900 underline">
              {t("accounts.signIn.phoneLink")}
            </Link>
          </li>
        )}
        <li>
          <Link to="/signIn/link" className="font-medium text-orange-900 underline">
            {t("accounts.signIn.emailLink")}
          </Link>
        </li>
        <li>
          <Link to="/set_password" className="font-medium text-orange-900 underline">
            {t("accounts.signIn.firstTime")}
          </Link>
        </li>
        <li>
          <Link to="/signUp" className="font-medium text-orange-900 underline">
            {t("accounts.signIn.newAccount")}
          </Link>
        </li>
      </ul>
    </PublicPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.signIn.submit");
}
