import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Swahili strings of job alerts: the same keys and placeholders as English.
export const strings = {
  "jobAlerts.new.title": "Niarifu kuhusu kazi mpya kama hizi",
  "jobAlerts.new.intro": "Tutakutumia kazi mpya zinazolingana na utafutaji huu.",
  "jobAlerts.new.forClient": "Kwa ajili ya {name} ({email})",
  "jobAlerts.new.noChannel":
    "Mtafuta kazi huyu hana barua pepe, na shirika hili halitumi ujumbe mfupi, kwa hiyo arifa haziwezi kumfikia.",
  "jobAlerts.new.search": "Utafutaji",
  "jobAlerts.allJobs": "Kazi zote",
  "jobAlerts.withFilters": "pamoja na vichujio",
  "jobAlerts.seeJobs": "Ona kazi hizi",
  "jobAlerts.frequencyLabel": "Mara ngapi?",
  "jobAlerts.frequency.instant": "Zinapokuja (kila baada ya dakika chache)",
  "jobAlerts.frequency.daily": "Mara moja kwa siku",
  "jobAlerts.frequency.weekly": "Mara moja kwa wiki",
  "jobAlerts.channelLabel": "Kwa njia gani?",
  "jobAlerts.channel.email": "Kwa barua pepe kwenda {email}",
  "jobAlerts.channel.sms": "Kwa ujumbe mfupi kwenda {phone}",
  "jobAlerts.save": "Hifadhi arifa",
  "jobAlerts.saving": "Inahifadhi…",
  "jobAlerts.staffWords": "Maneno ya kutafuta (si lazima)",
  "jobAlerts.staffApply": "Tumia maneno haya",
  "jobAlerts.noClient":
    "Fungua ukurasa wa mtafuta kazi katika Simamia Watumiaji na uchague “Weka arifa ya kazi” ili kumwekea moja.",
  "jobAlerts.toast.saved": "Arifa imehifadhiwa. Tutakutumia barua pepe kuhusu kazi mpya kama hizi.",
  "jobAlerts.toast.savedForClient": "Arifa imehifadhiwa kwa ajili ya {name}.",
  "jobAlerts.toast.paused": "Arifa imesitishwa.",
  "jobAlerts.toast.resumed": "Arifa imewashwa tena.",
  "jobAlerts.toast.changed": "Arifa imebadilishwa.",
  "jobAlerts.toast.deleted": "Arifa imefutwa.",
  "jobAlerts.error.invalidSearch":
    "Utafutaji huu hauwezi kuhifadhiwa: mojawapo ya vichujio vyake si kati ya vile orodha ya kazi inavyotoa. Rudi kwenye orodha na uchague vichujio tena.",
  "jobAlerts.error.needsAddress":
    "Kichujio cha umbali kinahitaji anwani ya mtafuta kazi. Iongeze katika Mipangilio, au ondoa kichujio cha umbali.",
  "jobAlerts.error.tooMany": "Tayari una arifa {max}, idadi ya juu kabisa. Futa moja katika Mipangilio kwanza.",
  "jobAlerts.error.forbidden": "Watafuta kazi na wafanyakazi wa shirika pekee ndio wanaoweza kuweka arifa za kazi.",
  "jobAlerts.error.frequency": "Chagua mara ngapi.",
  "jobAlerts.error.channel": "Chagua mojawapo ya njia zilizoonyeshwa.",
  "jobAlerts.error.notFound": "Arifa hii haipo tena.",
  "jobAlerts.list.empty":
    "Huna arifa zozote za kazi. Katika Tafuta Kazi, tafuta na uchague vichujio, kisha uchague “Niarifu kuhusu kazi mpya kama hizi”.",
  "jobAlerts.list.findJobs": "Nenda kwenye Tafuta Kazi",
  "jobAlerts.list.on": "Imewashwa",
  "jobAlerts.list.paused": "Imesitishwa",
  "jobAlerts.list.pause": "Sitisha",
  "jobAlerts.list.resume": "Washa tena",
  "jobAlerts.list.change": "Hifadhi",
  "jobAlerts.list.delete": "Futa",
  "jobAlerts.list.confirmDelete": "Ufute arifa ya {search}? Hutapokea tena barua pepe kutoka kwake.",
  "jobAlerts.list.confirm": "Ndiyo, futa",
  "jobAlerts.list.cancel": "Ghairi",
  "jobAlerts.stop.title": "Usimamishe arifa hii ya kazi?",
  "jobAlerts.stop.body":
    "Hutapokea tena barua pepe kuhusu {search} kwenye {email}. Unaweza kuwasha arifa tena katika Mipangilio.",
  "jobAlerts.stop.button": "Acha barua pepe hizi",
  "jobAlerts.stop.bodySms":
    "Hutapokea tena ujumbe mfupi kuhusu {search} kwenye {phone}. Unaweza kuwasha arifa tena katika Mipangilio.",
  "jobAlerts.stop.buttonSms": "Acha jumbe hizi",
  "jobAlerts.stop.stopping": "Inasimamisha…",
  "jobAlerts.stop.done": "Arifa hii ya kazi imesimamishwa. Hutapokea tena barua pepe kutoka kwake.",
  "jobAlerts.stop.already": "Arifa hii ya kazi tayari imesimamishwa.",
  "jobAlerts.stop.invalid":
    "Kiungo hiki hakifanyi kazi: huenda hakijakamilika au ni cha zamani sana. Ingia na ufungue Mipangilio, kisha Arifa za kazi, ili kusimamisha arifa zako.",
} satisfies CatalogueOf<typeof english>;
