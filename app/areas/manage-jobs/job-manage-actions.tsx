import { useEffect, useState, type ReactNode } from "react";
import { toast } from "react-hot-toast";
import { Link, useFetcher } from "react-router";
import { TextAreaField } from "~/shared/ui/form";
import { ModalDialog } from "~/shared/ui/modal-dialog";
import { UserPicker } from "~/shared/ui/user-picker";
import type { FieldErrors } from "~/shared/form";
import type { Decision } from "~/shared/access/policy";
import type { MessageKey, Vars } from "~/shared/i18n/i18n";
import { useT } from "~/shared/i18n/i18n-context";

export const MANAGE_INTENTS = ["approve", "reject", "close", "reopen", "delete", "transfer"] as const;
export type ManageIntent = (typeof MANAGE_INTENTS)[number];

/** What the dashboard's action answers when it did not redirect. */
export interface ManageActionFailure {
  intent: ManageIntent | null;
  /** Why the action failed (shown as an error toast). */
  error?: MessageKey;
  vars?: Vars;
  /** Field errors of a dialog's form (the reject message, the new owner). */
  errors?: FieldErrors;
}

const FAILURE_TOASTS: Record<ManageIntent, MessageKey> = {
  approve: "manageJobs.toast.approveFailed",
  reject: "manageJobs.toast.rejectFailed",
  close: "manageJobs.toast.closeFailed",
  reopen: "manageJobs.toast.reopenFailed",
  delete: "manageJobs.toast.deleteFailed",
  transfer: "manageJobs.toast.transferFailed",
};

type Dialog = "reject" | "delete" | "transfer" | null;

const BUTTON = "min-h-11 rounded-md px-4 font-semibold disabled:cursor-not-allowed disabled:opacity-60";
const STYLES = {
  primary: `${BUTTON} bg-orange-800 text-white hover:bg-orange-900`,
  approve: `${BUTTON} bg-green-800 text-white hover:bg-green-900`,
  danger: `${BUTTON} bg-red-800 text-white hover:bg-red-900`,
  plain: `${BUTTON} border border-stone-400 bg-white hover:bg-stone-100`,
};

/**
 * The action bar of a job in a dashboard: only what `allowed` (the shared
 * permission rule, decided by the server) lets this person do. Approve,
 * close and reopen post at once; reject, delete and transfer ask first in a
 * dialog. Success redirects with a toast; a failure comes back as an error toast.
 */
