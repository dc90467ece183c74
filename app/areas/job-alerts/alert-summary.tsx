import { useT } from "~/shared/i18n/i18n-context";
import { filtersDifferFromDefaults, type JobFilters } from "~/shared/job-ui/job-filters";

/**
 * An alert's search in words: its text (or all jobs), and whether filters narrow it. As a
 * title it stands alone; inside a sentence ("no more emails about …") it takes the digest's words.
 */
export function useAlertSearchText(): (search: { q: string; filters: JobFilters }, inSentence?: boolean) => string {
  const t = useT();
  return (search, inSentence = false) => {
    const allJobs = inSentence ? t("alertMail.allJobs") : t("jobAlerts.allJobs");
    const words = search.q ? t("alertMail.searchFor", { q: search.q }) : allJobs;
    return filtersDifferFromDefaults(search.filters) ? `${words} ${t("jobAlerts.withFilters")}` : words;
  };
}
