import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Dari strings of posting, reviewing and managing jobs: the same keys and placeholders as English.
export const strings = {
  "manageJobs.form.createTitle": "اعلان وظیفه",
  "manageJobs.form.updateTitle": "ویرایش وظیفه",
  "manageJobs.form.back": "برگشت",
  "manageJobs.form.title": "عنوان وظیفه",
  "manageJobs.form.company": "نام شرکت",
  "manageJobs.form.startDate": "تاریخ شروع",
  "manageJobs.form.jobType": "نوع وظیفه",
  "manageJobs.form.openings": "تعداد بست‌های خالی",
  "manageJobs.form.openingsHint": "چند نفر برای این وظیفه استخدام می‌شوند (از ۱ تا {max}).",
  "manageJobs.form.shift": "جزئیات نوبت کاری",
  "manageJobs.form.shiftHint":
    "روزها و ساعت‌ها را بنویسید، مثلاً «Mon-Fri 9am-5pm» یا «Thursday - Friday 1 PM to 5 PM». اگر وقت‌ها را به همین شکل انگلیسی بنویسید، کارجویان می‌توانند به اساس نوبت کاری فلتر کنند.",
  "manageJobs.form.wageType": "نوع معاش",
  "manageJobs.form.salaryRange": "اندازهٔ معاش",
  "manageJobs.form.wageMin": "کمترین ($)",
  "manageJobs.form.wageMax": "بیشترین ($)",
  "manageJobs.form.benefits": "امتیازات",
  "manageJobs.form.hasMedical": "بیمهٔ صحی",
  "manageJobs.form.hasOthers": "دیگر",
  "manageJobs.form.benefitOthers": "امتیازات دیگر",
  "manageJobs.form.benefitOthersPlaceholder": "امتیازات دیگری را که داده می‌شود اضافه کنید",
  "manageJobs.form.englishLevel": "سطح زبان انگلیسی",
  "manageJobs.form.languageNote": "زبان یا زبان‌های دیگری که در کار گپ زده می‌شود",
  "manageJobs.form.languageNoteHint":
    "مثلاً «Arabic, Spanish/English». نام زبان‌ها را به انگلیسی بنویسید، چون کارجویان با همین کلمه‌ها فلتر می‌کنند.",
  "manageJobs.form.location": "محل وظیفه",
  "manageJobs.form.street": "آدرس سرک",
  "manageJobs.form.city": "شهر",
  "manageJobs.form.state": "ایالت",
  "manageJobs.form.zip": "کود پستی",
  "manageJobs.form.description": "شرح وظیفه",
  "manageJobs.form.descriptionHint":
    "بنویسید که کار چیست و چه چیزهایی لازم است، مثل لایسنس رانندگی یا تصدیق‌نامه‌های دیگر.",
  "manageJobs.form.instructions": "طریقهٔ درخواست",
  "manageJobs.form.instructionsHint":
    "این را کارمندان موسسه و خود شما می‌بینید، کارجویان هرگز نمی‌بینند: کارمندان با آن به مردم در درخواست کمک می‌کنند. بنویسید که چطور درخواست بدهند، مثلاً با فرستادن خلص سوانح به ایمیل، درخواست در یک ویب‌سایت، یا تماس تیلفونی.",
  "manageJobs.form.hiddenFromSeekers": "به کارجویان نشان داده نمی‌شود",
  "manageJobs.form.submitCreate": "فرستادن",
  "manageJobs.form.submitUpdate": "ذخیرهٔ تغییرات",
  "manageJobs.form.submitting": "در حال ذخیره…",
  "manageJobs.form.unexpectedFields":
    "این فورم بیرون از این صفحه تغییر کرده است، بنابراین هیچ چیز ذخیره نشد. صفحه را دوباره باز کنید و دوباره کوشش کنید.",
  "manageJobs.form.fixErrors": "بعضی جواب‌ها باید تغییر کنند. پیام‌های کنار خانه‌ها را ببینید.",
  "manageJobs.form.approvedWarning":
    "این وظیفه حالا برای همه نشان داده می‌شود. وقتی تغییرات را ذخیره کنید، دوباره برای بررسی نزد کارمندان می‌رود و کارجویان تا تأیید دوباره آن را نمی‌بینند.",
  "manageJobs.form.confirmTitle": "این وظیفه دوباره برای بررسی فرستاده شود؟",
  "manageJobs.form.confirmSave": "ذخیره و فرستادن برای بررسی",
  "manageJobs.form.cancel": "لغو",

  "manageJobs.draft.prompt": "آخرین مسوده باز شود؟",
  "manageJobs.draft.dismiss": "نخیر",
  "manageJobs.draft.load": "باز کردن",
  "manageJobs.draft.loaded": "مسوده باز شد",
  "manageJobs.draft.loadFailed": "مسوده باز نشد.",

  "manageJobs.validation.noMarkup": "لطفاً متن ساده بنویسید، بدون تگ‌های HTML مثل <b> یا <script>.",
  "manageJobs.validation.titleRequired": "لطفاً عنوان وظیفه را بنویسید.",
  "manageJobs.validation.startDateRequired": "لطفاً تاریخ شروع را انتخاب کنید.",
  "manageJobs.validation.startDateInvalid": "لطفاً یک تاریخ درست بنویسید، مثل 2026-03-01.",
  "manageJobs.validation.jobType": "لطفاً تمام‌وقت یا نیمه‌وقت را انتخاب کنید.",
  "manageJobs.validation.openings": "تعداد بست‌های خالی را به عدد کامل از ۱ تا ۹۹۹ وارد کنید.",
  "manageJobs.validation.shiftRequired": "لطفاً نوبت کاری را بنویسید، مثلاً Mon-Fri 9am-5pm.",
  "manageJobs.validation.wageType": "لطفاً ساعتی یا سالانه را انتخاب کنید.",
  "manageJobs.validation.wageMinRequired": "لطفاً کمترین معاش را بنویسید.",
  "manageJobs.validation.wageMaxRequired": "لطفاً بیشترین معاش را بنویسید.",
  "manageJobs.validation.wagePositive": "لطفاً مقداری بیشتر از 0 بنویسید، مثل 16 یا 16.50.",
  "manageJobs.validation.wageTooHigh": "این مقدار بسیار زیاد است.",
  "manageJobs.validation.wageOrder": "بیشترین معاش نباید از کمترین معاش کمتر باشد.",
  "manageJobs.validation.benefitOthersRequired": "لطفاً امتیازات دیگر را بنویسید، یا نشانی «دیگر» را بردارید.",
  "manageJobs.validation.englishLevel": "لطفاً سطح زبان انگلیسی را انتخاب کنید.",
  "manageJobs.validation.streetRequired": "لطفاً آدرس سرک را بنویسید.",
  "manageJobs.validation.cityRequired": "لطفاً شهر را بنویسید.",
  "manageJobs.validation.stateRequired": "لطفاً ایالت را بنویسید.",
  "manageJobs.validation.zipRequired": "لطفاً کود پستی را بنویسید.",
  "manageJobs.validation.zipInvalid": "لطفاً یک کود پستی 5 رقمی بنویسید، مثل 60659 یا 60659-1234.",
  "manageJobs.validation.descriptionRequired": "لطفاً وظیفه را شرح دهید.",
  "manageJobs.validation.instructionsRequired": "لطفاً بنویسید که چطور درخواست بدهند.",
  "manageJobs.validation.rejectMessageRequired": "لطفاً به کارفرما بگویید که چه چیزی را تغییر دهد.",

  "manageJobs.toast.sentForReview":
    "وظیفه ذخیره شد و برای بررسی نزد کارمندان فرستاده شد. کارجویان بعد از تأیید آن را می‌بینند.",
  "manageJobs.toast.saved": "وظیفه ذخیره شد.",
  "manageJobs.toast.notLocated":
    "وظیفه ذخیره شد، اما آدرس آن را در نقشه پیدا نکردیم، بنابراین در فلتر فاصله نشان داده نمی‌شود. سرک، شهر، ایالت و کود پستی را بررسی کنید.",

  "manageJobs.dashboard.title": "مدیریت وظیفه‌ها",
  "manageJobs.dashboard.tabs": "وضعیت وظیفه",

  "manageJobs.tab.pending": "همه وظیفه‌های در انتظار",
  "manageJobs.tab.approved": "همه وظیفه‌های تأیید شده",
  "manageJobs.tab.todo": "همه وظیفه‌های نیاز به اقدام",
  "manageJobs.tab.closed": "همه وظیفه‌های بسته شده",

  "manageJobs.list.empty": "در این بخش هیچ وظیفه‌ای نیست.",

  "manageJobs.view.owner": "اعلان شده توسط",
  "manageJobs.view.ownerPending":
    "حساب کارفرما هنوز در انتظار تأیید است. تا وقتی که حساب در «مدیریت حساب‌ها» تأیید نشود، این وظیفه تأیید شده نمی‌تواند.",

  "manageJobs.action.approve": "تأیید",
  "manageJobs.action.reject": "رد کردن",
  "manageJobs.action.edit": "ویرایش",
  "manageJobs.action.close": "بستن این آگهی وظیفه",
  "manageJobs.action.reopen": "دوباره باز کردن",
  "manageJobs.action.delete": "حذف",
  "manageJobs.action.transfer": "انتقال",
  "manageJobs.action.more": "بیشتر",
  "manageJobs.action.working": "در حال انجام…",

  "manageJobs.reject.title": "رد کردن این وظیفه",
  "manageJobs.reject.intro": "«{title}» با پیام شما به عنوان «نیاز به اقدام» نزد کارفرمای آن برمی‌گردد.",
  "manageJobs.reject.message": "پیام به کارفرما",
  "manageJobs.reject.hint": "بنویسید که پیش از دیده شدن وظیفه توسط کارجویان، چه چیزی باید تغییر کند.",
  "manageJobs.reject.submit": "رد کردن وظیفه",

  "manageJobs.delete.title": "این وظیفه حذف شود؟",
  "manageJobs.delete.body":
    "«{title}» ({company}) برای همیشه حذف می‌شود و از وظیفه‌های ذخیره‌شدهٔ همه کارجویان هم برداشته می‌شود.",
  "manageJobs.delete.requests": "درخواست‌های کمکِ این کارجویان هم حذف می‌شود: {names}.",
  "manageJobs.delete.submit": "حذف وظیفه",

  "manageJobs.transfer.title": "انتقال این وظیفه",
  "manageJobs.transfer.intro":
    "کارفرما یا مدیری را انتخاب کنید که صاحب «{title}» شود. این وظیفه از صفحهٔ صاحب فعلی برداشته می‌شود.",
  "manageJobs.transfer.to": "صاحب جدید",
  "manageJobs.transfer.hint": "به اساس نام، ایمیل یا شرکت جستجو کنید.",
  "manageJobs.transfer.submit": "انتقال وظیفه",

  "manageJobs.close.title": "این آگهی وظیفه بسته شود؟",
  "manageJobs.close.body": "«{title}» به «همه وظیفه‌های بسته شده» می‌رود و کارجویان دیگر آن را نمی‌بینند.",
  "manageJobs.close.undoPublish":
    "برای برگرداندن، آن را در «همه وظیفه‌های بسته شده» باز کنید و «دوباره باز کردن» را انتخاب کنید: کارجویان فوراً آن را دوباره می‌بینند.",
  "manageJobs.close.undoReview":
    "برای برگرداندن، آن را در «همه وظیفه‌های بسته شده» باز کنید و «دوباره باز کردن» را انتخاب کنید: سپس برای بررسی نزد کارمندان می‌رود و کارجویان تنها پس از تأیید، آن را دوباره می‌بینند.",
  "manageJobs.close.submit": "بستن آگهی",

  "manageJobs.dialog.cancel": "لغو",

  "manageJobs.toast.approved": "وظیفه تأیید شد!",
  "manageJobs.toast.rejected": "وظیفه رد شد!",
  "manageJobs.toast.closed": "وظیفه بسته شد. کارجویان دیگر آن را نمی‌بینند.",
  "manageJobs.toast.reopened": "وظیفه دوباره باز شد.",
  "manageJobs.toast.reopenedForReview": "وظیفه دوباره باز شد و برای بررسی نزد کارمندان فرستاده شد.",
  "manageJobs.toast.deleted": "وظیفه حذف شد!",
  "manageJobs.toast.transferred": "وظیفه به {name} انتقال یافت.",
  "manageJobs.toast.approveFailed": "وظیفه تأیید نشد: {reason}",
  "manageJobs.toast.rejectFailed": "وظیفه رد نشد: {reason}",
  "manageJobs.toast.closeFailed": "وظیفه بسته نشد: {reason}",
  "manageJobs.toast.reopenFailed": "وظیفه دوباره باز نشد: {reason}",
  "manageJobs.toast.deleteFailed": "وظیفه حذف نشد: {reason}",
  "manageJobs.toast.transferFailed": "وظیفه انتقال نیافت: {reason}",

  "manageJobs.error.unknownAction": "این کار وجود ندارد.",

  "manageJobs.email.reviewSubject": "یک وظیفه در انتظار بررسی است: {title}",
  "manageJobs.email.reviewBody":
    "وظیفهٔ «{title}» توسط کارفرمای آن اعلان شده یا تغییر کرده است. کارجویان تا تأیید کارمندان آن را نمی‌بینند.",
  "manageJobs.email.reviewAction": "بررسی وظیفه",
  "manageJobs.email.approvedSubject": "وظیفهٔ شما «{title}» تأیید شد",
  "manageJobs.email.approvedBody":
    "سلام {name}، کارمندان «{title}» را تأیید کردند. کارجویان در {brand} حالا می‌توانند آن را پیدا کنند.",
  "manageJobs.email.rejectedSubject": "وظیفهٔ شما «{title}» به تغییر نیاز دارد",
  "manageJobs.email.rejectedBody":
    "سلام {name}، کارمندان «{title}» را بررسی کردند و پیش از اینکه کارجویان آن را ببینند، تغییراتی می‌خواهند. پیام آن‌ها: «{message}». وظیفه را ویرایش و ذخیره کنید تا دوباره برای بررسی فرستاده شود.",
  "manageJobs.email.viewAction": "باز کردن وظیفه",

  "manageJobs.error.jobMissing": "وظیفهٔ {id} وجود ندارد",
  "manageJobs.error.forbidden": "حساب شما اجازهٔ این کار را ندارد.",
  "manageJobs.error.nowApproved":
    "پس از آن که شما این وظیفه را باز کردید، شخص دیگری آن را تأیید کرد، بنابراین چیزی تغییر نکرد. پیش از تلاش دوباره، وظیفه را همان‌طور که حالا است ببینید.",
  "manageJobs.error.nowRejected":
    "پس از آن که شما این وظیفه را باز کردید، شخص دیگری آن را به کارفرما پس فرستاد، بنابراین چیزی تغییر نکرد. پیش از تلاش دوباره، وظیفه را همان‌طور که حالا است ببینید.",
  "manageJobs.error.nowClosed":
    "پس از آن که شما این وظیفه را باز کردید، شخص دیگری آن را بست، بنابراین چیزی تغییر نکرد. پیش از تلاش دوباره، وظیفه را همان‌طور که حالا است ببینید.",
  "manageJobs.error.nowPending":
    "این وظیفه پس از آن که شما آن را باز کردید تغییر کرد و دوباره منتظر بررسی است، بنابراین چیزی تغییر نکرد. پیش از تلاش دوباره، وظیفه را همان‌طور که حالا است ببینید.",
  "manageJobs.error.editedMeanwhile":
    "پس از آن که شما این وظیفه را باز کردید، شخص دیگری آن را ویرایش کرد، بنابراین چیزی تغییر نکرد. پیش از تلاش دوباره، وظیفه را همان‌طور که حالا است ببینید.",
  "manageJobs.error.ownerPending":
    "تا وقتی که حساب کارفرمای این وظیفه تأیید نشود، این وظیفه تأیید شده نمی‌تواند. اول حساب را در «مدیریت حساب‌ها» تأیید کنید.",
  "manageJobs.error.transferTarget": "یک حساب کارفرما یا مدیر تأیید شده را انتخاب کنید، غیر از صاحب فعلی وظیفه.",
  "manageJobs.requests.title": "درخواست‌های کمک",
  "manageJobs.requests.none": "تا هنوز هیچ کارجو این وظیفه را درخواست نکرده است.",
  "manageJobs.requests.count_one": "{count} کارجو این وظیفه را درخواست کرده است:",
  "manageJobs.requests.count_other": "{count} کارجو این وظیفه را درخواست کرده‌اند:",
  "manageJobs.candidates.title": "نامزدهایی که موسسه معرفی کرده است",
  "manageJobs.candidates.none": "موسسه تا هنوز کسی را برای این وظیفه معرفی نکرده است.",
  "manageJobs.candidates.note": "یادداشت موسسه:",
  "manageJobs.candidates.interview": "مصاحبه: {time}",
  "manageJobs.candidates.throughAgency": "برای تماس با این نامزد، با موسسه به تماس شوید.",
  "manageJobs.tab.reported": "وظایف گزارش‌شده",
  "manageJobs.publishRule.atOnce":
    "شما کارفرمای مورد اعتماد هستید: وظایف جدید و ویرایش‌شدهٔ شما بی‌درنگ نشر می‌شوند. اداره هنوز هم ممکن است آن‌ها را بررسی کند.",
  "manageJobs.publishRule.reviewed": "اداره هر وظیفه را پیش از آنکه جویندگان کار ببینند بررسی می‌کند.",
  "manageJobs.publishedUnreviewed": "بدون بررسی نشر شد (کارفرمای مورد اعتماد).",
  "manageJobs.email.unreviewedSubject": "بدون بررسی نشر شد: {title}",
  "manageJobs.email.unreviewedBody":
    "یک کارفرمای مورد اعتماد «{title}» را بدون بررسی در {brand} نشر کرد. جویندگان کار اکنون آن را می‌بینند؛ شما هنوز می‌توانید آن را بررسی کنید، ببندید یا تغییرات بخواهید.",
  "manageJobs.bulk.title": "بررسی چند وظیفه",
  "manageJobs.bulk.selectJob": "انتخاب «{title}»",
  "manageJobs.bulk.selectAll": "انتخاب همهٔ وظایف این صفحه",
  "manageJobs.bulk.approve": "تأیید انتخاب‌شده‌ها",
  "manageJobs.bulk.rejectOpen": "رد انتخاب‌شده‌ها با یک پیام",
  "manageJobs.bulk.message": "پیام به کارفرمایان",
  "manageJobs.bulk.messageHint": "هر وظیفهٔ انتخاب‌شده با این پیام به کارفرمایش برمی‌گردد.",
  "manageJobs.bulk.reject": "رد انتخاب‌شده‌ها",
  "manageJobs.bulk.noneSelected": "دست‌کم یک وظیفه انتخاب کنید.",
  "manageJobs.bulk.tooMany": "هر بار حداکثر یک صفحه وظیفه انتخاب کنید.",
  "manageJobs.bulk.badSelection":
    "انتخاب شامل چیزی است که وظیفه نیست. صفحه را دوباره بارگذاری کنید و دوباره انتخاب کنید.",
  "manageJobs.bulk.separator": "، ",
  "manageJobs.bulk.approved_one": "{count} وظیفه تأیید شد.",
  "manageJobs.bulk.approved_other": "{count} وظیفه تأیید شد.",
  "manageJobs.bulk.rejected_one": "{count} وظیفه به کارفرمایش برگردانده شد.",
  "manageJobs.bulk.rejected_other": "{count} وظیفه به کارفرمایانشان برگردانده شد.",
  "manageJobs.bulk.approvedSkipped_one":
    "{count} وظیفه تأیید شد. وظایفی که در این میان تغییر کردند یا هنوز قابل تأیید نیستند رد شدند ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_other":
    "{count} وظیفه تأیید شد. وظایفی که در این میان تغییر کردند یا هنوز قابل تأیید نیستند رد شدند ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_one":
    "{count} وظیفه به کارفرمایش برگردانده شد. وظایفی که در این میان تغییر کردند رد شدند ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_other":
    "{count} وظیفه به کارفرمایانشان برگردانده شد. وظایفی که در این میان تغییر کردند رد شدند ({skipped}): {names}",
  "manageJobs.bulk.dismissTitle": "رد گزارش‌های چند وظیفه",
  "manageJobs.bulk.dismissConfirm":
    "بلی، همهٔ گزارش‌های باز وظایف انتخاب‌شده را رد کن. وظایف پنهان دوباره به جویندگان کار نشان داده می‌شوند.",
  "manageJobs.bulk.confirmRequired": "برای تأیید، خانه را علامت بزنید و سپس گزارش‌ها را رد کنید.",
  "manageJobs.bulk.dismiss": "رد گزارش‌های انتخاب‌شده‌ها",
  "manageJobs.bulk.dismissed_one": "گزارش‌های {count} وظیفه رد شد.",
  "manageJobs.bulk.dismissed_other": "گزارش‌های {count} وظیفه رد شد.",
  "manageJobs.bulk.dismissedSkipped_one":
    "گزارش‌های {count} وظیفه رد شد. وظایفی که دیگر نیستند یا گزارش باز ندارند کنار گذاشته شدند ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_other":
    "گزارش‌های {count} وظیفه رد شد. وظایفی که دیگر نیستند یا گزارش باز ندارند کنار گذاشته شدند ({skipped}): {names}",
  "manageJobs.reports.title_one": "{count} گزارش باز",
  "manageJobs.reports.title_other": "{count} گزارش باز",
  "manageJobs.reports.hidden": "تا تصمیم شما از جویندگان کار پنهان است.",
  "manageJobs.reports.keptVisible":
    "گزارش‌ها برای پنهان کردن این وظیفه کافی است، اما چون کارفرمای آن تأییدشده یا مورد اعتماد است، دیده می‌شود. لطفاً دربارهٔ آن تصمیم بگیرید.",
  "manageJobs.reports.notCounted": "برای پنهان کردن وظیفه حساب نمی‌شود: این حساب نشان نداده که از آنِ یک شخص واقعی است.",
  "manageJobs.reports.by": "{name}، {date}",
  "manageJobs.reports.actHint":
    "مشکلی نیست؟ گزارش‌ها را رد کنید تا جویندگان کار دوباره وظیفه را ببینند. بستن وظیفه یا خواستن تغییرات (پایین) نیز آن‌ها را حل می‌کند.",
  "manageJobs.reports.dismiss": "رد گزارش‌ها",
  "manageJobs.reports.contact": "ایمیل به {name}",
  "manageJobs.toast.reportsDismissed_one": "{count} گزارش رد شد.",
  "manageJobs.toast.reportsDismissed_other": "{count} گزارش رد شد.",
  "manageJobs.toast.dismissFailed": "رد گزارش‌ها ناکام شد: {reason}",
} satisfies CatalogueOf<typeof english>;
