import { data } from "react-router";
import { typedValues, type FieldErrors } from "~/shared/form";
import { parseJobForm, type JobInput } from "./job-form-schema";
import { dashboardJobPath } from "~/shared/access/job-status";
import type { MessageKey } from "~/shared/i18n/i18n";
import type { JobWriteResult } from "./job-actions.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";

type Save = (input: JobInput) => Promise<JobWriteResult>;

/**
 * The job form's server action after the guards: validates (400 with the errors
 * next to their fields and what was typed), saves, then redirects to the job in
 * the dashboard with a toast. A missing or someone else's job is a 404 page.
 */
export async function saveJobForm(request: Request, form: FormData, save: Save, extraFields: readonly string[] = []) {
  const values = typedValues(form);
  const parsed = parseJobForm(form, extraFields);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values });
  const result = await save(parsed.data);
  if (!result.ok) {
    if (result.status === 404) throw data({ error: result.error, vars: result.vars }, { status: 404 });
    const errors: FieldErrors = { form: result.error };
    // Refused because the job changed meanwhile: the form sends its new version next time.
    return actionResult(request, result.status, {
      errors,
      values: result.version ? { ...values, seen: result.version } : values,
    });
  }
  throw await redirectWithToast(dashboardJobPath(result.role, result.status, result.id), {
    type: "success",
    key: savedToast(result),
  });
}

function savedToast(result: Extract<JobWriteResult, { ok: true }>): MessageKey {
  if (!result.located) return "manageJobs.toast.notLocated";
  // Only an employer's save waits for review; staff's own saves are published as they are.
  if (result.status === "pending" && result.role === "employer") return "manageJobs.toast.sentForReview";
  return "manageJobs.toast.saved";
}
