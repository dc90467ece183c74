import { useT } from "~/shared/i18n/i18n-context";
import { mailboxOf } from "~/shared/mailbox";
import type { Role } from "~/shared/constants";

/** Up to two letters: the first of the first two words ("Amina Yusuf" → "AY"). */
export function initials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => Array.from(word)[0] ?? "")
    .join("")
    .toLocaleUpperCase();
}

/** Initials, email and "{role} account" above a job list. */
export function ProfileHeader(props: { user: { name: string; email: string; role: Role } }) {
  const t = useT();
  const { user } = props;
  return (
    <div className="flex items-center gap-3 px-4 pt-4">
      <span
        aria-hidden="true"
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-stone-300 font-semibold text-stone-900"
      >
        {initials(user.name)}
      </span>
      <div className="min-w-0">
        <p className="truncate font-medium" title={user.email}>
          {mailboxOf(user.email) ?? user.name}
        </p>
        <p className="text-sm text-stone-700">{t("role.account", { role: t(`role.${user.role}`) })}</p>
      </div>
    </div>
  );
}
