import { Form, useNavigation } from "react-router";
import { FormError, NewPasswordFields, SubmitButton, TextField } from "~/shared/ui/form";
import { ProfilePage } from "./profile-page";
import { ChangePasswordSchema } from "~/shared/account-forms";
import { parseForm, type FieldErrors } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import { hasPassword } from "~/shared/server/users.server";
import { changePassword, requestPasswordLink } from "~/shared/server/auth.server";
import { requirePage } from "~/shared/access/guard.server";
import { submitChecked } from "~/shared/client-action";
import { pageTitle } from "~/shared/meta";
import { allowLinkEmail, allowPasswordChange } from "~/shared/server/rate-limit.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import type { Route } from "./+types/profile-set-password";
import { pageMessages } from "./messages.server";
import { readForm } from "~/shared/server/request.server";

const SECRET_FIELDS = ["currentPassword", "password", "confirmPassword"];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePage(request, "profile");
  return {
    passwordSet: await hasPassword(user.id),
    messages: pageMessages(request),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requirePage(request, "profile");
  const form = await readForm(request);
  // People who only ever signed in by emailed link have no password to type.
  if (form.get("intent") === "emailLink") {
    const limit = await allowLinkEmail(request, user.email);
    if (!limit.ok) {
      throw await redirectWithToast("/profile/set_password", {
        type: "error",
        key: "accounts.linkRequest.wait",
        vars: { count: limit.retryAfterSeconds },
      });
    }
    await requestPasswordLink(user.email, "reset");
    throw await redirectWithToast("/profile/set_password", {
      type: "success",
      key: "accounts.profile.linkSent",
      vars: { email: user.email },
    });
  }
  const parsed = parseForm(ChangePasswordSchema, form);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values: {} });
  const limit = await allowPasswordChange(user.id);
  if (!limit.ok) {
    const errors: FieldErrors = { form: "accounts.profile.tooManyTries" };
    return actionResult(request, 429, { errors, values: {} });
  }
  const result = await changePassword(request, parsed.data.currentPassword, parsed.data.password);
  if (!result.ok) {
    const errors: FieldErrors =
      result.reason === "wrongPassword"
        ? { currentPassword: "accounts.profile.wrongPassword" }
        : { form: "accounts.profile.noPasswordYet" };
    return actionResult(request, 400, { errors, values: {} });
  }
  throw await redirectWithToast(
    "/profile",
    { type: "success", key: "accounts.profile.passwordUpdated" },
    { headers: result.headers },
  );
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  if ((await request.clone().formData()).get("intent") === "emailLink") return serverAction();
  return submitChecked(ChangePasswordSchema, request, serverAction, SECRET_FIELDS);
}

export default function ProfileSetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};

  if (!loaderData.passwordSet) {
    return (
      <ProfilePage title={t("accounts.profile.menu.password")}>
        <p>{t("accounts.profile.noPasswordYet")}</p>
        <Form method="post" className="mt-4">
          <input type="hidden" name="intent" value="emailLink" />
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("accounts.linkRequest.sending")}>
            {t("accounts.profile.emailMeLink")}
          </SubmitButton>
        </Form>
      </ProfilePage>
    );
  }

  return (
    <ProfilePage title={t("accounts.profile.menu.password")}>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FormError error={errors.form} />
        <TextField
          name="currentPassword"
          type="password"
          autoComplete="current-password"
          label={t("accounts.profile.currentPassword")}
          error={errors.currentPassword}
          required
        />
        <NewPasswordFields
          passwordLabel={t("accounts.setPassword.password")}
          confirmLabel={t("accounts.setPassword.confirm")}
          errors={errors}
        />
        <p className="text-sm text-stone-700">{t("accounts.profile.otherDevices")}</p>
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("common.users.saving")}>
          {t("accounts.profile.savePassword")}
        </SubmitButton>
      </Form>
    </ProfilePage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.profile.menu.password");
}
