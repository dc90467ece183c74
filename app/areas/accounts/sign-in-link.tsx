import { Form, redirect, useNavigation } from "react-router";
import { DeadLinkPage, EmailLinkForm } from "./email-link-form";
import { SubmitButton } from "~/shared/ui/form";
import { PublicPage } from "~/shared/ui/public-page";
import { useBrand } from "~/shared/ui/root-data";
import { EmailLinkRequestSchema, SignInLinkSchema } from "~/shared/auth-forms";
import { landingPath } from "~/shared/access/navigation";
import { useT } from "~/shared/i18n/i18n-context";
import { redirectSignedIn, signInLinkIsLive, signInWithLink } from "~/shared/server/auth.server";
import { submitChecked } from "~/shared/client-action";
import { handleLinkRequestForm } from "./link-request.server";
import { limitCodeCheck } from "~/shared/server/rate-limit.server";
import { pageTitle } from "~/shared/meta";
import { actionResult, toastHeader } from "~/shared/server/toast.server";
import type { Route } from "./+types/sign-in-link";
import { pageMessages } from "./messages.server";
import { readForm } from "~/shared/server/request.server";

// Opening the emailed link only shows a button: mail scanners that fetch links
// would otherwise use up the single-use code before the person gets to it.
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const messages = pageMessages(request);
  if (!token) {
    await redirectSignedIn(request);
    return { view: "request" as const, token, messages };
  }
  return (await limitCodeCheck(request, async () => ({ ok: await signInLinkIsLive(token) }))).ok
    ? { view: "confirm" as const, token, messages }
    : { view: "invalid" as const, token: "", messages };
}

export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  if (form.get("intent") === "request") return handleLinkRequestForm(request, "signIn", form);
  const token = form.get("token");
  const result =
    typeof token === "string" && token
      ? await limitCodeCheck(request, () => signInWithLink(request, token))
      : ({ ok: false } as const);
  if (!result.ok) return actionResult(request, 400, { invalidToken: true });
  const toast = result.passwordDropped ? "accounts.signInLink.passwordDropped" : "auth.signedIn";
  result.headers.append("Set-Cookie", await toastHeader({ type: "success", key: toast }));
  throw redirect(landingPath(result.role), { headers: result.headers });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  return submitChecked(intent === "request" ? EmailLinkRequestSchema : SignInLinkSchema, request, serverAction);
}

export default function SignInLink({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const brand = useBrand();
  const navigation = useNavigation();

  if (loaderData.view === "request") {
    return (
      <EmailLinkForm
        title={t("accounts.signInLink.title")}
        intro={<p>{t("accounts.signInLink.intro")}</p>}
        submitLabel={t("accounts.linkRequest.send")}
        errors={actionData && "errors" in actionData ? actionData.errors : undefined}
        values={actionData && "values" in actionData ? actionData.values : undefined}
        retryAfterSeconds={actionData && "retryAfterSeconds" in actionData ? actionData.retryAfterSeconds : undefined}
      />
    );
  }

  if (loaderData.view === "invalid" || (actionData && "invalidToken" in actionData)) {
    return <DeadLinkPage body={t("signInLink.invalidBody")} newLinkTo="/signIn/link" />;
  }

  return (
    <PublicPage>
      <h1 className="text-2xl font-bold">{t("signIn.title", { brand: brand.name })}</h1>
      <p className="mt-1 text-stone-700">{t("accounts.signInLink.confirmIntro")}</p>
      <Form method="post" className="mt-6 flex flex-col">
        <input type="hidden" name="intent" value="signIn" />
        <input type="hidden" name="token" value={loaderData.token} />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("accounts.signIn.submitting")}>
          {t("accounts.signIn.submit")}
        </SubmitButton>
      </Form>
    </PublicPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.signInLink.title");
}