export function JobManageActions(props: {
  /** `version` goes back with every action, so one on a job someone changed meanwhile is refused. */
  job: { id: string; title: string; company: string; ownerId: string; version: string };
  allowed: Record<ManageIntent | "update", Decision>;
  /** Id of the text explaining why Approve is disabled, when it is. */
  approveBlockedBy?: string | undefined;
}) {
  const t = useT();
  const { job, allowed } = props;
  const fetcher = useFetcher<ManageActionFailure>({ key: `manage-${job.id}` });
  const [dialog, setDialog] = useState<Dialog>(null);
  const busy = fetcher.state !== "idle";
  const failure = fetcher.state === "idle" ? fetcher.data : undefined;

  // A failure is told in a toast, once per answer.
  const answer = fetcher.data;
  useEffect(() => {
    if (answer?.error && answer.intent)
      toast.error(
        t(FAILURE_TOASTS[answer.intent], {
          reason: t(answer.error, answer.vars),
        }),
      );
  }, [answer, t]);

  // When a submission ends the dialog closes, unless it has field errors to show.
  const [wasBusy, setWasBusy] = useState(busy);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy && !answer?.errors) setDialog(null);
  }

  const fieldErrors = failure?.errors ?? {};
  const seen = <input type="hidden" name="seen" value={job.version} />;
  const submitLabel = (label: MessageKey) => (busy ? t("manageJobs.action.working") : t(label));

  function postButton(
    intent: ManageIntent,
    label: MessageKey,
    style: string,
    extra: { disabled?: boolean; describedBy?: string } = {},
  ) {
    return (
      <fetcher.Form method="post" key={intent}>
        <input type="hidden" name="intent" value={intent} />
        {seen}
        <button type="submit" disabled={busy || extra.disabled} aria-describedby={extra.describedBy} className={style}>
          {t(label)}
        </button>
      </fetcher.Form>
    );
  }

  function dialogButton(which: Exclude<Dialog, null>, label: MessageKey, style: string) {
    return (
      <button key={which} type="button" disabled={busy} onClick={() => setDialog(which)} className={style}>
        {t(label)}
      </button>
    );
  }

  const approveBlocked = !allowed.approve.ok && allowed.approve.reason === "ownerPending";
  const buttons: ReactNode[] = [];
  if (allowed.approve.ok || approveBlocked) {
    buttons.push(
      postButton("approve", "manageJobs.action.approve", STYLES.approve, {
        disabled: approveBlocked,
        describedBy: props.approveBlockedBy,
      }),
    );
  }
  if (allowed.reject.ok) buttons.push(dialogButton("reject", "manageJobs.action.reject", STYLES.danger));
  if (allowed.update.ok) {
    buttons.push(
      <Link key="edit" to={`/updateJob/${job.id}`} className={`${STYLES.primary} inline-flex items-center`}>
        {t("manageJobs.action.edit")}
      </Link>,
    );
  }
  if (allowed.close.ok) buttons.push(postButton("close", "manageJobs.action.close", STYLES.plain));
  if (allowed.reopen.ok) buttons.push(postButton("reopen", "manageJobs.action.reopen", STYLES.plain));
  if (allowed.transfer.ok) buttons.push(dialogButton("transfer", "manageJobs.action.transfer", STYLES.plain));
  if (allowed.delete.ok) buttons.push(dialogButton("delete", "manageJobs.action.delete", STYLES.danger));

  const close = () => setDialog(null);
  const dialogFooter = (label: MessageKey, style: string) => (
    <div className="mt-4 flex flex-wrap justify-end gap-3">
      <button type="button" onClick={close} className={STYLES.plain}>
        {t("manageJobs.dialog.cancel")}
      </button>
      <button type="submit" disabled={busy} className={style}>
        {submitLabel(label)}
      </button>
    </div>
  );

  return (
    <>
      {buttons}
      {allowed.reject.ok && (
        <ModalDialog open={dialog === "reject"} onClose={close} title={t("manageJobs.reject.title")}>
          <fetcher.Form method="post" noValidate className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="reject" />
            {seen}
            <p>{t("manageJobs.reject.intro", { title: job.title })}</p>
            <TextAreaField
              name="message"
              id={`reject-message-${job.id}`}
              rows={4}
              maxLength={1000}
              required
              label={t("manageJobs.reject.message")}
              hint={t("manageJobs.reject.hint")}
              error={failure?.intent === "reject" ? fieldErrors.message : undefined}
            />
            {dialogFooter("manageJobs.reject.submit", STYLES.danger)}
          </fetcher.Form>
        </ModalDialog>
      )}
      {allowed.delete.ok && (
        <ModalDialog open={dialog === "delete"} onClose={close} title={t("manageJobs.delete.title")}>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="delete" />
            {seen}
            <p>
              {t("manageJobs.delete.body", {
                title: job.title,
                company: job.company,
              })}
            </p>
            {dialogFooter("manageJobs.delete.submit", STYLES.danger)}
          </fetcher.Form>
        </ModalDialog>
      )}
      {allowed.transfer.ok && (
        <ModalDialog open={dialog === "transfer"} onClose={close} title={t("manageJobs.transfer.title")}>
          <fetcher.Form method="post" className="flex flex-col gap-3">
            <input type="hidden" name="intent" value="transfer" />
            {seen}
            <p>{t("manageJobs.transfer.intro", { title: job.title })}</p>
            <UserPicker
              name="newOwner"
              label={t("manageJobs.transfer.to")}
              hint={t("manageJobs.transfer.hint")}
              excludeUserId={job.ownerId}
              error={failure?.intent === "transfer" ? fieldErrors.newOwner : undefined}
            />
            {dialogFooter("manageJobs.transfer.submit", STYLES.primary)}
          </fetcher.Form>
        </ModalDialog>
      )}
    </>
  );
}
