import type { Actor } from "~/shared/access/policy";
import type { RequestStatus } from "~/shared/constants";
import { parseForm, typedValues, type FieldErrors } from "~/shared/form";
import type { MessageKey } from "~/shared/i18n/i18n";
import { InterviewStepSchema, RescheduleInterviewSchema, ScheduleInterviewSchema } from "./interview-forms";
import {
  cancelInterview,
  markInterview,
  rescheduleInterview,
  scheduleInterview,
  type InterviewResult,
} from "./interviews.server";
import type { RequestFailure } from "./requests.server";

// The request page's interview forms (intents "interview.*"): each read with its schema, then
// handed to interviews.server.ts. A form that does not check out comes back with its field
// errors and what was typed, so the page shows the message next to the field and keeps the rest.

export type InterviewIntent =
  "interview.schedule" | "interview.reschedule" | "interview.cancel" | "interview.done" | "interview.noShow";

type StepAnswer =
  | { ok: true; status: RequestStatus; toast: MessageKey }
  | RequestFailure
  | { ok: false; status: 400; intent: InterviewIntent; errors: FieldErrors; values: Record<string, string> };

const TOASTS: Record<InterviewIntent, MessageKey> = {
  "interview.schedule": "applications.interview.toast.scheduled",
  "interview.reschedule": "applications.interview.toast.rescheduled",
  "interview.cancel": "applications.interview.toast.cancelled",
  "interview.done": "applications.interview.toast.done",
  "interview.noShow": "applications.interview.toast.noShow",
};

export async function interviewStep(
  actor: Actor,
  requestId: string,
  intent: InterviewIntent,
  form: FormData,
): Promise<StepAnswer> {
  const refused = (errors: FieldErrors) => ({
    ok: false as const,
    status: 400 as const,
    intent,
    errors,
    values: typedValues(form, ["intent", "version"]),
  });
  let result: InterviewResult;
  if (intent === "interview.schedule") {
    const parsed = parseForm(ScheduleInterviewSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    result = await scheduleInterview(actor, requestId, parsed.data.version, parsed.data.details);
  } else if (intent === "interview.reschedule") {
    const parsed = parseForm(RescheduleInterviewSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    result = await rescheduleInterview(actor, parsed.data.interviewId, parsed.data.version, parsed.data.details);
  } else {
    const parsed = parseForm(InterviewStepSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    const { interviewId, version } = parsed.data;
    result =
      intent === "interview.cancel"
        ? await cancelInterview(actor, interviewId, version)
        : await markInterview(actor, interviewId, version, intent === "interview.done" ? "done" : "noShow");
  }
  if (result.ok) return { ok: true, status: result.status, toast: TOASTS[intent] };
  return "errors" in result ? refused(result.errors) : result;
}
