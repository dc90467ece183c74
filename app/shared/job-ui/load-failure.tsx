import { useEffect } from "react";
import { isRouteErrorResponse, Link, useLocation } from "react-router";
import type { MessageKey } from "~/shared/i18n/i18n";
import { useT } from "~/shared/i18n/i18n-context";
import { ErrorReference } from "~/shared/ui/error-reference";
import { showToast } from "~/shared/ui/toast";

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return String(error);
}

/**
 * What a list route shows when its data could not be loaded: the spec's toast
 * ("Failed to get job list: {error}") and a way to try again.
 */
export function ListLoadFailure(props: { error: unknown; toastKey: MessageKey }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const message = t(props.toastKey, { error: describe(props.error) });
  useEffect(() => {
    showToast({ type: "error", message }, { id: message });
  }, [message]);
  return (
    <section className="p-6">
      <p role="alert" className="font-medium">
        {t("errors.listFailedBody")}
      </p>
      {!isRouteErrorResponse(props.error) && <ErrorReference />}
      <Link
        to={`${pathname}${search}`}
        reloadDocument
        className="mt-3 inline-flex min-h-11 items-center font-medium text-orange-900 underline"
      >
        {t("errors.tryAgain")}
      </Link>
    </section>
  );
}
