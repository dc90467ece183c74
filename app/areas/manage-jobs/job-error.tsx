import { isRouteErrorResponse, Link, useRouteError } from "react-router";
import { ErrorPage } from "~/shared/ui/error-page";
import { useT } from "~/shared/i18n/i18n-context";

/**
 * Error boundary content for the job pages: a refused or missing job says which
 * (spec §5: "Job {id} does not exist"); anything else is the usual error page.
 */
export function JobErrorPage() {
  const t = useT();
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) {
    console.error(error);
    return <ErrorPage status={500} />;
  }
  // The loader translated the reason (the page lacks the areas of the route that failed).
  const body = error.data as { message?: unknown } | null;
  if (typeof body?.message !== "string") return <ErrorPage status={error.status} />;
  return (
    <section className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-bold">
        {t(
          error.status === 404
            ? "errors.notFoundTitle"
            : error.status === 429
              ? "errors.tooManyTitle"
              : "errors.forbiddenTitle",
        )}
      </h1>
      <p className="mt-2 text-stone-700">{body.message}</p>
      <Link to="/" className="mt-4 inline-block font-medium text-orange-800 underline">
        {t("errors.goHome")}
      </Link>
    </section>
  );
}
