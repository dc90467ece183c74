import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/shared/i18n/i18n-context";
import { Icon } from "~/shared/ui/icon";

/** The frame of the job form pages: an optional way back, the heading, the form. */
export function JobFormPage({ title, backTo, children }: { title: string; backTo?: string; children: ReactNode }) {
  const t = useT();
  return (
    <div className="mx-auto max-w-3xl p-4 sm:p-6">
      {backTo && (
        <Link
          to={backTo}
          className="mb-2 inline-flex min-h-11 items-center gap-2 font-medium text-orange-900 underline"
        >
          <Icon name="arrow-left" className="size-5 rtl:-scale-x-100" />
          {t("manageJobs.form.back")}
        </Link>
      )}
      <h1 className="mb-6 text-2xl font-bold">{title}</h1>
      {children}
    </div>
  );
}
