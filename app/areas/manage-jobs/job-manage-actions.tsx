import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { Form, Link, useFetcher, useLocation, useNavigation } from "react-router";
import { TextAreaField } from "~/shared/ui/form";
import { Icon } from "~/shared/ui/icon";
import { ModalDialog } from "~/shared/ui/modal-dialog";
import { UserPicker } from "~/shared/ui/user-picker";
import type { ActionResult } from "~/shared/action-result";
import type { Decision } from "~/shared/access/policy";
import type { FieldErrors } from "~/shared/form";
import type { MessageKey } from "~/shared/i18n/i18n";
import { useT } from "~/shared/i18n/i18n-context";
import { useToast } from "~/shared/ui/toast";
import { CONFIRM_INTENTS, confirmQuery, type ConfirmIntent } from "./confirm-query";

export const MANAGE_INTENTS = ["approve", "reject", "close", "reopen", "delete", "transfer"] as const;
export type ManageIntent = (typeof MANAGE_INTENTS)[number];

/** The job as its actions need it. */
export interface ActionJob {
  id: string;
  title: string;
  company: string;
  ownerId: string;
  /** Goes back with every action, so one on a job someone changed meanwhile is refused. */
  version: string;
  /** Whether reopening the job once closed shows it to job seekers at once (else it goes to review first). */
  reopenPublishes: boolean;
  /** The job seekers whose requests for help with the job deleting it deletes (as far as the viewer sees them). */
  requesters: readonly string[];
}

const BUTTON = "min-h-11 rounded-md px-3 font-semibold sm:px-4 disabled:cursor-not-allowed disabled:opacity-60";
const STYLES = {
  primary: `${BUTTON} bg-orange-800 text-white hover:bg-orange-900`,
  approve: `${BUTTON} bg-green-800 text-white hover:bg-green-900`,
  danger: `${BUTTON} bg-red-800 text-white hover:bg-red-900`,
  plain: `${BUTTON} border border-stone-400 bg-white hover:bg-stone-100`,
};

// More controls than this, and the rarer actions (close, transfer, delete) move
// into a "More" menu, so that a staff member's bar stays on one row beside the
// list in every language.
const MAX_INLINE = 3;

const CONFIRMS: Record<ConfirmIntent, { title: MessageKey; submit: MessageKey; style: string }> = {
  reject: { title: "manageJobs.reject.title", submit: "manageJobs.reject.submit", style: STYLES.danger },
  close: { title: "manageJobs.close.title", submit: "manageJobs.close.submit", style: STYLES.primary },
  delete: { title: "manageJobs.delete.title", submit: "manageJobs.delete.submit", style: STYLES.danger },
  transfer: { title: "manageJobs.transfer.title", submit: "manageJobs.transfer.submit", style: STYLES.primary },
};

/**
 * The action bar of a job in a dashboard: only what `allowed` (the shared
 * permission rule, decided by the server) lets this person do. Approve and
 * reopen post at once; reject, close, delete and transfer ask first, in a
 * dialog, or without JavaScript on the job's confirm page (JobConfirmPanel).
 * Success redirects with a toast; a failure comes back as an error toast, or
 * as field errors inside the dialog.
 */
