import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Dari strings of job alerts: the same keys and placeholders as English.
export const strings = {
  "jobAlerts.new.title": "مرا از وظیفه‌های تازهٔ مانند این‌ها باخبر کنید",
  "jobAlerts.new.intro": "وظیفه‌های تازه‌ای را که با این جستجو جور می‌آیند برایتان می‌فرستیم.",
  "jobAlerts.new.forClient": "برای {name} ({email})",
  "jobAlerts.new.noChannel":
    "این جویندهٔ کار ایمیل ندارد و این اداره پیام کوتاه نمی‌فرستد، برای همین هشدارها به او نمی‌رسند.",
  "jobAlerts.new.search": "جستجو",
  "jobAlerts.allJobs": "همهٔ وظیفه‌ها",
  "jobAlerts.withFilters": "با فیلترها",
  "jobAlerts.seeJobs": "دیدن این وظیفه‌ها",
  "jobAlerts.frequencyLabel": "هر چند وقت؟",
  "jobAlerts.frequency.instant": "همین که بیایند (هر چند دقیقه)",
  "jobAlerts.frequency.daily": "روزی یک بار",
  "jobAlerts.frequency.weekly": "هفته‌ای یک بار",
  "jobAlerts.channelLabel": "چگونه؟",
  "jobAlerts.channel.email": "با ایمیل به {email}",
  "jobAlerts.channel.sms": "با پیام کوتاه به {phone}",
  "jobAlerts.save": "ذخیرهٔ هشدار",
  "jobAlerts.saving": "در حال ذخیره…",
  "jobAlerts.staffWords": "کلمه‌ها برای جستجو (اختیاری)",
  "jobAlerts.staffApply": "استفاده از این کلمه‌ها",
  "jobAlerts.noClient": "صفحهٔ جویندهٔ کار را در مدیریت کاربران باز کنید و «ساختن هشدار وظیفه» را انتخاب کنید.",
  "jobAlerts.toast.saved": "هشدار ذخیره شد. دربارهٔ وظیفه‌های تازهٔ مانند این‌ها به شما ایمیل می‌فرستیم.",
  "jobAlerts.toast.savedForClient": "هشدار برای {name} ذخیره شد.",
  "jobAlerts.toast.paused": "هشدار متوقف شد.",
  "jobAlerts.toast.resumed": "هشدار دوباره روشن شد.",
  "jobAlerts.toast.changed": "هشدار تغییر کرد.",
  "jobAlerts.toast.deleted": "هشدار حذف شد.",
  "jobAlerts.error.invalidSearch":
    "این جستجو ذخیره نمی‌شود: یکی از فیلترهای آن از فیلترهای فهرست وظیفه‌ها نیست. به فهرست برگردید و فیلترها را دوباره انتخاب کنید.",
  "jobAlerts.error.needsAddress":
    "فیلتر فاصله به آدرس جویندهٔ کار نیاز دارد. آن را در تنظیمات اضافه کنید یا فیلتر فاصله را بردارید.",
  "jobAlerts.error.tooMany": "شما همین حالا {max} هشدار دارید که بیشترین تعداد است. اول یکی را در تنظیمات حذف کنید.",
  "jobAlerts.error.forbidden": "تنها جویندگان کار و کارمندان اداره می‌توانند هشدار وظیفه بسازند.",
  "jobAlerts.error.frequency": "انتخاب کنید هر چند وقت.",
  "jobAlerts.error.channel": "یکی از راه‌های نشان داده شده را انتخاب کنید.",
  "jobAlerts.error.notFound": "این هشدار دیگر وجود ندارد.",
  "jobAlerts.list.empty":
    "شما هیچ هشدار وظیفه ندارید. در یافتن وظیفه جستجو کنید و فیلترها را انتخاب کنید، سپس «مرا از وظیفه‌های تازهٔ مانند این‌ها باخبر کنید» را انتخاب کنید.",
  "jobAlerts.list.findJobs": "رفتن به یافتن وظیفه",
  "jobAlerts.list.on": "روشن",
  "jobAlerts.list.paused": "متوقف",
  "jobAlerts.list.pause": "توقف",
  "jobAlerts.list.resume": "دوباره روشن کردن",
  "jobAlerts.list.change": "ذخیره",
  "jobAlerts.list.delete": "حذف",
  "jobAlerts.list.confirmDelete": "هشدار {search} حذف شود؟ دیگر از آن ایمیلی نمی‌گیرید.",
  "jobAlerts.list.confirm": "بله، حذف شود",
  "jobAlerts.list.cancel": "لغو",
  "jobAlerts.stop.title": "این هشدار وظیفه متوقف شود؟",
  "jobAlerts.stop.body":
    "دیگر دربارهٔ {search} به {email} ایمیلی نمی‌گیرید. می‌توانید هشدار را در تنظیمات دوباره روشن کنید.",
  "jobAlerts.stop.button": "قطع این ایمیل‌ها",
  "jobAlerts.stop.bodySms":
    "دیگر دربارهٔ {search} به {phone} پیام کوتاه نمی‌گیرید. می‌توانید هشدار را در تنظیمات دوباره روشن کنید.",
  "jobAlerts.stop.buttonSms": "قطع این پیام‌ها",
  "jobAlerts.stop.stopping": "در حال توقف…",
  "jobAlerts.stop.done": "این هشدار وظیفه متوقف شد. دیگر از آن ایمیلی نمی‌گیرید.",
  "jobAlerts.stop.already": "این هشدار وظیفه از قبل متوقف است.",
  "jobAlerts.stop.invalid":
    "این پیوند کار نمی‌کند: شاید ناقص یا خیلی کهنه باشد. وارد شوید و تنظیمات و سپس هشدارهای وظیفه را باز کنید تا هشدارهایتان را متوقف کنید.",
} satisfies CatalogueOf<typeof english>;
