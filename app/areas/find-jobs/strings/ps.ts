import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Pashto strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "دندې پیدا کړئ",
  "findJobs.savedTitle": "خوندي شوې دندې",
  "findJobs.emptySaved": "تاسو تر اوسه هېڅ دنده نه ده خوندي کړې. د یوې دندې د خوندي کولو لپاره، د هغې پر ستوري ووهئ.",
  "findJobs.offlineSavedOn": "بې انټرنېټه — په {date} خوندي شوی",
  "findJobs.saveNotFound": "دا دنده نور شتون نه لري.",
  "findJobs.saveForbidden": "یوازې کار لټوونکي کولی شي دندې خوندي کړي.",
  "findJobs.manageJob": "د دندو مدیریت کې یې پرانیزئ",
  "findJobs.wantJob": "دا دنده غواړم",
  "findJobs.requestStatus": "ستاسو غوښتنه: {status}",
  "findJobs.myApplications": "زما غوښتنې وګورئ",
  "findJobs.report.link": "په دې دنده کې کومه ستونزه شته",
  "findJobs.report.title": "په دې دنده کې کومه ستونزه شته",
  "findJobs.report.reasonLabel": "ستونزه څه ده؟",
  "findJobs.report.noteLabel": "نور راته ووایاست (اختیاري)",
  "findJobs.report.noteHint": "تر ۱۰۰۰ تورو پورې. یوازې د ادارې کارکوونکي یې لولي؛ کارګمارونکی ستاسو نوم نه ویني.",
  "findJobs.report.send": "راپور ولېږئ",
  "findJobs.report.sending": "لېږل کېږي…",
  "findJobs.report.back": "دندې ته بېرته",
  "findJobs.report.reportedOn": "تاسو دا دنده په {date} راپور کړه. کارکوونکي به یې وګوري. مننه.",
  "findJobs.report.thanks": "مننه. کارکوونکي به دا دنده وګوري.",
  "findJobs.report.reasonRequired": "وټاکئ چې په دنده کې څه ستونزه ده.",
  "findJobs.report.noteTooLong": "تر ۱۰۰۰ تورو زیات مه لیکئ.",
  "findJobs.report.notFound": "دا دنده نوره شتون نه لري، نو راپور یې نشي کېدای.",
  "findJobs.report.already": "تاسو دا دنده مخکې راپور کړې ده. کارکوونکي به یې وګوري.",
  "findJobs.email.hiddenSubject": "ستاسو دنده «{title}» تر کتنې لاندې ده",
  "findJobs.email.hiddenBody":
    "سلام {name}، څو دنده لټوونکو د «{title}» په اړه راپور ورکړ، نو په {brand} کې له دنده لټوونکو پټه ده تر هغه چې کارکوونکي یې وګوري. کېدای شي کارکوونکي له تاسو سره اړیکه ونیسي.",
  "findJobs.email.hiddenAction": "دنده پرانیزئ",
} satisfies CatalogueOf<typeof english>;
