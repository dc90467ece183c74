import { data, Form, Link, useNavigation } from "react-router";
import { formatPhone } from "~/shared/phone";
import { mailboxOf } from "~/shared/mailbox";
import { FormError, SelectField, SubmitButton, TextField } from "~/shared/ui/form";
import { DeleteUserForm, TransferJobsForm, USER_TABS, UserStatusBadge } from "./user-admin";
import { ACCOUNT_ROLES, ACCOUNT_STATUSES, EditUserSchema, parseRole } from "~/shared/account-forms";
import { parseForm, typedValues, type FieldErrors } from "~/shared/form";
import { safeRedirectPath } from "~/shared/redirect";
import { readUserPick } from "~/shared/user-pick";
import type { MessageKey } from "~/shared/i18n/i18n";
import { useT } from "~/shared/i18n/i18n-context";
import {
  approveUser,
  deleteUser,
  deletionImpact,
  findAssignableUser,
  getUserById,
  hasPassword,
  resendInvitation,
  transferAllJobs,
  updateUser,
  type AdminError,
} from "~/shared/server/users.server";
import { forgetSessions, getSessionId } from "~/shared/server/auth.server";
import { removeSecondFactor } from "~/shared/server/second-factor.server";
import { getDb } from "~/shared/server/db.server";
import { pageTitle } from "~/shared/meta";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import type { Route } from "./+types/admin-user";
import { pageMessages } from "./messages.server";
import { requireAllowed, requirePage } from "~/shared/access/guard.server";
import { can } from "~/shared/access/policy";
import { setTrusted } from "./trust.server";
import { ClientRequests } from "./client-requests";
import { requestsOfClient } from "./client-requests.server";
import { pathId, readForm } from "~/shared/server/request.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requirePage(request, "manageUsers");
  const tab = parseRole(params.tab);
  if (!tab) throw data(null, { status: 404 });
  const userId = pathId(params, "userId");
  const user = await getUserById(userId);
  const messages = pageMessages(request);
  // Rendered (with a 404 status) rather than thrown, so the page can name the id.
  if (!user) return data({ tab, missingId: userId, user: null, adminId: admin.id, messages }, { status: 404 });
  const [impact, passwordSet] = await Promise.all([deletionImpact(getDb(), user.id), hasPassword(user.id)]);
  // The requests for help of a job seeker (or of anyone who has some) for staff who work the referral queue.
  const requests = can(admin, { action: "manageRequests" }) ? await requestsOfClient(user.id) : null;
  return {
    tab,
    missingId: null,
    adminId: admin.id,
    messages,
    requests: requests && (user.role === "client" || requests.length > 0) ? requests : null,
    setsUpAlerts: can(admin, { action: "manageAlerts", client: user }),
    user: {
      id: user.id,
      name: user.name,
      email: user.email,
      phone: user.phone ?? "",
      company: user.company ?? "",
      role: user.role,
      status: user.status,
      passwordSet,
      jobCount: impact.jobs,
      savedLinkCount: impact.savedLinks,
      requestCount: impact.requests,
      trusted: user.trusted,
      secondFactor: user.twoFactorEnabled,
    },
    // The second step of the reset of someone's second factor: a page of its own, so it works without scripts.
    confirmReset: new URL(request.url).searchParams.get("confirm") === "secondFactor",
    // Employers only: whether this admin may switch the employer's trust now.
    trust:
      user.role === "employer"
        ? { allowed: can(admin, { action: "trustEmployer", account: user, trusted: !user.trusted }) }
        : null,
  };
}

const ERROR_MESSAGES: Record<AdminError, MessageKey> = {
  notFound: "users.notExist",
  self: "users.error.self",
  lastAdmin: "users.error.lastAdmin",
  emailTaken: "users.validation.emailTaken",
  phoneTaken: "validation.phoneTaken",
  ownsJobs: "users.error.ownsJobs",
  alreadyApproved: "users.error.alreadyApproved",
  sameUser: "users.error.sameUser",
  targetInvalid: "picker.notFound",
  noJobs: "users.error.noJobs",
  hasPassword: "users.error.hasPassword",
};

