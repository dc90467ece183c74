import { useT } from "~/shared/i18n/i18n-context";
import { Icon } from "~/shared/ui/icon";
import type { Role, UserStatus } from "~/shared/constants";

/** For staff: who owns the job, and why it cannot be approved while their account waits. */
export function JobOwnerNotice(props: {
  owner: { name: string; email: string; company: string | null; role: Role; status: UserStatus } | null;
  ownerPending: boolean;
  pendingId: string;
}) {
  const t = useT();
  const { owner } = props;
  if (!owner && !props.ownerPending) return null;
  return (
    <div className="mt-3 flex flex-col gap-2">
      {owner && (
        <p className="flex flex-wrap items-center gap-x-2 text-stone-800">
          <Icon name="user-round" className="size-5 shrink-0 text-stone-600" />
          <span className="font-semibold">{t("manageJobs.view.owner")}:</span>
          <span>{owner.name}</span>
          <span className="text-stone-700">
            {[owner.email, owner.company, t(`role.${owner.role}`)].filter(Boolean).join(" · ")}
          </span>
        </p>
      )}
      {props.ownerPending && (
        <p
          id={props.pendingId}
          role="note"
          className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-950"
        >
          <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
          {t("manageJobs.view.ownerPending")}
        </p>
      )}
    </div>
  );
}
