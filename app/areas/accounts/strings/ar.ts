import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Arabic strings of sign-in, sign-up and the user's own profile: the same keys and placeholders as English.
export const strings = {
  "accounts.linkRequest.send": "أرسل لي رابطًا",
  "accounts.linkRequest.sending": "جارٍ الإرسال…",
  "accounts.linkRequest.backToSignIn": "العودة إلى تسجيل الدخول",
  "accounts.linkRequest.wait_zero": "أرسلنا رسالة بريد إلكتروني قبل قليل. يمكنك الطلب مرة أخرى الآن.",
  "accounts.linkRequest.wait_one": "أرسلنا رسالة بريد إلكتروني قبل قليل. يُرجى الانتظار ثانية واحدة قبل الطلب مرة أخرى.",
  "accounts.linkRequest.wait_two": "أرسلنا رسالة بريد إلكتروني قبل قليل. يُرجى الانتظار ثانيتين قبل الطلب مرة أخرى.",
  "accounts.linkRequest.wait_few":
    "أرسلنا رسالة بريد إلكتروني قبل قليل. يُرجى الانتظار {count} ثوانٍ قبل الطلب مرة أخرى.",
  "accounts.linkRequest.wait_many":
    "أرسلنا رسالة بريد إلكتروني قبل قليل. يُرجى الانتظار {count} ثانية قبل الطلب مرة أخرى.",
  "accounts.linkRequest.wait_other":
    "أرسلنا رسالة بريد إلكتروني قبل قليل. يُرجى الانتظار {count} ثانية قبل الطلب مرة أخرى.",

  "accounts.forgot.title": "إعادة تعيين كلمة المرور",
  "accounts.forgot.intro":
    "اكتب البريد الإلكتروني لحسابك. سنرسل لك رابطًا لاختيار كلمة مرور جديدة. إذا كنت لا تتذكر البريد الإلكتروني الذي استخدمته، تواصل مع الوكالة.",

  "accounts.firstPassword.title": "أهلًا بك! اختر كلمة المرور",
  "accounts.firstPassword.intro":
    "هل أنشأ فريق الوكالة حسابك؟ اكتب البريد الإلكتروني الذي سجّلوه، وسنرسل لك رابطًا لاختيار كلمة المرور.",

  "accounts.confirmSend.title": "تحقّق من بريدك الإلكتروني",
  "accounts.confirmSend.sentPassword": "إذا كان هناك حساب يستخدم {email}، فقد أرسلنا إليه رابطًا لتعيين كلمة المرور.",
  "accounts.confirmSend.sentSignIn": "إذا كان هناك حساب يستخدم {email}، فقد أرسلنا إليه رابطًا لتسجيل الدخول.",
  "accounts.confirmSend.spam":
    "قد تحتاج الرسالة إلى بضع دقائق حتى تصل. ابحث أيضًا في مجلد البريد العشوائي أو غير المرغوب فيه.",
  "accounts.confirmSend.validPassword": "يعمل الرابط مرة واحدة فقط، لمدة ساعة واحدة. بعد ذلك، اطلب رابطًا جديدًا.",
  "accounts.confirmSend.validSignIn": "يعمل الرابط مرة واحدة فقط، لمدة 15 دقيقة. بعد ذلك، اطلب رابطًا جديدًا.",
  "accounts.confirmSend.notReceived": "لم تصلك الرسالة؟",
  "accounts.confirmSend.sendAgain": "أرسل مرة أخرى",
  "accounts.confirmSend.resent": "أرسلنا الرسالة مرة أخرى.",

  "accounts.passwordLink.resetTitle": "اختر كلمة مرور جديدة",
  "accounts.passwordLink.welcomeTitle": "أهلًا بك! اختر كلمة المرور",
  "accounts.passwordLink.othersSignedOut": "عند حفظ كلمة المرور، يتم تسجيل خروج حسابك من كل الأجهزة الأخرى.",
  "accounts.passwordLink.invalidBody":
    "انتهت صلاحية هذا الرابط، أو استُخدم من قبل، أو أنه غير كامل. روابط تعيين كلمة المرور تعمل مرة واحدة فقط، ولمدة محدودة. اطلب رابطًا جديدًا.",

  "accounts.signIn.phoneLink": "سجّل الدخول برقم هاتفك",
  "accounts.signIn.emailLink": "سجّل الدخول برابط يُرسل إلى بريدك الإلكتروني",

  "accounts.signInLink.title": "تسجيل الدخول برابط يصلك بالبريد الإلكتروني",
  "accounts.signInLink.intro":
    "لا تحتاج إلى كلمة مرور: اكتب البريد الإلكتروني لحسابك، وسنرسل لك رابطًا. يُدخلك الرابط مرة واحدة فقط، ويعمل لمدة 15 دقيقة.",
  "accounts.signInLink.confirmIntro": "اضغط على الزر لتسجيل الدخول. بعد ذلك يتوقف الرابط عن العمل.",
  "accounts.signInLink.passwordDropped":
    "لقد سجّلت الدخول. من أجل أمانك، أُزيلت كلمة مرور هذا الحساب: اختر كلمة مرور جديدة من «الإعدادات» ثم «تغيير كلمة المرور».",

  "accounts.users.error.deletedMeanwhile": "هذا الحساب لم يعد موجودًا: حُذف بينما كان هذا النموذج مفتوحًا. لم يُحفظ شيء.",

  "accounts.profile.menu.label": "الإعدادات",
  "accounts.profile.menu.account": "الحساب",
  "accounts.profile.menu.edit": "تعديل الملف الشخصي",
  "accounts.profile.menu.password": "تغيير كلمة المرور",
  "accounts.profile.menu.help": "المساعدة",
  "accounts.profile.menu.secondFactor": "تسجيل الدخول بخطوتين",
  "accounts.profile.menu.devices": "الأجهزة المسجَّل الدخول منها",
  "accounts.profile.choose": "اختر ما تريد أن تراه أو تغيّره.",
  "accounts.profile.back": "العودة إلى الإعدادات",
  "accounts.secondFactor.intro":
    "أضف خطوة ثانية إلى تسجيل دخولك: بعد كلمة المرور، رمز من 6 أرقام من تطبيق مصادقة على هاتفك (مثل Google Authenticator أو Microsoft Authenticator أو Aegis).",
  "accounts.secondFactor.required":
    "تحتاج حسابات الموظفين إلى خطوة ثانية عند تسجيل الدخول. اضبط تطبيق مصادقة لمتابعة العمل.",
  "accounts.secondFactor.begin": "ضبط تطبيق مصادقة",
  "accounts.secondFactor.scan":
    "امسح رمز QR هذا بتطبيق المصادقة، أو اكتب فيه المفتاح أدناه. ثم أدخل الرمز الذي يعرضه التطبيق.",
  "accounts.secondFactor.qrAlt": "رمز QR لتطبيق المصادقة",
  "accounts.secondFactor.secret": "المفتاح لكتابته في التطبيق",
  "accounts.secondFactor.code": "الرمز من التطبيق",
  "accounts.secondFactor.codeHint": "6 أرقام، أو أحد رموز الاسترداد الخاصة بك",
  "accounts.secondFactor.confirm": "تأكيد",
  "accounts.secondFactor.added": "تسجيل الدخول بخطوتين مفعَّل. سيُطلب منك رمز من التطبيق عند تسجيل دخولك القادم.",
  "accounts.secondFactor.recoveryTitle": "رموز الاسترداد الخاصة بك",
  "accounts.secondFactor.recoveryIntro":
    "إذا فقدت هاتفك، يتيح لك كل رمز من هذه الرموز تسجيل الدخول مرة واحدة. اكتبها أو اطبعها واحفظها في مكان آمن: فهي لا تُعرض إلا الآن.",
  "accounts.secondFactor.continue": "متابعة",
  "accounts.secondFactor.on":
    "تسجيل الدخول بخطوتين مفعَّل: بعد كلمة المرور، تُدخل رمزًا من تطبيق المصادقة. إذا فقدت هاتفك، استخدم رمز استرداد أو اطلب من مسؤول إعادة ضبطه.",
  "accounts.secondFactor.notBegun": "ابدأ من جديد: اضبط التطبيق أولًا.",
  "accounts.secondFactor.codeRequired": "أدخل الرمز.",
  "accounts.secondFactor.codeWrong": "هذا الرمز غير صحيح. تحقق من التطبيق وحاول مرة أخرى.",
  "accounts.secondFactor.codeUsed": "استُخدم هذا الرمز من قبل. انتظر الرمز التالي في التطبيق.",
  "accounts.secondFactor.expired": "استغرق تسجيل دخولك وقتًا طويلًا. يُرجى تسجيل الدخول مرة أخرى.",
  "accounts.secondFactor.stepTitle": "أدخل رمز تسجيل الدخول",
  "accounts.secondFactor.stepIntro": "افتح تطبيق المصادقة وأدخل الرمز الذي يعرضه لهذا الحساب.",
  "accounts.secondFactor.demoCode": "وضع العرض التجريبي: يعرض تطبيق المصادقة لحساب المسؤول التجريبي الآن الرمز {code}.",
  "accounts.secondFactor.startOver": "سجِّل الدخول مرة أخرى",
  "accounts.devices.intro": "الأماكن التي سُجِّل فيها الدخول إلى حسابك الآن.",
  "accounts.devices.name": "{browser} على {system}",
  "accounts.devices.unknown": "جهاز غير معروف",
  "accounts.devices.this": "هذا الجهاز",
  "accounts.devices.signedInAt": "تسجيل الدخول:",
  "accounts.devices.lastSeenAt": "آخر استخدام:",
  "accounts.devices.address": "العنوان:",
  "accounts.devices.signOutOthers": "تسجيل الخروج من كل الأجهزة الأخرى",
  "accounts.devices.signedOutOthers": "تم تسجيل الخروج من كل الأجهزة الأخرى.",
  "accounts.devices.noOthers": "لا يوجد جهاز آخر مسجَّل الدخول.",
  "accounts.profile.address": "العنوان",
  "accounts.profile.noAddress": "لا يوجد عنوان",
  "accounts.profile.notGiven": "غير محدد",
  "accounts.profile.distancesOn": "عنوانك موجود على الخريطة: قوائم الوظائف تعرض كم تبعد كل وظيفة عنك.",
  "accounts.profile.distancesOff": "أضف عنوانك لترى كم تبعد كل وظيفة عنك.",
  "accounts.profile.companyHint": "إذا أفرغت هذا الحقل، يبقى اسم شركتك كما هو.",
  "accounts.profile.addressHint":
    "اختياري. إذا كتبت عنوانًا، املأ الحقول الأربعة كلها. نستخدم العنوان لنعرض كم تبعد كل وظيفة عنك.",
  "accounts.profile.street": "الشارع ورقم المبنى",
  "accounts.profile.city": "المدينة",
  "accounts.profile.state": "الولاية",
  "accounts.profile.stateHint": "حرفان، مثل IL.",
  "accounts.profile.zip": "الرمز البريدي",
  "accounts.profile.addressNotFound": "لم نجد هذا العنوان. تحقّق من المدينة والولاية والرمز البريدي.",
  "accounts.profile.save": "حفظ الملف الشخصي",
  "accounts.profile.updated": "تم تحديث الملف الشخصي",
  "accounts.profile.currentPassword": "كلمة المرور الحالية",
  "accounts.profile.wrongPassword": "هذه ليست كلمة مرورك الحالية. لم يتغيّر أي شيء.",
  "accounts.profile.tooManyTries":
    "محاولات كثيرة جدًا. يُرجى الانتظار 15 دقيقة، أو سجّل الخروج واستخدم «هل نسيت كلمة المرور؟».",
  "accounts.profile.noPasswordYet":
    "ليس لحسابك كلمة مرور بعد: لقد سجّلت الدخول برابط وصلك بالبريد الإلكتروني. يمكننا أن نرسل لك رابطًا لاختيار كلمة مرور.",
  "accounts.profile.emailMeLink": "أرسل لي رابطًا لتعيين كلمة مرور",
  "accounts.profile.linkSent": "أرسلنا رابطًا إلى {email}. يعمل الرابط مرة واحدة فقط، لمدة ساعة واحدة.",
  "accounts.profile.otherDevices": "عند الحفظ، يتم تسجيل خروج حسابك من كل الأجهزة الأخرى.",
  "accounts.profile.savePassword": "حفظ كلمة المرور",
  "accounts.profile.passwordUpdated": "تم تحديث كلمة المرور",

  "accounts.help.howTo": "طريقة استخدام الموقع (حساب {role})",
  "accounts.help.client.find":
    "صفحة «البحث عن وظائف» تعرض الوظائف التي وافق عليها فريق الوكالة. ابحث باسم الوظيفة أو الشركة، واستخدم «تصفية النتائج» لاختيار الأجر ووقت الدوام والمسافة وغير ذلك.",
  "accounts.help.client.filter": "لعرض المسافات نحتاج إلى عنوانك: أضفه في «تعديل الملف الشخصي».",
  "accounts.help.client.save":
    "اضغط على النجمة بجانب الوظيفة لحفظها. صفحة «الوظائف المحفوظة» تعرض الوظائف التي حفظتها.",
  "accounts.help.client.address":
    "للتقديم، اقرأ «طريقة التقديم» في الوظيفة: تشرح لك كيف يساعدك فريق الوكالة في التقديم. ويمكنك أيضًا أن تسألهم مباشرة.",
  "accounts.help.employer.post":
    "زر «نشر وظيفة» يفتح نموذج الوظيفة. اكتب العنوان وأوقات الدوام والأجر، حتى يجد الباحثون عن عمل وظيفتك عند التصفية.",
  "accounts.help.employer.review":
    "يراجع فريق الوكالة كل وظيفة قبل أن يراها الباحثون عن عمل. صفحة «إدارة الوظائف» تعرض وظائفك قيد الانتظار، والتي تمت الموافقة عليها، والتي أُعيدت إليك.",
  "accounts.help.employer.manage":
    "الوظيفة التي حالتها «مطلوب تعديل» فيها رسالة من فريق الوكالة: عدّل الوظيفة وأرسلها مرة أخرى.",
  "accounts.help.employer.pending":
    "بينما ينتظر حسابك الموافقة، يمكنك تجهيز الوظائف؛ يوافق فريق الوكالة على حسابك وعلى كل وظيفة.",
  "accounts.help.admin.jobs":
    "صفحة «إدارة الوظائف» تعرض الوظائف قيد الانتظار، والتي تمت الموافقة عليها، والتي أُعيدت. وافق على الوظيفة، أو أعِدها مع رسالة.",
  "accounts.help.admin.accounts":
    "صفحة «إدارة الحسابات» تعرض كل الحسابات حسب نوعها. وافق على أصحاب العمل، وعدّل البيانات، وانقل الوظائف إلى مالك آخر، أو احذف الحسابات.",
  "accounts.help.admin.create":
    "صفحة «إنشاء حساب» تنشئ حسابات للباحثين عن عمل وأصحاب العمل وفريق الوكالة. إذا لم تكتب كلمة مرور، تصل إلى الشخص دعوة بالبريد الإلكتروني صالحة 7 أيام.",
  "accounts.help.admin.audit": "كل تغيير تجريه على الحسابات والوظائف يُسجَّل مع اسمك والوقت.",
  "accounts.help.contactTitle": "تواصل مع الوكالة",
  "accounts.help.contactIntro": "لأي سؤال، تواصل مع فريق {agency}.",
  "accounts.help.phone": "الهاتف",
  "accounts.help.hours": "ساعات عمل المكتب",

  "accounts.phoneSignIn.title": "تسجيل الدخول برقم الهاتف",
  "accounts.phoneSignIn.intro": "سنرسل رمزًا إلى هاتفك في رسالة نصية. لا تحتاج إلى بريد إلكتروني ولا إلى كلمة مرور.",
  "accounts.phoneSignIn.phone": "رقم الهاتف",
  "accounts.phoneSignIn.phoneHint": "الرقم من خارج الولايات المتحدة يبدأ بعلامة + ثم رمز البلد، مثل +93 70 123 4567.",
  "accounts.phoneSignIn.send": "أرسل لي رمزًا في رسالة نصية",
  "accounts.phoneSignIn.sending": "جارٍ الإرسال…",
  "accounts.phoneSignIn.sent":
    "إذا كان هناك حساب يستخدم الرقم {phone}، فقد أرسلنا إليه رمزًا في رسالة نصية. قد تحتاج الرسالة إلى دقيقة حتى تصل.",
  "accounts.phoneSignIn.code": "الرمز الموجود في الرسالة النصية",
  "accounts.phoneSignIn.codeFailed":
    "هذا الرمز لا يعمل: ربما كُتب خطأً، أو استُخدم من قبل، أو انتهت صلاحيته. تحقّق منه، أو اطلب رمزًا جديدًا.",
  "accounts.phoneSignIn.tooMany": "طُلبت رموز كثيرة جدًا. يُرجى الانتظار 15 دقيقة ثم المحاولة مرة أخرى.",
  "accounts.phoneSignIn.sendAgain": "أرسل رمزًا جديدًا",
  "accounts.phoneSignIn.otherNumber": "استخدم رقمًا آخر",
  "accounts.phoneSignIn.withEmail": "سجّل الدخول ببريدك الإلكتروني بدلًا من ذلك",

  "accounts.signIn.intro": "ابحث عن عمل قريب منك. سجّل الدخول ببريدك الإلكتروني وكلمة المرور.",
  "accounts.signIn.email": "البريد الإلكتروني",
  "accounts.signIn.emailPlaceholder": "you@example.org",
  "accounts.signIn.password": "كلمة المرور",
  "accounts.signIn.sharedDevice": "هذا هاتف مشترك",
  "accounts.signIn.sharedDeviceHint":
    "سيتم تسجيل خروجك عند إغلاق المتصفح، ولن يُحفظ أي شيء على هذا الهاتف للاستخدام دون اتصال.",
  "accounts.signIn.submit": "تسجيل الدخول",
  "accounts.signIn.submitting": "جارٍ تسجيل الدخول…",
  "accounts.signIn.forgot": "هل نسيت كلمة المرور؟",
  "accounts.signIn.firstTime": "هل هذه أول مرة لك هنا؟ اختر كلمة المرور",
  "accounts.signIn.newAccount": "جديد هنا؟ أنشئ حسابًا",
  "accounts.signIn.invalid": "البريد الإلكتروني أو كلمة المرور غير صحيحة. تحقّق منهما وحاول مرة أخرى.",
  "accounts.signIn.tooMany": "محاولات كثيرة جدًا لتسجيل الدخول. يُرجى الانتظار دقيقة ثم المحاولة مرة أخرى.",

  "accounts.signUp.title": "إنشاء حساب",
  "accounts.signUp.intro": "يمكن للباحثين عن عمل ولأصحاب العمل التسجيل هنا.",
  "accounts.signUp.phone": "رقم الهاتف",
  "accounts.signUp.password": "كلمة المرور",
  "accounts.signUp.confirmPassword": "تأكيد كلمة المرور",
  "accounts.signUp.accountType": "أنا",
  "accounts.signUp.typeClient": "أبحث عن عمل",
  "accounts.signUp.typeEmployer": "صاحب عمل",
  "accounts.signUp.submit": "إنشاء حساب",
  "accounts.signUp.submitting": "جارٍ إنشاء الحساب…",
  "accounts.signUp.haveAccount": "لديك حساب؟ سجّل الدخول",
  "accounts.signUp.checkEmail": "شكرًا لك! أرسلنا رسالة إلى بريدك الإلكتروني. يُرجى تسجيل الدخول.",
  "accounts.signUp.tooMany":
    "محاولات تسجيل كثيرة جدًا من هنا أو بهذا البريد الإلكتروني. يُرجى المحاولة مرة أخرى بعد ساعة.",

  "accounts.setPassword.title": "اختر كلمة المرور",
  "accounts.setPassword.intro": "اكتب كلمة المرور الجديدة مرتين.",
  "accounts.setPassword.password": "كلمة المرور الجديدة",
  "accounts.setPassword.confirm": "تأكيد كلمة المرور الجديدة",
  "accounts.setPassword.submit": "حفظ كلمة المرور",
  "accounts.setPassword.submitting": "جارٍ الحفظ…",
  "accounts.setPassword.done": "تم حفظ كلمة المرور. يُرجى تسجيل الدخول.",
  "accounts.setPassword.invalidTitle": "هذا الرابط لم يعد يعمل",
  "accounts.setPassword.askNewLink": "أرسل لي رابطًا جديدًا",

  "accounts.provider.signIn": "تسجيل الدخول باستخدام {provider}",
  "accounts.provider.staffHint": "لموظفي الوكالة الذين لديهم حساب عمل.",
  "accounts.provider.cancelled":
    "ألغيت تسجيل الدخول في {provider}. يمكنك المحاولة مرة أخرى أو تسجيل الدخول بطريقة أخرى.",
  "accounts.provider.unknownAccount":
    "لا يوجد حساب هنا يستخدم البريد الإلكتروني الذي أعطانا إياه {provider}. موظفو الوكالة هم من ينشئون الحسابات: اطلب منهم ذلك ثم حاول مرة أخرى.",
  "accounts.provider.staffOnly":
    "تسجيل الدخول عبر {provider} مخصص لموظفي الوكالة. سجّل الدخول هنا بكلمة المرور أو برابط يصلك بالبريد الإلكتروني أو برمز يصلك في رسالة نصية.",
  "accounts.provider.failed":
    "لم نتمكن من تأكيد تسجيل الدخول هذا: لم يبدأ من هنا، أو استُخدم من قبل، أو استغرق وقتًا طويلًا. يرجى البدء من جديد.",
  "accounts.provider.unavailable":
    "لا يمكن الوصول إلى {provider} الآن. حاول لاحقًا، أو سجّل الدخول بكلمة المرور أو برابط يُرسل إلى بريدك الإلكتروني.",
  "accounts.provider.title": "تسجيل الدخول باستخدام {provider}",
  "accounts.provider.linked": "مرتبط: يمكنك تسجيل الدخول باستخدام {provider}.",
  "accounts.provider.notLinked": "غير مرتبط. يمكنك ربط {provider} إذا كان يستخدم البريد الإلكتروني نفسه لهذا الحساب.",
  "accounts.provider.link": "ربط {provider}",
  "accounts.provider.unlink": "إلغاء ربط {provider}",
  "accounts.provider.linkedToast": "تم ربط {provider} بحسابك.",
  "accounts.provider.unlinkedToast": "لم يعد {provider} مرتبطًا. سجّل الدخول بكلمة المرور.",
  "accounts.provider.needsPassword":
    "{provider} هو طريقتك الوحيدة لتسجيل الدخول، لذلك لا يمكن إلغاء ربطه. عيّن كلمة مرور أولًا من «تغيير كلمة المرور».",
  "accounts.provider.notLinkedError": "{provider} غير مرتبط بحسابك. لم يتغير شيء.",
  "accounts.provider.otherEmail": "أعطى {provider} بريدًا إلكترونيًا مختلفًا عن بريد هذا الحساب. لم يتم ربط أي شيء.",
  "accounts.provider.linkedElsewhere": "حساب {provider} هذا مرتبط بالفعل بحساب آخر. لم يتم ربط أي شيء.",
} satisfies CatalogueOf<typeof english>;
