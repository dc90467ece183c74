import { data } from "react-router";
import type { SaveJobResult } from "~/shared/job-ui/save-job";
import { safeRedirectPath } from "~/shared/redirect";
import { isJobId, setSavedJob } from "~/shared/job-ui/jobs.server";
import { requireUser } from "~/shared/server/auth.server";
import { can } from "~/shared/access/policy";
import { redirectWithToast } from "~/shared/server/toast.server";
import type { Route } from "./+types/api-saved-jobs";
import { readForm } from "~/shared/server/request.server";

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
  const reply = async (result: SaveJobResult, status: number) => {
    if (!back) return data(result, { status });
    const toast = result.ok
      ? { type: "success" as const, key: result.saved ? ("jobs.savedToast" as const) : ("jobs.unsavedToast" as const) }
      : { type: "error" as const, key: result.error };
    throw await redirectWithToast(back, toast);
  };
  if (!can(user, { action: "saveJobs" })) return reply({ ok: false, error: "findJobs.saveForbidden" }, 403);
  if (!jobId || !isJobId(jobId)) return reply({ ok: false, error: "findJobs.saveNotFound" }, 404);
  if (saved === null) return reply({ ok: false, error: "errors.unexpected" }, 400);
  const result = await setSavedJob(user.id, jobId, saved);
  if (!result.ok) return reply({ ok: false, error: "findJobs.saveNotFound" }, 404);
  return reply({ ok: true, saved: result.saved }, 200);
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
    return { ok: false, error: "errors.network" };
  }
}

// A component makes this a UI route, which is what allows the clientAction above.
export default function SavedJobsAction() {
  return null;
}
