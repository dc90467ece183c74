import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Dari strings of user administration: the same keys and placeholders as English.
export const strings = {
  "users.title": "مدیریت حساب‌ها",
  "users.userTitle": "حساب {name}",
  "users.search": "جستجو به اساس نام، ایمیل یا شرکت",
  "users.searchSubmit": "جستجو",
  "users.clearSearch": "پاک کردن جستجو",
  "users.tabs": "انواع حساب",

  "users.tab.client": "کارجویان",
  "users.tab.employer": "کارفرمایان",
  "users.tab.admin": "مدیران",

  "users.col.name": "نام",
  "users.col.email": "ایمیل",
  "users.col.phone": "تیلفون",
  "users.col.company": "شرکت",
  "users.col.status": "وضعیت",
  "users.col.created": "تاریخ ساخت",
  "users.col.actions": "کارها",

  "users.status.pending": "در انتظار",
  "users.status.approved": "تأیید شده",

  "users.you": "(شما)",
  "users.empty": "هنوز هیچ حسابی از این نوع وجود ندارد.",
  "users.noMatch": "هیچ حسابی از این نوع با «{q}» مطابقت ندارد.",
  "users.pages": "صفحه‌ها",
  "users.page": "صفحهٔ {page}",
  "users.previous": "صفحهٔ قبلی",
  "users.next": "صفحهٔ بعدی",
  "users.approve": "تأیید",
  "users.approveNamed": "تأیید {name}",
  "users.edit": "ویرایش",
  "users.editNamed": "ویرایش {name}",
  "users.transfer": "انتقال وظیفه‌ها",
  "users.transferNamed": "انتقال وظیفه‌های {name}",
  "users.delete": "حذف",
  "users.deleteNamed": "حذف {name}",
  "users.backTo": "برگشت به {tab}",
  "users.pendingNote": "این حساب در انتظار تأیید است. با تأیید آن، یک ایمیل برای این شخص فرستاده می‌شود.",
  "users.editTitle": "جزئیات",
  "users.role": "نقش",
  "users.selfLocked": "شما نمی‌توانید نقش یا وضعیت خود را تغییر دهید.",
  "users.save": "ذخیرهٔ تغییرات",
  "users.noPassword": "این شخص هنوز رمز انتخاب نکرده است.",
  "users.sendInvitation": "دعوت‌نامه را دوباره بفرستید",
  "users.notExist": "کاربر {id} وجود ندارد",
  "users.updated": "حساب {name} ذخیره شد.",
  "users.approved": "{name} تأیید شد. ما به او ایمیل فرستادیم.",
  "users.deleted": "{name} حذف شد، همراه با {jobs} وظیفه و {savedLinks} مورد ذخیره‌شده.",
  "users.transferred_one": "{count} وظیفه از {from} به {to} انتقال یافت.",
  "users.transferred_other": "{count} وظیفه از {from} به {to} انتقال یافت.",
  "users.invited": "ما یک دعوت‌نامه به {email} ایمیل کردیم. این دعوت‌نامه برای 7 روز کار می‌کند.",

  "users.error.self": "شما نمی‌توانید حساب خود را حذف کنید، یا نقش و وضعیت خود را تغییر دهید.",
  "users.error.lastAdmin": "این آخرین حساب مدیر است. اول یک مدیر دیگر بسازید.",
  "users.error.ownsJobs":
    "این کاربر صاحب چند وظیفه است. پیش از اینکه او را کارجو بسازید، وظیفه‌هایش را انتقال دهید یا حذف کنید.",
  "users.error.alreadyApproved": "این حساب قبلاً تأیید شده است.",
  "users.error.sameUser": "یک شخص دیگر را برای گرفتن وظیفه‌ها انتخاب کنید.",
  "users.error.noJobs": "این کاربر هیچ وظیفه‌ای برای انتقال ندارد.",
  "users.error.hasPassword": "این شخص قبلاً رمز خود را انتخاب کرده است.",

  "users.delete.title": "{name} حذف شود؟",
  "users.delete.body": "این کار حساب {name} ({email}) را همراه با ورود و جلسه‌های آن حذف می‌کند، و همچنین:",
  "users.delete.jobs_one": "{count} وظیفه که ساخته است",
  "users.delete.jobs_other": "{count} وظیفه که ساخته است",
  "users.delete.savedLinks_one":
    "{count} ذخیرهٔ مربوط به آن (وظیفه‌هایی که او ذخیره کرده، و ذخیره‌های دیگران از وظیفه‌های او)",
  "users.delete.savedLinks_other":
    "{count} ذخیرهٔ مربوط به آن (وظیفه‌هایی که او ذخیره کرده، و ذخیره‌های دیگران از وظیفه‌های او)",
  "users.delete.requests_one":
    "{count} درخواست کمک مربوط به آن (درخواست‌های خودش و درخواست‌های کارجویان برای وظیفه‌هایش)",
  "users.delete.requests_other":
    "{count} درخواست کمک مربوط به آن (درخواست‌های خودش و درخواست‌های کارجویان برای وظیفه‌هایش)",
  "users.delete.final": "این کار برگشت ندارد.",
  "users.delete.confirm": "حذف {name}",

  "users.transfer.title": "انتقال وظیفه‌های {name}",
  "users.transfer.body_one":
    "{count} وظیفهٔ {name} را به یک کارفرما یا مدیر دیگر انتقال دهید. وضعیت وظیفه تغییر نمی‌کند.",
  "users.transfer.body_other":
    "همه {count} وظیفهٔ {name} را به یک کارفرما یا مدیر دیگر انتقال دهید. وضعیت وظیفه‌ها تغییر نمی‌کند.",
  "users.transfer.to": "صاحب جدید",
  "users.transfer.hint": "یک نام، ایمیل یا شرکت بنویسید، بعد از لست انتخاب کنید.",
  "users.transfer.submit": "انتقال وظیفه‌ها",

  "users.createAccount.title": "ساختن حساب",
  "users.createAccount.intro":
    "برای کارجویان، کارفرمایان و کارمندان. اگر رمز نگذارید، یک ایمیل برای این شخص فرستاده می‌شود تا رمز خود را انتخاب کند؛ کارجویی که فقط شمارهٔ تیلفون دارد، یک پیام کوتاه می‌گیرد که می‌گوید چطور وارد شود. به کارجویان جدید کمک کنید تا تیلفون و آدرس خود را در پروفایل اضافه کنند، تا فاصله تا وظیفه‌ها نشان داده شود.",
  "users.createAccount.role.client": "کارجو (جویندهٔ وظیفه)",
  "users.createAccount.role.employer": "کارفرما",
  "users.createAccount.role.admin": "مدیر (کارمند موسسه)",
  "users.createAccount.password": "رمز (اختیاری)",
  "users.createAccount.passwordHint":
    "اگر خالی بگذارید، یک دعوت‌نامه برای انتخاب رمز ایمیل می‌شود (برای 7 روز). در غیر آن، رمز باید دست کم 8 حرف داشته باشد.",
  "users.createAccount.submit": "ساختن حساب",
  "users.createAccount.submitting": "در حال ساختن…",
  "users.createAccount.created": "حساب {email} ساخته شد. شما هنوز با حساب خود وارد هستید.",
  "users.createAccount.phoneOnly":
    "حساب {name} آماده است. ما یک پیام کوتاه به {phone} فرستادیم که می‌گوید چطور با این شماره وارد شود.",
  "users.validation.textsOff":
    "این موسسه پیام کوتاه نمی‌فرستد، برای همین کارجویی که ایمیل ندارد نمی‌تواند وارد شود. یک ایمیل بنویسید.",
  "users.createAccount.emailHint":
    "کارجویی که ایمیل ندارد، می‌تواند با شمارهٔ تیلفون خود وارد شود: خانهٔ ایمیل را خالی بگذارید و شمارهٔ تیلفون را بنویسید.",
  "users.createAccount.invited": "حساب {email} ساخته شد و یک دعوت‌نامه ایمیل شد (برای 7 روز).",
  "users.createAccount.failed": "حساب ساخته نشد. فورم را بررسی کنید.",

  "users.validation.emailTaken": "این ایمیل قبلاً ثبت شده است. وارد شوید، یا یک ایمیل دیگر استفاده کنید.",
  "users.requests.title": "درخواست‌های کمک برای وظیفه",
  "users.requests.none": "تا هنوز هیچ درخواست کمک وجود ندارد.",
  "users.requests.job": "{title} در {company}",
  "users.trust.title": "کارفرمای مورد اعتماد",
  "users.trust.isTrusted":
    "مورد اعتماد: وظایف جدید، ویرایش‌شده و دوباره بازشدهٔ این کارفرما بی‌درنگ و بدون انتظار بررسی نشر می‌شوند. نخستین وظیفهٔ او همیشه بررسی می‌شود. کارمندان برای هر وظیفه‌ای که این‌گونه نشر شود ایمیل می‌گیرند.",
  "users.trust.notTrusted":
    "مورد اعتماد نیست: کارمندان هر وظیفهٔ این کارفرما را پیش از آنکه جویندگان کار ببینند بررسی می‌کنند. به کارفرمایی که اداره خوب می‌شناسد اعتماد کنید تا وظایفش (پس از نخستین) بی‌درنگ نشر شوند. هر زمان می‌توانید آن را لغو کنید.",
  "users.trust.mark": "علامت‌گذاری به‌عنوان مورد اعتماد",
  "users.trust.unmark": "لغو اعتماد",
  "users.trust.approveFirst": "نخست حساب را تأیید کنید: فقط به کارفرمای تأییدشده می‌توان اعتماد کرد.",
  "users.trust.marked": "{name} اکنون کارفرمای مورد اعتماد است.",
  "users.trust.unmarked": "{name} دیگر مورد اعتماد نیست: وظایفش دوباره بررسی می‌شوند.",
  "users.trust.notAllowed": "فقط به کارفرمای تأییدشده می‌توان اعتماد کرد.",
  "users.requests.open": "باز کردن درخواست",
  "users.requests.openNamed": "باز کردن درخواست: {title}",
  "users.deliveries.title": "پیام‌های نرسیده",
  "users.deliveries.intro":
    "پیام‌هایی که رسانده نشدند. پیام‌هایی که تلاش برای فرستادن‌شان متوقف شده منتظر شما هستند: علت را رفع کنید (آدرسی که اشتباه نوشته شده، یا تنظیمات سرور ایمیل) و آن‌ها را دوباره بفرستید. بقیه هنوز به‌طور خودکار فرستاده می‌شوند.",
  "users.deliveries.empty": "فرستادن هیچ پیامی ناکام نشده است.",
  "users.deliveries.failed": "تلاش متوقف شد",
  "users.deliveries.retrying": "هنوز در حال تلاش",
  "users.deliveries.capped": "فقط {count} پیام اول نشان داده می‌شود.",
  "users.deliveries.recipient": "به",
  "users.deliveries.channel": "کانال",
  "users.deliveries.channel.email": "ایمیل",
  "users.deliveries.channel.sms": "پیام کوتاه",
  "users.deliveries.subject": "موضوع",
  "users.deliveries.error": "خطا",
  "users.deliveries.fullError": "دیدن خطای کامل",
  "users.deliveries.attempts": "تلاش‌ها",
  "users.deliveries.lastAttempt": "آخرین تلاش",
  "users.deliveries.nextAttempt": "تلاش بعدی",
  "users.deliveries.send": "دوباره بفرستید",
  "users.deliveries.sending": "در حال فرستادن…",
  "users.deliveries.sent": "پیام چند لحظه بعد دوباره فرستاده می‌شود.",
  "users.deliveries.notFailed": "این پیام دیگر منتظر نیست: کسی آن را قبلاً دوباره فرستاده است.",
} satisfies CatalogueOf<typeof english>;
