import { data } from "react-router";
import { requireAllowed } from "~/shared/access/guard.server";
import { parseForm } from "~/shared/form";
import { pathId, readForm } from "~/shared/server/request.server";
import { requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";
import { redirectWithToast } from "~/shared/server/toast.server";
import type { Route } from "./+types/interview-cant-come";
import { InterviewStepSchema } from "./interview-forms";
import { sayCantCome } from "./interviews.server";

// "I can't come", the answer of the confirmation on My applications (/applications?cantCome=<id>).
// Only the action is used; a visit by URL finds nothing here. It goes back to My applications
// with a toast either way, so it works the same with and without JavaScript.
export function loader() {
  throw data(null, { status: 404 });
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAllowed(request, { action: "visit", page: "myApplications" });
  const interviewId = pathId(params, "interviewId");
  const parsed = parseForm(InterviewStepSchema, await withId(request, interviewId));
  if (!parsed.ok) {
    throw await redirectWithToast("/applications", { type: "error", key: "applications.error.conflict" });
  }
  // Each one reaches staff: bounded like the other requests a job seeker makes.
  await requireWithinLimits(request, [[writeRules().cantCome, user.id]]);
  const result = await sayCantCome(user, interviewId, parsed.data.version);
  if (!result.ok) {
    const key = "error" in result ? result.error : "applications.error.conflict";
    throw await redirectWithToast("/applications", { type: "error", key });
  }
  throw await redirectWithToast(`/applications#interview-${interviewId}`, {
    type: "success",
    key: "applications.interview.toast.cantCome",
  });
}

/** The form's fields with the interview named by the path. */
async function withId(request: Request, interviewId: string): Promise<FormData> {
  const form = await readForm(request);
  form.set("interviewId", interviewId);
  return form;
}
