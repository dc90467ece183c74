import { useEffect } from "react";
import { toast, Toaster } from "react-hot-toast";
import type { ShownToast } from "~/shared/action-result";

// The one place that shows toasts (docs/decisions/011-action-results-and-toasts.md); lint keeps
// react-hot-toast out of every other file.

export function showToast({ type, message }: ShownToast, options: { id?: string } = {}) {
  if (type === "success") toast.success(message, options);
  else toast.error(message, options);
}

/** Shows a toast once per answer: each answer is a new object, a re-render is not. */
export function useToast(shown: ShownToast | null | undefined) {
  useEffect(() => {
    if (shown) showToast(shown);
  }, [shown]);
}

/**
 * Bottom, above the sticky action bars: the top of every screen holds controls (menu, search,
 * the filter panel's close) that a toast would cover. A toast lets taps and clicks through to
 * what lies under it: it holds no control of its own, and one that paused while a pointer rests
 * on it would stay over that control for good. Screen readers hear it from its live region.
 */
export function Toasts() {
  return (
    <Toaster
      position="bottom-center"
      containerStyle={{ bottom: "5.5rem" }}
      toastOptions={{
        className: "max-w-[400px] text-base leading-normal",
        style: { maxWidth: 400, padding: "1rem", boxShadow: "none", pointerEvents: "none" },
        success: { style: { background: "#bbf7d0", color: "#14532d" } },
        error: { style: { background: "#fecaca", color: "#7f1d1d" } },
      }}
    />
  );
}
