import { useEffect, useRef, useState, type ReactNode } from "react";
import { showToast } from "~/shared/ui/toast";
import { Form, useNavigation } from "react-router";
import { CheckboxField, FormError, SelectField, SubmitButton, TextAreaField, TextField } from "~/shared/ui/form";
import { ModalDialog } from "~/shared/ui/modal-dialog";
import type { FieldErrors } from "~/shared/form";
import {
  ENGLISH_LEVEL_CHOICES,
  JOB_TEXT_LIMITS,
  JOB_TYPE_CHOICES,
  MAX_OPENINGS,
  WAGE_TYPE_CHOICES,
} from "./job-form-schema";
import { useT } from "~/shared/i18n/i18n-context";
import { fillJobForm, saveJobDraft, useStoredJobDraft } from "./job-draft";
import { Icon } from "~/shared/ui/icon";

export type JobFormValues = Partial<Record<string, string>>;

export interface JobFormProps {
  mode: "create" | "update";
  values: JobFormValues;
  errors: FieldErrors;
  /** Create mode: whose draft the browser keeps while the form is typed. */
  draftUserId?: string | undefined;
  /** An employer editing a live job: saving sends it back to review, so ask first. */
  confirmBeforeSave?: boolean;
}

type DraftChoice = "undecided" | "dismissed" | "loaded" | "typing";

