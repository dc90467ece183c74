import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Swahili strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "Tafuta kazi",
  "findJobs.savedTitle": "Kazi zilizohifadhiwa",
  "findJobs.emptySaved": "Bado hujahifadhi kazi yoyote. Gusa nyota kwenye kazi ili uihifadhi.",
  "findJobs.offlineSavedOn": "Bila mtandao — imehifadhiwa tarehe {date}",
  "findJobs.saveNotFound": "Kazi hii haipatikani tena.",
  "findJobs.saveForbidden": "Watafuta kazi pekee ndio wanaoweza kuhifadhi kazi.",
  "findJobs.manageJob": "Fungua katika Simamia kazi",
  "findJobs.wantJob": "Nataka kazi hii",
  "findJobs.requestStatus": "Ombi lako: {status}",
  "findJobs.myApplications": "Tazama maombi yangu",
  "findJobs.report.link": "Kuna tatizo na kazi hii",
  "findJobs.report.title": "Kuna tatizo na kazi hii",
  "findJobs.report.reasonLabel": "Tatizo ni nini?",
  "findJobs.report.noteLabel": "Tuambie zaidi (si lazima)",
  "findJobs.report.noteHint": "Hadi herufi 1,000. Ni wafanyakazi wa shirika tu wanaosoma; mwajiri haoni jina lako.",
  "findJobs.report.send": "Tuma ripoti",
  "findJobs.report.sending": "Inatuma…",
  "findJobs.report.back": "Rudi kwenye kazi",
  "findJobs.report.reportedOn": "Uliripoti kazi hii tarehe {date}. Wafanyakazi wataiangalia. Asante.",
  "findJobs.report.thanks": "Asante. Wafanyakazi wataiangalia kazi hii.",
  "findJobs.report.reasonRequired": "Chagua tatizo la kazi hii.",
  "findJobs.report.noteTooLong": "Andika herufi zisizozidi 1,000.",
  "findJobs.report.notFound": "Kazi hii haipatikani tena, kwa hiyo haiwezi kuripotiwa.",
  "findJobs.report.already": "Tayari uliripoti kazi hii. Wafanyakazi wataiangalia.",
  "findJobs.email.hiddenSubject": "Kazi yako “{title}” inakaguliwa",
  "findJobs.email.hiddenBody":
    "Habari {name}, watafuta kazi kadhaa wameripoti “{title}”, kwa hiyo imefichwa kwa watafuta kazi kwenye {brand} hadi wafanyakazi waiangalie. Wafanyakazi wanaweza kuwasiliana nawe.",
  "findJobs.email.hiddenAction": "Fungua kazi",
} satisfies CatalogueOf<typeof english>;