export function JobManageActions(props: {
  job: ActionJob;
  allowed: Record<ManageIntent | "update", Decision>;
  /** Id of the text explaining why Approve is disabled, when it is. */
  approveBlockedBy?: string | undefined;
}) {
  const t = useT();
  const { search } = useLocation();
  const { job, allowed } = props;
  const fetcher = useFetcher<ActionResult>({ key: `manage-${job.id}` });
  const [dialog, setDialog] = useState<ConfirmIntent | null>(null);
  const busy = fetcher.state !== "idle";
  const failure = fetcher.state === "idle" ? fetcher.data : undefined;

  const answer = fetcher.data;
  useToast(answer?.toast);

  // When a submission ends the dialog closes, unless it has field errors to show.
  const [wasBusy, setWasBusy] = useState(busy);
  if (busy !== wasBusy) {
    setWasBusy(busy);
    if (!busy && !answer?.errors) setDialog(null);
  }

  function postButton(
    intent: ManageIntent,
    label: MessageKey,
    style: string,
    extra: { disabled?: boolean; describedBy?: string } = {},
  ) {
    return (
      <fetcher.Form method="post" key={intent}>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name="seen" value={job.version} />
        <button type="submit" disabled={busy || extra.disabled} aria-describedby={extra.describedBy} className={style}>
          {t(label)}
        </button>
      </fetcher.Form>
    );
  }

  // A form that opens the job's confirm page, so it works without JavaScript; with it, the dialog opens instead.
  function confirmButton(intent: ConfirmIntent, label: MessageKey, style: string) {
    const query = [...confirmQuery(search, { intent, jobId: job.id })];
    return (
      <Form
        method="get"
        key={intent}
        onSubmit={(event) => {
          event.preventDefault();
          setDialog(intent);
        }}
      >
        {query.map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" disabled={busy} className={style}>
          {t(label)}
        </button>
      </Form>
    );
  }

  const approveBlocked = !allowed.approve.ok && allowed.approve.reason === "ownerPending";
  const frequent: ReactNode[] = [];
  const rare: ReactNode[] = [];
  if (allowed.approve.ok || approveBlocked) {
    frequent.push(
      postButton("approve", "manageJobs.action.approve", STYLES.approve, {
        disabled: approveBlocked,
        describedBy: props.approveBlockedBy,
      }),
    );
  }
  if (allowed.reject.ok) frequent.push(confirmButton("reject", "manageJobs.action.reject", STYLES.danger));
  if (allowed.update.ok) {
    frequent.push(
      <Link key="edit" to={`/updateJob/${job.id}`} className={`${STYLES.primary} inline-flex items-center`}>
        {t("manageJobs.action.edit")}
      </Link>,
    );
  }
  if (allowed.reopen.ok) frequent.push(postButton("reopen", "manageJobs.action.reopen", STYLES.plain));
  if (allowed.close.ok) rare.push(confirmButton("close", "manageJobs.action.close", STYLES.plain));
  if (allowed.transfer.ok) rare.push(confirmButton("transfer", "manageJobs.action.transfer", STYLES.plain));
  if (allowed.delete.ok) rare.push(confirmButton("delete", "manageJobs.action.delete", STYLES.danger));
  const inline = frequent.length + rare.length <= MAX_INLINE;

  const close = () => setDialog(null);
  const dialogs = CONFIRM_INTENTS.filter((intent) => allowed[intent].ok);

  return (
    <>
      {frequent}
      {inline ? rare : <MoreMenu closed={dialog !== null}>{rare}</MoreMenu>}
      {dialogs.map((intent) => (
        <ModalDialog key={intent} open={dialog === intent} onClose={close} title={t(CONFIRMS[intent].title)}>
          <fetcher.Form method="post" noValidate className="flex flex-col gap-3">
            <ConfirmFields
              intent={intent}
              job={job}
              errors={failure?.intent === intent ? failure.errors : undefined}
              idPrefix="dialog"
            />
            <div className="mt-4 flex flex-wrap justify-end gap-3">
              <button type="button" onClick={close} className={STYLES.plain}>
                {t("manageJobs.dialog.cancel")}
              </button>
              <button type="submit" disabled={busy} className={CONFIRMS[intent].style}>
                {t(busy ? "manageJobs.action.working" : CONFIRMS[intent].submit)}
              </button>
            </div>
          </fetcher.Form>
        </ModalDialog>
      ))}
    </>
  );
}

/**
 * The rarer actions behind "More": a native disclosure, so it opens without
 * JavaScript too (its items are the same forms as the bar's). With JavaScript
 * it also closes on Escape, on a click elsewhere and when an item opens its dialog.
 */
function MoreMenu(props: { closed: boolean; children: ReactNode }) {
  const t = useT();
  const ref = useRef<HTMLDetailsElement>(null);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (props.closed && ref.current) ref.current.open = false;
  }, [props.closed]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) ref.current.open = false;
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  return (
    <details
      ref={ref}
      className="relative"
      onToggle={(event) => setOpen(event.currentTarget.open)}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || !ref.current?.open) return;
        ref.current.open = false;
        ref.current.querySelector("summary")?.focus();
      }}
    >
      <summary
        className={`${STYLES.plain} inline-flex cursor-pointer list-none items-center gap-2 [&::-webkit-details-marker]:hidden`}
      >
        <Icon name="ellipsis" />
        {/* On a phone the icon alone, so the frequent actions keep one row. */}
        <span className="sr-only sm:not-sr-only">{t("manageJobs.action.more")}</span>
      </summary>
      <div className="absolute end-0 bottom-full z-10 mb-2 flex min-w-56 flex-col gap-2 rounded-lg bg-white p-2 shadow-lg ring-1 ring-stone-300 [&_button]:w-full">
        {props.children}
      </div>
    </details>
  );
}

