import { useMemo } from "react";
import { useI18n } from "~/shared/i18n/i18n-context";

/**
 * Numbers and dates in the visitor's language. Dates are shown in UTC so the
 * server's and the browser's renderings agree.
 */
export function useJobFormat() {
  const { locale } = useI18n();
  return useMemo(() => {
    const money = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    const miles = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    const date = new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeZone: "UTC" });
    return {
      money: (value: number) => money.format(value),
      miles: (value: number) => miles.format(value),
      date: (value: Date) => date.format(value),
      /** A calendar date stored as "YYYY-MM-DD". */
      day: (value: string) => date.format(new Date(`${value}T00:00:00Z`)),
    };
  }, [locale]);
}
