import { data } from "react-router";
import type { SaveJobResult } from "~/components/jobs/save-job";
import { safeRedirectPath } from "~/domain/redirect";
import { isJobId, toggleSavedJob } from "~/models/job.server";
import { requireUser } from "~/utils/auth.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { Route } from "./+types/saved-jobs";

// Only the action is used; a visit by URL finds nothing here.
export function loader() {
  throw data(null, { status: 404 });
}

/**
 * Toggles the signed-in client's save of a job (spec §4). The save star's
 * fetcher gets the result as data; a form sent without JavaScript names the
 * page to return to, and comes back there with a toast.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await request.formData();
  const jobId = form.get("jobId");
  const back = safeRedirectPath(typeof form.get("redirectTo") === "string" ? String(form.get("redirectTo")) : null);
  const reply = async (result: SaveJobResult, status: number) => {
    if (!back) return data(result, { status });
    const toast = result.ok
      ? { type: "success" as const, key: result.saved ? ("jobs.savedToast" as const) : ("jobs.unsavedToast" as const) }
      : { type: "error" as const, key: result.error };
    throw await redirectWithToast(back, toast);
  };
  if (user.role !== "client") return reply({ ok: false, error: "jobs.saveForbidden" }, 403);
  if (typeof jobId !== "string" || !isJobId(jobId)) return reply({ ok: false, error: "jobs.saveNotFound" }, 404);
  const result = await toggleSavedJob(user.id, jobId);
  if (!result.ok) return reply({ ok: false, error: "jobs.saveNotFound" }, 404);
  return reply({ ok: true, saved: result.saved }, 200);
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
