import { Star } from "lucide-react";
import { useEffect, useRef, type FormEvent, type ReactNode } from "react";
import { useFetcher, useLocation } from "react-router";
import { toast } from "react-hot-toast";
import { SAVE_DEBOUNCE_MS } from "~/domain/job-filters";
import type { MessageKey } from "~/i18n/i18n";
import { useT } from "~/i18n/i18n-context";

/** Where saves are toggled (app/routes/api.saved-jobs.tsx). */
export const SAVE_JOB_ACTION = "/api/saved-jobs";

export type SaveJobResult = { ok: true; saved: boolean } | { ok: false; error: MessageKey };

interface SavableJob {
  id: string;
  title: string;
  saved: boolean;
}

/**
 * Toggles a client's save of a job. Presses within 100 ms count once; the star
 * changes as soon as the request leaves (it reads the fetcher's form), and the
 * loaders' fresh data replaces it when the request is done. The star on a card
 * and the button in the detail share one fetcher per job, so they always agree;
 * only the one that was pressed shows the toast.
 */
function useSaveJob(job: SavableJob) {
  const t = useT();
  const fetcher = useFetcher<SaveJobResult>({ key: `save-job-${job.id}` });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const awaitingResult = useRef(false);
  const intended = fetcher.formData?.get("saved");
  const saved = typeof intended === "string" ? intended === "1" : job.saved;

  useEffect(() => () => clearTimeout(timer.current), []);

  useEffect(() => {
    if (!awaitingResult.current || fetcher.state !== "idle" || !fetcher.data) return;
    awaitingResult.current = false;
    const result = fetcher.data;
    if (result.ok) toast.success(t(result.saved ? "jobs.savedToast" : "jobs.unsavedToast"));
    else toast.error(t("jobs.saveFailed", { message: t(result.error) }));
  }, [fetcher.state, fetcher.data, t]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = saved ? "0" : "1";
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      awaitingResult.current = true;
      void fetcher.submit({ jobId: job.id, saved: next }, { method: "post", action: SAVE_JOB_ACTION });
    }, SAVE_DEBOUNCE_MS);
  };

  return { saved, Form: fetcher.Form, onSubmit };
}

/**
 * Without JavaScript the form posts normally and comes back to this page with
 * a toast. The "saved" field sent with JavaScript only drives the optimistic
 * star; the server toggles whatever it finds.
 */
function SaveForm(props: { job: SavableJob; children: (saved: boolean) => ReactNode; className?: string }) {
  const { pathname, search } = useLocation();
  const { saved, Form, onSubmit } = useSaveJob(props.job);
  return (
    <Form method="post" action={SAVE_JOB_ACTION} onSubmit={onSubmit} className={props.className}>
      <input type="hidden" name="jobId" value={props.job.id} />
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      {props.children(saved)}
    </Form>
  );
}

const STAR_SYMBOL = "job-save-star";

/** Defines the star once per page; each card's star refers to it (a list has many). */
export function SaveStarSymbol() {
  return (
    <svg aria-hidden="true" className="hidden">
      <symbol id={STAR_SYMBOL} viewBox="0 0 24 24">
        <Star fill="inherit" />
      </symbol>
    </svg>
  );
}

/** The star beside a card (clients only); needs <SaveStarSymbol/> on the page. */
export function SaveJobStar({ job }: { job: SavableJob }) {
  const t = useT();
  return (
    <SaveForm job={job}>
      {(saved) => (
        <button
          type="submit"
          aria-pressed={saved}
          aria-label={t("jobs.saveStar", { title: job.title })}
          className="flex size-11 items-center justify-center rounded-full text-orange-800 hover:bg-orange-50"
        >
          <svg aria-hidden="true" className="size-7" fill={saved ? "currentColor" : "none"}>
            <use href={`#${STAR_SYMBOL}`} />
          </svg>
        </button>
      )}
    </SaveForm>
  );
}

/** The Save / Unsave button of the job detail (clients only). */
export function SaveJobButton({ job }: { job: SavableJob }) {
  const t = useT();
  return (
    <SaveForm job={job}>
      {(saved) => (
        <button
          type="submit"
          className="flex min-h-11 min-w-32 items-center justify-center gap-2 rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900"
        >
          <Star aria-hidden="true" className="size-5" fill={saved ? "currentColor" : "none"} />
          {t(saved ? "jobs.unsave" : "jobs.save")}
        </button>
      )}
    </SaveForm>
  );
}
