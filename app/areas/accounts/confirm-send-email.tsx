import { Form, Link, redirect, useNavigation } from "react-router";
import { PublicPage } from "~/shared/ui/public-page";
import { useT } from "~/shared/i18n/i18n-context";
import { readLinkRequest, sendLinkEmail } from "./link-request.server";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/confirm-send-email";
import { pageMessages } from "./messages.server";
import { actionResult } from "~/shared/server/toast.server";

export async function loader({ request }: Route.LoaderArgs) {
  const link = await readLinkRequest(request);
  if (!link) throw redirect("/signIn");
  return { ...link, messages: pageMessages(request) };
}

export async function action({ request }: Route.ActionArgs) {
  const link = await readLinkRequest(request);
  if (!link) throw redirect("/signIn");
  const sent = await sendLinkEmail(request, link);
  if (!sent.ok) return actionResult(request, 429, { resent: false, retryAfterSeconds: sent.retryAfterSeconds });
  return { resent: true, retryAfterSeconds: 0 };
}

export default function ConfirmSendEmail({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { kind, email } = loaderData;
  return (
    <PublicPage>
      <h1 className="text-2xl font-bold">{t("accounts.confirmSend.title")}</h1>
      <p className="mt-2">
        {t(kind === "signIn" ? "accounts.confirmSend.sentSignIn" : "accounts.confirmSend.sentPassword", { email })}
      </p>
      <p className="mt-2 text-stone-700">{t("accounts.confirmSend.spam")}</p>
      <p className="mt-2 text-stone-700">
        {t(kind === "signIn" ? "accounts.confirmSend.validSignIn" : "accounts.confirmSend.validPassword")}
      </p>
      <Link
        to="/signIn"
        className="mt-6 flex min-h-11 items-center justify-center rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
      >
        {t("accounts.linkRequest.backToSignIn")}
      </Link>
      <Form method="post" className="mt-6 border-t border-stone-200 pt-4">
        <p>{t("accounts.confirmSend.notReceived")}</p>
        <button
          type="submit"
          disabled={navigation.state === "submitting"}
          className="mt-1 min-h-11 font-semibold text-orange-900 underline disabled:opacity-70"
        >
          {t("accounts.confirmSend.sendAgain")}
        </button>
        <p role="status" className="mt-1 font-medium">
          {actionData?.resent && t("accounts.confirmSend.resent")}
          {actionData?.retryAfterSeconds ? (
            <span className="text-red-800">
              {t("accounts.linkRequest.wait", { count: actionData.retryAfterSeconds })}
            </span>
          ) : null}
        </p>
      </Form>
    </PublicPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.confirmSend.title");
}
