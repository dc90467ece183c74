import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Pashto strings of sign-in, sign-up and the user's own profile: the same keys and placeholders as English.
export const strings = {
  "accounts.linkRequest.send": "ماته یو لینک ولېږئ",
  "accounts.linkRequest.sending": "لېږل کېږي…",
  "accounts.linkRequest.backToSignIn": "بېرته ننوتلو ته",
  "accounts.linkRequest.wait_one":
    "موږ همدا اوس یو ایمیل ولېږه. مهرباني وکړئ بیا غوښتلو مخکې {count} ثانیه انتظار وکړئ.",
  "accounts.linkRequest.wait_other":
    "موږ همدا اوس یو ایمیل ولېږه. مهرباني وکړئ بیا غوښتلو مخکې {count} ثانیې انتظار وکړئ.",

  "accounts.forgot.title": "خپل پټنوم بیا جوړ کړئ",
  "accounts.forgot.intro":
    "د خپل حساب ایمیل ولیکئ. موږ به تاسو ته د نوي پټنوم د ټاکلو لپاره یو لینک ولېږو. که مو په یاد نه وي چې کوم ایمیل مو کارولی، له موسسې سره اړیکه ونیسئ.",

  "accounts.firstPassword.title": "ښه راغلاست! خپل پټنوم جوړ کړئ",
  "accounts.firstPassword.intro":
    "ایا د موسسې کارکوونکو ستاسو حساب جوړ کړی؟ هغه ایمیل ولیکئ چې هغوی ثبت کړی، او موږ به تاسو ته د پټنوم د ټاکلو لپاره یو لینک ولېږو.",

  "accounts.confirmSend.title": "خپل ایمیل وګورئ",
  "accounts.confirmSend.sentPassword": "که یو حساب {email} کاروي، موږ هغه ته د پټنوم د جوړولو لینک لېږلی دی.",
  "accounts.confirmSend.sentSignIn": "که یو حساب {email} کاروي، موږ هغه ته د ننوتلو لینک لېږلی دی.",
  "accounts.confirmSend.spam": "ایمیل کېدای شي څو دقیقې وروسته ورسېږي. د سپام یا ناغوښتل شویو ایمیلونو فولډر هم وګورئ.",
  "accounts.confirmSend.validPassword": "لینک یو ځل او د یو ساعت لپاره کار کوي. له هغې وروسته، نوی لینک وغواړئ.",
  "accounts.confirmSend.validSignIn": "لینک یو ځل او د 15 دقیقو لپاره کار کوي. له هغې وروسته، نوی لینک وغواړئ.",
  "accounts.confirmSend.notReceived": "ایمیل مو ترلاسه نه کړ؟",
  "accounts.confirmSend.sendAgain": "بیا یې ولېږئ",
  "accounts.confirmSend.resent": "موږ ایمیل بیا ولېږه.",

  "accounts.passwordLink.resetTitle": "نوی پټنوم وټاکئ",
  "accounts.passwordLink.welcomeTitle": "ښه راغلاست! خپل پټنوم وټاکئ",
  "accounts.passwordLink.othersSignedOut": "د پټنوم په خوندي کولو، ستاسو حساب له نورو ټولو وسیلو څخه وځي.",
  "accounts.passwordLink.invalidBody":
    "د دې لینک وخت تېر شوی، مخکې کارول شوی، یا بشپړ نه دی. د پټنوم د جوړولو لینکونه یو ځل او د محدود وخت لپاره کار کوي. نوی لینک وغواړئ.",

  "accounts.signIn.phoneLink": "د خپل ټیلیفون په شمېره ننوځئ",
  "accounts.signIn.emailLink": "د هغه لینک په مرسته ننوځئ چې ستاسو ایمیل ته لېږل کېږي",

  "accounts.signInLink.title": "د ایمیل شوي لینک په مرسته ننوځئ",
  "accounts.signInLink.intro":
    "پټنوم ته اړتیا نشته: د خپل حساب ایمیل ولیکئ او موږ به تاسو ته یو لینک ولېږو. دا لینک تاسو یو ځل ننباسي او د 15 دقیقو لپاره کار کوي.",
  "accounts.signInLink.confirmIntro": "د ننوتلو لپاره تڼۍ کېکاږئ. له هغې وروسته لینک نور کار نه کوي.",
  "accounts.signInLink.passwordDropped":
    "تاسو ننوتلئ. ستاسو د خوندیتوب لپاره، د دې حساب پټنوم لرې شو: په «تنظیمات» کې، «پټنوم بدل کړئ» برخه کې نوی پټنوم جوړ کړئ.",

  "accounts.users.error.deletedMeanwhile": "دا حساب نور نشته: کله چې دا فورمه خلاصه وه، ړنګ شو. هیڅ شی خوندي نه شو.",

  "accounts.profile.menu.label": "تنظیمات",
  "accounts.profile.menu.account": "حساب",
  "accounts.profile.menu.edit": "پروفایل سمول",
  "accounts.profile.menu.password": "پټنوم بدل کړئ",
  "accounts.profile.menu.help": "مرسته",
  "accounts.profile.menu.secondFactor": "دوه پړاوه ننوتل",
  "accounts.profile.menu.devices": "هغه وسایل چې پکې ننوتي یاست",
  "accounts.profile.choose": "وټاکئ چې څه غواړئ وګورئ یا بدل یې کړئ.",
  "accounts.profile.back": "بېرته تنظیماتو ته",
  "accounts.secondFactor.intro":
    "خپل ننوتلو ته دوهم پړاو ورزیات کړئ: له پټنوم وروسته، ستاسو په تلیفون کې د تصدیق له اپلیکیشن څخه ۶ عددي کوډ (لکه Google Authenticator، Microsoft Authenticator یا Aegis).",
  "accounts.secondFactor.required":
    "د کارکوونکو حسابونه د ننوتلو پر مهال دوهم پړاو ته اړتیا لري. د کار د دوام لپاره د تصدیق اپلیکیشن تنظیم کړئ.",
  "accounts.secondFactor.begin": "د تصدیق اپلیکیشن تنظیم کړئ",
  "accounts.secondFactor.scan":
    "دا QR کوډ د خپل تصدیق اپلیکیشن سره سکن کړئ، یا لاندې کیلي پکې ولیکئ. بیا هغه کوډ ولیکئ چې اپلیکیشن یې ښیي.",
  "accounts.secondFactor.qrAlt": "ستاسو د تصدیق اپلیکیشن لپاره QR کوډ",
  "accounts.secondFactor.secret": "هغه کیلي چې په اپلیکیشن کې ولیکل شي",
  "accounts.secondFactor.code": "له اپلیکیشن څخه کوډ",
  "accounts.secondFactor.codeHint": "۶ عددونه، یا ستاسو د بیا ترلاسه کولو یو کوډ",
  "accounts.secondFactor.confirm": "تایید",
  "accounts.secondFactor.added": "دوه پړاوه ننوتل فعال شول. په راتلونکي ننوتلو کې به له اپلیکیشن څخه کوډ وغوښتل شي.",
  "accounts.secondFactor.recoveryTitle": "ستاسو د بیا ترلاسه کولو کوډونه",
  "accounts.secondFactor.recoveryIntro":
    "که خپل تلیفون ورک کړئ، له دې کوډونو هر یو تاسو یو ځل ننباسي. ویې لیکئ یا یې چاپ کړئ او په خوندي ځای کې یې وساتئ: یوازې اوس ښودل کېږي.",
  "accounts.secondFactor.continue": "دوام ورکړئ",
  "accounts.secondFactor.on":
    "دوه پړاوه ننوتل فعال دي: له پټنوم وروسته، د تصدیق له اپلیکیشن څخه کوډ لیکئ. که خپل تلیفون ورک کړئ، د بیا ترلاسه کولو کوډ وکاروئ یا له مدیر وغواړئ چې بیا یې تنظیم کړي.",
  "accounts.secondFactor.notBegun": "بیا پیل کړئ: لومړی اپلیکیشن تنظیم کړئ.",
  "accounts.secondFactor.codeRequired": "کوډ ولیکئ.",
  "accounts.secondFactor.codeWrong": "دا کوډ سم نه دی. اپلیکیشن وګورئ او بیا هڅه وکړئ.",
  "accounts.secondFactor.codeUsed": "دا کوډ مخکې کارول شوی. په اپلیکیشن کې راتلونکي کوډ ته انتظار وکړئ.",
  "accounts.secondFactor.expired": "ستاسو ننوتل ډېر وخت ونیو. مهرباني وکړئ بیا ننوځئ.",
  "accounts.secondFactor.stepTitle": "د ننوتلو کوډ ولیکئ",
  "accounts.secondFactor.stepIntro": "د تصدیق اپلیکیشن پرانیزئ او هغه کوډ ولیکئ چې د دې حساب لپاره یې ښیي.",
  "accounts.secondFactor.demoCode": "د ازموینې حالت: د ازموینې مدیر د تصدیق اپ اوس {code} ښيي.",
  "accounts.secondFactor.startOver": "بیا ننوځئ",
  "accounts.devices.intro": "هغه ځایونه چې اوس ستاسو حساب پکې ننوتی دی.",
  "accounts.devices.name": "{browser} پر {system}",
  "accounts.devices.unknown": "نامعلومه وسیله",
  "accounts.devices.this": "دا وسیله",
  "accounts.devices.signedInAt": "ننوتل:",
  "accounts.devices.lastSeenAt": "وروستی کارول:",
  "accounts.devices.address": "پته:",
  "accounts.devices.signOutOthers": "له نورو ټولو وسایلو ووځئ",
  "accounts.devices.signedOutOthers": "له نورو ټولو وسایلو ووتلئ.",
  "accounts.devices.noOthers": "بله هېڅ وسیله ننوتې نه ده.",
  "accounts.profile.address": "پته",
  "accounts.profile.noAddress": "پته نشته",
  "accounts.profile.notGiven": "نه دی ورکړل شوی",
  "accounts.profile.distancesOn": "ستاسو پته پر نقشه ده: د دندو لېستونه ښيي چې هره دنده څومره لرې ده.",
  "accounts.profile.distancesOff": "خپله پته ورزیاته کړئ، ترڅو وګورئ چې هره دنده له تاسو څومره لرې ده.",
  "accounts.profile.companyHint": "که دا خانه تشه کړئ، ستاسو د شرکت نوم نه بدلېږي.",
  "accounts.profile.addressHint":
    "اختیاري. که پته ورکوئ، ټولې څلور خانې ډکې کړئ. دا د دې لپاره کارول کېږي چې وښيي هره دنده له تاسو څومره لرې ده.",
  "accounts.profile.street": "سړک او نمبر",
  "accounts.profile.city": "ښار",
  "accounts.profile.state": "ایالت",
  "accounts.profile.stateHint": "دوه توري، لکه IL.",
  "accounts.profile.zip": "پوستي کوډ",
  "accounts.profile.addressNotFound": "موږ دا پته ونه موندله. ښار، ایالت او پوستي کوډ وګورئ.",
  "accounts.profile.save": "پروفایل خوندي کړئ",
  "accounts.profile.updated": "پروفایل خوندي شو",
  "accounts.profile.currentPassword": "اوسنی پټنوم",
  "accounts.profile.wrongPassword": "دا ستاسو اوسنی پټنوم نه دی. هېڅ شی بدل نه شو.",
  "accounts.profile.tooManyTries":
    "ډېرې هڅې وشوې. مهرباني وکړئ 15 دقیقې انتظار وکړئ، یا ووځئ او «پټنوم مو هېر شوی؟» وکاروئ.",
  "accounts.profile.noPasswordYet":
    "ستاسو حساب تر اوسه پټنوم نه لري: تاسو د ایمیل شوي لینک په مرسته ننوتلي یاست. موږ کولی شو تاسو ته د پټنوم د ټاکلو لپاره یو لینک ایمیل کړو.",
  "accounts.profile.emailMeLink": "د پټنوم د جوړولو لینک ماته ایمیل کړئ",
  "accounts.profile.linkSent": "موږ {email} ته یو لینک ایمیل کړ. دا یو ځل او د یو ساعت لپاره کار کوي.",
  "accounts.profile.otherDevices": "د خوندي کولو سره، ستاسو حساب له نورو ټولو وسیلو څخه وځي.",
  "accounts.profile.savePassword": "پټنوم خوندي کړئ",
  "accounts.profile.passwordUpdated": "پټنوم بدل شو",

  "accounts.help.howTo": "له ویب پاڼې څخه د کار اخیستلو لارښود (حساب: {role})",
  "accounts.help.client.find":
    "په «دندې پیدا کړئ» کې هغه دندې دي چې کارکوونکو منظورې کړې دي. د دندې د عنوان یا شرکت له مخې ولټوئ، او د معاش، د نوبت وخت، واټن او نورو لپاره «فلټرونه» وکاروئ.",
  "accounts.help.client.filter": "د واټنونو لپاره ستاسو پته پکار ده: هغه په «پروفایل سمول» کې ورزیاته کړئ.",
  "accounts.help.client.save":
    "د یوې دندې د خوندي کولو لپاره د هغې پر ستوري ووهئ. په «خوندي شوې دندې» کې هغه دندې دي چې تاسو خوندي کړې دي.",
  "accounts.help.client.address":
    "د غوښتنلیک لپاره، په دنده کې «څنګه غوښتنلیک ورکړئ» ولولئ: دا درته وايي چې د موسسې کارکوونکي څنګه په غوښتنلیک کې مرسته کوي. تاسو کولی شئ مستقیم له دوی هم وپوښتئ.",
  "accounts.help.employer.post":
    "«دنده اعلان کړئ» د دندې فورمه پرانیزي. پته، د نوبت وختونه او معاش ولیکئ، ترڅو کار لټوونکي ستاسو دنده په فلټر کې پیدا کړي.",
  "accounts.help.employer.review":
    "کارکوونکي هره دنده مخکې له دې ګوري چې کار لټوونکي یې وویني. «د دندو مدیریت» ستاسو په انتظار کې، منظورې شوې او بېرته راګرځول شوې دندې ښيي.",
  "accounts.help.employer.manage":
    "هغه دنده چې «اقدام ته اړتیا» لري، د کارکوونکو یو پیغام لري: دنده بدله کړئ او بیا یې ولېږئ.",
  "accounts.help.employer.pending":
    "تر هغه چې ستاسو حساب د منظورۍ په انتظار کې وي، تاسو کولی شئ دندې چمتو کړئ؛ کارکوونکي ستاسو حساب او هره دنده منظوروي.",
  "accounts.help.admin.jobs":
    "«د دندو مدیریت» په انتظار کې، منظورې شوې او بېرته راګرځول شوې دندې ښيي. یوه دنده منظوره کړئ یا یې له یو پیغام سره بېرته ولېږئ.",
  "accounts.help.admin.accounts":
    "«د حسابونو مدیریت» ټول حسابونه د ډول له مخې ښيي. کارګمارونکي منظور کړئ، جزئیات سم کړئ، دندې بل څښتن ته ولېږدوئ یا حسابونه ړنګ کړئ.",
  "accounts.help.admin.create":
    "«حساب جوړ کړئ» د کار لټوونکو، کارګمارونکو او کارکوونکو لپاره حسابونه جوړوي. که پټنوم ونه لیکئ، دې کس ته د ایمیل بلنه ورځي چې د 7 ورځو لپاره کار کوي.",
  "accounts.help.admin.audit": "هر بدلون چې تاسو په حسابونو او دندو کې راولئ، ستاسو له نوم او وخت سره ثبتېږي.",
  "accounts.help.contactTitle": "له موسسې سره اړیکه",
  "accounts.help.contactIntro": "د هرې پوښتنې لپاره، د {agency} له کارکوونکو سره اړیکه ونیسئ.",
  "accounts.help.phone": "ټیلیفون",
  "accounts.help.hours": "د دفتر د کار ساعتونه",

  "accounts.phoneSignIn.title": "د ټیلیفون په شمېره ننوځئ",
  "accounts.phoneSignIn.intro": "موږ به ستاسو ټیلیفون ته په لنډ پیغام کې یو کوډ ولېږو. ایمیل او پټنوم ته اړتیا نشته.",
  "accounts.phoneSignIn.phone": "د ټیلیفون شمېره",
  "accounts.phoneSignIn.phoneHint": "له امریکا بهر شمېره په + او د هېواد په کوډ پیلېږي، لکه +93 70 123 4567.",
  "accounts.phoneSignIn.send": "ماته یو کوډ په لنډ پیغام ولېږئ",
  "accounts.phoneSignIn.sending": "لېږل کېږي…",
  "accounts.phoneSignIn.sent":
    "که یو حساب {phone} کاروي، موږ هغې شمېرې ته په لنډ پیغام کې یو کوډ لېږلی دی. کېدای شي پیغام یوه دقیقه وروسته ورسېږي.",
  "accounts.phoneSignIn.code": "هغه کوډ چې په لنډ پیغام کې راغلی",
  "accounts.phoneSignIn.codeFailed":
    "دا کوډ کار نه کوي: کېدای شي غلط لیکل شوی وي، مخکې کارول شوی وي یا یې وخت تېر شوی وي. وې ګورئ، یا نوی کوډ وغواړئ.",
  "accounts.phoneSignIn.tooMany": "ډېر کوډونه وغوښتل شول. مهرباني وکړئ 15 دقیقې انتظار وکړئ او بیا هڅه وکړئ.",
  "accounts.phoneSignIn.sendAgain": "نوی کوډ ولېږئ",
  "accounts.phoneSignIn.otherNumber": "بله شمېره وکاروئ",
  "accounts.phoneSignIn.withEmail": "پر ځای یې په خپل ایمیل ننوځئ",

  "accounts.signIn.intro": "خپل نږدې کار پیدا کړئ. په خپل ایمیل او پټنوم ننوځئ.",
  "accounts.signIn.email": "ایمیل",
  "accounts.signIn.emailPlaceholder": "you@example.org",
  "accounts.signIn.password": "پټنوم",
  "accounts.signIn.sharedDevice": "دا ګډ ټلیفون دی",
  "accounts.signIn.sharedDeviceHint":
    "کله چې براوزر وتړئ، له حساب څخه به ووځئ، او په دې ټلیفون کې د بې انټرنېټه کارونې لپاره هېڅ شی نه ساتل کېږي.",
  "accounts.signIn.submit": "ننوتل",
  "accounts.signIn.submitting": "د ننوتلو په حال کې…",
  "accounts.signIn.forgot": "پټنوم مو هېر شوی؟",
  "accounts.signIn.firstTime": "لومړی ځل دلته یاست؟ خپل پټنوم جوړ کړئ",
  "accounts.signIn.newAccount": "دلته نوي یاست؟ حساب جوړ کړئ",
  "accounts.signIn.invalid": "ایمیل یا پټنوم سم نه دی. هغه وګورئ او بیا هڅه وکړئ.",
  "accounts.signIn.tooMany": "د ننوتلو ډېرې هڅې وشوې. مهرباني وکړئ یوه دقیقه انتظار وکړئ او بیا هڅه وکړئ.",

  "accounts.signUp.title": "حساب جوړ کړئ",
  "accounts.signUp.intro": "کار لټوونکي او کارګمارونکي دلته نوم لیکنه کولی شي.",
  "accounts.signUp.phone": "د ټیلیفون شمېره",
  "accounts.signUp.password": "پټنوم",
  "accounts.signUp.confirmPassword": "پټنوم بیا ولیکئ",
  "accounts.signUp.accountType": "زه",
  "accounts.signUp.typeClient": "د دندې په لټه کې یم",
  "accounts.signUp.typeEmployer": "کارګمارونکی یم",
  "accounts.signUp.submit": "حساب جوړ کړئ",
  "accounts.signUp.submitting": "حساب جوړېږي…",
  "accounts.signUp.haveAccount": "مخکې حساب لرئ؟ ننوځئ",
  "accounts.signUp.checkEmail": "مننه! ستاسو ایمیل ته مو یو پیغام ولېږه. مهرباني وکړئ ننوځئ.",
  "accounts.signUp.tooMany": "له دې ځایه یا په دې ایمیل ډېر ثبتونه شوي. مهرباني وکړئ یو ساعت وروسته بیا هڅه وکړئ.",

  "accounts.setPassword.title": "خپل پټنوم وټاکئ",
  "accounts.setPassword.intro": "خپل نوی پټنوم دوه ځله ولیکئ.",
  "accounts.setPassword.password": "نوی پټنوم",
  "accounts.setPassword.confirm": "نوی پټنوم بیا ولیکئ",
  "accounts.setPassword.submit": "پټنوم خوندي کړئ",
  "accounts.setPassword.submitting": "خوندي کېږي…",
  "accounts.setPassword.done": "ستاسو پټنوم خوندي شو. مهرباني وکړئ ننوځئ.",
  "accounts.setPassword.invalidTitle": "دا لینک نور کار نه کوي",
  "accounts.setPassword.askNewLink": "ماته نوی لینک ولېږئ",

  "accounts.provider.signIn": "د {provider} سره ننوتل",
  "accounts.provider.staffHint": "د ادارې د هغو کارکوونکو لپاره چې د کار حساب لري.",
  "accounts.provider.cancelled": "تاسو په {provider} کې ننوتل لغوه کړل. بیا هڅه کولی شئ، یا په بله لاره ننوځئ.",
  "accounts.provider.unknownAccount":
    "دلته هېڅ حساب هغه برېښنالیک نه کاروي چې {provider} موږ ته راکړ. حسابونه د ادارې کارکوونکي جوړوي: له هغوی وغواړئ، بیا هڅه وکړئ.",
  "accounts.provider.staffOnly":
    "د {provider} له لارې ننوتل د ادارې کارکوونکو لپاره دي. پر ځای یې دلته په خپل پټنوم، برېښنالیک کې رالېږل شوي لینک یا پیغام کې رالېږل شوي کوډ سره ننوځئ.",
  "accounts.provider.failed":
    "موږ دا ننوتل تایید نه کړای شول: له دې ځایه نه و پیل شوی، مخکې کارول شوی، یا ډېر وخت یې ونیو. مهرباني وکړئ له سره یې پیل کړئ.",
  "accounts.provider.unavailable":
    "اوس {provider} ته رسېدل نه کېږي. وروسته بیا هڅه وکړئ، یا په خپل پټنوم یا برېښنالیکي لینک ننوځئ.",
  "accounts.provider.title": "د {provider} سره ننوتل",
  "accounts.provider.linked": "نښلول شوی: تاسو د {provider} سره ننوتلی شئ.",
  "accounts.provider.notLinked": "نه دی نښلول شوی. که {provider} همدا برېښنالیک کاروي، هغه نښلولی شئ.",
  "accounts.provider.link": "{provider} ونښلوئ",
  "accounts.provider.unlink": "{provider} جلا کړئ",
  "accounts.provider.linkedToast": "{provider} اوس ستاسو له حساب سره نښلول شوی.",
  "accounts.provider.unlinkedToast": "{provider} نور نه دی نښلول شوی. په خپل پټنوم ننوځئ.",
  "accounts.provider.needsPassword":
    "{provider} ستاسو د ننوتلو یوازینۍ لاره ده، نو جلا کېدای نه شي. لومړی په «پټنوم بدلول» کې یو پټنوم جوړ کړئ.",
  "accounts.provider.notLinkedError": "{provider} ستاسو له حساب سره نه دی نښلول شوی. هېڅ بدلون رانغی.",
  "accounts.provider.otherEmail": "{provider} د دې حساب له برېښنالیک څخه بېل برېښنالیک راکړ. هېڅ ونه نښلول شو.",
  "accounts.provider.linkedElsewhere": "د {provider} دا ننوتل مخکې له بل حساب سره نښلول شوی. هېڅ ونه نښلول شو.",
} satisfies CatalogueOf<typeof english>;
