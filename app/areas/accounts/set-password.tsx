import { Form, useNavigation } from "react-router";
import { DeadLinkPage, EmailLinkForm } from "./email-link-form";
import { FormError, NewPasswordFields, SubmitButton } from "~/shared/ui/form";
import { PublicPage } from "~/shared/ui/public-page";
import { EmailLinkRequestSchema } from "~/shared/auth-forms";
import { SetPasswordSchema } from "~/shared/auth-forms";
import { parseForm, type FieldErrors } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import { passwordTokenIsLive, redirectSignedIn, setPasswordWithToken } from "~/shared/server/auth.server";
import { submitChecked } from "~/shared/client-action";
import { parsePasswordLinkMode } from "~/shared/server/emails.server";
import { handleLinkRequestForm } from "./link-request.server";
import { limitCodeCheck } from "~/shared/server/rate-limit.server";
import { pageTitle } from "~/shared/meta";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import type { Route } from "./+types/set-password";
import { pageMessages } from "./messages.server";
import { readForm } from "~/shared/server/request.server";

const SECRET_FIELDS = ["password", "confirmPassword"];

// Without a code the page asks for an email and sends a first-password link;
// with one it checks the code first, so a dead link says so before any typing.
export async function loader({ request }: Route.LoaderArgs) {
  await redirectSignedIn(request);
  const url = new URL(request.url);
  const mode = parsePasswordLinkMode(url.searchParams.get("mode"));
  const token = url.searchParams.get("token") ?? "";
  const messages = pageMessages(request);
  if (!token && !url.searchParams.has("error")) return { view: "request" as const, mode, token, messages };
  const live =
    Boolean(token) &&
    !url.searchParams.has("error") &&
    (await limitCodeCheck(request, async () => ({ ok: await passwordTokenIsLive(token) }))).ok;
  return { view: live ? ("set" as const) : ("invalid" as const), mode, token: live ? token : "", messages };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.get("intent") === "request") return handleLinkRequestForm(request, "first", form);
  const parsed = parseForm(SetPasswordSchema, form);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, invalidToken: false });
  const result = await limitCodeCheck(request, () => setPasswordWithToken(parsed.data.token, parsed.data.password));
  if (!result.ok) return actionResult(request, 400, { errors: {} as FieldErrors, invalidToken: true });
  throw await redirectWithToast("/signIn", { type: "success", key: "accounts.setPassword.done" });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  const schema = intent === "request" ? EmailLinkRequestSchema : SetPasswordSchema;
  return submitChecked(schema, request, serverAction, SECRET_FIELDS);
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  const { view, mode } = loaderData;

  if (view === "request") {
    return (
      <EmailLinkForm
        title={t("accounts.firstPassword.title")}
        intro={<p>{t("accounts.firstPassword.intro")}</p>}
        submitLabel={t("accounts.linkRequest.send")}
        errors={errors}
        values={actionData && "values" in actionData ? actionData.values : undefined}
        retryAfterSeconds={actionData && "retryAfterSeconds" in actionData ? actionData.retryAfterSeconds : undefined}
      />
    );
  }

  if (view === "invalid" || (actionData && "invalidToken" in actionData && actionData.invalidToken)) {
    return (
      <DeadLinkPage
        body={t("accounts.passwordLink.invalidBody")}
        newLinkTo={mode === "reset" ? "/forget_password" : "/set_password"}
      />
    );
  }

  return (
    <PublicPage>
      <h1 className="text-2xl font-bold">
        {t(mode === "reset" ? "accounts.passwordLink.resetTitle" : "accounts.passwordLink.welcomeTitle")}
      </h1>
      <p className="mt-1 text-stone-700">{t("accounts.setPassword.intro")}</p>
      <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormError error={errors.form ?? errors.token} />
        <NewPasswordFields
          passwordLabel={t("accounts.setPassword.password")}
          confirmLabel={t("accounts.setPassword.confirm")}
          errors={errors}
        />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("accounts.setPassword.submitting")}>
          {t("accounts.setPassword.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-4 text-sm text-stone-700">{t("accounts.passwordLink.othersSignedOut")}</p>
    </PublicPage>
  );
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (loaderData?.view === "request") return pageTitle(matches, "accounts.firstPassword.title");
  return pageTitle(matches, "accounts.setPassword.title");
}