/**
 * A job's confirm page without JavaScript (`?confirm=`): the dialog's question and form,
 * in the page, posted as a plain form. Cancel is a link back to the job.
 */
export function JobConfirmPanel(props: {
  intent: ConfirmIntent;
  job: ActionJob;
  /** The answer of a refused submission of this form, if any. */
  result: ActionResult | undefined;
  cancelTo: string;
}) {
  const t = useT();
  const titleId = useId();
  const { intent } = props;
  const busy = useNavigation().state === "submitting";
  const result = props.result?.intent === intent ? props.result : undefined;
  return (
    <section aria-labelledby={titleId} className="mt-4 rounded-lg bg-amber-50 p-4 ring-1 ring-amber-300">
      <h3 id={titleId} className="text-lg font-bold">
        {t(CONFIRMS[intent].title)}
      </h3>
      <Form method="post" noValidate className="mt-3 flex flex-col gap-3">
        <ConfirmFields
          intent={intent}
          job={props.job}
          errors={result?.errors}
          values={result?.values}
          idPrefix="page"
        />
        <div className="flex flex-wrap justify-end gap-3">
          <Link to={props.cancelTo} className={`${STYLES.plain} inline-flex items-center`}>
            {t("manageJobs.dialog.cancel")}
          </Link>
          <button type="submit" disabled={busy} className={CONFIRMS[intent].style}>
            {t(busy ? "manageJobs.action.working" : CONFIRMS[intent].submit)}
          </button>
        </div>
      </Form>
    </section>
  );
}

/** What a confirmation says and asks, in the dialog and on the confirm page alike. */
function ConfirmFields(props: {
  intent: ConfirmIntent;
  job: ActionJob;
  errors: FieldErrors | undefined;
  values?: Record<string, string> | undefined;
  /** Keeps the ids of the dialog's fields and the page's apart. */
  idPrefix: string;
}) {
  const t = useT();
  const { intent, job, errors = {} } = props;
  const hidden = (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="seen" value={job.version} />
    </>
  );
  switch (intent) {
    case "reject":
      return (
        <>
          {hidden}
          <p>{t("manageJobs.reject.intro", { title: job.title })}</p>
          <TextAreaField
            name="message"
            id={`${props.idPrefix}-reject-message-${job.id}`}
            rows={4}
            maxLength={1000}
            required
            label={t("manageJobs.reject.message")}
            hint={t("manageJobs.reject.hint")}
            error={errors.message}
          />
        </>
      );
    case "close":
      return (
        <>
          {hidden}
          <p>{t("manageJobs.close.body", { title: job.title })}</p>
          <p>{t(job.reopenPublishes ? "manageJobs.close.undoPublish" : "manageJobs.close.undoReview")}</p>
        </>
      );
    case "delete":
      return (
        <>
          {hidden}
          <p>{t("manageJobs.delete.body", { title: job.title, company: job.company })}</p>
          {job.requesters.length > 0 && <p>{t("manageJobs.delete.requests", { names: job.requesters.join(", ") })}</p>}
        </>
      );
    case "transfer":
      return (
        <>
          {hidden}
          <p>{t("manageJobs.transfer.intro", { title: job.title })}</p>
          <UserPicker
            name="newOwner"
            label={t("manageJobs.transfer.to")}
            hint={t("manageJobs.transfer.hint")}
            excludeUserId={job.ownerId}
            error={errors.newOwner}
            defaultQuery={props.values?.newOwnerSearch}
          />
        </>
      );
  }
}
