import { Form } from "react-router";
import type { MessageKey } from "~/shared/i18n/i18n";
import { useT } from "~/shared/i18n/i18n-context";
import { UserPicker } from "~/shared/ui/user-picker";
import type { Role, UserStatus } from "~/shared/constants";

export const USER_TABS: Record<Role, MessageKey> = {
  client: "users.tab.client",
  employer: "users.tab.employer",
  admin: "users.tab.admin",
};

export function UserStatusBadge({ status }: { status: UserStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-sm font-semibold ${
        status === "pending" ? "bg-amber-100 text-amber-950" : "bg-green-100 text-green-900"
      }`}
    >
      {t(status === "pending" ? "users.status.pending" : "users.status.approved")}
    </span>
  );
}

export interface TargetUser {
  id: string;
  name: string;
  email: string;
  jobCount: number;
  savedLinkCount: number;
  requestCount: number;
}

/** Where a user's admin actions post: the user's own page, which answers with a redirect and a toast. */
export function userAdminPath(tab: Role, userId: string): string {
  return `/admin/users/${tab}/${encodeURIComponent(userId)}`;
}

/** The delete confirmation: names the user and what goes with them. */
export function DeleteUserForm(props: { tab: Role; user: TargetUser; returnTo: string; onSubmit?: () => void }) {
  const t = useT();
  const { user } = props;
  return (
    <Form
      method="post"
      action={userAdminPath(props.tab, user.id)}
      onSubmit={props.onSubmit}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="returnTo" value={props.returnTo} />
      <p>{t("users.delete.body", { name: user.name, email: user.email })}</p>
      <ul className="list-disc ps-6">
        <li>{t("users.delete.jobs", { count: user.jobCount })}</li>
        <li>{t("users.delete.savedLinks", { count: user.savedLinkCount })}</li>
        {user.requestCount > 0 && <li>{t("users.delete.requests", { count: user.requestCount })}</li>}
      </ul>
      <p className="font-medium">{t("users.delete.final")}</p>
      <button type="submit" className="min-h-11 rounded-md bg-red-800 px-4 font-semibold text-white hover:bg-red-900">
        {t("users.delete.confirm", { name: user.name })}
      </button>
    </Form>
  );
}

/** Moves all of a user's jobs to an employer or admin found by searching. */
export function TransferJobsForm(props: {
  tab: Role;
  user: TargetUser;
  returnTo: string;
  error?: MessageKey | undefined;
  defaultQuery?: string | undefined;
  onSubmit?: () => void;
}) {
  const t = useT();
  const { user } = props;
  return (
    <Form
      method="post"
      action={userAdminPath(props.tab, user.id)}
      onSubmit={props.onSubmit}
      className="flex flex-col gap-4"
    >
      <input type="hidden" name="intent" value="transfer" />
      <input type="hidden" name="returnTo" value={props.returnTo} />
      <p>{t("users.transfer.body", { name: user.name, count: user.jobCount })}</p>
      <UserPicker
        name="toUserId"
        label={t("users.transfer.to")}
        hint={t("users.transfer.hint")}
        excludeUserId={user.id}
        error={props.error}
        defaultQuery={props.defaultQuery}
      />
      <button
        type="submit"
        className="min-h-11 rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
      >
        {t("users.transfer.submit")}
      </button>
    </Form>
  );
}
