import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Dari strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "پیدا کردن وظیفه",
  "findJobs.savedTitle": "وظیفه‌های ذخیره‌شده",
  "findJobs.emptySaved": "شما هنوز هیچ وظیفه‌ای را ذخیره نکرده‌اید. برای ذخیره کردن یک وظیفه، روی ستارهٔ آن بزنید.",
  "findJobs.offlineSavedOn": "بدون انترنت — ذخیره شده در {date}",
  "findJobs.saveNotFound": "این وظیفه دیگر موجود نیست.",
  "findJobs.saveForbidden": "تنها کارجویان می‌توانند وظیفه‌ها را ذخیره کنند.",
  "findJobs.manageJob": "باز کردن در مدیریت وظیفه‌ها",
  "findJobs.wantJob": "این وظیفه را می‌خواهم",
  "findJobs.requestStatus": "درخواست شما: {status}",
  "findJobs.myApplications": "دیدن درخواست‌های من",
  "findJobs.report.link": "مشکلی در این وظیفه هست",
  "findJobs.report.title": "مشکلی در این وظیفه هست",
  "findJobs.report.reasonLabel": "مشکل چیست؟",
  "findJobs.report.noteLabel": "بیشتر بگویید (اختیاری)",
  "findJobs.report.noteHint": "تا ۱۰۰۰ حرف. فقط کارمندان اداره آن را می‌خوانند؛ کارفرما نام شما را نمی‌بیند.",
  "findJobs.report.send": "ارسال گزارش",
  "findJobs.report.sending": "در حال ارسال…",
  "findJobs.report.back": "بازگشت به وظیفه",
  "findJobs.report.reportedOn": "شما این وظیفه را در {date} گزارش دادید. کارمندان آن را بررسی می‌کنند. تشکر.",
  "findJobs.report.thanks": "تشکر. کارمندان این وظیفه را بررسی می‌کنند.",
  "findJobs.report.reasonRequired": "انتخاب کنید که چه مشکلی در وظیفه هست.",
  "findJobs.report.noteTooLong": "حداکثر ۱۰۰۰ حرف بنویسید.",
  "findJobs.report.notFound": "این وظیفه دیگر در دسترس نیست و نمی‌توان آن را گزارش داد.",
  "findJobs.report.already": "شما قبلاً این وظیفه را گزارش داده‌اید. کارمندان آن را بررسی می‌کنند.",
  "findJobs.email.hiddenSubject": "وظیفهٔ شما «{title}» در حال بررسی است",
  "findJobs.email.hiddenBody":
    "سلام {name}، چند جویندهٔ کار «{title}» را گزارش دادند، بنابراین تا زمانی که کارمندان آن را بررسی کنند در {brand} از جویندگان کار پنهان است. ممکن است کارمندان با شما تماس بگیرند.",
  "findJobs.email.hiddenAction": "باز کردن وظیفه",
} satisfies CatalogueOf<typeof english>;
