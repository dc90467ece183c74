import type { CatalogueOf } from "~/shared/i18n/i18n";
import type { strings as english } from "./en";

// Ukrainian strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "Пошук вакансій",
  "findJobs.savedTitle": "Збережені вакансії",
  "findJobs.emptySaved": "Ви ще не зберегли жодної вакансії. Натисніть зірочку біля вакансії, щоб зберегти її.",
  "findJobs.saveNotFound": "Ця вакансія вже недоступна.",
  "findJobs.saveForbidden": "Зберігати вакансії можуть лише шукачі роботи.",
  "findJobs.manageJob": "Відкрити в розділі «Керування вакансіями»",
} satisfies CatalogueOf<typeof english>;
