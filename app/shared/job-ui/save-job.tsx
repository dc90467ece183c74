import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import type { ActionResult } from "~/shared/action-result";
import { useT } from "~/shared/i18n/i18n-context";
import { Icon, IconSymbol } from "~/shared/ui/icon";
import { usePreloadRouteFiles } from "~/shared/ui/route-files";
import { showToast } from "~/shared/ui/toast";

/** Where saves are set (app/areas/find-jobs/api-saved-jobs.tsx). */
export const SAVE_JOB_ACTION = "/api/saved-jobs";

/** The save action's answer: the job's state once saved, and the toast to show. */
export type SaveJobResult = ActionResult & { saved?: boolean };

interface SavableJob {
  id: string;
  title: string;
  saved: boolean;
}

/**
 * Saves or unsaves a job for a client, sending the state the press asks for
 * (never a toggle). The star changes at the press (it reads the fetcher's
 * form), keeps the server's answer once it comes, and goes back if the save
 * failed. Nothing is reloaded after a save: the answer is all the star needs,
 * and on a slow link a reload is another round trip. A press while the
 * previous one is on its way counts once, so two requests never race. The star
 * on a card and the button in the detail share one fetcher per job, so a press
 * on either shows on both; only the one that was pressed shows the toast.
 */
function useSaveJob(job: SavableJob) {
  const t = useT();
  const fetcher = useFetcher<SaveJobResult>({ key: `save-job-${job.id}` });
  const awaitingResult = useRef(false);
  const shownJob = useRef(job);
  const intended = fetcher.formData?.get("saved");
  const answered = fetcher.data?.saved;
  const saved = typeof intended === "string" ? intended === "1" : (answered ?? job.saved);
  usePreloadRouteFiles(SAVE_JOB_ACTION);

  // Reloaded page data (the poll, a search) is newer than an earlier answer.
  useEffect(() => {
    if (shownJob.current === job) return;
    shownJob.current = job;
    if (fetcher.state === "idle" && fetcher.data) fetcher.reset();
  }, [job, fetcher]);

  useEffect(() => {
    if (!awaitingResult.current || fetcher.state === "submitting" || !fetcher.data) return;
    awaitingResult.current = false;
    const { toast, errors } = fetcher.data;
    // Without an answer from the server (a lost connection) the browser words the failure.
    showToast(
      toast ?? { type: "error", message: t("jobs.saveFailed", { message: t(errors?.form ?? "errors.network") }) },
    );
  }, [fetcher.state, fetcher.data, t]);

  const toggle = () => {
    if (fetcher.state === "submitting") return;
    awaitingResult.current = true;
    void fetcher.submit(
      { jobId: job.id, saved: saved ? "0" : "1" },
      { method: "post", action: SAVE_JOB_ACTION, defaultShouldRevalidate: false },
    );
  };

  return { saved, toggle };
}

/** Where the form comes back to without JavaScript (the server then shows a toast there). */
function RedirectToHere() {
  const { pathname, search } = useLocation();
  return <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />;
}

const SAVE_FORM = "save-job-form";
const STAR_SYMBOL = "job-save-star";

/**
 * Once per list: the form every card's star submits without JavaScript (the
 * star's own name and value send its job's id), so twenty cards do not carry
 * twenty forms; and the star they all draw.
 */
export function SaveStarForm() {
  return (
    <form id={SAVE_FORM} method="post" action={SAVE_JOB_ACTION}>
      <RedirectToHere />
      <svg aria-hidden="true" className="hidden">
        <IconSymbol name="star" id={STAR_SYMBOL} />
      </svg>
    </form>
  );
}

/**
 * The star beside a card (clients only); needs <SaveStarForm/> on the page.
 * With JavaScript the click saves in place instead of sending the form;
 * either way the request names the state wanted, not a toggle.
 */
export function SaveJobStar({ job }: { job: SavableJob }) {
  const t = useT();
  const { saved, toggle } = useSaveJob(job);
  return (
    <button
      type="submit"
      form={SAVE_FORM}
      name="set"
      value={`${job.id}:${saved ? "0" : "1"}`}
      onClick={(event) => {
        event.preventDefault();
        toggle();
      }}
      aria-pressed={saved}
      aria-label={t("jobs.saveStar", { title: job.title })}
      className="save-star"
    >
      {/* Filled while pressed (app.css). */}
      <svg aria-hidden="true" className="icon">
        <use href={`#${STAR_SYMBOL}`} />
      </svg>
    </button>
  );
}

/** The Save / Unsave button of the job detail (clients only). */
export function SaveJobButton({ job }: { job: SavableJob }) {
  const t = useT();
  const { saved, toggle } = useSaveJob(job);
  return (
    <form
      method="post"
      action={SAVE_JOB_ACTION}
      onSubmit={(event) => {
        event.preventDefault();
        toggle();
      }}
    >
      <input type="hidden" name="jobId" value={job.id} />
      <input type="hidden" name="saved" value={saved ? "0" : "1"} />
      <RedirectToHere />
      <button
        type="submit"
        className="flex min-h-11 min-w-32 items-center justify-center gap-2 rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
      >
        <Icon name="star" className={saved ? "size-5 fill-current" : "size-5"} />
        {t(saved ? "jobs.unsave" : "jobs.save")}
      </button>
    </form>
  );
}
