import type { CatalogueOf } from "~/shared/i18n/i18n";
import type { strings as english } from "./en";

// Dari strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "پیدا کردن وظیفه",
  "findJobs.savedTitle": "وظیفه‌های ذخیره‌شده",
  "findJobs.emptySaved": "شما هنوز هیچ وظیفه‌ای را ذخیره نکرده‌اید. برای ذخیره کردن یک وظیفه، روی ستارهٔ آن بزنید.",
  "findJobs.saveNotFound": "این وظیفه دیگر موجود نیست.",
  "findJobs.saveForbidden": "تنها کارجویان می‌توانند وظیفه‌ها را ذخیره کنند.",
  "findJobs.manageJob": "باز کردن در مدیریت وظیفه‌ها",
} satisfies CatalogueOf<typeof english>;
