import { data, Form, Link, redirect, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireAllowed, requirePage } from "~/shared/access/guard.server";
import { dashboardJobPath } from "~/shared/access/job-status";
import { staffMoves } from "~/shared/access/request-status";
import { parseForm, type FieldErrors } from "~/shared/form";
import type { MessageKey } from "~/shared/i18n/i18n";
import { useT } from "~/shared/i18n/i18n-context";
import { useJobFormat } from "~/shared/job-ui/format";
import { JobStatusBadge } from "~/shared/job-ui/job-status-badge";
import { pageTitle } from "~/shared/meta";
import { NOTE_AUDIENCES, type NoteAudience } from "~/shared/constants";
import { pathId, readForm } from "~/shared/server/request.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import { CheckboxField, SubmitButton, TextAreaField } from "~/shared/ui/form";
import type { Route } from "./+types/referral-request";
import { pageMessages } from "./messages.server";
import { StaffOptions } from "./staff-options";
import { getRequestDetail, listStaff } from "./queue.server";
import { queuePath } from "./queue-path";
import { placementAction, placementPanelData } from "./placement-action.server";
import { placementEventText, PlacementPanel } from "./placement-panel";
import { RefusalNotice } from "./refusal-notice";
import { AssignSchema, MoveSchema, NOTE_LIMIT, ShareSchema } from "./request-forms";
import { RequestStatusBadge } from "./request-status-badge";
import { assignRequest, moveRequest, setShareContact, type RequestFailure } from "./requests.server";
import { currentTime } from "~/shared/server/clock.server";
import { getEnv } from "~/shared/server/env.server";
import { InterviewPanel, interviewEventLabel } from "./interview-panel";
import { interviewStep } from "./interview-steps.server";
import { listInterviews, mayScheduleFrom } from "./interviews.server";

