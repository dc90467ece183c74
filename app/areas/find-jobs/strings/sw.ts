import type { CatalogueOf } from "~/shared/i18n/i18n";
import type { strings as english } from "./en";

// Swahili strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "Tafuta kazi",
  "findJobs.savedTitle": "Kazi zilizohifadhiwa",
  "findJobs.emptySaved": "Bado hujahifadhi kazi yoyote. Gusa nyota kwenye kazi ili uihifadhi.",
  "findJobs.saveNotFound": "Kazi hii haipatikani tena.",
  "findJobs.saveForbidden": "Watafuta kazi pekee ndio wanaoweza kuhifadhi kazi.",
  "findJobs.manageJob": "Fungua katika Simamia kazi",
} satisfies CatalogueOf<typeof english>;
