import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { FormError, SubmitButton, TextField } from "~/shared/ui/form";
import { PublicPage } from "~/shared/ui/public-page";
import { useBrand } from "~/shared/ui/root-data";
import { SignInCodeRequestSchema, SignInCodeSchema } from "~/shared/phone-forms";
import { parseForm, typedValues, type FieldErrors } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import { formatPhone, type PhoneNumber } from "~/shared/phone";
import { redirectSignedIn, signInWithCode } from "~/shared/server/auth.server";
import { queueSignInCode } from "~/shared/server/message-queue.server";
import { allowSignInCode, limitCodeCheck } from "~/shared/server/rate-limit.server";
import { submitChecked } from "~/shared/client-action";
import { goToLanding, isLanding, LandingField, unlessLanding } from "~/shared/landing-data";
import { pageTitle } from "~/shared/meta";
import { actionResult } from "~/shared/server/toast.server";
import { readForm } from "~/shared/server/request.server";
import { textsAvailable } from "~/shared/server/sms.server";
import type { Route } from "./+types/sign-in-phone";
import { signInPhoneMessages } from "./messages.server";
import { SharedDeviceField } from "./shared-device-field";
import { signedIn, signedInHeaders } from "./signed-in.server";

// Signing in with a code texted to the number (issue 18, docs/decisions/020). Two steps on one
// page, each a plain form: the number, then the code. The second step is the answer to the
// first, so the number never goes into a URL.

// Without an SMS provider (and outside demo mode) no code could arrive: the page does not exist.
function requireTexts(): void {
  if (!textsAvailable()) throw data(null, { status: 404 });
}

export async function loader({ request }: Route.LoaderArgs) {
  requireTexts();
  await redirectSignedIn(request);
  return { messages: signInPhoneMessages(request) };
}

export async function action({ request, context }: Route.ActionArgs) {
  requireTexts();
  const form = await readForm(request);
  const values = typedValues(form, ["code"]);
  if (form.get("intent") === "send") {
    const parsed = parseForm(SignInCodeRequestSchema, form);
    if (!parsed.ok) return actionResult(request, 400, { step: "phone" as const, errors: parsed.errors, values });
    const limit = await allowSignInCode(request, parsed.data.phone);
    if (!limit.ok) {
      const errors: FieldErrors = { form: "accounts.phoneSignIn.tooMany" };
      return actionResult(
        request,
        429,
        { step: "phone" as const, errors, values },
        { headers: { "Retry-After": String(limit.retryAfterSeconds) } },
      );
    }
    // The same answer, after the same work, whether or not the number has an account: the code is
    // made and sent by the message queue after this answer.
    await queueSignInCode(parsed.data.phone);
    return actionResult(request, 200, { step: "code" as const, phone: parsed.data.phone, errors: {}, values });
  }
  const parsed = parseForm(SignInCodeSchema, form);
  if (!parsed.ok) {
    const phone = parseForm(SignInCodeRequestSchema, form);
    return phone.ok
      ? actionResult(request, 400, { step: "code" as const, phone: phone.data.phone, errors: parsed.errors, values })
      : actionResult(request, 400, { step: "phone" as const, errors: phone.errors, values });
  }
  const { phone, code } = parsed.data;
  const sharedDevice = parsed.data.sharedDevice === "on";
  // A wrong code counts against that code (it dies after a few tries) and this address, not the
  // number: anyone's guesses must not lock its owner out.
  const result = await limitCodeCheck(request, () => signInWithCode(request, phone, code, sharedDevice));
  if (!result.ok) {
    const errors: FieldErrors = { code: "accounts.phoneSignIn.codeFailed" };
    return actionResult(request, 400, { step: "code" as const, phone, errors, values });
  }
  return signedIn({ request, context, form }, result.headers, {
    ...result,
    sharedDevice,
    redirectTo: parsed.data.redirectTo,
  });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  const result = await submitChecked(
    intent === "send" ? SignInCodeRequestSchema : SignInCodeSchema,
    request,
    serverAction,
    ["code"],
  );
  return isLanding(result) ? goToLanding(result.landing) : result;
}

export const headers = signedInHeaders;

export default function SignInPhone({ actionData: answer }: Route.ComponentProps) {
  const actionData = unlessLanding(answer);
  const t = useT();
  const brand = useBrand();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const redirectTo = searchParams.get("redirectTo") ?? "";
  const errors: FieldErrors = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const phone = actionData && "phone" in actionData ? (actionData.phone as PhoneNumber) : null;
  const submitting = navigation.state === "submitting";
  const sending = submitting && navigation.formData?.get("intent") === "send";

  return (
    <PublicPage>
      <h1 className="text-2xl font-bold">{t("signIn.title", { brand: brand.name })}</h1>
      {phone ? (
        <>
          <p className="mt-1 text-stone-700" role="status">
            {t("accounts.phoneSignIn.sent", { phone: formatPhone(phone) })}
          </p>
          <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
            <input type="hidden" name="intent" value="verify" />
            <LandingField redirectTo={redirectTo} />
            <input type="hidden" name="phone" value={phone} />
            <input type="hidden" name="redirectTo" value={redirectTo} />
            <FormError error={errors.form} />
            <TextField
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              label={t("accounts.phoneSignIn.code")}
              error={errors.code}
              required
            />
            <SharedDeviceField checked={values.sharedDevice === "on"} />
            <SubmitButton pending={submitting && !sending} pendingLabel={t("accounts.signIn.submitting")}>
              {t("accounts.signIn.submit")}
            </SubmitButton>
          </Form>
          <Form method="post" className="mt-4">
            <input type="hidden" name="intent" value="send" />
            <input type="hidden" name="phone" value={phone} />
            <button type="submit" className="min-h-11 font-medium text-orange-900 underline" disabled={sending}>
              {sending ? t("accounts.phoneSignIn.sending") : t("accounts.phoneSignIn.sendAgain")}
            </button>
          </Form>
          {/* A new visit to the page: its first step again. */}
          <Link
            to={{ pathname: "/signIn/phone", search: searchParams.toString() }}
            className="mt-2 inline-block font-medium text-orange-900 underline"
          >
            {t("accounts.phoneSignIn.otherNumber")}
          </Link>
        </>
      ) : (
        <>
          <p className="mt-1 text-stone-700">{t("accounts.phoneSignIn.intro")}</p>
          <Form method="post" noValidate className="mt-6 flex flex-col gap-4">
            <input type="hidden" name="intent" value="send" />
            <FormError error={errors.form} />
            <TextField
              name="phone"
              type="tel"
              autoComplete="tel"
              label={t("accounts.phoneSignIn.phone")}
              hint={t("accounts.phoneSignIn.phoneHint")}
              defaultValue={values.phone}
              error={errors.phone}
              required
            />
            <SubmitButton pending={sending} pendingLabel={t("accounts.phoneSignIn.sending")}>
              {t("accounts.phoneSignIn.send")}
            </SubmitButton>
          </Form>
        </>
      )}
      <p className="mt-6 border-t border-stone-200 pt-4">
        <Link
          to={{ pathname: "/signIn", search: searchParams.toString() }}
          className="font-medium text-orange-900 underline"
        >
          {t("accounts.phoneSignIn.withEmail")}
        </Link>
      </p>
    </PublicPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.phoneSignIn.title");
}
