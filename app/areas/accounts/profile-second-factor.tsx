import { Form, Link, redirect, useNavigation } from "react-router";
import { FormError, SubmitButton, TextField } from "~/shared/ui/form";
import { parseForm, type FieldErrors } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import { requirePage, SECOND_FACTOR_PATH } from "~/shared/access/guard.server";
import { landingPath } from "~/shared/access/navigation";
import { mustAddSecondFactor } from "~/shared/access/policy";
import { submitChecked } from "~/shared/client-action";
import { pageTitle } from "~/shared/meta";
import { hasPassword } from "~/shared/server/users.server";
import { allowPasswordChange } from "~/shared/server/rate-limit.server";
import { readForm } from "~/shared/server/request.server";
import { beginSecondFactor, confirmSecondFactor, pendingSetup } from "~/shared/server/second-factor.server";
import { actionResult } from "~/shared/server/toast.server";
import type { Route } from "./+types/profile-second-factor";
import { pageMessages } from "./messages.server";
import { ProfilePage } from "./profile-page";
import { BeginSecondFactorSchema, ConfirmSecondFactorSchema } from "./second-factor-forms";

// Setting up an authenticator app (docs/security.md, "Second factor"): the password, then the
// QR code (or its key to type) until the app's first code confirms it, then the recovery codes,
// shown this once. An admin who signed in with a password is sent here by the guard until done.

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePage(request, "secondFactor");
  return {
    on: user.secondFactor,
    required: mustAddSecondFactor(user),
    setup: user.secondFactor ? null : await pendingSetup(user),
    passwordSet: await hasPassword(user.id),
    landing: landingPath(user.role),
    messages: pageMessages(request),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePage(request, "secondFactor");
  const form = await readForm(request);
  if (form.get("intent") === "begin") {
    const parsed = parseForm(BeginSecondFactorSchema, form);
    if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values: {} });
    // Guesses at the password count as on the change-password form.
    const limit = await allowPasswordChange(user.id);
    if (!limit.ok) return actionResult(request, 429, { errors: { form: "accounts.profile.tooManyTries" }, values: {} });
    const begun = await beginSecondFactor(request, parsed.data.password || undefined);
    if (!begun.ok && begun.reason === "wrongPassword") {
      const errors: FieldErrors = { password: "accounts.profile.wrongPassword" };
      return actionResult(request, 400, { errors, values: {} });
    }
    throw redirect(SECOND_FACTOR_PATH);
  }
  const parsed = parseForm(ConfirmSecondFactorSchema, form);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values: {} });
  const confirmed = await confirmSecondFactor(request, user, parsed.data.code);
  if (!confirmed.ok) {
    const errors: FieldErrors =
      confirmed.reason === "wrongCode"
        ? { code: "accounts.secondFactor.codeWrong" }
        : { form: "accounts.secondFactor.notBegun" };
    return actionResult(request, 400, { errors, values: {} });
  }
  // Shown this once: the library keeps them encrypted, and nothing here shows them again.
  return actionResult(
    request,
    200,
    { errors: {}, values: {}, recoveryCodes: confirmed.recoveryCodes },
    { headers: confirmed.headers },
  );
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const begin = (await request.clone().formData()).get("intent") === "begin";
  return submitChecked(begin ? BeginSecondFactorSchema : ConfirmSecondFactorSchema, request, serverAction, [
    "password",
    "code",
  ]);
}

export default function ProfileSecondFactor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const errors: FieldErrors = actionData?.errors ?? {};
  const recoveryCodes = actionData && "recoveryCodes" in actionData ? (actionData.recoveryCodes as string[]) : null;
  const pending = navigation.state === "submitting";
  const title = t("accounts.profile.menu.secondFactor");

  if (recoveryCodes) {
    return (
      <ProfilePage title={title}>
        <p role="status" className="font-medium">
          {t("accounts.secondFactor.added")}
        </p>
        <h3 className="mt-4 text-lg font-semibold">{t("accounts.secondFactor.recoveryTitle")}</h3>
        <p className="mt-1 text-stone-700">{t("accounts.secondFactor.recoveryIntro")}</p>
        <ul dir="ltr" className="mt-3 grid grid-cols-2 gap-2 font-mono text-lg">
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
        <Link
          to={loaderData.landing}
          className="mt-6 inline-flex min-h-11 items-center rounded-md bg-orange-800 px-4 font-semibold text-white"
        >
          {t("accounts.secondFactor.continue")}
        </Link>
      </ProfilePage>
    );
  }

  if (loaderData.on) {
    return (
      <ProfilePage title={title}>
        <p>{t("accounts.secondFactor.on")}</p>
      </ProfilePage>
    );
  }

  return (
    <ProfilePage title={title}>
      {loaderData.required && (
        <p role="alert" className="mb-4 rounded-md bg-amber-100 p-3 font-medium text-amber-950">
          {t("accounts.secondFactor.required")}
        </p>
      )}
      {loaderData.setup ? (
        <Form method="post" noValidate className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="confirm" />
          <p>{t("accounts.secondFactor.scan")}</p>
          <img
            src={loaderData.setup.qrCode}
            alt={t("accounts.secondFactor.qrAlt")}
            width={200}
            height={200}
            className="size-50 self-start bg-white"
          />
          {/* Read-only, so that it can be selected and copied whole into the app. */}
          <TextField
            name="secret"
            label={t("accounts.secondFactor.secret")}
            value={loaderData.setup.secret}
            readOnly
            dir="ltr"
            className="min-h-11 rounded-md border border-stone-400 bg-stone-50 px-3 font-mono text-base"
          />
          <FormError error={errors.form} />
          <TextField
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            dir="ltr"
            label={t("accounts.secondFactor.code")}
            error={errors.code}
            required
          />
          <SubmitButton pending={pending} pendingLabel={t("common.users.saving")}>
            {t("accounts.secondFactor.confirm")}
          </SubmitButton>
        </Form>
      ) : (
        <Form method="post" noValidate className="flex flex-col gap-4">
          <input type="hidden" name="intent" value="begin" />
          <p>{t("accounts.secondFactor.intro")}</p>
          <FormError error={errors.form} />
          {loaderData.passwordSet && (
            <TextField
              name="password"
              type="password"
              autoComplete="current-password"
              label={t("accounts.profile.currentPassword")}
              error={errors.password}
              required
            />
          )}
          <SubmitButton pending={pending} pendingLabel={t("common.users.saving")}>
            {t("accounts.secondFactor.begin")}
          </SubmitButton>
        </Form>
      )}
    </ProfilePage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.profile.menu.secondFactor");
}