// One request in the referral queue, /admin/applications/:tab/:requestId: the
// client's contact details and preferences, the job, the note and the whole
// history, with the staff's steps: assign, move along the statuses the
// transition table allows (with a note, internal unless staff mark it for the
// employer; the client is emailed), share the
// client's contact details with the employer. Every form sends the version it
// was shown; a change made meanwhile by someone else is refused with 409 and
// the page shows what the request says now.
export async function loader({ request, params }: Route.LoaderArgs) {
  const user = await requirePage(request, "referralQueue");
  const found = await getRequestDetail(params.requestId);
  if (!found) throw data(null, { status: 404 });
  if (found.status !== params.tab) throw redirect(`/admin/applications/${found.status}/${found.id}`);
  const { events, createdAt, ...rest } = found;
  return {
    request: { ...rest, createdAt: createdAt.toISOString() },
    events: events.map((event) => ({ ...event, createdAt: event.createdAt.toISOString() })),
    // Interviews are scheduled with their details (the Interviews section) and Hired is recorded
    // with its placement (the placement panel's form), never by a bare move.
    moves: staffMoves(found.status).filter((status) => status !== "interview" && status !== "hired"),
    interviews: await listInterviews(found.id),
    interviewZone: getEnv().AGENCY_TIME_ZONE,
    now: (await currentTime()).toISOString(),
    canSchedule: mayScheduleFrom(found.status),
    confirmCancel: new URL(request.url).searchParams.get("cancelInterview"),
    staff: await listStaff(),
    adminId: user.id,
    jobPath: dashboardJobPath("admin", found.job.status, found.job.id),
    placement: await placementPanelData(request, found.id, found.job),
    messages: pageMessages(request),
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const user = await requireAllowed(request, { action: "manageRequests" });
  const requestId = pathId(params, "requestId");
  const form = await readForm(request);
  const intent = form.get("intent");
  let result: { ok: true } | RequestFailure;
  let done: MessageKey;
  // Where the request is listed after the change: its new status's tab.
  let tab = params.tab;
  switch (intent) {
    case "assign": {
      const parsed = parseForm(AssignSchema, form);
      if (!parsed.ok) return invalid(request, intent, parsed.errors);
      result = await assignRequest(user, requestId, parsed.data.version, parsed.data.assignee, parsed.data.note ?? "");
      done = "applications.toast.assigned";
      break;
    }
    case "move": {
      const parsed = parseForm(MoveSchema, form);
      if (!parsed.ok) return invalid(request, intent, parsed.errors);
      result = await moveRequest(user, requestId, parsed.data.version, parsed.data.status, {
        note: parsed.data.note ?? "",
        audience: parsed.data.audience ?? "internal",
      });
      done = "applications.toast.moved";
      tab = parsed.data.status;
      break;
    }
    case "share": {
      const parsed = parseForm(ShareSchema, form);
      if (!parsed.ok) return invalid(request, intent, parsed.errors);
      result = await setShareContact(user, requestId, parsed.data.version, parsed.data.share === "1");
      done = "applications.toast.shareSaved";
      break;
    }
    case "interview.schedule":
    case "interview.reschedule":
    case "interview.cancel":
    case "interview.done":
    case "interview.noShow": {
      const step = await interviewStep(user, requestId, intent, form);
      if (!step.ok) {
        if ("errors" in step) {
          return step.errors.version ? invalid(request, intent, step.errors) : actionResult(request, 400, step);
        }
        return actionResult(request, step.status, { intent, toast: { type: "error", key: step.error } });
      }
      result = step;
      done = step.toast;
      tab = step.status;
      break;
    }
    case "placement.record":
    case "placement.correct":
    case "placement.markFilled":
      return placementAction(request, user, requestId, intent, form, params.tab);
    default:
      return actionResult(request, 400, { toast: { type: "error", key: "applications.error.unknownAction" } });
  }
  if (!result.ok) return actionResult(request, result.status, { intent, toast: { type: "error", key: result.error } });
  throw await redirectWithToast(`/admin/applications/${encodeURIComponent(tab)}/${requestId}`, {
    type: "success",
    key: done,
  });
}

/** A form that does not check out: a stale or missing version is a conflict, anything else a field error. */
function invalid(request: Request, intent: string, errors: FieldErrors) {
  if (errors.version) {
    return actionResult(request, 409, { intent, toast: { type: "error", key: "applications.error.conflict" } });
  }
  return actionResult(request, 400, { intent, errors });
}

// A refusal (someone else changed the request first) must show what it says now.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

const BOX = "flex flex-col gap-3 rounded-lg bg-white p-4 ring-1 ring-stone-200";

// A note's audience, as the move form offers it and as the history labels it.
const AUDIENCE_CHOICE: Record<NoteAudience, MessageKey> = {
  internal: "applications.move.audienceInternal",
  employer: "applications.move.audienceEmployer",
};
const AUDIENCE_LABEL: Record<NoteAudience, MessageKey> = {
  internal: "applications.history.internalNote",
  employer: "applications.history.employerNote",
};

export default function ReferralRequest({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const format = useJobFormat();
  const pending = useNavigation().state === "submitting";
  const { request, events, moves, staff } = loaderData;
  const { client, job } = request;
  const errors = (intent: string) => (actionData?.intent === intent ? actionData.errors : undefined);
  const address = [client.street, client.city, client.state, client.zip].filter(Boolean).join(", ");
  return (
    <section className="mx-auto flex max-w-4xl flex-col gap-4 p-4 md:p-6">
      <Link
        to={queuePath(request.status)}
        className="flex min-h-11 items-center self-start font-medium text-orange-900 underline"
      >
        {t("applications.request.back", { status: t(`requestStatus.${request.status}`) })}
      </Link>
      <h1 className="text-2xl font-bold">
        {t("applications.request.title", { client: client.name, title: job.title })}
      </h1>
      <RefusalNotice toast={actionData?.toast} />
      <div className="flex flex-wrap items-center gap-3">
        <RequestStatusBadge status={request.status} />
        <span>
          {request.assigneeName
            ? t("applications.queue.assignedTo", { name: request.assigneeName })
            : t("applications.queue.unassigned")}
        </span>
        <span className="text-stone-700">
          {request.createdByName
            ? t("applications.request.askedBy", {
                name: request.createdByName,
                date: format.date(new Date(request.createdAt)),
              })
            : t("applications.request.askedOn", { date: format.date(new Date(request.createdAt)) })}
        </span>
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <div className={BOX}>
          <h2 className="text-lg font-semibold">{t("applications.request.client")}</h2>
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="font-medium">{t("applications.request.name")}</dt>
            <dd>{client.name}</dd>
            <dt className="font-medium">{t("applications.request.email")}</dt>
            <dd dir="ltr" className="text-start [overflow-wrap:anywhere]">
              {client.email}
            </dd>
            <dt className="font-medium">{t("applications.request.phone")}</dt>
            <dd dir="ltr" className="text-start">
              {client.phone ?? "—"}
            </dd>
            <dt className="font-medium">{t("applications.request.address")}</dt>
            <dd>{address || "—"}</dd>
            <dt className="font-medium">{t("applications.request.contactMethod")}</dt>
            <dd>{t(`applications.contact.${request.contactMethod}`)}</dd>
          </dl>
        </div>
        <div className={BOX}>
          <h2 className="text-lg font-semibold">{t("applications.request.job")}</h2>
          <p>
            <Link to={loaderData.jobPath} className="font-semibold text-orange-900 underline">
              {job.title}
            </Link>
          </p>
          <p>
            {job.company} · {job.location}
          </p>
          <p>
            <JobStatusBadge status={job.status} />
          </p>
        </div>
      </div>

      <div className={BOX}>
        <h2 className="text-lg font-semibold">{t("applications.request.note")}</h2>
        <p className="whitespace-pre-wrap">{request.note || t("applications.request.noNote")}</p>
      </div>

      <Form method="post" className={BOX}>
        <h2 className="text-lg font-semibold">{t("applications.move.title")}</h2>
        <input type="hidden" name="intent" value="move" />
        <input type="hidden" name="version" value={request.version} />
        {moves.length === 0 ? (
          <p>{t("applications.move.final")}</p>
        ) : (
          <>
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 font-medium">{t("applications.move.to")}</legend>
              {moves.map((status) => (
                <label key={status} className="flex min-h-11 items-center gap-3">
                  <input type="radio" name="status" value={status} required className="size-5 accent-orange-800" />
                  {t(`requestStatus.${status}`)}
                </label>
              ))}
              {errors("move")?.status && (
                <p className="text-sm font-medium text-red-800">{t("applications.validation.status")}</p>
              )}
            </fieldset>
            <TextAreaField
              id="move-note"
              name="note"
              label={t("applications.move.note")}
              hint={t("applications.move.noteHint")}
              maxLength={NOTE_LIMIT}
              rows={3}
              error={errors("move")?.note}
            />
            <fieldset className="flex flex-col gap-1">
              <legend className="mb-1 font-medium">{t("applications.move.audience")}</legend>
              {NOTE_AUDIENCES.map((audience) => (
                <label key={audience} className="flex min-h-11 items-center gap-3">
                  <input
                    type="radio"
                    name="audience"
                    value={audience}
                    defaultChecked={audience === "internal"}
                    className="size-5 accent-orange-800"
                  />
                  {t(AUDIENCE_CHOICE[audience])}
                </label>
              ))}
              {errors("move")?.audience && (
                <p className="text-sm font-medium text-red-800">{t("applications.validation.audience")}</p>
              )}
            </fieldset>
            <div>
              <SubmitButton pending={pending} pendingLabel={t("applications.saving")}>
                {t("applications.move.submit")}
              </SubmitButton>
            </div>
          </>
        )}
      </Form>

      <InterviewPanel
        interviews={loaderData.interviews}
        zone={loaderData.interviewZone}
        now={loaderData.now}
        requestVersion={request.version}
        canSchedule={loaderData.canSchedule}
        confirmCancel={loaderData.confirmCancel}
        actionData={actionData}
        pending={pending}
      />

      <PlacementPanel
        data={loaderData.placement}
        status={request.status}
        version={request.version}
        path={`/admin/applications/${request.status}/${request.id}`}
        actionData={actionData}
        pending={pending}
      />

      <Form method="post" className={BOX}>
        <h2 className="text-lg font-semibold">{t("applications.assign.title")}</h2>
        <input type="hidden" name="intent" value="assign" />
        <input type="hidden" name="version" value={request.version} />
        <div className="flex flex-col gap-1">
          <label htmlFor="assignee" className="font-medium">
            {t("applications.assign.to")}
          </label>
          <select
            id="assignee"
            name="assignee"
            defaultValue={request.assignedTo ?? loaderData.adminId}
            className="min-h-11 rounded-md border border-stone-400 bg-white px-3"
          >
            <StaffOptions staff={staff} me={loaderData.adminId} />
          </select>
        </div>
        <TextAreaField
          id="assign-note"
          name="note"
          label={t("applications.assign.note")}
          maxLength={NOTE_LIMIT}
          rows={2}
          error={errors("assign")?.note}
        />
        <div>
          <SubmitButton pending={pending} pendingLabel={t("applications.saving")}>
            {t("applications.assign.submit")}
          </SubmitButton>
        </div>
      </Form>

      <Form method="post" className={BOX}>
        <h2 className="text-lg font-semibold">{t("applications.share.title")}</h2>
        <input type="hidden" name="intent" value="share" />
        <input type="hidden" name="version" value={request.version} />
        <CheckboxField
          name="share"
          value="1"
          defaultChecked={request.shareContact}
          label={t("applications.share.label")}
        />
        <div>
          <SubmitButton pending={pending} pendingLabel={t("applications.saving")}>
            {t("applications.share.submit")}
          </SubmitButton>
        </div>
      </Form>

      <div className={BOX}>
        <h2 className="text-lg font-semibold">{t("applications.history.title")}</h2>
        <ol className="flex flex-col gap-3">
          {events.map((event) => (
            <li key={event.id} className="border-s-4 border-stone-300 ps-3">
              <p className="font-medium">
                {placementEventText(t, event.kind) ??
                  (interviewEventLabel(event.kind)
                    ? t(interviewEventLabel(event.kind) as MessageKey)
                    : event.fromStatus === null
                      ? t("applications.history.asked")
                      : event.fromStatus !== event.toStatus
                        ? t("applications.history.moved", {
                            from: t(`requestStatus.${event.fromStatus}`),
                            to: t(`requestStatus.${event.toStatus}`),
                          })
                        : t("applications.history.assigned", { name: event.assigneeName ?? "—" }))}
              </p>
              <p className="text-sm text-stone-700">
                {t("applications.history.by", {
                  name: event.actorName ?? t("applications.history.deleted"),
                  date: format.date(new Date(event.createdAt)),
                })}
              </p>
              {event.note && (
                <p>
                  <span className="font-medium">{t(AUDIENCE_LABEL[event.audience])}</span>{" "}
                  <span dir="auto" className="whitespace-pre-wrap">
                    {event.note}
                  </span>
                </p>
              )}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "applications.request.pageTitle");
}
