import type { CatalogueOf } from "~/shared/i18n/i18n";
import type { strings as english } from "./en";

// Arabic strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "البحث عن وظائف",
  "findJobs.savedTitle": "الوظائف المحفوظة",
  "findJobs.emptySaved": "لم تحفظ أي وظيفة بعد. اضغط على النجمة بجانب الوظيفة لحفظها.",
  "findJobs.saveNotFound": "هذه الوظيفة لم تعد متاحة.",
  "findJobs.saveForbidden": "الباحثون عن عمل فقط يمكنهم حفظ الوظائف.",
  "findJobs.manageJob": "فتح في إدارة الوظائف",
} satisfies CatalogueOf<typeof english>;
