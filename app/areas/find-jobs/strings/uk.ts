import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Ukrainian strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "Пошук вакансій",
  "findJobs.savedTitle": "Збережені вакансії",
  "findJobs.emptySaved": "Ви ще не зберегли жодної вакансії. Натисніть зірочку біля вакансії, щоб зберегти її.",
  "findJobs.offlineSavedOn": "Офлайн — збережено {date}",
  "findJobs.saveNotFound": "Ця вакансія вже недоступна.",
  "findJobs.saveForbidden": "Зберігати вакансії можуть лише шукачі роботи.",
  "findJobs.manageJob": "Відкрити в розділі «Керування вакансіями»",
  "findJobs.wantJob": "Я хочу цю роботу",
  "findJobs.requestStatus": "Ваш запит: {status}",
  "findJobs.myApplications": "Переглянути мої заявки",
  "findJobs.report.link": "З цією вакансією щось не так",
  "findJobs.report.title": "З цією вакансією щось не так",
  "findJobs.report.reasonLabel": "Що не так?",
  "findJobs.report.noteLabel": "Розкажіть більше (необов'язково)",
  "findJobs.report.noteHint": "До 1000 символів. Читають лише працівники агенції; роботодавець не бачить вашого імені.",
  "findJobs.report.send": "Надіслати скаргу",
  "findJobs.report.sending": "Надсилання…",
  "findJobs.report.back": "Назад до вакансії",
  "findJobs.report.reportedOn": "Ви поскаржилися на цю вакансію {date}. Працівники її перевірять. Дякуємо.",
  "findJobs.report.thanks": "Дякуємо. Працівники перевірять цю вакансію.",
  "findJobs.report.reasonRequired": "Виберіть, що не так із вакансією.",
  "findJobs.report.noteTooLong": "Напишіть не більше 1000 символів.",
  "findJobs.report.notFound": "Ця вакансія більше недоступна, тож на неї не можна поскаржитися.",
  "findJobs.report.already": "Ви вже поскаржилися на цю вакансію. Працівники її перевірять.",
  "findJobs.email.hiddenSubject": "Ваша вакансія «{title}» на перевірці",
  "findJobs.email.hiddenBody":
    "Вітаємо, {name}! Кілька шукачів роботи поскаржилися на «{title}», тож на {brand} її приховано від шукачів роботи, доки працівники її не перевірять. Працівники можуть зв'язатися з вами.",
  "findJobs.email.hiddenAction": "Відкрити вакансію",
} satisfies CatalogueOf<typeof english>;
