import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Dari strings of sign-in, sign-up and the user's own profile: the same keys and placeholders as English.
export const strings = {
  "accounts.linkRequest.send": "یک لینک برایم بفرستید",
  "accounts.linkRequest.sending": "در حال فرستادن…",
  "accounts.linkRequest.backToSignIn": "برگشت به صفحهٔ ورود",
  "accounts.linkRequest.wait_one": "ما همین حالا یک ایمیل فرستادیم. لطفاً پیش از درخواست دوباره {count} ثانیه صبر کنید.",
  "accounts.linkRequest.wait_other":
    "ما همین حالا یک ایمیل فرستادیم. لطفاً پیش از درخواست دوباره {count} ثانیه صبر کنید.",

  "accounts.forgot.title": "رمز خود را دوباره تنظیم کنید",
  "accounts.forgot.intro":
    "ایمیل حساب خود را بنویسید. ما یک لینک برای انتخاب رمز جدید برای شما می‌فرستیم. اگر به یاد ندارید کدام ایمیل را استفاده کرده‌اید، با موسسه تماس بگیرید.",

  "accounts.firstPassword.title": "خوش آمدید! رمز خود را تنظیم کنید",
  "accounts.firstPassword.intro":
    "آیا کارمندان موسسه حساب شما را ساخته‌اند؟ ایمیلی را که آن‌ها ثبت کرده‌اند بنویسید. ما یک لینک برای انتخاب رمز برای شما می‌فرستیم.",

  "accounts.confirmSend.title": "ایمیل خود را ببینید",
  "accounts.confirmSend.sentPassword":
    "اگر یک حساب ایمیل {email} را استفاده کند، ما لینک تنظیم رمز را به آن فرستاده‌ایم.",
  "accounts.confirmSend.sentSignIn": "اگر یک حساب ایمیل {email} را استفاده کند، ما لینک ورود را به آن فرستاده‌ایم.",
  "accounts.confirmSend.spam":
    "رسیدن ایمیل ممکن است چند دقیقه وقت بگیرد. پوشهٔ اسپم یا ایمیل‌های ناخواسته را هم ببینید.",
  "accounts.confirmSend.validPassword": "این لینک یک بار و برای یک ساعت کار می‌کند. بعد از آن، لینک جدید بخواهید.",
  "accounts.confirmSend.validSignIn": "این لینک یک بار و برای 15 دقیقه کار می‌کند. بعد از آن، لینک جدید بخواهید.",
  "accounts.confirmSend.notReceived": "ایمیل را نگرفتید؟",
  "accounts.confirmSend.sendAgain": "دوباره بفرستید",
  "accounts.confirmSend.resent": "ما ایمیل را دوباره فرستادیم.",

  "accounts.passwordLink.resetTitle": "یک رمز جدید انتخاب کنید",
  "accounts.passwordLink.welcomeTitle": "خوش آمدید! رمز خود را انتخاب کنید",
  "accounts.passwordLink.othersSignedOut": "با ذخیرهٔ رمز، حساب شما از همه دستگاه‌های دیگر خارج می‌شود.",
  "accounts.passwordLink.invalidBody":
    "این لینک وقتش تمام شده، قبلاً استفاده شده، یا کامل نیست. لینک‌های تنظیم رمز یک بار و برای مدت محدود کار می‌کنند. یک لینک جدید بخواهید.",

  "accounts.signIn.phoneLink": "ورود با شمارهٔ تیلفون",
  "accounts.signIn.emailLink": "ورود با لینکی که به ایمیل شما فرستاده می‌شود",

  "accounts.signInLink.title": "ورود با لینک ایمیل",
  "accounts.signInLink.intro":
    "به رمز نیاز نیست: ایمیل حساب خود را بنویسید و ما یک لینک برای شما می‌فرستیم. این لینک شما را یک بار وارد می‌کند و برای 15 دقیقه کار می‌کند.",
  "accounts.signInLink.confirmIntro": "برای ورود، دکمه را فشار دهید. بعد از آن، لینک دیگر کار نمی‌کند.",
  "accounts.signInLink.passwordDropped":
    "شما وارد شدید. برای امنیت شما، رمز این حساب برداشته شد: در «تنظیمات»، بخش «تغییر رمز»، یک رمز جدید بگذارید.",

  "accounts.users.error.deletedMeanwhile":
    "این حساب دیگر وجود ندارد: زمانی که این فورم باز بود حذف شد. چیزی ذخیره نشد.",

  "accounts.profile.menu.label": "تنظیمات",
  "accounts.profile.menu.account": "حساب",
  "accounts.profile.menu.edit": "ویرایش پروفایل",
  "accounts.profile.menu.password": "تغییر رمز",
  "accounts.profile.menu.help": "کمک",
  "accounts.profile.menu.secondFactor": "ورود دو مرحله‌ای",
  "accounts.profile.menu.devices": "دستگاه‌های واردشده",
  "accounts.profile.choose": "انتخاب کنید که چه چیزی را می‌خواهید ببینید یا تغییر دهید.",
  "accounts.profile.back": "برگشت به تنظیمات",
  "accounts.secondFactor.intro":
    "یک مرحلهٔ دوم به ورود خود اضافه کنید: بعد از رمز عبور، یک کد ۶ رقمی از یک اپلیکیشن تأیید هویت روی تلفن شما (مانند Google Authenticator، Microsoft Authenticator یا Aegis).",
  "accounts.secondFactor.required":
    "حساب‌های کارمندان هنگام ورود به مرحلهٔ دوم نیاز دارند. برای ادامهٔ کار یک اپلیکیشن تأیید هویت تنظیم کنید.",
  "accounts.secondFactor.begin": "تنظیم اپلیکیشن تأیید هویت",
  "accounts.secondFactor.scan":
    "این کد QR را با اپلیکیشن تأیید هویت خود اسکن کنید، یا کلید زیر را در آن بنویسید. سپس کدی را که اپلیکیشن نشان می‌دهد وارد کنید.",
  "accounts.secondFactor.qrAlt": "کد QR برای اپلیکیشن تأیید هویت شما",
  "accounts.secondFactor.secret": "کلید برای نوشتن در اپلیکیشن",
  "accounts.secondFactor.code": "کد از اپلیکیشن",
  "accounts.secondFactor.codeHint": "۶ رقم، یا یکی از کدهای بازیابی شما",
  "accounts.secondFactor.confirm": "تأیید",
  "accounts.secondFactor.added": "ورود دو مرحله‌ای فعال شد. در ورود بعدی از شما کدی از اپلیکیشن خواسته می‌شود.",
  "accounts.secondFactor.recoveryTitle": "کدهای بازیابی شما",
  "accounts.secondFactor.recoveryIntro":
    "اگر تلفن خود را گم کنید، هر یک از این کدها یک بار شما را وارد می‌کند. آن‌ها را یادداشت یا چاپ کنید و در جای امن نگه دارید: فقط همین حالا نشان داده می‌شوند.",
  "accounts.secondFactor.continue": "ادامه",
  "accounts.secondFactor.on":
    "ورود دو مرحله‌ای فعال است: بعد از رمز عبور، کدی از اپلیکیشن تأیید هویت وارد می‌کنید. اگر تلفن خود را گم کنید، از یک کد بازیابی استفاده کنید یا از یک مدیر بخواهید آن را بازنشانی کند.",
  "accounts.secondFactor.notBegun": "دوباره شروع کنید: اول اپلیکیشن را تنظیم کنید.",
  "accounts.secondFactor.codeRequired": "کد را وارد کنید.",
  "accounts.secondFactor.codeWrong": "این کد درست نیست. اپلیکیشن را بررسی کنید و دوباره امتحان کنید.",
  "accounts.secondFactor.codeUsed": "این کد قبلاً استفاده شده است. منتظر کد بعدی در اپلیکیشن بمانید.",
  "accounts.secondFactor.expired": "ورود شما بیش از حد طول کشید. لطفاً دوباره وارد شوید.",
  "accounts.secondFactor.stepTitle": "کد ورود خود را وارد کنید",
  "accounts.secondFactor.stepIntro": "اپلیکیشن تأیید هویت را باز کنید و کدی را که برای این حساب نشان می‌دهد وارد کنید.",
  "accounts.secondFactor.demoCode": "حالت نمایشی: برنامهٔ تأیید هویت مدیر نمایشی اکنون {code} را نشان می‌دهد.",
  "accounts.secondFactor.startOver": "دوباره وارد شوید",
  "accounts.devices.intro": "جاهایی که اکنون به حساب شما وارد شده‌اند.",
  "accounts.devices.name": "{browser} روی {system}",
  "accounts.devices.unknown": "دستگاه ناشناخته",
  "accounts.devices.this": "این دستگاه",
  "accounts.devices.signedInAt": "ورود:",
  "accounts.devices.lastSeenAt": "آخرین استفاده:",
  "accounts.devices.address": "آدرس:",
  "accounts.devices.signOutOthers": "خروج از همهٔ دستگاه‌های دیگر",
  "accounts.devices.signedOutOthers": "از همهٔ دستگاه‌های دیگر خارج شدید.",
  "accounts.devices.noOthers": "هیچ دستگاه دیگری وارد نشده است.",
  "accounts.profile.address": "آدرس",
  "accounts.profile.noAddress": "آدرس ندارد",
  "accounts.profile.notGiven": "داده نشده",
  "accounts.profile.distancesOn": "آدرس شما در نقشه است: لست وظیفه‌ها نشان می‌دهد که هر وظیفه چقدر دور است.",
  "accounts.profile.distancesOff": "آدرس خود را اضافه کنید تا ببینید هر وظیفه چقدر از شما دور است.",
  "accounts.profile.companyHint": "اگر این خانه را خالی کنید، نام شرکت شما تغییر نمی‌کند.",
  "accounts.profile.addressHint":
    "اختیاری. اگر آدرس می‌دهید، هر چهار خانه را پر کنید. از آن برای نشان دادن فاصلهٔ هر وظیفه از شما استفاده می‌شود.",
  "accounts.profile.street": "سرک و نمبر",
  "accounts.profile.city": "شهر",
  "accounts.profile.state": "ایالت",
  "accounts.profile.stateHint": "دو حرف، مثل IL.",
  "accounts.profile.zip": "کود پستی",
  "accounts.profile.addressNotFound": "ما این آدرس را پیدا نکردیم. شهر، ایالت و کود پستی را بررسی کنید.",
  "accounts.profile.save": "ذخیرهٔ پروفایل",
  "accounts.profile.updated": "پروفایل ذخیره شد",
  "accounts.profile.currentPassword": "رمز فعلی",
  "accounts.profile.wrongPassword": "این رمز فعلی شما نیست. هیچ چیز تغییر نکرد.",
  "accounts.profile.tooManyTries":
    "کوشش‌ها بسیار زیاد شد. لطفاً 15 دقیقه صبر کنید، یا خارج شوید و «رمز خود را فراموش کرده‌اید؟» را استفاده کنید.",
  "accounts.profile.noPasswordYet":
    "حساب شما هنوز رمز ندارد: شما با لینک ایمیل وارد شدید. ما می‌توانیم یک لینک برای انتخاب رمز به شما ایمیل کنیم.",
  "accounts.profile.emailMeLink": "لینک تنظیم رمز را به من ایمیل کنید",
  "accounts.profile.linkSent": "ما یک لینک به {email} ایمیل کردیم. این لینک یک بار و برای یک ساعت کار می‌کند.",
  "accounts.profile.otherDevices": "با ذخیره کردن، حساب شما از همه دستگاه‌های دیگر خارج می‌شود.",
  "accounts.profile.savePassword": "ذخیرهٔ رمز",
  "accounts.profile.passwordUpdated": "رمز تغییر کرد",

  "accounts.help.howTo": "طریقهٔ استفاده از ویب‌سایت (حساب {role})",
  "accounts.help.client.find":
    "در «پیدا کردن وظیفه» وظیفه‌هایی را می‌بینید که کارمندان تأیید کرده‌اند. به اساس عنوان وظیفه یا شرکت جستجو کنید. با «فلترها» می‌توانید به اساس معاش، وقت نوبت کاری، فاصله و چیزهای دیگر انتخاب کنید.",
  "accounts.help.client.filter": "برای دیدن فاصله‌ها، آدرس شما لازم است: آن را در «ویرایش پروفایل» اضافه کنید.",
  "accounts.help.client.save":
    "برای ذخیرهٔ یک وظیفه، ستارهٔ آن را فشار دهید. در «وظیفه‌های ذخیره‌شده» وظیفه‌هایی را می‌بینید که ذخیره کرده‌اید.",
  "accounts.help.client.address":
    "برای درخواست، بخش «چطور درخواست بدهید» را در وظیفه بخوانید: می‌گوید که کارمندان موسسه چطور در درخواست به شما کمک می‌کنند. می‌توانید مستقیم از آن‌ها هم بپرسید.",
  "accounts.help.employer.post":
    "«اعلان وظیفه» فورم وظیفه را باز می‌کند. آدرس، وقت‌های نوبت کاری و معاش را بنویسید تا کارجویان بتوانند وظیفهٔ شما را با فلتر پیدا کنند.",
  "accounts.help.employer.review":
    "کارمندان هر وظیفه را پیش از اینکه کارجویان آن را ببینند بررسی می‌کنند. «مدیریت وظیفه‌ها» وظیفه‌های در انتظار، تأیید شده و برگشت‌داده‌شدهٔ شما را نشان می‌دهد.",
  "accounts.help.employer.manage":
    "وظیفه‌ای که «نیاز به اقدام» دارد، یک پیام از کارمندان دارد: وظیفه را تغییر دهید و دوباره بفرستید.",
  "accounts.help.employer.pending":
    "تا وقتی که حساب شما در انتظار تأیید است، می‌توانید وظیفه‌ها را آماده کنید؛ کارمندان حساب شما و هر وظیفه را تأیید می‌کنند.",
  "accounts.help.admin.jobs":
    "«مدیریت وظیفه‌ها» وظیفه‌های در انتظار، تأیید شده و برگشت‌داده‌شده را نشان می‌دهد. یک وظیفه را تأیید کنید یا آن را با یک پیام برگردانید.",
  "accounts.help.admin.accounts":
    "«مدیریت حساب‌ها» همه حساب‌ها را به اساس نوع نشان می‌دهد. کارفرمایان را تأیید کنید، جزئیات را ویرایش کنید، وظیفه‌ها را به صاحب دیگر انتقال دهید یا حساب‌ها را حذف کنید.",
  "accounts.help.admin.create":
    "«ساختن حساب» برای کارجویان، کارفرمایان و کارمندان حساب می‌سازد. اگر رمز نگذارید، یک دعوت‌نامهٔ ایمیلی برای این شخص فرستاده می‌شود که برای 7 روز کار می‌کند.",
  "accounts.help.admin.audit": "هر تغییری که در حساب‌ها و وظیفه‌ها می‌دهید، با نام شما و وقت آن ثبت می‌شود.",
  "accounts.help.contactTitle": "تماس با موسسه",
  "accounts.help.contactIntro": "برای هر سوال، با کارمندان {agency} تماس بگیرید.",
  "accounts.help.phone": "تیلفون",
  "accounts.help.hours": "ساعات کاری دفتر",

  "accounts.phoneSignIn.title": "ورود با شمارهٔ تیلفون",
  "accounts.phoneSignIn.intro": "ما یک کود را با پیام کوتاه به تیلفون شما می‌فرستیم. به ایمیل و رمز نیاز ندارید.",
  "accounts.phoneSignIn.phone": "شمارهٔ تیلفون",
  "accounts.phoneSignIn.phoneHint":
    "شماره‌ای که از بیرون امریکا باشد، با + و کود کشور شروع می‌شود، مانند +93 70 123 4567.",
  "accounts.phoneSignIn.send": "یک کود با پیام کوتاه برایم بفرستید",
  "accounts.phoneSignIn.sending": "در حال فرستادن…",
  "accounts.phoneSignIn.sent":
    "اگر یک حساب شمارهٔ {phone} را استفاده کند، ما یک کود با پیام کوتاه به آن فرستاده‌ایم. رسیدن پیام ممکن است یک دقیقه وقت بگیرد.",
  "accounts.phoneSignIn.code": "کودی که با پیام کوتاه آمد",
  "accounts.phoneSignIn.codeFailed":
    "این کود کار نمی‌کند: شاید اشتباه نوشته شده، قبلاً استفاده شده یا وقتش تمام شده است. آن را بررسی کنید، یا یک کود جدید بخواهید.",
  "accounts.phoneSignIn.tooMany": "کودهای بسیار زیاد خواسته شد. لطفاً 15 دقیقه صبر کنید و دوباره کوشش کنید.",
  "accounts.phoneSignIn.sendAgain": "یک کود جدید بفرستید",
  "accounts.phoneSignIn.otherNumber": "یک شمارهٔ دیگر بنویسید",
  "accounts.phoneSignIn.withEmail": "به جای آن با ایمیل خود وارد شوید",

  "accounts.signIn.intro": "کار نزدیک خود را پیدا کنید. با ایمیل و رمز خود وارد شوید.",
  "accounts.signIn.email": "ایمیل",
  "accounts.signIn.emailPlaceholder": "you@example.org",
  "accounts.signIn.password": "رمز",
  "accounts.signIn.sharedDevice": "این یک تلفن مشترک است",
  "accounts.signIn.sharedDeviceHint":
    "وقتی مرورگر را ببندید، از حساب خود خارج می‌شوید و هیچ چیزی برای استفادهٔ بدون انترنت روی این تلفن نگه داشته نمی‌شود.",
  "accounts.signIn.submit": "ورود",
  "accounts.signIn.submitting": "در حال ورود…",
  "accounts.signIn.forgot": "رمز خود را فراموش کرده‌اید؟",
  "accounts.signIn.firstTime": "بار اول است که اینجا می‌آیید؟ رمز خود را تنظیم کنید",
  "accounts.signIn.newAccount": "اینجا تازه هستید؟ یک حساب بسازید",
  "accounts.signIn.invalid": "ایمیل یا رمز درست نیست. آن‌ها را بررسی کنید و دوباره کوشش کنید.",
  "accounts.signIn.tooMany": "کوشش‌های ورود بسیار زیاد شد. لطفاً یک دقیقه صبر کنید و دوباره کوشش کنید.",

  "accounts.signUp.title": "ساختن حساب",
  "accounts.signUp.intro": "کارجویان و کارفرمایان می‌توانند اینجا ثبت نام کنند.",
  "accounts.signUp.phone": "شمارهٔ تیلفون",
  "accounts.signUp.password": "رمز",
  "accounts.signUp.confirmPassword": "تکرار رمز",
  "accounts.signUp.accountType": "من",
  "accounts.signUp.typeClient": "دنبال وظیفه هستم",
  "accounts.signUp.typeEmployer": "کارفرما هستم",
  "accounts.signUp.submit": "ساختن حساب",
  "accounts.signUp.submitting": "در حال ساختن حساب…",
  "accounts.signUp.haveAccount": "قبلاً حساب دارید؟ وارد شوید",
  "accounts.signUp.checkEmail": "تشکر! یک پیام به ایمیل شما فرستادیم. لطفاً وارد شوید.",
  "accounts.signUp.tooMany": "از اینجا یا با این ایمیل ثبت نام‌های زیادی شده است. لطفاً یک ساعت بعد دوباره کوشش کنید.",

  "accounts.setPassword.title": "رمز خود را انتخاب کنید",
  "accounts.setPassword.intro": "رمز جدید خود را دو بار بنویسید.",
  "accounts.setPassword.password": "رمز جدید",
  "accounts.setPassword.confirm": "تکرار رمز جدید",
  "accounts.setPassword.submit": "ذخیرهٔ رمز",
  "accounts.setPassword.submitting": "در حال ذخیره…",
  "accounts.setPassword.done": "رمز شما ذخیره شد. لطفاً وارد شوید.",
  "accounts.setPassword.invalidTitle": "این لینک دیگر کار نمی‌کند",
  "accounts.setPassword.askNewLink": "یک لینک جدید برایم بفرستید",

  "accounts.provider.signIn": "ورود با {provider}",
  "accounts.provider.staffHint": "برای کارمندان اداره که حساب کاری دارند.",
  "accounts.provider.cancelled":
    "ورود در {provider} را لغو کردید. می‌توانید دوباره کوشش کنید یا از راه دیگری وارد شوید.",
  "accounts.provider.unknownAccount":
    "هیچ حسابی در اینجا از ایمیلی که {provider} به ما داد استفاده نمی‌کند. کارمندان اداره حساب‌ها را می‌سازند: از آن‌ها بخواهید و دوباره کوشش کنید.",
  "accounts.provider.staffOnly":
    "ورود با {provider} برای کارمندان اداره است. به جای آن، اینجا با رمز عبور، لینکی که با ایمیل می‌آید یا کدی که با پیامک می‌آید وارد شوید.",
  "accounts.provider.failed":
    "نتوانستیم این ورود را تأیید کنیم: از اینجا شروع نشده، قبلاً استفاده شده یا خیلی طول کشیده است. لطفاً از نو شروع کنید.",
  "accounts.provider.unavailable":
    "فعلاً دسترسی به {provider} ممکن نیست. بعداً دوباره کوشش کنید، یا با رمز عبور یا لینک ایمیلی وارد شوید.",
  "accounts.provider.title": "ورود با {provider}",
  "accounts.provider.linked": "وصل است: می‌توانید با {provider} وارد شوید.",
  "accounts.provider.notLinked": "وصل نیست. اگر {provider} همان ایمیل این حساب را دارد، می‌توانید آن را وصل کنید.",
  "accounts.provider.link": "وصل کردن {provider}",
  "accounts.provider.unlink": "جدا کردن {provider}",
  "accounts.provider.linkedToast": "{provider} اکنون به حساب شما وصل است.",
  "accounts.provider.unlinkedToast": "{provider} دیگر وصل نیست. با رمز عبور خود وارد شوید.",
  "accounts.provider.needsPassword":
    "{provider} تنها راه ورود شماست، پس نمی‌توان آن را جدا کرد. اول در «تغییر رمز عبور» یک رمز عبور بگذارید.",
  "accounts.provider.notLinkedError": "{provider} به حساب شما وصل نیست. چیزی تغییر نکرد.",
  "accounts.provider.otherEmail": "{provider} ایمیلی متفاوت از ایمیل این حساب داد. چیزی وصل نشد.",
  "accounts.provider.linkedElsewhere": "این ورود {provider} قبلاً به حساب دیگری وصل شده است. چیزی وصل نشد.",
} satisfies CatalogueOf<typeof english>;
