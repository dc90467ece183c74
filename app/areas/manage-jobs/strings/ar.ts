import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Arabic strings of posting, reviewing and managing jobs: the same keys and placeholders as English.
export const strings = {
  "manageJobs.form.createTitle": "نشر وظيفة",
  "manageJobs.form.updateTitle": "تعديل الوظيفة",
  "manageJobs.form.back": "رجوع",
  "manageJobs.form.title": "اسم الوظيفة",
  "manageJobs.form.company": "اسم الشركة",
  "manageJobs.form.startDate": "تاريخ البدء",
  "manageJobs.form.jobType": "نوع الوظيفة",
  "manageJobs.form.openings": "عدد الشواغر",
  "manageJobs.form.openingsHint": "كم شخصًا سيُوظَّف في هذه الوظيفة (من 1 إلى {max}).",
  "manageJobs.form.shift": "تفاصيل الدوام",
  "manageJobs.form.shiftHint":
    "اكتب الأيام والساعات، مثلًا «الإثنين-الجمعة 9am-5pm» أو «الخميس - الجمعة 1 PM إلى 5 PM». عندما تُكتب الساعات بهذا الشكل، يستطيع الباحثون عن عمل التصفية حسب وقت الدوام.",
  "manageJobs.form.wageType": "نوع الأجر",
  "manageJobs.form.salaryRange": "نطاق الأجر",
  "manageJobs.form.wageMin": "الحد الأدنى ($)",
  "manageJobs.form.wageMax": "الحد الأعلى ($)",
  "manageJobs.form.benefits": "المزايا",
  "manageJobs.form.hasMedical": "تأمين صحي",
  "manageJobs.form.hasOthers": "مزايا أخرى",
  "manageJobs.form.benefitOthers": "المزايا الأخرى",
  "manageJobs.form.benefitOthersPlaceholder": "أضف المزايا الأخرى التي تقدّمها",
  "manageJobs.form.englishLevel": "مستوى اللغة الإنجليزية",
  "manageJobs.form.languageNote": "لغة أو لغات أخرى مستخدمة في العمل",
  "manageJobs.form.languageNoteHint":
    "مثلًا «Arabic, Spanish/English». اكتب أسماء اللغات بالإنجليزية، لأن الباحثين عن عمل يصفّون الوظائف بهذه الكلمات.",
  "manageJobs.form.location": "مكان العمل",
  "manageJobs.form.street": "عنوان الشارع",
  "manageJobs.form.city": "المدينة",
  "manageJobs.form.state": "الولاية",
  "manageJobs.form.zip": "الرمز البريدي",
  "manageJobs.form.description": "وصف الوظيفة",
  "manageJobs.form.descriptionHint": "اشرح ما هو العمل وما هو المطلوب، مثل رخصة القيادة أو شهادات أخرى.",
  "manageJobs.form.instructions": "طريقة التقديم",
  "manageJobs.form.instructionsHint":
    "يراه فريق الوكالة وأنت فقط، ولا يراه الباحثون عن عمل أبدًا: يستخدمه الفريق لمساعدة الناس على التقديم. اشرح طريقة التقديم، مثلًا: إرسال سيرة ذاتية بالبريد الإلكتروني، أو التقديم على موقع إلكتروني، أو الاتصال بالهاتف.",
  "manageJobs.form.hiddenFromSeekers": "لا يظهر للباحثين عن عمل",
  "manageJobs.form.submitCreate": "إرسال",
  "manageJobs.form.submitUpdate": "حفظ التغييرات",
  "manageJobs.form.submitting": "جارٍ الحفظ…",
  "manageJobs.form.unexpectedFields":
    "تم تغيير هذا النموذج من خارج الصفحة، لذلك لم يُحفظ أي شيء. أعد تحميل الصفحة وحاول مرة أخرى.",
  "manageJobs.form.fixErrors": "بعض الإجابات تحتاج إلى تعديل. انظر إلى الرسائل بجانب الحقول.",
  "manageJobs.form.approvedWarning":
    "هذه الوظيفة منشورة الآن. عندما تحفظ التغييرات، تعود الوظيفة إلى فريق الوكالة للمراجعة، ولن يراها الباحثون عن عمل حتى تتم الموافقة عليها مرة أخرى.",
  "manageJobs.form.confirmTitle": "هل تريد إرسال هذه الوظيفة للمراجعة مرة أخرى؟",
  "manageJobs.form.confirmSave": "حفظ وإرسال للمراجعة",
  "manageJobs.form.cancel": "إلغاء",

  "manageJobs.draft.prompt": "هل تريد تحميل آخر مسودة؟",
  "manageJobs.draft.dismiss": "تجاهل",
  "manageJobs.draft.load": "تحميل",
  "manageJobs.draft.loaded": "تم تحميل المسودة",
  "manageJobs.draft.loadFailed": "تعذّر تحميل المسودة.",

  "manageJobs.validation.noMarkup": "يُرجى كتابة نص عادي، بدون وسوم HTML مثل <b> أو <script>.",
  "manageJobs.validation.titleRequired": "يُرجى إدخال اسم الوظيفة.",
  "manageJobs.validation.startDateRequired": "يُرجى اختيار تاريخ البدء.",
  "manageJobs.validation.startDateInvalid": "يُرجى إدخال تاريخ صحيح، مثل 2026-03-01.",
  "manageJobs.validation.jobType": "يُرجى اختيار «دوام كامل» أو «دوام جزئي».",
  "manageJobs.validation.openings": "أدخل عددًا صحيحًا للشواغر من 1 إلى 999.",
  "manageJobs.validation.shiftRequired": "يُرجى وصف وقت الدوام، مثلًا: الإثنين-الجمعة 9am-5pm.",
  "manageJobs.validation.wageType": "يُرجى اختيار «بالساعة» أو «بالسنة».",
  "manageJobs.validation.wageMinRequired": "يُرجى إدخال الحد الأدنى للأجر.",
  "manageJobs.validation.wageMaxRequired": "يُرجى إدخال الحد الأعلى للأجر.",
  "manageJobs.validation.wagePositive": "يُرجى إدخال مبلغ أكبر من 0، مثل 16 أو 16.50.",
  "manageJobs.validation.wageTooHigh": "هذا المبلغ كبير جدًا.",
  "manageJobs.validation.wageOrder": "يجب ألا يكون الحد الأعلى أقل من الحد الأدنى.",
  "manageJobs.validation.benefitOthersRequired": "يُرجى وصف المزايا الأخرى، أو إزالة العلامة من «مزايا أخرى».",
  "manageJobs.validation.englishLevel": "يُرجى اختيار مستوى اللغة الإنجليزية.",
  "manageJobs.validation.streetRequired": "يُرجى إدخال عنوان الشارع.",
  "manageJobs.validation.cityRequired": "يُرجى إدخال المدينة.",
  "manageJobs.validation.stateRequired": "يُرجى إدخال الولاية.",
  "manageJobs.validation.zipRequired": "يُرجى إدخال الرمز البريدي.",
  "manageJobs.validation.zipInvalid": "يُرجى إدخال رمز بريدي من 5 أرقام، مثل 60659 أو 60659-1234.",
  "manageJobs.validation.descriptionRequired": "يُرجى وصف الوظيفة.",
  "manageJobs.validation.instructionsRequired": "يُرجى شرح طريقة التقديم.",
  "manageJobs.validation.rejectMessageRequired": "يُرجى إخبار صاحب العمل بما يجب تغييره.",

  "manageJobs.toast.sentForReview":
    "تم حفظ الوظيفة وإرسالها إلى فريق الوكالة للمراجعة. سيراها الباحثون عن عمل بعد الموافقة عليها.",
  "manageJobs.toast.saved": "تم حفظ الوظيفة.",
  "manageJobs.toast.notLocated":
    "تم حفظ الوظيفة، لكننا لم نجد عنوانها على الخريطة، لذلك لن تظهر عند التصفية حسب المسافة. تحقّق من الشارع والمدينة والولاية والرمز البريدي.",

  "manageJobs.dashboard.title": "إدارة الوظائف",
  "manageJobs.dashboard.tabs": "حالة الوظيفة",

  "manageJobs.tab.pending": "كل الوظائف قيد الانتظار",
  "manageJobs.tab.approved": "كل الوظائف التي تمت الموافقة عليها",
  "manageJobs.tab.todo": "كل الوظائف المطلوب تعديلها",
  "manageJobs.tab.closed": "كل الوظائف المغلقة",

  "manageJobs.list.empty": "لا توجد وظائف مطابقة في هذا القسم.",

  "manageJobs.view.owner": "نُشرت بواسطة",
  "manageJobs.view.ownerPending":
    "حساب صاحب العمل ينتظر الموافقة. لا يمكن الموافقة على هذه الوظيفة قبل الموافقة على الحساب في «إدارة الحسابات».",

  "manageJobs.action.approve": "موافقة",
  "manageJobs.action.reject": "رفض",
  "manageJobs.action.edit": "تعديل",
  "manageJobs.action.close": "إغلاق إعلان الوظيفة",
  "manageJobs.action.reopen": "إعادة فتح",
  "manageJobs.action.delete": "حذف",
  "manageJobs.action.transfer": "نقل",
  "manageJobs.action.more": "المزيد",
  "manageJobs.action.working": "جارٍ التنفيذ…",

  "manageJobs.reject.title": "رفض هذه الوظيفة",
  "manageJobs.reject.intro": "ستعود «{title}» إلى صاحب العمل بحالة «مطلوب تعديل»، مع رسالتك.",
  "manageJobs.reject.message": "رسالة إلى صاحب العمل",
  "manageJobs.reject.hint": "اكتب ما يجب تغييره حتى يستطيع الباحثون عن عمل رؤية الوظيفة.",
  "manageJobs.reject.submit": "رفض الوظيفة",

  "manageJobs.delete.title": "هل تريد حذف هذه الوظيفة؟",
  "manageJobs.delete.body":
    "سيتم حذف «{title}» ({company}) نهائيًا، وإزالتها من الوظائف المحفوظة لدى كل الباحثين عن عمل.",
  "manageJobs.delete.requests": "وتُحذف معها أيضًا طلبات المساعدة المقدَّمة من: {names}.",
  "manageJobs.delete.submit": "حذف الوظيفة",

  "manageJobs.transfer.title": "نقل هذه الوظيفة",
  "manageJobs.transfer.intro":
    "اختر صاحب العمل أو المسؤول الذي سيصبح مالك «{title}». ستختفي الوظيفة من لوحة المالك الحالي.",
  "manageJobs.transfer.to": "المالك الجديد",
  "manageJobs.transfer.hint": "ابحث بالاسم أو البريد الإلكتروني أو الشركة.",
  "manageJobs.transfer.submit": "نقل الوظيفة",

  "manageJobs.close.title": "هل تريد إغلاق إعلان الوظيفة هذا؟",
  "manageJobs.close.body": "ستنتقل «{title}» إلى «كل الوظائف المغلقة»، ولن يراها الباحثون عن عمل بعد ذلك.",
  "manageJobs.close.undoPublish":
    "للتراجع، افتحها من «كل الوظائف المغلقة» واختر «إعادة فتح»: سيراها الباحثون عن عمل مرة أخرى فورًا.",
  "manageJobs.close.undoReview":
    "للتراجع، افتحها من «كل الوظائف المغلقة» واختر «إعادة فتح»: ستعود عندها إلى فريق الوكالة للمراجعة، ولن يراها الباحثون عن عمل إلا بعد الموافقة عليها.",
  "manageJobs.close.submit": "إغلاق الإعلان",

  "manageJobs.dialog.cancel": "إلغاء",

  "manageJobs.toast.approved": "تمت الموافقة على الوظيفة!",
  "manageJobs.toast.rejected": "تم رفض الوظيفة!",
  "manageJobs.toast.closed": "تم إغلاق الوظيفة. لم يعد الباحثون عن عمل يرونها.",
  "manageJobs.toast.reopened": "تمت إعادة فتح الوظيفة.",
  "manageJobs.toast.reopenedForReview": "تمت إعادة فتح الوظيفة وإرسالها إلى فريق الوكالة للمراجعة.",
  "manageJobs.toast.deleted": "تم حذف الوظيفة!",
  "manageJobs.toast.transferred": "تم نقل الوظيفة إلى {name}.",
  "manageJobs.toast.approveFailed": "تعذّرت الموافقة على الوظيفة: {reason}",
  "manageJobs.toast.rejectFailed": "تعذّر رفض الوظيفة: {reason}",
  "manageJobs.toast.closeFailed": "تعذّر إغلاق الوظيفة: {reason}",
  "manageJobs.toast.reopenFailed": "تعذّرت إعادة فتح الوظيفة: {reason}",
  "manageJobs.toast.deleteFailed": "تعذّر حذف الوظيفة: {reason}",
  "manageJobs.toast.transferFailed": "تعذّر نقل الوظيفة: {reason}",

  "manageJobs.error.unknownAction": "هذا الإجراء غير موجود.",

  "manageJobs.email.reviewSubject": "وظيفة تنتظر المراجعة: {title}",
  "manageJobs.email.reviewBody":
    "نشر صاحب العمل الوظيفة «{title}» أو غيّرها. لن يراها الباحثون عن عمل حتى يوافق عليها فريق الوكالة.",
  "manageJobs.email.reviewAction": "راجع الوظيفة",
  "manageJobs.email.approvedSubject": "تمت الموافقة على وظيفتك «{title}»",
  "manageJobs.email.approvedBody":
    "مرحبًا {name}، وافق فريق الوكالة على «{title}». يستطيع الباحثون عن عمل على {brand} أن يجدوها الآن.",
  "manageJobs.email.rejectedSubject": "وظيفتك «{title}» تحتاج إلى تعديل",
  "manageJobs.email.rejectedBody":
    "مرحبًا {name}، راجع فريق الوكالة «{title}» ويطلب تعديلات قبل أن يستطيع الباحثون عن عمل رؤيتها. رسالة الفريق: «{message}». عدّل الوظيفة واحفظها لإرسالها إلى المراجعة مرة أخرى.",
  "manageJobs.email.viewAction": "افتح الوظيفة",

  "manageJobs.error.jobMissing": "الوظيفة {id} غير موجودة",
  "manageJobs.error.forbidden": "حسابك غير مسموح له بهذا الإجراء.",
  "manageJobs.error.nowApproved":
    "وافق شخص آخر على هذه الوظيفة بعد أن فتحتها، لذلك لم يتغيّر شيء. راجع الوظيفة كما هي الآن قبل أن تحاول مرة أخرى.",
  "manageJobs.error.nowRejected":
    "أعاد شخص آخر هذه الوظيفة إلى صاحب العمل بعد أن فتحتها، لذلك لم يتغيّر شيء. راجع الوظيفة كما هي الآن قبل أن تحاول مرة أخرى.",
  "manageJobs.error.nowClosed":
    "أغلق شخص آخر هذه الوظيفة بعد أن فتحتها، لذلك لم يتغيّر شيء. راجع الوظيفة كما هي الآن قبل أن تحاول مرة أخرى.",
  "manageJobs.error.nowPending":
    "تغيّرت هذه الوظيفة بعد أن فتحتها وهي تنتظر المراجعة من جديد، لذلك لم يتغيّر شيء. راجع الوظيفة كما هي الآن قبل أن تحاول مرة أخرى.",
  "manageJobs.error.editedMeanwhile":
    "عدّل شخص آخر هذه الوظيفة بعد أن فتحتها، لذلك لم يتغيّر شيء. راجع الوظيفة كما هي الآن قبل أن تحاول مرة أخرى.",
  "manageJobs.error.ownerPending":
    "لا يمكن الموافقة على هذه الوظيفة قبل الموافقة على حساب صاحب العمل. وافق على الحساب أولًا في «إدارة الحسابات».",
  "manageJobs.error.transferTarget": "اختر حساب صاحب عمل أو مسؤول تمت الموافقة عليه، غير مالك الوظيفة.",
  "manageJobs.requests.title": "طلبات المساعدة",
  "manageJobs.requests.none": "لم يطلب أي باحث عن عمل هذه الوظيفة بعد.",
  "manageJobs.requests.count_zero": "لم يطلب أي باحث عن عمل هذه الوظيفة:",
  "manageJobs.requests.count_one": "طلب باحث واحد عن عمل هذه الوظيفة:",
  "manageJobs.requests.count_two": "طلب باحثان عن عمل هذه الوظيفة:",
  "manageJobs.requests.count_few": "طلب {count} باحثين عن عمل هذه الوظيفة:",
  "manageJobs.requests.count_many": "طلب {count} باحثًا عن عمل هذه الوظيفة:",
  "manageJobs.requests.count_other": "طلب {count} باحث عن عمل هذه الوظيفة:",
  "manageJobs.candidates.title": "المرشحون الذين أحالتهم الوكالة",
  "manageJobs.candidates.none": "لم تُحِل الوكالة أي مرشح لهذه الوظيفة بعد.",
  "manageJobs.candidates.note": "ملاحظة الوكالة:",
  "manageJobs.candidates.interview": "المقابلة: {time}",
  "manageJobs.candidates.throughAgency": "تواصل مع الوكالة للوصول إلى هذا المرشح.",
  "manageJobs.tab.reported": "الوظائف المُبلَّغ عنها",
  "manageJobs.publishRule.atOnce": "أنت صاحب عمل موثوق: تُنشر وظائفك الجديدة والمعدّلة فورًا. قد تراجعها الوكالة لاحقًا.",
  "manageJobs.publishRule.reviewed": "تراجع الوكالة كل وظيفة قبل أن يراها الباحثون عن عمل.",
  "manageJobs.publishedUnreviewed": "نُشرت دون مراجعة (صاحب عمل موثوق).",
  "manageJobs.email.unreviewedSubject": "نُشرت دون مراجعة: {title}",
  "manageJobs.email.unreviewedBody":
    "نشر صاحب عمل موثوق «{title}» على {brand} دون مراجعة. يستطيع الباحثون عن عمل رؤيتها الآن؛ وما زال بإمكانك مراجعتها أو إغلاقها أو طلب تعديلات.",
  "manageJobs.bulk.title": "مراجعة عدة وظائف",
  "manageJobs.bulk.selectJob": "اختر «{title}»",
  "manageJobs.bulk.selectAll": "اختر كل الوظائف في هذه الصفحة",
  "manageJobs.bulk.approve": "وافق على المحدد",
  "manageJobs.bulk.rejectOpen": "ارفض المحدد برسالة واحدة",
  "manageJobs.bulk.message": "رسالة إلى أصحاب العمل",
  "manageJobs.bulk.messageHint": "تعود كل وظيفة محددة إلى صاحب عملها مع هذه الرسالة.",
  "manageJobs.bulk.reject": "ارفض المحدد",
  "manageJobs.bulk.noneSelected": "اختر وظيفة واحدة على الأقل.",
  "manageJobs.bulk.tooMany": "اختر صفحة واحدة من الوظائف على الأكثر في كل مرة.",
  "manageJobs.bulk.badSelection": "يحتوي التحديد على شيء ليس وظيفة. أعد تحميل الصفحة واختر من جديد.",
  "manageJobs.bulk.separator": "، ",
  "manageJobs.bulk.approved_zero": "لم تتم الموافقة على أي وظيفة ({count}).",
  "manageJobs.bulk.approved_one": "تمت الموافقة على وظيفة واحدة ({count}).",
  "manageJobs.bulk.approved_two": "تمت الموافقة على وظيفتين ({count}).",
  "manageJobs.bulk.approved_few": "تمت الموافقة على {count} وظائف.",
  "manageJobs.bulk.approved_many": "تمت الموافقة على {count} وظيفة.",
  "manageJobs.bulk.approved_other": "تمت الموافقة على {count} وظيفة.",
  "manageJobs.bulk.rejected_zero": "لم تُرفض أي وظيفة ({count}).",
  "manageJobs.bulk.rejected_one": "أُعيدت وظيفة واحدة ({count}) إلى صاحب عملها.",
  "manageJobs.bulk.rejected_two": "أُعيدت وظيفتان ({count}) إلى أصحاب عملهما.",
  "manageJobs.bulk.rejected_few": "أُعيدت {count} وظائف إلى أصحاب عملها.",
  "manageJobs.bulk.rejected_many": "أُعيدت {count} وظيفة إلى أصحاب عملها.",
  "manageJobs.bulk.rejected_other": "أُعيدت {count} وظيفة إلى أصحاب عملها.",
  "manageJobs.bulk.approvedSkipped_zero":
    "لم تتم الموافقة على أي وظيفة ({count}). تم تخطي وظائف تغيّرت في الأثناء أو لا يمكن الموافقة عليها بعد ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_one":
    "تمت الموافقة على وظيفة واحدة ({count}). تم تخطي وظائف تغيّرت في الأثناء أو لا يمكن الموافقة عليها بعد ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_two":
    "تمت الموافقة على وظيفتين ({count}). تم تخطي وظائف تغيّرت في الأثناء أو لا يمكن الموافقة عليها بعد ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_few":
    "تمت الموافقة على {count} وظائف. تم تخطي وظائف تغيّرت في الأثناء أو لا يمكن الموافقة عليها بعد ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_many":
    "تمت الموافقة على {count} وظيفة. تم تخطي وظائف تغيّرت في الأثناء أو لا يمكن الموافقة عليها بعد ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_other":
    "تمت الموافقة على {count} وظيفة. تم تخطي وظائف تغيّرت في الأثناء أو لا يمكن الموافقة عليها بعد ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_zero":
    "لم تُرفض أي وظيفة ({count}). تم تخطي وظائف تغيّرت في الأثناء ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_one":
    "أُعيدت وظيفة واحدة ({count}) إلى صاحب عملها. تم تخطي وظائف تغيّرت في الأثناء ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_two":
    "أُعيدت وظيفتان ({count}) إلى أصحاب عملهما. تم تخطي وظائف تغيّرت في الأثناء ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_few":
    "أُعيدت {count} وظائف إلى أصحاب عملها. تم تخطي وظائف تغيّرت في الأثناء ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_many":
    "أُعيدت {count} وظيفة إلى أصحاب عملها. تم تخطي وظائف تغيّرت في الأثناء ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_other":
    "أُعيدت {count} وظيفة إلى أصحاب عملها. تم تخطي وظائف تغيّرت في الأثناء ({skipped}): {names}",
  "manageJobs.bulk.dismissTitle": "تجاهل البلاغات على عدة وظائف",
  "manageJobs.bulk.dismissConfirm":
    "نعم، تجاهل كل البلاغات المفتوحة على الوظائف المحددة. ستظهر الوظائف المخفية للباحثين عن عمل مجددًا.",
  "manageJobs.bulk.confirmRequired": "ضع علامة في المربع للتأكيد، ثم تجاهل البلاغات.",
  "manageJobs.bulk.dismiss": "تجاهل بلاغات المحدد",
  "manageJobs.bulk.dismissed_zero": "لم تُتجاهل البلاغات على أي وظيفة ({count}).",
  "manageJobs.bulk.dismissed_one": "تم تجاهل البلاغات على وظيفة واحدة ({count}).",
  "manageJobs.bulk.dismissed_two": "تم تجاهل البلاغات على وظيفتين ({count}).",
  "manageJobs.bulk.dismissed_few": "تم تجاهل البلاغات على {count} وظائف.",
  "manageJobs.bulk.dismissed_many": "تم تجاهل البلاغات على {count} وظيفة.",
  "manageJobs.bulk.dismissed_other": "تم تجاهل البلاغات على {count} وظيفة.",
  "manageJobs.bulk.dismissedSkipped_zero":
    "لم تُتجاهل البلاغات على أي وظيفة ({count}). تم تخطي وظائف لم تعد موجودة أو لم تعد لها بلاغات مفتوحة ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_one":
    "تم تجاهل البلاغات على وظيفة واحدة ({count}). تم تخطي وظائف لم تعد موجودة أو لم تعد لها بلاغات مفتوحة ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_two":
    "تم تجاهل البلاغات على وظيفتين ({count}). تم تخطي وظائف لم تعد موجودة أو لم تعد لها بلاغات مفتوحة ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_few":
    "تم تجاهل البلاغات على {count} وظائف. تم تخطي وظائف لم تعد موجودة أو لم تعد لها بلاغات مفتوحة ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_many":
    "تم تجاهل البلاغات على {count} وظيفة. تم تخطي وظائف لم تعد موجودة أو لم تعد لها بلاغات مفتوحة ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_other":
    "تم تجاهل البلاغات على {count} وظيفة. تم تخطي وظائف لم تعد موجودة أو لم تعد لها بلاغات مفتوحة ({skipped}): {names}",
  "manageJobs.reports.title_zero": "لا بلاغات مفتوحة ({count})",
  "manageJobs.reports.title_one": "بلاغ مفتوح واحد ({count})",
  "manageJobs.reports.title_two": "بلاغان مفتوحان ({count})",
  "manageJobs.reports.title_few": "{count} بلاغات مفتوحة",
  "manageJobs.reports.title_many": "{count} بلاغًا مفتوحًا",
  "manageJobs.reports.title_other": "{count} بلاغ مفتوح",
  "manageJobs.reports.hidden": "مخفية عن الباحثين عن عمل حتى تقرر.",
  "manageJobs.reports.keptVisible":
    "البلاغات كافية لإخفاء هذه الوظيفة، لكنها تبقى ظاهرة لأن صاحب عملها معتمد أو موثوق. يُرجى اتخاذ قرار بشأنها.",
  "manageJobs.reports.notCounted": "لا يُحتسب لإخفاء الوظيفة: هذا الحساب لم يُثبت أنه لشخص حقيقي.",
  "manageJobs.reports.by": "{name}، {date}",
  "manageJobs.reports.actHint":
    "لا توجد مشكلة؟ تجاهل البلاغات وسيرى الباحثون عن عمل الوظيفة مجددًا. إغلاق الوظيفة أو طلب تعديلات (أدناه) يحسمها أيضًا.",
  "manageJobs.reports.dismiss": "تجاهل البلاغات",
  "manageJobs.reports.contact": "راسل {name}",
  "manageJobs.toast.reportsDismissed_zero": "لم يُتجاهل أي بلاغ ({count}).",
  "manageJobs.toast.reportsDismissed_one": "تم تجاهل بلاغ واحد ({count}).",
  "manageJobs.toast.reportsDismissed_two": "تم تجاهل بلاغين ({count}).",
  "manageJobs.toast.reportsDismissed_few": "تم تجاهل {count} بلاغات.",
  "manageJobs.toast.reportsDismissed_many": "تم تجاهل {count} بلاغًا.",
  "manageJobs.toast.reportsDismissed_other": "تم تجاهل {count} بلاغ.",
  "manageJobs.toast.dismissFailed": "تعذّر تجاهل البلاغات: {reason}",
} satisfies CatalogueOf<typeof english>;
