import { data } from "react-router";
import type { SaveJobResult } from "~/shared/job-ui/save-job";
import type { MessageKey } from "~/shared/i18n/i18n";
import { translatorFor } from "~/shared/i18n/catalog.server";
import { safeRedirectPath } from "~/shared/redirect";
import { isJobId, setSavedJob } from "~/shared/job-ui/jobs.server";
import { requireUser } from "~/shared/server/auth.server";
import { can } from "~/shared/access/policy";
import { actionResult, redirectWithToast, type Toast } from "~/shared/server/toast.server";
import type { Route } from "./+types/api-saved-jobs";
import { readForm } from "~/shared/server/request.server";
import { hitLimit, writeRules } from "~/shared/server/rate-limit.server";

// Only the action is used; a visit by URL finds nothing here.
export function loader() {
  throw data(null, { status: 404 });
}

/**
 * Saves or unsaves a job for the signed-in client, as the request says
 * (`jobId` and `saved` 1/0, or the list stars' `set` = "<jobId>:1/0"), so a
 * repeated press changes nothing. The save star's fetcher gets the result as
 * data; a form sent without JavaScript names the page to return to, and comes
 * back there with a toast.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const { jobId, saved } = readSaveRequest(form);
  const back = safeRedirectPath(typeof form.get("redirectTo") === "string" ? String(form.get("redirectTo")) : null);
  // The same toast either way: in the answer for the star's fetcher, in the cookie after a redirect.
  const reply = async (status: number, toast: Toast, saved?: boolean) => {
    if (back) throw await redirectWithToast(back, toast);
    return actionResult(request, status, saved === undefined ? { toast } : { toast, saved });
  };
  const refuse = (status: number, error: MessageKey) =>
    reply(status, { type: "error", key: "jobs.saveFailed", vars: { message: translatorFor(request)(error) } });
  if (!can(user, { action: "saveJobs" })) return refuse(403, "findJobs.saveForbidden");
  if (!jobId || !isJobId(jobId)) return refuse(404, "findJobs.saveNotFound");
  if (saved === null) return refuse(400, "errors.unexpected");
  // Answered like the other refusals (not thrown), so the star's fetcher shows it as a toast.
  if (!(await hitLimit(writeRules().save, user.id)).ok) return refuse(429, "errors.tooManyBody");
  const result = await setSavedJob(user.id, jobId, saved);
  if (!result.ok) return refuse(404, "findJobs.saveNotFound");
  return reply(200, { type: "success", key: result.saved ? "jobs.savedToast" : "jobs.unsavedToast" }, result.saved);
}

function readSaveRequest(form: FormData): { jobId: string | null; saved: boolean | null } {
  const set = form.get("set");
  const [jobId, wanted] = typeof set === "string" ? set.split(":") : [form.get("jobId"), form.get("saved")];
  return {
    jobId: typeof jobId === "string" ? jobId : null,
    saved: wanted === "1" ? true : wanted === "0" ? false : null,
  };
}

// A lost connection becomes the "Failed to save the job" toast instead of an error page.
export async function clientAction({ serverAction }: Route.ClientActionArgs): Promise<SaveJobResult> {
  try {
    return await serverAction();
  } catch (error) {
    if (error instanceof Response) throw error;
    return { errors: { form: "errors.network" } };
  }
}

// A component makes this a UI route, which is what allows the clientAction above.
export default function SavedJobsAction() {
  return null;
}
