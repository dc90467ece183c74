import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Arabic strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "البحث عن وظائف",
  "findJobs.savedTitle": "الوظائف المحفوظة",
  "findJobs.emptySaved": "لم تحفظ أي وظيفة بعد. اضغط على النجمة بجانب الوظيفة لحفظها.",
  "findJobs.offlineSavedOn": "دون اتصال — حُفظت في {date}",
  "findJobs.saveNotFound": "هذه الوظيفة لم تعد متاحة.",
  "findJobs.saveForbidden": "الباحثون عن عمل فقط يمكنهم حفظ الوظائف.",
  "findJobs.manageJob": "فتح في إدارة الوظائف",
  "findJobs.wantJob": "أريد هذه الوظيفة",
  "findJobs.requestStatus": "طلبك: {status}",
  "findJobs.myApplications": "عرض طلباتي",
  "findJobs.report.link": "هناك مشكلة في هذه الوظيفة",
  "findJobs.report.title": "هناك مشكلة في هذه الوظيفة",
  "findJobs.report.reasonLabel": "ما المشكلة؟",
  "findJobs.report.noteLabel": "أخبرنا بالمزيد (اختياري)",
  "findJobs.report.noteHint": "حتى 1000 حرف. يقرؤه موظفو الوكالة فقط، ولا يرى صاحب العمل اسمك.",
  "findJobs.report.send": "أرسل البلاغ",
  "findJobs.report.sending": "جارٍ الإرسال…",
  "findJobs.report.back": "العودة إلى الوظيفة",
  "findJobs.report.reportedOn": "أبلغت عن هذه الوظيفة في {date}. سيراجعها الموظفون. شكرًا لك.",
  "findJobs.report.thanks": "شكرًا لك. سيراجع الموظفون هذه الوظيفة.",
  "findJobs.report.reasonRequired": "اختر ما المشكلة في الوظيفة.",
  "findJobs.report.noteTooLong": "اكتب 1000 حرف على الأكثر.",
  "findJobs.report.notFound": "هذه الوظيفة لم تعد متاحة، لذا لا يمكن الإبلاغ عنها.",
  "findJobs.report.already": "لقد أبلغت عن هذه الوظيفة من قبل. سيراجعها الموظفون.",
  "findJobs.email.hiddenSubject": "وظيفتك «{title}» قيد المراجعة",
  "findJobs.email.hiddenBody":
    "مرحبًا {name}، أبلغ عدد من الباحثين عن عمل عن «{title}»، لذا أُخفيت عنهم على {brand} حتى يراجعها الموظفون. قد يتواصل معك الموظفون.",
  "findJobs.email.hiddenAction": "افتح الوظيفة",
} satisfies CatalogueOf<typeof english>;
