import { Form, Link, useNavigation } from "react-router";
import { FormError, NewPasswordFields, RadioGroupField, SubmitButton, TextField } from "~/shared/ui/form";
import { PublicPage } from "~/shared/ui/public-page";
import { SignUpSchema } from "~/shared/phone-forms";
import { parseForm, typedValues, type FieldErrors } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import { getLocale } from "~/shared/i18n/locale.server";
import { allowSignUp } from "~/shared/server/rate-limit.server";
import { signUp } from "./sign-up.server";
import { redirectSignedIn } from "~/shared/server/auth.server";
import { submitChecked } from "~/shared/client-action";
import { pageTitle } from "~/shared/meta";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import type { Route } from "./+types/sign-up";
import { pageMessages } from "./messages.server";
import { readForm } from "~/shared/server/request.server";

const SECRET_FIELDS = ["password", "confirmPassword"];

export async function loader({ request }: Route.LoaderArgs) {
  await redirectSignedIn(request);
  return { messages: pageMessages(request) };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = typedValues(form, SECRET_FIELDS);
  const parsed = parseForm(SignUpSchema, form);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values });
  const { accountType, company, ...fields } = parsed.data;
  const limit = await allowSignUp(request, fields.email);
  if (!limit.ok) {
    const errors: FieldErrors = { form: "accounts.signUp.tooMany" };
    return actionResult(
      request,
      429,
      { errors, values },
      { headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }
  const employer = accountType === "employer";
  await signUp(
    {
      ...fields,
      role: accountType,
      status: employer ? "pending" : "approved",
      company: employer ? company : undefined,
    },
    getLocale(request),
  );
  // The same answer whether the email was new or already registered: the
  // email tells its owner which. A new account is not signed in: the person
  // signs in next, as the spec asks.
  throw await redirectWithToast("/signIn", { type: "success", key: "accounts.signUp.checkEmail" });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitChecked(SignUpSchema, request, serverAction, SECRET_FIELDS);
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const accountType = values.accountType ?? "client";

  return (
    <PublicPage>
      <h1 className="text-2xl font-bold">{t("accounts.signUp.title")}</h1>
      <p className="mt-1 text-stone-700">{t("accounts.signUp.intro")}</p>
      <Form method="post" noValidate className="group mt-6 flex flex-col gap-4">
        <FormError error={errors.form} />
        <RadioGroupField
          name="accountType"
          legend={t("accounts.signUp.accountType")}
          options={[
            { value: "client", label: t("accounts.signUp.typeClient") },
            { value: "employer", label: t("accounts.signUp.typeEmployer") },
          ]}
          defaultValue={accountType}
          error={errors.accountType}
        />
        <TextField
          name="name"
          autoComplete="name"
          label={t("signUp.name")}
          defaultValue={values.name}
          error={errors.name}
          required
        />
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t("signUp.email")}
          defaultValue={values.email}
          error={errors.email}
          required
        />
        <TextField
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t("accounts.signUp.phone")}
          defaultValue={values.phone}
          error={errors.phone}
          required
        />
        {/* CSS shows the company only while "employer" is checked, with or without JavaScript. */}
        <div className="hidden group-has-[input[value=employer]:checked]:block">
          <TextField
            name="company"
            autoComplete="organization"
            label={t("signUp.company")}
            hint={t("signUp.companyHint")}
            defaultValue={values.company}
            error={errors.company}
          />
        </div>
        <NewPasswordFields
          passwordLabel={t("accounts.signUp.password")}
          confirmLabel={t("accounts.signUp.confirmPassword")}
          errors={errors}
        />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("accounts.signUp.submitting")}>
          {t("accounts.signUp.submit")}
        </SubmitButton>
      </Form>
      <p className="mt-6 border-t border-stone-200 pt-4">
        <Link to="/signIn" className="font-medium text-orange-900 underline">
          {t("accounts.signUp.haveAccount")}
        </Link>
      </p>
    </PublicPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.signUp.title");
}