// Every intent answers with a redirect and a toast, so the list's buttons and
// dialogs and this page's own forms all work without JavaScript.
export async function action({ request, params }: Route.ActionArgs) {
  const admin = await requireAllowed(request, { action: "manageUsers" });
  const tab = parseRole(params.tab);
  if (!tab) throw data(null, { status: 404 });
  const userId = pathId(params, "userId");
  const form = await readForm(request);
  const here = `/admin/users/${tab}/${encodeURIComponent(userId)}`;
  const returnTo = safeRedirectPath(String(form.get("returnTo") ?? "")) ?? here;
  const back = returnTo.startsWith("/admin/users/") ? returnTo : here;
  const fail = (error: AdminError) =>
    redirectWithToast(back, { type: "error", key: ERROR_MESSAGES[error], vars: { id: userId } });

  switch (form.get("intent")) {
    case "update": {
      const values = typedValues(form);
      const parsed = parseForm(EditUserSchema, form);
      if (!parsed.ok) return actionResult(request, 400, { intent: "update" as const, errors: parsed.errors, values });
      // An admin who changes their own email stays signed in here, and only here.
      const keepSessionId = admin.id === userId ? ((await getSessionId(request)) ?? undefined) : undefined;
      const result = await updateUser(admin.id, userId, parsed.data, { keepSessionId });
      if (!result.ok) {
        const fields: Partial<Record<AdminError, string>> = {
          emailTaken: "email",
          phoneTaken: "phone",
          ownsJobs: "role",
        };
        const field = fields[result.error] ?? "form";
        const errors: FieldErrors = { [field]: ERROR_MESSAGES[result.error] };
        return actionResult(request, result.error === "notFound" ? 404 : 400, {
          intent: "update" as const,
          errors,
          values,
        });
      }
      throw await redirectWithToast(`/admin/users/${result.user.role}/${encodeURIComponent(userId)}`, {
        type: "success",
        key: "users.updated",
        vars: { name: result.user.name },
      });
    }
    case "approve": {
      const result = await approveUser(admin.id, userId);
      if (!result.ok) throw await fail(result.error);
      throw await redirectWithToast(back, {
        type: "success",
        key: "users.approved",
        vars: { name: result.user.name },
      });
    }
    case "delete": {
      const result = await deleteUser(admin.id, userId);
      if (!result.ok) throw await fail(result.error);
      const list = back === here ? `/admin/users/${result.user.role}` : back;
      throw await redirectWithToast(list, {
        type: "success",
        key: "users.deleted",
        vars: { name: result.user.name, jobs: result.impact.jobs, savedLinks: result.impact.savedLinks },
      });
    }
    case "transfer": {
      const pick = readUserPick(form, "toUserId");
      const target = await findAssignableUser(pick, { excludeId: userId });
      const transferError = (error: MessageKey) =>
        actionResult(request, 400, {
          intent: "transfer",
          errors: { toUserId: error },
          values: { toUserIdSearch: pick.query },
        });
      if (!target.ok) return transferError(target.error);
      const result = await transferAllJobs(admin, userId, target.user.id);
      if (!result.ok) {
        if (result.error === "notFound") throw await fail(result.error);
        return transferError(ERROR_MESSAGES[result.error]);
      }
      throw await redirectWithToast(back, {
        type: "success",
        key: "users.transferred",
        vars: { count: result.moved, from: result.from.name, to: result.to.name },
      });
    }
    case "trust": {
      const trusted = form.get("trusted");
      if (trusted !== "1" && trusted !== "0") throw data(null, { status: 400 });
      const result = await setTrusted(admin, userId, trusted === "1");
      if (!result.ok) {
        throw await redirectWithToast(back, {
          type: "error",
          key: result.error === "notFound" ? "users.notExist" : "users.trust.notAllowed",
          vars: { id: userId },
        });
      }
      throw await redirectWithToast(here, {
        type: "success",
        key: trusted === "1" ? "users.trust.marked" : "users.trust.unmarked",
        vars: { name: result.name },
      });
    }
    case "resetSecondFactor": {
      if (userId === admin.id) throw await fail("self");
      const removed = await getDb().transaction((tx) => removeSecondFactor(tx, admin.id, userId));
      forgetSessions();
      throw await redirectWithToast(here, {
        type: removed ? "success" : "error",
        key: removed ? "users.secondFactor.resetDone" : "users.secondFactor.notOn",
      });
    }
    case "invite": {
      const result = await resendInvitation(admin.id, userId);
      if (!result.ok) throw await fail(result.error);
      throw await redirectWithToast(here, {
        type: "success",
        key: "users.invited",
        vars: { email: result.user.email },
      });
    }
    default:
      throw data(null, { status: 400 });
  }
}

