import type { ShownToast } from "~/shared/action-result";

/**
 * A refusal answered to a form of the page, told on the page itself: it works
 * without JavaScript, and after a conflict it sits above what the request says now.
 */
export function RefusalNotice({ toast }: { toast: ShownToast | undefined }) {
  if (!toast) return null;
  return (
    <p role="alert" className="rounded-md bg-red-100 p-3 font-medium text-red-900">
      {toast.message}
    </p>
  );
}
