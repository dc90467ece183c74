import { useState, type MouseEvent } from "react";
import { formatPhone } from "~/shared/phone";
import { mailboxOf } from "~/shared/mailbox";
import { data, Form, Link, useLocation } from "react-router";
import { ModalDialog } from "~/shared/ui/modal-dialog";
import {
  DeleteUserForm,
  TransferJobsForm,
  USER_TABS,
  userAdminPath,
  UserStatusBadge,
  type TargetUser,
} from "./user-admin";
import { ACCOUNT_ROLES, parseRole } from "~/shared/account-forms";
import { intlLocale } from "~/shared/i18n/i18n";
import { useI18n } from "~/shared/i18n/i18n-context";
import { countUsersByRole, listUsers, USERS_PAGE_SIZE } from "~/shared/server/users.server";
import { pageTitle } from "~/shared/meta";
import type { Route } from "./+types/admin-users";
import { pageMessages } from "./messages.server";
import type { Role } from "~/shared/constants";
import { requirePage } from "~/shared/access/guard.server";

export async function loader({ request, params }: Route.LoaderArgs) {
  const admin = await requirePage(request, "manageUsers");
  const tab = parseRole(params.tab);
  if (!tab) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const pageParam = Number(url.searchParams.get("page") ?? "1");
  const page = Number.isInteger(pageParam) && pageParam > 0 ? Math.min(pageParam, 10_000) : 1;
  const [rows, counts] = await Promise.all([listUsers({ role: tab, q, page }), countUsersByRole(q)]);
  return {
    tab,
    q,
    page,
    adminId: admin.id,
    counts,
    hasNext: rows.length === USERS_PAGE_SIZE,
    users: rows.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
    messages: pageMessages(request),
  };
}

type Dialog = { kind: "delete" | "transfer"; user: TargetUser } | null;

function listUrl(tab: Role, q: string, page = 1): string {
  const params = new URLSearchParams();
  if (q) params.set("q", q);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return `/admin/users/${tab}${query ? `?${query}` : ""}`;
}

