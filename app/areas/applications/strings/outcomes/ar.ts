import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// The same keys and placeholders as English.
export const strings = {
  "applications.outcomes.title": "نتائج التوظيف",
  "applications.outcomes.intro":
    "الوظائف التي بدأها الأشخاص في هذه الأشهر: كم منها بدوام كامل، وكم تدفع، وهل تشمل تأمينًا صحيًا، وهل ما زال الشخص يعمل عند كل متابعة.",
  "applications.outcomes.groupBy": "التجميع حسب",
  "applications.outcomes.by.month": "الشهر",
  "applications.outcomes.by.employer": "صاحب العمل",
  "applications.outcomes.by.staff": "موظف الوكالة",
  "applications.outcomes.caption.month": "حالات التوظيف التي بدأت من {from} إلى {to}، حسب الشهر",
  "applications.outcomes.caption.employer": "حالات التوظيف التي بدأت من {from} إلى {to}، حسب صاحب العمل",
  "applications.outcomes.caption.staff": "حالات التوظيف التي بدأت من {from} إلى {to}، حسب موظف الوكالة",
  "applications.outcomes.col.placements": "حالات التوظيف",
  "applications.outcomes.col.fullTime": "دوام كامل",
  "applications.outcomes.col.averageWage": "متوسط الأجر بالساعة، دوام كامل",
  "applications.outcomes.col.medianWage": "وسيط الأجر بالساعة، دوام كامل",
  "applications.outcomes.col.benefits_zero": "تأمين صحي خلال {count} شهر",
  "applications.outcomes.col.benefits_one": "تأمين صحي خلال شهر واحد",
  "applications.outcomes.col.benefits_two": "تأمين صحي خلال شهرين",
  "applications.outcomes.col.benefits_few": "تأمين صحي خلال {count} أشهر",
  "applications.outcomes.col.benefits_many": "تأمين صحي خلال {count} شهرًا",
  "applications.outcomes.col.benefits_other": "تأمين صحي خلال {count} شهر",
  "applications.outcomes.col.day": "يعمل في اليوم {day}",
  "applications.outcomes.ofTotal": "{part} من {whole}",
  "applications.outcomes.unknown_zero": "لا حالات مجهولة",
  "applications.outcomes.unknown_one": "حالة واحدة مجهولة",
  "applications.outcomes.unknown_two": "حالتان مجهولتان",
  "applications.outcomes.unknown_few": "{count} حالات مجهولة",
  "applications.outcomes.unknown_many": "{count} حالة مجهولة",
  "applications.outcomes.unknown_other": "{count} حالة مجهولة",
  "applications.outcomes.none": "لا شيء للعدّ",
  "applications.outcomes.total": "كل حالات التوظيف",
  "applications.outcomes.outsideHarbor": "وُجدت خارج Harbor",
  "applications.outcomes.noStaff": "بلا موظف مسؤول",
  "applications.outcomes.download": "تنزيل النتائج (CSV)",
  "applications.outcomes.empty": "لم تبدأ أي حالة توظيف في هذه الأشهر.",
  "applications.outcomes.howCounted": "كيف تُحسب النتائج",
  "applications.outcomes.def.placements":
    "حالات التوظيف: الوظائف التي بدأها الأشخاص، وتُحسب في شهر تاريخ البدء. الوظيفة الأفضل المسجلة في متابعة هي حالة توظيف قائمة بذاتها.",
  "applications.outcomes.def.fullTime": "الدوام الكامل: ساعات العمل المقررة في الأسبوع {hours} على الأقل.",
  "applications.outcomes.def.wage":
    "متوسط الأجر بالساعة ووسيطه: من بين حالات التوظيف بدوام كامل، الأجر لكل ساعة عند البدء (الأجر الأسبوعي مقسومًا على ساعات الأسبوع، والأجر السنوي على {hoursPerYear}).",
  "applications.outcomes.def.benefits_zero":
    "التأمين الصحي: يقدّم صاحب العمل تأمينًا صحيًا منذ البدء، أو من تاريخ لا يتجاوز {count} شهر بعده. نسبة من كل حالات التوظيف.",
  "applications.outcomes.def.benefits_one":
    "التأمين الصحي: يقدّم صاحب العمل تأمينًا صحيًا منذ البدء، أو من تاريخ لا يتجاوز شهرًا واحدًا بعده. نسبة من كل حالات التوظيف.",
  "applications.outcomes.def.benefits_two":
    "التأمين الصحي: يقدّم صاحب العمل تأمينًا صحيًا منذ البدء، أو من تاريخ لا يتجاوز شهرين بعده. نسبة من كل حالات التوظيف.",
  "applications.outcomes.def.benefits_few":
    "التأمين الصحي: يقدّم صاحب العمل تأمينًا صحيًا منذ البدء، أو من تاريخ لا يتجاوز {count} أشهر بعده. نسبة من كل حالات التوظيف.",
  "applications.outcomes.def.benefits_many":
    "التأمين الصحي: يقدّم صاحب العمل تأمينًا صحيًا منذ البدء، أو من تاريخ لا يتجاوز {count} شهرًا بعده. نسبة من كل حالات التوظيف.",
  "applications.outcomes.def.benefits_other":
    "التأمين الصحي: يقدّم صاحب العمل تأمينًا صحيًا منذ البدء، أو من تاريخ لا يتجاوز {count} شهر بعده. نسبة من كل حالات التوظيف.",
  "applications.outcomes.def.retention":
    "يعمل في اليوم N (الأيام {days} بعد تاريخ البدء): نسبة من حالات التوظيف التي حلّ يومها N، بما في ذلك اليوم (بتوقيت الوكالة)، مع عدد الحالات التي ما زالت مجهولة.",
  "applications.outcomes.def.working":
    "يُحدَّد ما إذا كان الشخص يعمل في اليوم N بهذا الترتيب: متابعة اليوم N تقول إنه ما زال يعمل: يعمل. انتهت حالة التوظيف قبل اليوم N: لا يعمل، إلا إذا انتهت بسبب وظيفة أفضل (فيعمل). متابعة اليوم N تقول إنه لا يعمل: لا يعمل. متابعة لاحقة تقول إنه ما زال يعمل: يعمل. غير ذلك: مجهول.",
  "applications.outcomes.def.groups":
    "صاحب العمل: حساب صاحب العمل وشركته؛ الوظيفة التي وُجدت خارج Harbor تُدرج باسم شركتها. موظف الوكالة: من يتابع حالة التوظيف. مجموع كل تجميع يساوي كل حالات التوظيف.",
  "applications.outcomes.def.source":
    "المصدر: مقاييس نتائج التوظيف لمكتب إعادة توطين اللاجئين الأمريكي (ORR) وبرنامجه Matching Grant: الدوام الكامل 35 ساعة في الأسبوع على الأقل؛ متوسط الأجر بالساعة لحالات التوظيف بدوام كامل؛ تأمين صحي يُقدَّم خلال ستة أشهر؛ ما زال يعمل في اليوم التسعين بعد البدء (وبرنامج Matching Grant أيضًا في اليومين 120 و180). تتغير هذه الحدود مع السنين، لذا فهي هنا إعدادات.",
  "applications.outcomes.csv.grouping": "التجميع",
  "applications.outcomes.csv.all": "كل حالات التوظيف",
  "applications.outcomes.csv.fullTime": "حالات التوظيف بدوام كامل",
  "applications.outcomes.csv.fullTimeShare": "نسبة الدوام الكامل (%)",
  "applications.outcomes.csv.averageWage": "متوسط الأجر بالساعة، دوام كامل (USD)",
  "applications.outcomes.csv.medianWage": "وسيط الأجر بالساعة، دوام كامل (USD)",
  "applications.outcomes.csv.benefitsShare": "نسبة التأمين الصحي (%)",
  "applications.outcomes.csv.reached": "بلغت اليوم {day}",
  "applications.outcomes.csv.working": "يعمل في اليوم {day}",
  "applications.outcomes.csv.unknown": "مجهول في اليوم {day}",
  "applications.outcomes.csv.retention": "يعمل في اليوم {day} (%)",
} satisfies CatalogueOf<typeof english>;
