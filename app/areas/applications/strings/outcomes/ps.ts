import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// The same keys and placeholders as English.
export const strings = {
  "applications.outcomes.title": "د ګمارنو پایلې",
  "applications.outcomes.intro":
    "هغه دندې چې خلکو په دې میاشتو کې پیل کړې: څو یې بشپړ وخت دي، څومره معاش ورکوي، ایا روغتیايي بیمه لري، او ایا شخص د هر تعقیب پر مهال لا هم کار کوي.",
  "applications.outcomes.groupBy": "ډله بندي د",
  "applications.outcomes.by.month": "میاشت",
  "applications.outcomes.by.employer": "کارګمارونکی",
  "applications.outcomes.by.staff": "د ادارې کارکوونکی",
  "applications.outcomes.caption.month": "هغه ګمارنې چې له {from} څخه تر {to} پورې پیل شوې، د میاشتې له مخې",
  "applications.outcomes.caption.employer": "هغه ګمارنې چې له {from} څخه تر {to} پورې پیل شوې، د کارګمارونکي له مخې",
  "applications.outcomes.caption.staff": "هغه ګمارنې چې له {from} څخه تر {to} پورې پیل شوې، د کارکوونکي له مخې",
  "applications.outcomes.col.placements": "ګمارنې",
  "applications.outcomes.col.fullTime": "بشپړ وخت",
  "applications.outcomes.col.averageWage": "د ساعت منځنی معاش، بشپړ وخت",
  "applications.outcomes.col.medianWage": "د ساعت میانه معاش، بشپړ وخت",
  "applications.outcomes.col.benefits_one": "روغتیايي بیمه د {count} میاشتې په اوږدو کې",
  "applications.outcomes.col.benefits_other": "روغتیايي بیمه د {count} میاشتو په اوږدو کې",
  "applications.outcomes.col.day": "په ورځ {day} کار کوي",
  "applications.outcomes.ofTotal": "{part} له {whole} څخه",
  "applications.outcomes.unknown_one": "{count} نامعلوم",
  "applications.outcomes.unknown_other": "{count} نامعلوم",
  "applications.outcomes.none": "د شمېرلو لپاره هېڅ نشته",
  "applications.outcomes.total": "ټولې ګمارنې",
  "applications.outcomes.outsideHarbor": "له Harbor بهر موندل شوې",
  "applications.outcomes.noStaff": "بې کارکوونکي",
  "applications.outcomes.download": "پایلې ښکته کړئ (CSV)",
  "applications.outcomes.empty": "په دې میاشتو کې هېڅ ګمارنه نه ده پیل شوې.",
  "applications.outcomes.howCounted": "پایلې څنګه شمېرل کېږي",
  "applications.outcomes.def.placements":
    "ګمارنې: هغه دندې چې خلکو پیل کړې، د پیل نېټې په میاشت کې شمېرل کېږي. هغه غوره دنده چې په تعقیب کې ثبت شي، یوه جلا ګمارنه ده.",
  "applications.outcomes.def.fullTime": "بشپړ وخت: په اونۍ کې لږ تر لږه {hours} ټاکل شوي ساعتونه.",
  "applications.outcomes.def.wage":
    "د ساعت منځنی او میانه معاش: د بشپړ وخت ګمارنو په منځ کې، د پیل پر مهال د هر ساعت معاش (اونیز معاش د اونۍ پر ساعتونو وېشل شوی، کلنی معاش پر {hoursPerYear}).",
  "applications.outcomes.def.benefits_one":
    "روغتیايي بیمه: کارګمارونکی له پیل څخه روغتیايي بیمه وړاندې کوي، یا له هغې نېټې چې له پیل وروسته تر {count} میاشتې زیاته نه وي. د ټولو ګمارنو یوه برخه.",
  "applications.outcomes.def.benefits_other":
    "روغتیايي بیمه: کارګمارونکی له پیل څخه روغتیايي بیمه وړاندې کوي، یا له هغې نېټې چې له پیل وروسته تر {count} میاشتو زیاته نه وي. د ټولو ګمارنو یوه برخه.",
  "applications.outcomes.def.retention":
    "په ورځ N کار کوي (د پیل نېټې وروسته ورځې {days}): د هغو ګمارنو برخه چې N ورځ یې راغلې، نن ورځ هم پکې شامله (د ادارې په وخت)، او د هغو شمېر چې لا نامعلوم دي.",
  "applications.outcomes.def.working":
    "چې ایا شخص په ورځ N کار کاوه، په دې ترتیب ټاکل کېږي: د N ورځې تعقیب وايي چې لا کار کوي: کار کوي. ګمارنه له N ورځې مخکې پای ته رسېدلې: کار نه کوي، مګر دا چې د غوره دندې له امله پای ته رسېدلې وي (نو کار کوي). د N ورځې تعقیب وايي چې کار نه کوي: کار نه کوي. یو وروستی تعقیب وايي چې لا کار کوي: کار کوي. که نه: نامعلوم.",
  "applications.outcomes.def.groups":
    "کارګمارونکی: د کارګمارونکي حساب او شرکت؛ هغه دنده چې له Harbor بهر موندل شوې، د خپل شرکت په نوم راغلې. د ادارې کارکوونکی: هغه څوک چې ګمارنه تعقیبوي. د هرې ډله بندۍ ټولګه له ټولو ګمارنو سره برابره ده.",
  "applications.outcomes.def.source":
    "سرچینه: د متحده ایالاتو د کډوالو د بیا مېشتېدو دفتر (ORR) او د هغه د Matching Grant پروګرام د استخدام د پایلو معیارونه: بشپړ وخت یعنې په اونۍ کې لږ تر لږه 35 ساعته؛ د بشپړ وخت ګمارنو د ساعت منځنی معاش؛ په شپږو میاشتو کې وړاندې شوې روغتیايي بیمه؛ له پیل وروسته په نوي یمه ورځ لا هم کار کوي (Matching Grant همداراز 120 او 180 ورځې ګوري). دا حدونه د کلونو په اوږدو کې بدلېږي، نو دلته تنظیمات دي.",
  "applications.outcomes.csv.grouping": "ډله بندي",
  "applications.outcomes.csv.all": "ټولې ګمارنې",
  "applications.outcomes.csv.fullTime": "د بشپړ وخت ګمارنې",
  "applications.outcomes.csv.fullTimeShare": "د بشپړ وخت برخه (%)",
  "applications.outcomes.csv.averageWage": "د ساعت منځنی معاش، بشپړ وخت (USD)",
  "applications.outcomes.csv.medianWage": "د ساعت میانه معاش، بشپړ وخت (USD)",
  "applications.outcomes.csv.benefitsShare": "د روغتیايي بیمې برخه (%)",
  "applications.outcomes.csv.reached": "ورځ {day} راغلې",
  "applications.outcomes.csv.working": "په ورځ {day} کار کوي",
  "applications.outcomes.csv.unknown": "په ورځ {day} نامعلوم",
  "applications.outcomes.csv.retention": "په ورځ {day} کار کوي (%)",
} satisfies CatalogueOf<typeof english>;
