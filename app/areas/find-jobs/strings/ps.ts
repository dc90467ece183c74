import type { CatalogueOf } from "~/shared/i18n/i18n";
import type { strings as english } from "./en";

// Pashto strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "دندې پیدا کړئ",
  "findJobs.savedTitle": "خوندي شوې دندې",
  "findJobs.emptySaved": "تاسو تر اوسه هېڅ دنده نه ده خوندي کړې. د یوې دندې د خوندي کولو لپاره، د هغې پر ستوري ووهئ.",
  "findJobs.saveNotFound": "دا دنده نور شتون نه لري.",
  "findJobs.saveForbidden": "یوازې کار لټوونکي کولی شي دندې خوندي کړي.",
  "findJobs.manageJob": "د دندو مدیریت کې یې پرانیزئ",
} satisfies CatalogueOf<typeof english>;
