import { eq } from "drizzle-orm";
import { jobRequests } from "#db/schema";
import type { Actor } from "~/shared/access/policy";
import { typedValues, type FieldErrors } from "~/shared/form";
import { getDb } from "~/shared/server/db.server";
import { getEnv } from "~/shared/server/env.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import { parseCorrection, parseHire } from "./placement-forms";
import {
  correctPlacement,
  markJobFilled,
  openingsToConfirm,
  otherOpenRequests,
  placementsOfRequest,
  recordHire,
  type PlacementFailure,
} from "./placements.server";
import { isUuid } from "./requests.server";

// The request page's placement steps (intents "placement.*" of referral-request.tsx): record the
// hire, correct a placement, mark the job filled once its openings are. Success redirects with a
// toast; bad input stays on the page with the errors next to the fields and what was typed.

/** The query that asks, after a hire filled the job's openings, whether to mark it filled. */
export const OPENINGS_QUERY = "openings=filled";

/** What the request page shows of placements: the placements, the settings, and the openings question. */
export async function placementPanelData(request: Request, requestId: string, job: { id: string; title: string }) {
  const asked = new URL(request.url).search === `?${OPENINGS_QUERY}`;
  const filled = asked ? await openingsToConfirm(job.id) : null;
  const env = getEnv();
  return {
    placements: await placementsOfRequest(requestId),
    openings: filled && { ...filled, title: job.title, others: await otherOpenRequests(job.id) },
    followUpDays: env.FOLLOW_UP_DAYS,
    fullTimeHours: env.FULL_TIME_HOURS,
  };
}

export type PlacementPanelData = Awaited<ReturnType<typeof placementPanelData>>;

function refusal(request: Request, intent: string, failure: PlacementFailure, form: FormData) {
  return actionResult(request, failure.status, {
    intent,
    values: typedValues(form),
    ...(failure.errors ? { errors: failure.errors } : {}),
    ...(failure.error ? { toast: { type: "error" as const, key: failure.error } } : {}),
  });
}

/** A form that does not check out: a stale or missing version is a conflict, anything else a field error. */
function invalid(request: Request, intent: string, errors: FieldErrors, form: FormData) {
  if (errors.version)
    return refusal(request, intent, { ok: false, status: 409, error: "applications.error.conflict" }, form);
  return actionResult(request, 400, { intent, errors, values: typedValues(form) });
}

export async function placementAction(
  request: Request,
  actor: Actor,
  requestId: string,
  intent: "placement.record" | "placement.correct" | "placement.markFilled",
  form: FormData,
  tab: string,
) {
  const here = `/admin/applications/${encodeURIComponent(tab)}/${requestId}`;
  switch (intent) {
    case "placement.record": {
      const parsed = parseHire(form);
      if (!parsed.ok) return invalid(request, intent, parsed.errors, form);
      const { version, placement, note } = parsed.data;
      const result = await recordHire(actor, requestId, version, placement, note);
      if (!result.ok) return refusal(request, intent, result, form);
      // No JavaScript needed: the page the redirect opens asks whether to mark the job filled.
      throw await redirectWithToast(
        `/admin/applications/hired/${requestId}${result.filled ? `?${OPENINGS_QUERY}` : ""}`,
        {
          type: "success",
          key: "applications.placement.recorded",
        },
      );
    }
    case "placement.correct": {
      const parsed = parseCorrection(form);
      if (!parsed.ok) return invalid(request, intent, parsed.errors, form);
      const { version, placementId, placement } = parsed.data;
      const result = await correctPlacement(actor, placementId, version, placement);
      if (!result.ok) return refusal(request, intent, result, form);
      throw await redirectWithToast(here, { type: "success", key: "applications.placement.corrected" });
    }
    case "placement.markFilled": {
      // The job is the request's own, whatever the form might say.
      const [row] = isUuid(requestId)
        ? await getDb().select({ jobId: jobRequests.jobId }).from(jobRequests).where(eq(jobRequests.id, requestId))
        : [];
      if (!row)
        return refusal(request, intent, { ok: false, status: 404, error: "applications.error.requestMissing" }, form);
      const result = await markJobFilled(actor, row.jobId);
      if (!result.ok) return refusal(request, intent, result, form);
      throw await redirectWithToast(here, { type: "success", key: "applications.openings.markedFilled" });
    }
  }
}
