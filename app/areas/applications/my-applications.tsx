import { Form, Link, useLocation, useNavigation, type ShouldRevalidateFunctionArgs } from "react-router";
import { requireAllowed, requirePage } from "~/shared/access/guard.server";
import { clientMayWithdraw } from "~/shared/access/request-status";
import { parseForm } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import { useJobFormat } from "~/shared/job-ui/format";
import { JobStatusBadge } from "~/shared/job-ui/job-status-badge";
import { pageTitle } from "~/shared/meta";
import { readForm } from "~/shared/server/request.server";
import { requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import { SubmitButton } from "~/shared/ui/form";
import type { Route } from "./+types/my-applications";
import { pageMessages } from "./messages.server";
import { RefusalNotice } from "./refusal-notice";
import { RequestStatusBadge } from "./request-status-badge";
import { WithdrawSchema } from "./request-forms";
import { listClientRequests, withdrawRequest } from "./requests.server";
import { getEnv } from "~/shared/server/env.server";
import { useI18n } from "~/shared/i18n/i18n-context";
import { formatZonedDateTime } from "~/shared/zoned-format";
import { InterviewDetailList } from "./interview-panel";
import { scheduledInterviewsOf } from "./interviews.server";

// My applications, /applications: the client's requests for help with a job,
// each with its job (also once the job is closed) and where it stands. A
// request staff have not acted on yet can be withdrawn; without JavaScript the
// confirmation is this page with `?withdraw=<id>`. Each request shows its scheduled interviews,
// with "I can't come" (confirmed the same way, `?cantCome=<interviewId>`; the answer goes to
// /applications/interviews/:interviewId/cant-come).
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePage(request, "myApplications");
  const [rows, interviews] = await Promise.all([listClientRequests(user.id), scheduledInterviewsOf(user.id)]);
  const query = new URL(request.url).searchParams;
  const asked = query.get("withdraw");
  const requests = rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    withdrawable: clientMayWithdraw(row.status),
    interviews: interviews.get(row.id) ?? [],
  }));
  return {
    requests,
    // The confirmation only for a request of theirs that can still be withdrawn.
    confirm: requests.find((row) => row.id === asked && row.withdrawable)?.id ?? null,
    // And for an interview of theirs they have not yet said they can't come to.
    confirmCantCome:
      requests.flatMap((row) => row.interviews).find((iv) => iv.id === query.get("cantCome") && !iv.cantComeAt)?.id ??
      null,
    zone: getEnv().AGENCY_TIME_ZONE,
    messages: pageMessages(request),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireAllowed(request, { action: "visit", page: "myApplications" });
  const form = await readForm(request);
  const intent = form.get("intent");
  if (intent !== "withdraw") {
    return actionResult(request, 400, { toast: { type: "error", key: "applications.error.unknownAction" } });
  }
  const parsed = parseForm(WithdrawSchema, form);
  if (!parsed.ok) {
    return actionResult(request, 400, { intent, toast: { type: "error", key: "applications.error.requestMissing" } });
  }
  await requireWithinLimits(request, [[writeRules().jobRequest, user.id]]);
  const result = await withdrawRequest(user, parsed.data.requestId, parsed.data.version);
  if (!result.ok) return actionResult(request, result.status, { intent, toast: { type: "error", key: result.error } });
  throw await redirectWithToast("/applications", { type: "success", key: "applications.toast.withdrawn" });
}

// A refused withdrawal (staff acted meanwhile) must show where the request stands now.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formMethod === "POST" || defaultShouldRevalidate;
}

