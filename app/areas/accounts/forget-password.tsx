import { EmailLinkForm } from "./email-link-form";
import { EmailLinkRequestSchema } from "~/shared/auth-forms";
import { useT } from "~/shared/i18n/i18n-context";
import { redirectSignedIn } from "~/shared/server/auth.server";
import { submitChecked } from "~/shared/client-action";
import { handleLinkRequestForm } from "./link-request.server";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/forget-password";
import { pageMessages } from "./messages.server";
import { readForm } from "~/shared/server/request.server";

export async function loader({ request }: Route.LoaderArgs) {
  await redirectSignedIn(request);
  return { messages: pageMessages(request) };
}

export async function action({ request }: Route.ActionArgs) {
  return handleLinkRequestForm(request, "reset", await readForm(request));
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitChecked(EmailLinkRequestSchema, request, serverAction);
}

export default function ForgetPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <EmailLinkForm
      title={t("accounts.forgot.title")}
      intro={<p>{t("accounts.forgot.intro")}</p>}
      submitLabel={t("accounts.linkRequest.send")}
      errors={actionData?.errors}
      values={actionData?.values}
      retryAfterSeconds={actionData && "retryAfterSeconds" in actionData ? actionData.retryAfterSeconds : undefined}
    />
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.forgot.title");
}