/** The job form of /addJob and /updateJob/:jobId; works as a plain form before JavaScript loads. */
export function JobForm({ mode, values, errors, draftUserId, confirmBeforeSave = false }: JobFormProps) {
  const t = useT();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const stored = useStoredJobDraft(mode === "create" ? draftUserId : undefined);
  const [choice, setChoice] = useState<DraftChoice>("undecided");
  const [confirming, setConfirming] = useState(false);
  const confirmed = useRef(false);
  const offerDraft = choice === "undecided" && stored !== null;

  // After a refused submit, take keyboard and screen-reader users to the first
  // field to fix (a form-level error is announced by its role="alert").
  useEffect(() => {
    if (Object.keys(errors).length === 0) return;
    formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }, [errors]);

  function onInput() {
    // While the offer is open the old draft is kept, so typing cannot wipe it.
    if (!draftUserId || !formRef.current || offerDraft) return;
    if (choice === "undecided") setChoice("typing");
    saveJobDraft(draftUserId, formRef.current);
  }

  function loadDraft() {
    setChoice("loaded");
    if (stored === "corrupt" || !stored || !formRef.current) {
      showToast({ type: "error", message: t("manageJobs.draft.loadFailed") });
      return;
    }
    fillJobForm(formRef.current, stored.values);
    showToast({ type: "success", message: t("manageJobs.draft.loaded") });
  }

  const choices = {
    jobType: JOB_TYPE_CHOICES.map((v) => ({ value: v, label: t(`jobs.type.${v}`) })),
    wageType: WAGE_TYPE_CHOICES.map((v) => ({ value: v, label: t(`jobs.wage.${v}`) })),
    englishLevel: ENGLISH_LEVEL_CHOICES.map((v) => ({ value: v, label: t(`jobs.english.${v}`) })),
  };
  const text = (name: string) => ({ name, defaultValue: values[name] ?? "", error: errors[name] });
  const hasErrors = Object.keys(errors).some((key) => key !== "form");

  return (
    <>
      {offerDraft && (
        <div
          role="region"
          aria-label={t("manageJobs.draft.prompt")}
          className="mb-4 flex flex-wrap items-center gap-3 rounded-lg border border-sky-300 bg-sky-50 p-3"
        >
          <p className="me-auto font-medium text-sky-950">{t("manageJobs.draft.prompt")}</p>
          <button
            type="button"
            onClick={() => setChoice("dismissed")}
            className="min-h-11 rounded-md px-4 font-medium text-sky-950 underline hover:bg-sky-100"
          >
            {t("manageJobs.draft.dismiss")}
          </button>
          <button
            type="button"
            onClick={loadDraft}
            className="min-h-11 rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
          >
            {t("manageJobs.draft.load")}
          </button>
        </div>
      )}
      {confirmBeforeSave && (
        <p role="note" className="mb-4 flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
          <Icon name="triangle-alert" className="mt-0.5 size-5 shrink-0" />
          {t("manageJobs.form.approvedWarning")}
        </p>
      )}
      <Form
        ref={formRef}
        method="post"
        noValidate
        onInput={onInput}
        onSubmit={(event) => {
          if (!confirmBeforeSave) return;
          if (confirmed.current) {
            confirmed.current = false;
            return;
          }
          event.preventDefault();
          setConfirming(true);
        }}
        className="flex flex-col gap-6"
      >
        <FormError error={errors.form ?? (hasErrors ? "manageJobs.form.fixErrors" : undefined)} />
        {/* The version of the job being edited: saving over someone else's change meanwhile is refused. */}
        {mode === "update" && values.seen && <input type="hidden" name="seen" value={values.seen} />}

        <Section legend={t("manageJobs.form.title")} hideLegend>
          <TextField {...text("title")} label={t("manageJobs.form.title")} maxLength={JOB_TEXT_LIMITS.title} required />
          <TextField
            {...text("company")}
            label={t("manageJobs.form.company")}
            autoComplete="organization"
            maxLength={JOB_TEXT_LIMITS.company}
          />
          <TextField {...text("startDate")} type="date" label={t("manageJobs.form.startDate")} required />
          <SelectField
            name="jobType"
            label={t("manageJobs.form.jobType")}
            options={choices.jobType}
            defaultValue={values.jobType}
            error={errors.jobType}
          />
          <TextField
            name="openings"
            defaultValue={values.openings ?? "1"}
            error={errors.openings}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_OPENINGS}
            label={t("manageJobs.form.openings")}
            hint={t("manageJobs.form.openingsHint", { max: MAX_OPENINGS })}
            required
          />
        </Section>

        <TextAreaField
          {...text("shift")}
          rows={3}
          label={t("manageJobs.form.shift")}
          hint={t("manageJobs.form.shiftHint")}
          maxLength={JOB_TEXT_LIMITS.shift}
          required
        />

        <Section legend={t("manageJobs.form.salaryRange")}>
          <SelectField
            name="wageType"
            label={t("manageJobs.form.wageType")}
            options={choices.wageType}
            defaultValue={values.wageType}
            error={errors.wageType}
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField {...text("wageMin")} inputMode="decimal" label={t("manageJobs.form.wageMin")} required />
            <TextField {...text("wageMax")} inputMode="decimal" label={t("manageJobs.form.wageMax")} required />
          </div>
        </Section>

        <Section legend={t("manageJobs.form.benefits")}>
          <div className="flex flex-wrap gap-x-6">
            <CheckboxField
              name="hasMedical"
              label={t("manageJobs.form.hasMedical")}
              defaultChecked={values.hasMedical === "on"}
            />
            <CheckboxField
              name="hasOthers"
              label={t("manageJobs.form.hasOthers")}
              defaultChecked={values.hasOthers === "on"}
            />
          </div>
          <TextAreaField
            {...text("benefitOthers")}
            rows={2}
            label={t("manageJobs.form.benefitOthers")}
            placeholder={t("manageJobs.form.benefitOthersPlaceholder")}
            maxLength={JOB_TEXT_LIMITS.benefitOthers}
          />
        </Section>

        <Section legend={t("manageJobs.form.englishLevel")} hideLegend>
          <SelectField
            name="englishLevel"
            label={t("manageJobs.form.englishLevel")}
            options={choices.englishLevel}
            defaultValue={values.englishLevel}
            error={errors.englishLevel}
          />
          <TextField
            {...text("languageNote")}
            label={t("manageJobs.form.languageNote")}
            hint={t("manageJobs.form.languageNoteHint")}
            maxLength={JOB_TEXT_LIMITS.languageNote}
          />
        </Section>

        <Section legend={t("manageJobs.form.location")}>
          <div className="sm:col-span-2">
            <TextField
              {...text("street")}
              label={t("manageJobs.form.street")}
              autoComplete="address-line1"
              maxLength={JOB_TEXT_LIMITS.street}
              required
            />
          </div>
          <TextField
            {...text("city")}
            label={t("manageJobs.form.city")}
            autoComplete="address-level2"
            maxLength={JOB_TEXT_LIMITS.city}
            required
          />
          <div className="grid grid-cols-2 gap-3">
            <TextField
              {...text("state")}
              label={t("manageJobs.form.state")}
              autoComplete="address-level1"
              maxLength={JOB_TEXT_LIMITS.state}
              required
            />
            <TextField
              {...text("zip")}
              label={t("manageJobs.form.zip")}
              autoComplete="postal-code"
              inputMode="numeric"
              maxLength={10}
              required
            />
          </div>
        </Section>

        <TextAreaField
          {...text("description")}
          rows={8}
          label={t("manageJobs.form.description")}
          hint={t("manageJobs.form.descriptionHint")}
          maxLength={JOB_TEXT_LIMITS.description}
          required
        />
        <TextAreaField
          {...text("instructions")}
          rows={4}
          label={
            <>
              {t("manageJobs.form.instructions")}{" "}
              <span className="ms-1 rounded-full bg-stone-200 px-2 py-0.5 text-sm font-medium text-stone-800">
                {t("manageJobs.form.hiddenFromSeekers")}
              </span>
            </>
          }
          hint={t("manageJobs.form.instructionsHint")}
          maxLength={JOB_TEXT_LIMITS.instructions}
          required
        />

        <div className="flex justify-end">
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("manageJobs.form.submitting")}>
            {t(mode === "create" ? "manageJobs.form.submitCreate" : "manageJobs.form.submitUpdate")}
          </SubmitButton>
        </div>
      </Form>
      {confirmBeforeSave && (
        <ModalDialog open={confirming} onClose={() => setConfirming(false)} title={t("manageJobs.form.confirmTitle")}>
          <p>{t("manageJobs.form.approvedWarning")}</p>
          <div className="mt-4 flex flex-wrap justify-end gap-3">
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="min-h-11 rounded-md border border-stone-400 px-4 font-medium hover:bg-stone-100"
            >
              {t("manageJobs.form.cancel")}
            </button>
            <button
              type="button"
              onClick={() => {
                confirmed.current = true;
                setConfirming(false);
                formRef.current?.requestSubmit();
              }}
              className="min-h-11 rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
            >
              {t("manageJobs.form.confirmSave")}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}

function Section({
  legend,
  hideLegend = false,
  children,
}: {
  legend: string;
  hideLegend?: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className={hideLegend ? "sr-only" : "mb-2 text-lg font-semibold"}>{legend}</legend>
      {children}
    </fieldset>
  );
}
