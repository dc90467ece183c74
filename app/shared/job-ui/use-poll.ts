import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

/**
 * Reloads the page's loader data every `ms` while mounted and idle: with it
 * the saved-job set (SAVED_JOBS_POLL_MS) follows saves made elsewhere.
 */
export function usePoll(ms: number, enabled: boolean) {
  const revalidator = useRevalidator();
  const latest = useRef(revalidator);
  useEffect(() => {
    latest.current = revalidator;
  });
  useEffect(() => {
    if (!enabled) return;
    const id = setInterval(() => {
      if (latest.current.state === "idle") void latest.current.revalidate();
    }, ms);
    return () => clearInterval(id);
  }, [ms, enabled]);
}
