import { useT } from "~/shared/i18n/i18n-context";

/** Staff's line on a job that a trusted employer published without review, so they can still look. */
export function UnreviewedNotice() {
  const t = useT();
  return (
    <p className="mt-4 rounded-md bg-amber-100 p-3 font-medium text-amber-900">{t("manageJobs.publishedUnreviewed")}</p>
  );
}
