import { data, Form, Link, useNavigation } from "react-router";
import { FormError, NewPasswordFields, SubmitButton } from "~/components/form";
import { PublicPage } from "~/components/public-page";
import { SetPasswordSchema } from "~/domain/auth-forms";
import { parseForm, type FieldErrors } from "~/domain/form";
import { useT } from "~/i18n/i18n-context";
import { redirectSignedIn, setPasswordWithToken } from "~/utils/auth.server";
import { submitChecked } from "~/utils/client-action";
import { pageTitle } from "~/utils/meta";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/set-password";

export async function loader({ request }: Route.LoaderArgs) {
  await redirectSignedIn(request);
  const url = new URL(request.url);
  return { token: url.searchParams.get("token") ?? "", linkError: url.searchParams.has("error") };
}

const SECRET_FIELDS = ["password", "confirmPassword"];

export async function action({ request }: Route.ActionArgs) {
  const parsed = parseForm(SetPasswordSchema, await request.formData());
  if (!parsed.ok) return data({ errors: parsed.errors, values: {}, invalidToken: false }, { status: 400 });
  const result = await setPasswordWithToken(parsed.data.token, parsed.data.password);
  if (!result.ok) return data({ errors: {} as FieldErrors, values: {}, invalidToken: true }, { status: 400 });
  throw await redirectWithToast("/signIn", { type: "success", key: "setPassword.done" });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitChecked(SetPasswordSchema, request, serverAction, SECRET_FIELDS);
}

export default function SetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};

  const invalidToken = actionData !== undefined && "invalidToken" in actionData && actionData.invalidToken;
  if (!loaderData.token || loaderData.linkError || invalidToken) {
    const broken = Boolean(loaderData.token) || loaderData.linkError || invalidToken;
    return (
      <PublicPage>
        <h1 className="text-2xl font-bold">{t(broken ? "setPassword.invalidTitle" : "setPassword.title")}</h1>
        <p className="mt-2 text-stone-700">{t(broken ? "setPassword.invalidBody" : "setPassword.noTokenBody")}</p>
        <Link to="/forget_password" className="mt-4 inline-block font-medium text-orange-900 underline">
          {t("setPassword.askNewLink")}
        </Link>
      </PublicPage>
    );
  }

  return (
    <PublicPage>
      <h1 className="text-2xl font-bold">{t("setPassword.title")}</h1>
      <p className="mt-1 text-stone-700">{t("setPassword.intro")}</p>
      <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="token" value={loaderData.token} />
        <FormError error={errors.form ?? errors.token} />
        <NewPasswordFields passwordLabel={t("setPassword.password")} confirmLabel={t("setPassword.confirm")} errors={errors} />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("setPassword.submitting")}>
          {t("setPassword.submit")}
        </SubmitButton>
      </Form>
    </PublicPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "setPassword.title");
}