export default function AdminUser({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const { tab, user, adminId } = loaderData;
  const backLink = (
    <Link to={`/admin/users/${tab}`} className="flex min-h-11 items-center font-medium text-orange-900 underline">
      {t("users.backTo", { tab: t(USER_TABS[tab]) })}
    </Link>
  );

  if (!user) {
    return (
      <section className="mx-auto max-w-3xl p-4 md:p-6">
        {backLink}
        <h1 className="mt-2 text-2xl font-bold">{t("users.notExist", { id: loaderData.missingId ?? "" })}</h1>
      </section>
    );
  }

  const errors = actionData?.errors ?? {};
  const values: Record<string, string | undefined> = actionData?.values ?? {};
  const self = user.id === adminId;
  const returnTo = `/admin/users/${tab}/${encodeURIComponent(user.id)}`;
  const isUpdate = actionData?.intent === "update";
  const field = (name: "name" | "email" | "phone" | "company") => (isUpdate ? values[name] : undefined) ?? user[name];
  const role = (isUpdate ? values.role : undefined) ?? user.role;
  const status = (isUpdate ? values.status : undefined) ?? user.status;

  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-6 p-4 md:p-6">
      <div>
        {backLink}
        <h1 className="mt-2 flex flex-wrap items-center gap-3 text-2xl font-bold">
          {user.name} <UserStatusBadge status={user.status} />
        </h1>
        <p className="text-stone-700">
          {[mailboxOf(user.email), user.phone && formatPhone(user.phone)].filter(Boolean).join(" · ")}
        </p>
        {loaderData.setsUpAlerts && (
          <Link
            to={`/alerts/new?client=${encodeURIComponent(user.id)}`}
            className="mt-2 flex min-h-11 items-center font-medium text-orange-900 underline"
          >
            {t("nav.setUpJobAlert")}
          </Link>
        )}
      </div>

      {user.status === "pending" && (
        <Form
          method="post"
          className="flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300"
        >
          <input type="hidden" name="intent" value="approve" />
          <p className="flex-1">{t("users.pendingNote")}</p>
          <button
            type="submit"
            className="min-h-11 rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
          >
            {t("users.approve")}
          </button>
        </Form>
      )}

      <section aria-labelledby="edit-title" className="rounded-lg bg-white p-4 ring-1 ring-stone-200 md:p-6">
        <h2 id="edit-title" className="text-xl font-bold">
          {t("users.editTitle")}
        </h2>
        <Form method="post" noValidate className="mt-4 flex flex-col gap-4">
          <input type="hidden" name="intent" value="update" />
          <FormError error={isUpdate ? errors.form : undefined} />
          <TextField name="name" label={t("signUp.name")} defaultValue={field("name")} error={errors.name} required />
          <TextField
            name="email"
            type="email"
            label={t("signUp.email")}
            defaultValue={field("email")}
            error={errors.email}
            required
          />
          <TextField
            name="phone"
            type="tel"
            label={t("common.users.phoneOptional")}
            defaultValue={field("phone")}
            error={errors.phone}
          />
          <TextField
            name="company"
            label={t("signUp.company")}
            hint={t("signUp.companyHint")}
            defaultValue={field("company")}
            error={errors.company}
          />
          {/* Admins cannot change their own role or status: the select is disabled
              (and so not submitted), the unchanged values travel in hidden fields. */}
          {self && (
            <>
              <input type="hidden" name="role" value={role} />
              <input type="hidden" name="status" value={status} />
            </>
          )}
          <SelectField
            name="role"
            label={t("users.role")}
            defaultValue={role}
            disabled={self}
            options={ACCOUNT_ROLES.map((r) => ({ value: r, label: t(`users.createAccount.role.${r}`) }))}
            error={errors.role}
          />
          <SelectField
            name="status"
            label={t("users.col.status")}
            defaultValue={status}
            disabled={self}
            options={ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`users.status.${s}`) }))}
            error={errors.status}
          />
          {self && <p className="text-sm text-stone-700">{t("users.selfLocked")}</p>}
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("common.users.saving")}>
            {t("users.save")}
          </SubmitButton>
        </Form>
      </section>

      {loaderData.trust && (
        <section aria-labelledby="trust-title" className="rounded-lg bg-white p-4 ring-1 ring-stone-200 md:p-6">
          <h2 id="trust-title" className="text-xl font-bold">
            {t("users.trust.title")}
          </h2>
          <p className="mt-2">{t(user.trusted ? "users.trust.isTrusted" : "users.trust.notTrusted")}</p>
          {loaderData.trust.allowed ? (
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="trust" />
              <input type="hidden" name="trusted" value={user.trusted ? "0" : "1"} />
              <button
                type="submit"
                className="min-h-11 rounded-md border border-orange-800 px-4 font-semibold text-orange-900 hover:bg-orange-50"
              >
                {t(user.trusted ? "users.trust.unmark" : "users.trust.mark")}
              </button>
            </Form>
          ) : (
            <p className="mt-2 text-stone-700">{t("users.trust.approveFirst")}</p>
          )}
        </section>
      )}

      {!user.passwordSet && (
        <Form method="post" className="flex flex-wrap items-center gap-3 rounded-lg bg-white p-4 ring-1 ring-stone-200">
          <input type="hidden" name="intent" value="invite" />
          <p className="flex-1">{t("users.noPassword")}</p>
          <button
            type="submit"
            className="min-h-11 rounded-md border border-orange-800 px-4 font-semibold text-orange-900 hover:bg-orange-50"
          >
            {t("users.sendInvitation")}
          </button>
        </Form>
      )}

      {user.secondFactor && !self && (
        <section aria-labelledby="second-factor-title" className="rounded-lg bg-white p-4 ring-1 ring-stone-200 md:p-6">
          <h2 id="second-factor-title" className="text-xl font-bold">
            {t("users.secondFactor.title")}
          </h2>
          {loaderData.confirmReset ? (
            <Form method="post" className="mt-2 flex flex-col gap-4">
              <input type="hidden" name="intent" value="resetSecondFactor" />
              <p>{t("users.secondFactor.confirmBody", { name: user.name })}</p>
              <div className="flex flex-wrap gap-3">
                <button
                  type="submit"
                  className="min-h-11 rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-900"
                >
                  {t("users.secondFactor.confirm")}
                </button>
                <Link to={returnTo} className="flex min-h-11 items-center font-medium text-orange-900 underline">
                  {t("users.secondFactor.keep")}
                </Link>
              </div>
            </Form>
          ) : (
            <>
              <p className="mt-2">{t("users.secondFactor.on")}</p>
              <Link
                to={`${returnTo}?confirm=secondFactor#second-factor-title`}
                className="mt-2 flex min-h-11 items-center font-medium text-orange-900 underline"
              >
                {t("users.secondFactor.reset")}
              </Link>
            </>
          )}
        </section>
      )}

      {loaderData.requests && <ClientRequests requests={loaderData.requests} />}

      <section
        id="transfer"
        aria-labelledby="transfer-title"
        className="rounded-lg bg-white p-4 ring-1 ring-stone-200 md:p-6"
      >
        <h2 id="transfer-title" className="text-xl font-bold">
          {t("users.transfer.title", { name: user.name })}
        </h2>
        <div className="mt-4">
          {user.jobCount > 0 ? (
            <TransferJobsForm
              tab={tab}
              user={user}
              returnTo={returnTo}
              error={errors.toUserId}
              defaultQuery={actionData?.intent === "transfer" ? values.toUserIdSearch : undefined}
            />
          ) : (
            <p>{t("users.error.noJobs")}</p>
          )}
        </div>
      </section>

      <section
        id="delete"
        aria-labelledby="delete-title"
        className="rounded-lg bg-white p-4 ring-1 ring-red-200 md:p-6"
      >
        <h2 id="delete-title" className="text-xl font-bold">
          {t("users.delete.title", { name: user.name })}
        </h2>
        <div className="mt-4">
          {self ? <p>{t("users.error.self")}</p> : <DeleteUserForm tab={tab} user={user} returnTo={returnTo} />}
        </div>
      </section>
    </section>
  );
}

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData?.user) return pageTitle(matches, "users.title");
  return pageTitle(matches, "users.userTitle", { name: loaderData.user.name });
}
