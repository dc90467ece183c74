import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// The same keys and placeholders as English.
export const strings = {
  "applications.outcomes.title": "نتایج کاریابی‌ها",
  "applications.outcomes.intro":
    "وظیفه‌هایی که افراد در این ماه‌ها شروع کردند: چند تای آن تمام‌وقت است، چقدر معاش می‌دهد، آیا بیمهٔ صحی دارد و آیا شخص در هر پیگیری هنوز کار می‌کند.",
  "applications.outcomes.groupBy": "گروه‌بندی بر اساس",
  "applications.outcomes.by.month": "ماه",
  "applications.outcomes.by.employer": "کارفرما",
  "applications.outcomes.by.staff": "کارمند مؤسسه",
  "applications.outcomes.caption.month": "کاریابی‌هایی که از {from} تا {to} شروع شدند، بر اساس ماه",
  "applications.outcomes.caption.employer": "کاریابی‌هایی که از {from} تا {to} شروع شدند، بر اساس کارفرما",
  "applications.outcomes.caption.staff": "کاریابی‌هایی که از {from} تا {to} شروع شدند، بر اساس کارمند مؤسسه",
  "applications.outcomes.col.placements": "کاریابی‌ها",
  "applications.outcomes.col.fullTime": "تمام‌وقت",
  "applications.outcomes.col.averageWage": "اوسط معاش ساعتی، تمام‌وقت",
  "applications.outcomes.col.medianWage": "میانهٔ معاش ساعتی، تمام‌وقت",
  "applications.outcomes.col.benefits_one": "بیمهٔ صحی در ظرف {count} ماه",
  "applications.outcomes.col.benefits_other": "بیمهٔ صحی در ظرف {count} ماه",
  "applications.outcomes.col.day": "در روز {day} کار می‌کند",
  "applications.outcomes.ofTotal": "{part} از {whole}",
  "applications.outcomes.unknown_one": "{count} نامعلوم",
  "applications.outcomes.unknown_other": "{count} نامعلوم",
  "applications.outcomes.none": "چیزی برای شمردن نیست",
  "applications.outcomes.total": "همهٔ کاریابی‌ها",
  "applications.outcomes.outsideHarbor": "بیرون از Harbor پیدا شده",
  "applications.outcomes.noStaff": "بدون کارمند",
  "applications.outcomes.download": "دانلود نتایج (CSV)",
  "applications.outcomes.empty": "در این ماه‌ها هیچ کاریابی شروع نشده است.",
  "applications.outcomes.howCounted": "نتایج چگونه شمرده می‌شوند",
  "applications.outcomes.def.placements":
    "کاریابی‌ها: وظیفه‌هایی که افراد شروع کردند، در ماهِ تاریخ شروع‌شان شمرده می‌شوند. وظیفهٔ بهتری که در یک پیگیری ثبت شود، یک کاریابی جداگانه است.",
  "applications.outcomes.def.fullTime": "تمام‌وقت: دست‌کم {hours} ساعت کار تعیین‌شده در هفته.",
  "applications.outcomes.def.wage":
    "اوسط و میانهٔ معاش ساعتی: در میان کاریابی‌های تمام‌وقت، معاش هر ساعت در آغاز (معاش هفته‌وار تقسیم بر ساعت‌های هفته، معاش سالانه تقسیم بر {hoursPerYear}).",
  "applications.outcomes.def.benefits_one":
    "بیمهٔ صحی: کارفرما از آغاز بیمهٔ صحی پیشنهاد می‌کند، یا از تاریخی که حداکثر {count} ماه پس از آن باشد. سهمی از همهٔ کاریابی‌ها.",
  "applications.outcomes.def.benefits_other":
    "بیمهٔ صحی: کارفرما از آغاز بیمهٔ صحی پیشنهاد می‌کند، یا از تاریخی که حداکثر {count} ماه پس از آن باشد. سهمی از همهٔ کاریابی‌ها.",
  "applications.outcomes.def.retention":
    "در روز N کار می‌کند (روزهای {days} پس از تاریخ شروع): سهمی از کاریابی‌هایی که روز N آن‌ها رسیده است، امروز هم شامل (به وقت مؤسسه)، همراه با شمار آن‌هایی که هنوز نامعلوم‌اند.",
  "applications.outcomes.def.working":
    "این‌که شخص در روز N کار می‌کرد یا نه، به این ترتیب تعیین می‌شود: پیگیری روز N می‌گوید هنوز کار می‌کند: کار می‌کند. کاریابی پیش از روز N پایان یافته: کار نمی‌کند، مگر این‌که به خاطر وظیفهٔ بهتر پایان یافته باشد (در آن صورت کار می‌کند). پیگیری روز N می‌گوید کار نمی‌کند: کار نمی‌کند. یک پیگیری بعدی می‌گوید هنوز کار می‌کند: کار می‌کند. در غیر آن: نامعلوم.",
  "applications.outcomes.def.groups":
    "کارفرما: حساب و شرکت کارفرما؛ وظیفه‌ای که بیرون از Harbor پیدا شده، با نام شرکتش آمده است. کارمند مؤسسه: کسی که کاریابی را پیگیری می‌کند. مجموع هر گروه‌بندی برابر همهٔ کاریابی‌هاست.",
  "applications.outcomes.def.source":
    "منبع: معیارهای نتایج استخدام دفتر اسکان مجدد پناهندگان ایالات متحده (ORR) و برنامهٔ Matching Grant آن: تمام‌وقت یعنی دست‌کم 35 ساعت در هفته؛ اوسط معاش ساعتی کاریابی‌های تمام‌وقت؛ بیمهٔ صحی پیشنهادشده در ظرف شش ماه؛ هنوز در روز نودم پس از شروع کار می‌کند (Matching Grant روزهای 120 و 180 را نیز می‌بیند). این حدها با گذشت سال‌ها تغییر می‌کنند، بنابراین این‌جا تنظیمات هستند.",
  "applications.outcomes.csv.grouping": "گروه‌بندی",
  "applications.outcomes.csv.all": "همهٔ کاریابی‌ها",
  "applications.outcomes.csv.fullTime": "کاریابی‌های تمام‌وقت",
  "applications.outcomes.csv.fullTimeShare": "سهم تمام‌وقت (%)",
  "applications.outcomes.csv.averageWage": "اوسط معاش ساعتی، تمام‌وقت (USD)",
  "applications.outcomes.csv.medianWage": "میانهٔ معاش ساعتی، تمام‌وقت (USD)",
  "applications.outcomes.csv.benefitsShare": "سهم با بیمهٔ صحی (%)",
  "applications.outcomes.csv.reached": "روز {day} رسیده",
  "applications.outcomes.csv.working": "در روز {day} کار می‌کند",
  "applications.outcomes.csv.unknown": "نامعلوم در روز {day}",
  "applications.outcomes.csv.retention": "در روز {day} کار می‌کند (%)",
} satisfies CatalogueOf<typeof english>;
