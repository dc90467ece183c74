import type { ReactNode } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { FieldErrors } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import { FormError, SubmitButton, TextField } from "~/shared/ui/form";
import { PublicPage } from "~/shared/ui/public-page";

/** "Type your email and we send you a link": forgot password, first password, sign-in link. */
export function EmailLinkForm(props: {
  title: string;
  intro: ReactNode;
  submitLabel: string;
  errors?: FieldErrors | undefined;
  values?: Record<string, string> | undefined;
  retryAfterSeconds?: number | undefined;
}) {
  const t = useT();
  const navigation = useNavigation();
  const errors = props.errors ?? {};
  return (
    <PublicPage>
      <h1 className="text-2xl font-bold">{props.title}</h1>
      <div className="mt-1 text-stone-700">{props.intro}</div>
      <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
        <input type="hidden" name="intent" value="request" />
        <FormError error={errors.form} />
        {props.retryAfterSeconds ? (
          <p role="alert" className="rounded-md bg-red-100 p-3 font-medium text-red-900">
            {t("accounts.linkRequest.wait", { count: props.retryAfterSeconds })}
          </p>
        ) : null}
        <TextField
          name="email"
          type="email"
          autoComplete="email"
          label={t("accounts.signIn.email")}
          placeholder={t("accounts.signIn.emailPlaceholder")}
          defaultValue={props.values?.email}
          error={errors.email}
          required
        />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("accounts.linkRequest.sending")}>
          {props.submitLabel}
        </SubmitButton>
      </Form>
      <p className="mt-6 border-t border-stone-200 pt-4">
        <Link to="/signIn" className="font-medium text-orange-900 underline">
          {t("accounts.linkRequest.backToSignIn")}
        </Link>
      </p>
    </PublicPage>
  );
}

/** An emailed link that has expired, was used, or was never valid: say so, and offer a new one. */
export function DeadLinkPage({ body, newLinkTo }: { body: string; newLinkTo: string }) {
  const t = useT();
  return (
    <PublicPage>
      <h1 className="text-2xl font-bold">{t("accounts.setPassword.invalidTitle")}</h1>
      <p className="mt-2 text-stone-700">{body}</p>
      <Link
        to={newLinkTo}
        className="mt-6 flex min-h-11 items-center justify-center rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
      >
        {t("accounts.setPassword.askNewLink")}
      </Link>
    </PublicPage>
  );
}
