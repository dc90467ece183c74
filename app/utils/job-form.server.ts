import { data } from "react-router";
import { typedValues, type FieldErrors } from "~/domain/form";
import { parseJobForm, type JobInput } from "~/domain/job-form";
import { dashboardJobPath } from "~/domain/job-status";
import type { MessageKey } from "~/i18n/i18n";
import type { JobWriteResult } from "~/models/job-actions.server";
import type { SessionUser } from "./auth.server";
import { redirectWithToast } from "./toast.server";

type Save = (input: JobInput) => Promise<JobWriteResult>;

/**
 * The job form's server action after the guards: validates (400 with the errors
 * next to their fields and what was typed), saves, then redirects to the job in
 * the dashboard with a toast. A missing or someone else's job is a 404 page.
 */
export async function saveJobForm(user: SessionUser, form: FormData, save: Save) {
  const values = typedValues(form);
  const parsed = parseJobForm(form);
  if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 400 });
  const result = await save(parsed.data);
  if (!result.ok) {
    if (result.status === 404) throw data({ error: result.error, vars: result.vars }, { status: 404 });
    const errors: FieldErrors = { form: result.error };
    return data({ errors, values }, { status: result.status });
  }
  const role = user.role === "admin" ? "admin" : "employer";
  throw await redirectWithToast(dashboardJobPath(role, result.status, result.id), {
    type: "success",
    key: savedToast(result, user),
  });
}

function savedToast(result: Extract<JobWriteResult, { ok: true }>, user: SessionUser): MessageKey {
  if (!result.located) return "manage.toast.notLocated";
  if (result.status === "pending" && user.role !== "admin") return "manage.toast.sentForReview";
  return "manage.toast.saved";
}