export default function AdminUsers({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const location = useLocation();
  const { tab, q, page, counts, users, adminId } = loaderData;
  const [dialog, setDialog] = useState<Dialog>(null);
  const returnTo = location.pathname + location.search;
  const created = new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "medium", timeZone: "UTC" });

  // The links lead to the user's page, which works without JavaScript; with it, a dialog opens in place.
  const openDialog = (kind: "delete" | "transfer", user: TargetUser) => (event: MouseEvent) => {
    event.preventDefault();
    setDialog({ kind, user });
  };

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold">{t("users.title")}</h1>

      <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <label htmlFor="user-search" className="font-medium">
            {t("users.search")}
          </label>
          <input
            id="user-search"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            className="min-h-11 rounded-md border border-stone-400 bg-white px-3"
          />
        </div>
        <button
          type="submit"
          className="min-h-11 rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
        >
          {t("users.searchSubmit")}
        </button>
        {q && (
          <Link to={listUrl(tab, "")} className="flex min-h-11 items-center px-2 font-medium text-orange-900 underline">
            {t("users.clearSearch")}
          </Link>
        )}
      </Form>

      <nav aria-label={t("users.tabs")}>
        <ul className="flex flex-wrap gap-2">
          {ACCOUNT_ROLES.map((role) => (
            <li key={role}>
              <Link
                to={listUrl(role, q)}
                aria-current={role === tab ? "page" : undefined}
                className={`flex min-h-11 items-center gap-2 rounded-md border-2 px-3 font-medium ${
                  role === tab
                    ? "border-orange-800 bg-orange-800 text-white"
                    : "border-stone-300 bg-white hover:bg-stone-100"
                }`}
              >
                {t(USER_TABS[role])}
                <span
                  className={`rounded-full px-2 text-sm ${role === tab ? "bg-white text-orange-900" : "bg-stone-200 text-stone-900"}`}
                >
                  {counts[role]}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {users.length === 0 ? (
        <p className="rounded-lg bg-white p-6 ring-1 ring-stone-200">
          {q ? t("users.noMatch", { q }) : t("users.empty")}
        </p>
      ) : (
        <div className="rounded-lg bg-white ring-1 ring-stone-200">
          {/* Below md each row becomes a card: cells stack, each with its column name. */}
          <table className="w-full border-collapse text-start max-md:block">
            <caption className="sr-only">{t(USER_TABS[tab])}</caption>
            <thead className="max-md:hidden">
              <tr className="border-b border-stone-200 text-start">
                {(
                  [
                    "users.col.name",
                    "users.col.email",
                    "users.col.phone",
                    "users.col.company",
                    "users.col.status",
                    "users.col.created",
                  ] as const
                ).map((key) => (
                  <th key={key} scope="col" className="px-3 py-2 text-start font-semibold">
                    {t(key)}
                  </th>
                ))}
                <th scope="col" className="px-3 py-2 text-start font-semibold">
                  <span className="sr-only">{t("users.col.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody className="max-md:block">
              {users.map((user) => {
                const cell = "px-3 py-2 align-top max-md:flex max-md:gap-2 max-md:py-1";
                const label = (key: Parameters<typeof t>[0]) => (
                  <span className="font-semibold md:hidden" aria-hidden="true">
                    {t(key)}:
                  </span>
                );
                return (
                  <tr key={user.id} className="border-b border-stone-200 last:border-b-0 max-md:block max-md:py-3">
                    <th scope="row" className={`${cell} text-start font-semibold`}>
                      {user.name}
                      {user.id === adminId && <span className="ms-1 font-normal text-stone-700">{t("users.you")}</span>}
                    </th>
                    <td className={`${cell} [overflow-wrap:anywhere]`}>
                      {label("users.col.email")}
                      {mailboxOf(user.email) ?? "—"}
                    </td>
                    <td className={`${cell} md:whitespace-nowrap`}>
                      {label("users.col.phone")}
                      {user.phone ? formatPhone(user.phone) : "—"}
                    </td>
                    <td className={cell}>
                      {label("users.col.company")}
                      {user.company ?? "—"}
                    </td>
                    <td className={cell}>
                      {label("users.col.status")}
                      <UserStatusBadge status={user.status} />
                    </td>
                    <td className={`${cell} md:whitespace-nowrap`}>
                      {label("users.col.created")}
                      <time dateTime={user.createdAt}>{created.format(new Date(user.createdAt))}</time>
                    </td>
                    <td className="px-3 py-2 max-md:block">
                      <div className="flex flex-wrap gap-2">
                        {user.status === "pending" && (
                          <Form method="post" action={userAdminPath(tab, user.id)}>
                            <input type="hidden" name="intent" value="approve" />
                            <input type="hidden" name="returnTo" value={returnTo} />
                            <button
                              type="submit"
                              aria-label={t("users.approveNamed", { name: user.name })}
                              className="min-h-11 rounded-md bg-orange-800 px-3 font-semibold text-white hover:bg-orange-900"
                            >
                              {t("users.approve")}
                            </button>
                          </Form>
                        )}
                        <Link
                          to={userAdminPath(tab, user.id)}
                          aria-label={t("users.editNamed", { name: user.name })}
                          className="flex min-h-11 items-center rounded-md border border-stone-400 px-3 font-medium hover:bg-stone-100"
                        >
                          {t("users.edit")}
                        </Link>
                        {user.jobCount > 0 && (
                          <Link
                            to={`${userAdminPath(tab, user.id)}#transfer`}
                            onClick={openDialog("transfer", user)}
                            aria-label={t("users.transferNamed", { name: user.name })}
                            className="flex min-h-11 items-center rounded-md border border-stone-400 px-3 font-medium hover:bg-stone-100"
                          >
                            {t("users.transfer")}
                          </Link>
                        )}
                        {user.id !== adminId && (
                          <Link
                            to={`${userAdminPath(tab, user.id)}#delete`}
                            onClick={openDialog("delete", user)}
                            aria-label={t("users.deleteNamed", { name: user.name })}
                            className="flex min-h-11 items-center rounded-md border border-red-800 px-3 font-medium text-red-900 hover:bg-red-50"
                          >
                            {t("users.delete")}
                          </Link>
                        )}
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      {(page > 1 || loaderData.hasNext) && (
        <nav aria-label={t("users.pages")} className="flex items-center gap-4">
          {page > 1 && (
            <Link
              to={listUrl(tab, q, page - 1)}
              className="flex min-h-11 items-center font-medium text-orange-900 underline"
            >
              {t("users.previous")}
            </Link>
          )}
          <span>{t("users.page", { page })}</span>
          {loaderData.hasNext && (
            <Link
              to={listUrl(tab, q, page + 1)}
              className="flex min-h-11 items-center font-medium text-orange-900 underline"
            >
              {t("users.next")}
            </Link>
          )}
        </nav>
      )}

      <ModalDialog
        open={dialog !== null}
        onClose={() => setDialog(null)}
        title={
          dialog?.kind === "delete"
            ? t("users.delete.title", { name: dialog.user.name })
            : t("users.transfer.title", { name: dialog?.user.name ?? "" })
        }
      >
        {dialog?.kind === "delete" && (
          <DeleteUserForm tab={tab} user={dialog.user} returnTo={returnTo} onSubmit={() => setDialog(null)} />
        )}
        {dialog?.kind === "transfer" && (
          <TransferJobsForm tab={tab} user={dialog.user} returnTo={returnTo} onSubmit={() => setDialog(null)} />
        )}
      </ModalDialog>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "users.title");
}