export default function MyApplications({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { locale } = useI18n();
  const format = useJobFormat();
  const { pathname } = useLocation();
  const pending = useNavigation().state === "submitting";
  const { requests, confirm, confirmCantCome, zone } = loaderData;
  return (
    <section className="mx-auto flex max-w-3xl flex-col gap-4 p-4 md:p-6">
      <h1 className="text-2xl font-bold">{t("applications.mine.title")}</h1>
      <p>{t("applications.mine.intro")}</p>
      <RefusalNotice toast={actionData?.toast} />
      {requests.length === 0 ? (
        <p className="rounded-lg bg-white p-6 ring-1 ring-stone-200">
          {t("applications.mine.empty")}{" "}
          <Link to="/jobs" className="font-medium text-orange-900 underline">
            {t("applications.mine.findJobs")}
          </Link>
        </p>
      ) : (
        <ul className="flex flex-col gap-3">
          {requests.map((row) => (
            <li key={row.id} id={row.id} className="flex flex-col gap-2 rounded-lg bg-white p-4 ring-1 ring-stone-200">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <h2 className="text-lg font-semibold">
                  {row.job.status === "approved" ? (
                    <Link to={`/jobs/${row.job.id}`} className="text-orange-900 underline">
                      {row.job.title}
                    </Link>
                  ) : (
                    row.job.title
                  )}
                </h2>
                <RequestStatusBadge status={row.status} />
              </div>
              <p>
                {row.job.company} · {row.job.location}
              </p>
              {row.job.status !== "approved" && (
                <p>
                  <JobStatusBadge status={row.job.status} />
                </p>
              )}
              <p className="text-sm text-stone-700">
                {t("applications.mine.asked", { date: format.date(new Date(row.createdAt)) })}
              </p>
              {row.note && <p className="whitespace-pre-wrap text-stone-800">{row.note}</p>}
              {row.interviews.map((interview) => {
                const time = formatZonedDateTime(new Date(interview.startsAt), zone, locale);
                return (
                  <div
                    key={interview.id}
                    id={`interview-${interview.id}`}
                    className="flex flex-col gap-2 rounded-md border-s-4 border-sky-300 bg-sky-50 p-3"
                  >
                    <h3 className="font-semibold">
                      {t("applications.interview.mine.title")}: {time}
                    </h3>
                    <InterviewDetailList interview={interview} />
                    {interview.cantComeAt ? (
                      <p className="font-medium">{t("applications.interview.mine.told")}</p>
                    ) : confirmCantCome === interview.id ? (
                      <Form
                        method="post"
                        action={`/applications/interviews/${interview.id}/cant-come`}
                        className="flex flex-col gap-3 rounded-md bg-stone-100 p-3"
                      >
                        <p className="font-medium">{t("applications.interview.mine.question", { time })}</p>
                        <input type="hidden" name="version" value={interview.version} />
                        <div className="flex flex-wrap items-center gap-4">
                          <SubmitButton pending={pending} pendingLabel={t("applications.interview.mine.pending")}>
                            {t("applications.interview.mine.confirm")}
                          </SubmitButton>
                          <Link
                            to={pathname}
                            className="flex min-h-11 items-center font-medium text-orange-900 underline"
                          >
                            {t("applications.cancel")}
                          </Link>
                        </div>
                      </Form>
                    ) : (
                      <Link
                        to={`?cantCome=${interview.id}#interview-${interview.id}`}
                        aria-label={t("applications.interview.mine.cantComeNamed", { time })}
                        className="flex min-h-11 items-center self-start rounded-md border border-stone-400 bg-white px-3 font-medium hover:bg-stone-100"
                      >
                        {t("applications.interview.mine.cantCome")}
                      </Link>
                    )}
                  </div>
                );
              })}
              {row.withdrawable &&
                (confirm === row.id ? (
                  <Form method="post" className="flex flex-col gap-3 rounded-md bg-stone-100 p-3">
                    <p className="font-medium">{t("applications.withdraw.question", { title: row.job.title })}</p>
                    <input type="hidden" name="intent" value="withdraw" />
                    <input type="hidden" name="requestId" value={row.id} />
                    <input type="hidden" name="version" value={row.version} />
                    <div className="flex flex-wrap items-center gap-4">
                      <SubmitButton pending={pending} pendingLabel={t("applications.withdraw.pending")}>
                        {t("applications.withdraw.confirm")}
                      </SubmitButton>
                      <Link to={pathname} className="flex min-h-11 items-center font-medium text-orange-900 underline">
                        {t("applications.cancel")}
                      </Link>
                    </div>
                  </Form>
                ) : (
                  <Link
                    to={`?withdraw=${row.id}#${row.id}`}
                    aria-label={t("applications.withdraw.named", { title: row.job.title })}
                    className="flex min-h-11 items-center self-start rounded-md border border-stone-400 px-3 font-medium hover:bg-stone-100"
                  >
                    {t("applications.withdraw.action")}
                  </Link>
                ))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "applications.mine.title");
}
