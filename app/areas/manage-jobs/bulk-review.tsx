import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import type { ActionResult } from "~/shared/action-result";
import { useT } from "~/shared/i18n/i18n-context";
import { TextAreaField } from "~/shared/ui/form";
import { BULK_FIELDS } from "./bulk-selection";

// Bulk review in the admin's Pending tab, and dismissing reports in the
// Reported tab: one plain form (it works without JavaScript); the checkboxes on
// the cards belong to it through their `form` attribute, so the cards' links
// stay as they are.
const FORM_ID = "bulk-review";

/** What the bulk form does: approve or reject (Pending), or dismiss the reports (Reported). */
export type BulkForm = "review" | "dismissReports";

function jobBoxes(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(`input[form="${FORM_ID}"][name="${BULK_FIELDS.job}"]`)];
}

/** The checkbox beside a job's card, labelled with the job's title. */
export function BulkSelectJob({ job }: { job: { id: string; title: string } }) {
  const t = useT();
  return (
    <label className="flex min-w-11 shrink-0 cursor-pointer items-center justify-center px-2">
      <input
        type="checkbox"
        form={FORM_ID}
        name={BULK_FIELDS.job}
        value={job.id}
        className="size-5 accent-orange-800"
        // A job left out no longer means "all on this page".
        onChange={(event) => {
          const all = document.getElementById(`${FORM_ID}-all`) as HTMLInputElement | null;
          if (all && !event.currentTarget.checked) all.checked = false;
        }}
      />
      <span className="sr-only">{t("manageJobs.bulk.selectJob", { title: job.title })}</span>
    </label>
  );
}

/**
 * Select all on this page, then approve selected or reject selected with one
 * message, or (Reported) dismiss the selected jobs' reports once the box saying
 * so is ticked. Without JavaScript "select all" is sent as it is and the server
 * takes every job of the page (`onPage`); with it, it also ticks the boxes.
 */
export function BulkReviewForm(props: { form: BulkForm; jobIds: readonly string[]; result: ActionResult | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && String(navigation.formData?.get("intent")).startsWith("bulk");
  if (props.jobIds.length === 0) return null;
  const errors = props.result?.errors ?? {};
  const selectionError = errors[BULK_FIELDS.job];
  return (
    <Form
      method="post"
      id={FORM_ID}
      aria-labelledby={`${FORM_ID}-title`}
      className="mx-4 mt-3 flex flex-col gap-3 rounded-lg bg-white p-3 ring-1 ring-stone-200"
    >
      <h2 id={`${FORM_ID}-title`} className="font-semibold">
        {t(props.form === "review" ? "manageJobs.bulk.title" : "manageJobs.bulk.dismissTitle")}
      </h2>
      {props.jobIds.map((id) => (
        <input key={id} type="hidden" name={BULK_FIELDS.onPage} value={id} />
      ))}
      <label className="flex min-h-11 items-center gap-3">
        <input
          id={`${FORM_ID}-all`}
          type="checkbox"
          name={BULK_FIELDS.all}
          value="1"
          className="size-5 accent-orange-800"
          aria-describedby={selectionError ? `${FORM_ID}-error` : undefined}
          onChange={(event) => {
            const checked = event.currentTarget.checked;
            for (const box of jobBoxes()) box.checked = checked;
          }}
        />
        {t("manageJobs.bulk.selectAll")}
      </label>
      {selectionError && (
        <p id={`${FORM_ID}-error`} role="alert" className="text-sm font-medium text-red-800">
          {t(selectionError)}
        </p>
      )}
      {props.form === "review" ? (
        <ReviewButtons busy={busy} result={props.result} />
      ) : (
        <DismissButton busy={busy} result={props.result} />
      )}
    </Form>
  );
}

/** Approve selected; reject selected with one message. */
function ReviewButtons({ busy, result }: { busy: boolean; result: ActionResult | undefined }) {
  const t = useT();
  const errors = result?.errors ?? {};
  return (
    <>
      <IntentButton intent="bulkApprove" busy={busy} className={PRIMARY}>
        {t("manageJobs.bulk.approve")}
      </IntentButton>
      <details open={errors.message !== undefined} className="rounded-md border border-stone-300 p-2">
        <summary className="flex min-h-11 cursor-pointer items-center font-medium">
          {t("manageJobs.bulk.rejectOpen")}
        </summary>
        <div className="mt-2 flex flex-col gap-2">
          <TextAreaField
            id={`${FORM_ID}-message`}
            name="message"
            rows={3}
            maxLength={1000}
            label={t("manageJobs.bulk.message")}
            hint={t("manageJobs.bulk.messageHint")}
            error={errors.message}
            defaultValue={result?.values?.message}
          />
          <IntentButton
            intent="bulkReject"
            busy={busy}
            className="min-h-11 rounded-md border border-red-800 px-4 font-semibold text-red-900 hover:bg-red-50 disabled:opacity-60"
          >
            {t("manageJobs.bulk.reject")}
          </IntentButton>
        </div>
      </details>
    </>
  );
}

/**
 * Dismiss the selected jobs' reports, once the box saying what that does is
 * ticked: a confirmation that needs no script (the browser and the server both
 * ask for the box).
 */
function DismissButton({ busy, result }: { busy: boolean; result: ActionResult | undefined }) {
  const t = useT();
  const error = result?.errors?.[BULK_FIELDS.confirm];
  return (
    <>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          name={BULK_FIELDS.confirm}
          value="1"
          required
          className="size-5 accent-orange-800"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${FORM_ID}-confirm-error` : undefined}
        />
        {t("manageJobs.bulk.dismissConfirm")}
      </label>
      {error && (
        <p id={`${FORM_ID}-confirm-error`} role="alert" className="text-sm font-medium text-red-800">
          {t(error)}
        </p>
      )}
      <IntentButton intent="bulkDismissReports" busy={busy} className={PRIMARY}>
        {t("manageJobs.bulk.dismiss")}
      </IntentButton>
    </>
  );
}

const PRIMARY =
  "min-h-11 rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900 disabled:opacity-60";

/** A submit button that sends its intent, held while a bulk action is on its way. */
function IntentButton(props: { intent: string; busy: boolean; className: string; children: ReactNode }) {
  return (
    <button type="submit" name="intent" value={props.intent} disabled={props.busy} className={props.className}>
      {props.children}
    </button>
  );
}
