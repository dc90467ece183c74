import { Link } from "react-router";
import { useT } from "~/shared/i18n/i18n-context";
import { ErrorReference } from "./error-reference";

export function ErrorPage({ status }: { status: number }) {
  const t = useT();
  const [title, body] =
    status === 404
      ? (["errors.notFoundTitle", "errors.notFoundBody"] as const)
      : status === 403
        ? (["errors.forbiddenTitle", "errors.forbiddenBody"] as const)
        : status === 429
          ? (["errors.tooManyTitle", "errors.tooManyBody"] as const)
          : (["errors.errorTitle", "errors.unexpected"] as const);
  return (
    <section className="mx-auto max-w-xl p-6">
      <h1 className="text-2xl font-bold">{t(title)}</h1>
      <p className="mt-2 text-stone-700">{t(body)}</p>
      {status >= 500 && <ErrorReference />}
      <Link to="/" className="mt-4 inline-block font-medium text-orange-800 underline">
        {t("errors.goHome")}
      </Link>
    </section>
  );
}
