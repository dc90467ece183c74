import { data, Form, Link, redirect } from "react-router";
import { formatPhone } from "~/shared/phone";
import { mailboxOf } from "~/shared/mailbox";
import { ProfilePage } from "./profile-page";
import { useT } from "~/shared/i18n/i18n-context";
import { getUserById } from "~/shared/server/users.server";
import { requirePage } from "~/shared/access/guard.server";
import { can } from "~/shared/access/policy";
import { signInMethodsOf, startProviderLink, unlinkProvider, type SessionUser } from "~/shared/server/auth.server";
import { identityProvider } from "~/shared/server/identity-provider.server";
import { readForm } from "~/shared/server/request.server";
import { requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import type { MessageKey } from "~/shared/i18n/i18n";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/profile-account";
import { pageMessages } from "./messages.server";
import { providerErrorMessage } from "./provider-errors";

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requirePage(request, "profile");
  const user = await getUserById(session.id);
  if (!user) throw data(null, { status: 404 });
  const address =
    user.street && user.city && user.state && user.zip
      ? `${user.street}, ${user.city}, ${user.state} ${user.zip}`
      : null;
  return {
    name: user.name,
    email: mailboxOf(user.email),
    phone: user.phone && formatPhone(user.phone),
    company: user.role === "employer" ? (user.company ?? "") : null,
    address,
    located: user.latitude !== null && user.longitude !== null,
    provider: await providerLink(request, session),
    messages: pageMessages(request),
  };
}

/**
 * The identity provider's part of the page, when one is configured, for staff
 * (and for anyone still linked, to unlink). A link comes back here from the
 * provider: with ?linked=1 (a toast once it is really there) or with ?error=.
 */
async function providerLink(request: Request, user: SessionUser) {
  const provider = identityProvider();
  if (!provider) return null;
  const { provider: linked } = await signInMethodsOf(user.id);
  if (!linked && !can(user, { action: "useIdentityProvider", account: user })) return null;
  const query = new URL(request.url).searchParams;
  if (linked && query.get("linked") === "1") {
    throw await redirectWithToast("/profile/account", {
      type: "success",
      key: "accounts.provider.linkedToast",
      vars: { provider: provider.name },
    });
  }
  return { name: provider.name, linked, error: providerErrorMessage(query.get("error")) };
}

/** Links the identity provider (through its sign-in) or unlinks it while a password remains. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePage(request, "profile");
  const provider = identityProvider();
  if (!provider) throw data(null, { status: 404 });
  const intent = (await readForm(request)).get("intent");
  if (intent === "link") {
    if (!can(user, { action: "useIdentityProvider", account: user })) {
      return actionResult(request, 403, { intent, errors: { form: "accounts.provider.staffOnly" } });
    }
    const start = await startProviderLink(request);
    if (!start.ok) throw redirect("/profile/account?error=provider_unavailable");
    throw redirect(start.url, { headers: start.headers });
  }
  if (intent !== "unlink") throw data(null, { status: 400 });
  await requireWithinLimits(request, [[writeRules().profile, user.id]]);
  const result = await unlinkProvider(user.id);
  if (result !== "unlinked") {
    const error: MessageKey =
      result === "noPassword" ? "accounts.provider.needsPassword" : "accounts.provider.notLinkedError";
    return actionResult(request, 400, { intent, errors: { form: error } });
  }
  throw await redirectWithToast("/profile/account", {
    type: "success",
    key: "accounts.provider.unlinkedToast",
    vars: { provider: provider.name },
  });
}

export default function ProfileAccount({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const rows: [string, string][] = [
    [t("signUp.name"), loaderData.name],
    [t("signUp.email"), loaderData.email ?? t("accounts.profile.notGiven")],
    ...(loaderData.company !== null
      ? ([[t("signUp.company"), loaderData.company || t("accounts.profile.notGiven")]] as [string, string][])
      : []),
    [t("accounts.signUp.phone"), loaderData.phone ?? t("accounts.profile.notGiven")],
    [t("accounts.profile.address"), loaderData.address ?? t("accounts.profile.noAddress")],
  ];
  const provider = loaderData.provider;
  const providerError = actionData?.errors?.form ?? provider?.error;
  return (
    <ProfilePage title={t("accounts.profile.menu.account")}>
      <dl className="flex flex-col divide-y divide-stone-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-1 py-3 md:flex-row md:gap-4">
            <dt className="font-semibold md:w-40 md:shrink-0">{label}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-sm text-stone-700">
        {t(loaderData.located ? "accounts.profile.distancesOn" : "accounts.profile.distancesOff")}
      </p>
      <Link
        to="/profile/set_profile"
        className="mt-4 inline-flex min-h-11 items-center rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
      >
        {t("accounts.profile.menu.edit")}
      </Link>
      {provider && (
        <section aria-labelledby="provider-heading" className="mt-8 border-t border-stone-200 pt-4">
          <h2 id="provider-heading" className="text-lg font-semibold">
            {t("accounts.provider.title", { provider: provider.name })}
          </h2>
          {providerError && (
            <p role="alert" className="mt-2 rounded-md bg-red-100 p-3 font-medium text-red-900">
              {t(providerError, { provider: provider.name })}
            </p>
          )}
          <p className="mt-2">
            {t(provider.linked ? "accounts.provider.linked" : "accounts.provider.notLinked", {
              provider: provider.name,
            })}
          </p>
          {/* A plain POST: linking answers with a redirect to the provider's site. */}
          <Form method="post" reloadDocument={!provider.linked} className="mt-3">
            <button
              type="submit"
              name="intent"
              value={provider.linked ? "unlink" : "link"}
              className="min-h-11 rounded-md border-2 border-orange-800 px-4 font-semibold text-orange-900 hover:bg-orange-50"
            >
              {t(provider.linked ? "accounts.provider.unlink" : "accounts.provider.link", { provider: provider.name })}
            </button>
          </Form>
        </section>
      )}
    </ProfilePage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.profile.menu.account");
}
