import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Ukrainian strings of sign-in, sign-up and the user's own profile: the same keys and placeholders as English.
export const strings = {
  "accounts.linkRequest.send": "Надіслати мені посилання",
  "accounts.linkRequest.sending": "Надсилання…",
  "accounts.linkRequest.backToSignIn": "Назад до входу",
  "accounts.linkRequest.wait_one": "Ми щойно надіслали лист. Зачекайте {count} секунду, перш ніж просити знову.",
  "accounts.linkRequest.wait_few": "Ми щойно надіслали лист. Зачекайте {count} секунди, перш ніж просити знову.",
  "accounts.linkRequest.wait_many": "Ми щойно надіслали лист. Зачекайте {count} секунд, перш ніж просити знову.",
  "accounts.linkRequest.wait_other": "Ми щойно надіслали лист. Зачекайте {count} секунди, перш ніж просити знову.",

  "accounts.forgot.title": "Відновлення пароля",
  "accounts.forgot.intro":
    "Введіть електронну пошту свого облікового запису. Ми надішлемо вам посилання, щоб вибрати новий пароль. Якщо ви не пам'ятаєте, яку пошту використовували, зверніться до агенції.",

  "accounts.firstPassword.title": "Вітаємо! Встановіть пароль",
  "accounts.firstPassword.intro":
    "Ваш обліковий запис створили співробітники агенції? Введіть електронну пошту, яку вони зареєстрували, і ми надішлемо вам посилання, щоб вибрати пароль.",

  "accounts.confirmSend.title": "Перевірте свою пошту",
  "accounts.confirmSend.sentPassword":
    "Якщо обліковий запис використовує {email}, ми надіслали на цю адресу посилання для встановлення пароля.",
  "accounts.confirmSend.sentSignIn":
    "Якщо обліковий запис використовує {email}, ми надіслали на цю адресу посилання для входу.",
  "accounts.confirmSend.spam": "Лист може прийти за кілька хвилин. Перевірте також папку «Спам».",
  "accounts.confirmSend.validPassword":
    "Посилання працює один раз, протягом однієї години. Після цього попросіть нове.",
  "accounts.confirmSend.validSignIn": "Посилання працює один раз, протягом 15 хвилин. Після цього попросіть нове.",
  "accounts.confirmSend.notReceived": "Не отримали лист?",
  "accounts.confirmSend.sendAgain": "Надіслати ще раз",
  "accounts.confirmSend.resent": "Ми надіслали лист ще раз.",

  "accounts.passwordLink.resetTitle": "Виберіть новий пароль",
  "accounts.passwordLink.welcomeTitle": "Вітаємо! Виберіть пароль",
  "accounts.passwordLink.othersSignedOut":
    "Коли ви збережете пароль, ваш обліковий запис вийде із системи на всіх інших пристроях.",
  "accounts.passwordLink.invalidBody":
    "Термін дії цього посилання минув, його вже використали, або воно неповне. Посилання для встановлення пароля працюють один раз і недовго. Попросіть нове посилання.",

  "accounts.signIn.phoneLink": "Увійти за номером телефону",
  "accounts.signIn.emailLink": "Увійти за посиланням, надісланим на вашу пошту",

  "accounts.signInLink.title": "Вхід за посиланням з електронного листа",
  "accounts.signInLink.intro":
    "Пароль не потрібен: введіть електронну пошту свого облікового запису, і ми надішлемо вам посилання. Воно дає змогу увійти один раз і працює 15 хвилин.",
  "accounts.signInLink.confirmIntro": "Натисніть кнопку, щоб увійти. Після цього посилання перестане працювати.",
  "accounts.signInLink.passwordDropped":
    "Ви увійшли. Для вашої безпеки пароль цього облікового запису видалено: встановіть новий у розділі «Налаштування» → «Змінити пароль».",

  "accounts.users.error.deletedMeanwhile":
    "Цього облікового запису більше немає: його видалили, поки ця форма була відкрита. Нічого не збережено.",

  "accounts.profile.menu.label": "Налаштування",
  "accounts.profile.menu.account": "Обліковий запис",
  "accounts.profile.menu.edit": "Редагувати профіль",
  "accounts.profile.menu.password": "Змінити пароль",
  "accounts.profile.menu.help": "Допомога",
  "accounts.profile.menu.secondFactor": "Двоетапний вхід",
  "accounts.profile.menu.devices": "Пристрої, на яких ви ввійшли",
  "accounts.profile.choose": "Виберіть, що ви хочете переглянути або змінити.",
  "accounts.profile.back": "Назад до налаштувань",
  "accounts.secondFactor.intro":
    "Додайте другий крок до входу: після пароля — 6-значний код із застосунку-автентифікатора на вашому телефоні (наприклад, Google Authenticator, Microsoft Authenticator чи Aegis).",
  "accounts.secondFactor.required":
    "Облікові записи працівників потребують другого кроку під час входу. Налаштуйте застосунок-автентифікатор, щоб продовжити роботу.",
  "accounts.secondFactor.begin": "Налаштувати застосунок-автентифікатор",
  "accounts.secondFactor.scan":
    "Відскануйте цей QR-код застосунком-автентифікатором або введіть у нього ключ нижче. Потім введіть код, який показує застосунок.",
  "accounts.secondFactor.qrAlt": "QR-код для вашого застосунку-автентифікатора",
  "accounts.secondFactor.secret": "Ключ для введення в застосунок",
  "accounts.secondFactor.code": "Код із застосунку",
  "accounts.secondFactor.codeHint": "6 цифр або один із ваших кодів відновлення",
  "accounts.secondFactor.confirm": "Підтвердити",
  "accounts.secondFactor.added": "Двоетапний вхід увімкнено. Під час наступного входу буде потрібен код із застосунку.",
  "accounts.secondFactor.recoveryTitle": "Ваші коди відновлення",
  "accounts.secondFactor.recoveryIntro":
    "Якщо ви втратите телефон, кожен із цих кодів дозволяє ввійти один раз. Запишіть або роздрукуйте їх і зберігайте в безпечному місці: їх показано лише зараз.",
  "accounts.secondFactor.continue": "Продовжити",
  "accounts.secondFactor.on":
    "Двоетапний вхід увімкнено: після пароля ви вводите код із застосунку-автентифікатора. Якщо ви втратите телефон, скористайтеся кодом відновлення або попросіть адміністратора скинути його.",
  "accounts.secondFactor.notBegun": "Почніть знову: спершу налаштуйте застосунок.",
  "accounts.secondFactor.codeRequired": "Введіть код.",
  "accounts.secondFactor.codeWrong": "Цей код неправильний. Перевірте застосунок і спробуйте ще раз.",
  "accounts.secondFactor.codeUsed": "Цей код уже використано. Дочекайтеся наступного коду в застосунку.",
  "accounts.secondFactor.expired": "Вхід тривав надто довго. Будь ласка, увійдіть знову.",
  "accounts.secondFactor.stepTitle": "Введіть код для входу",
  "accounts.secondFactor.stepIntro":
    "Відкрийте застосунок-автентифікатор і введіть код, який він показує для цього облікового запису.",
  "accounts.secondFactor.demoCode":
    "Демонстраційний режим: застосунок автентифікації демо-адміністратора зараз показує {code}.",
  "accounts.secondFactor.startOver": "Увійти знову",
  "accounts.devices.intro": "Де зараз виконано вхід у ваш обліковий запис.",
  "accounts.devices.name": "{browser} на {system}",
  "accounts.devices.unknown": "Невідомий пристрій",
  "accounts.devices.this": "Цей пристрій",
  "accounts.devices.signedInAt": "Вхід:",
  "accounts.devices.lastSeenAt": "Останнє використання:",
  "accounts.devices.address": "Адреса:",
  "accounts.devices.signOutOthers": "Вийти на всіх інших пристроях",
  "accounts.devices.signedOutOthers": "Ви вийшли на всіх інших пристроях.",
  "accounts.devices.noOthers": "На жодному іншому пристрої вхід не виконано.",
  "accounts.profile.address": "Адреса",
  "accounts.profile.noAddress": "Адреси немає",
  "accounts.profile.notGiven": "Не вказано",
  "accounts.profile.distancesOn": "Ваша адреса є на карті: у списках вакансій видно, як далеко від вас кожна вакансія.",
  "accounts.profile.distancesOff": "Додайте свою адресу, щоб бачити, як далеко від вас кожна вакансія.",
  "accounts.profile.companyHint": "Якщо ви залишите це поле порожнім, назва вашої компанії не зміниться.",
  "accounts.profile.addressHint":
    "Необов'язково. Якщо вказуєте адресу, заповніть усі чотири поля. Адреса потрібна, щоб показати, як далеко від вас кожна вакансія.",
  "accounts.profile.street": "Вулиця та номер будинку",
  "accounts.profile.city": "Місто",
  "accounts.profile.state": "Штат",
  "accounts.profile.stateHint": "Дві літери, наприклад IL.",
  "accounts.profile.zip": "Поштовий індекс",
  "accounts.profile.addressNotFound": "Ми не змогли знайти цю адресу. Перевірте місто, штат і поштовий індекс.",
  "accounts.profile.save": "Зберегти профіль",
  "accounts.profile.updated": "Профіль оновлено",
  "accounts.profile.currentPassword": "Поточний пароль",
  "accounts.profile.wrongPassword": "Це не ваш поточний пароль. Нічого не змінено.",
  "accounts.profile.tooManyTries":
    "Забагато спроб. Зачекайте 15 хвилин або вийдіть і скористайтеся посиланням «Забули пароль?».",
  "accounts.profile.noPasswordYet":
    "Ваш обліковий запис ще не має пароля: ви увійшли за посиланням з електронного листа. Ми можемо надіслати вам посилання, щоб вибрати пароль.",
  "accounts.profile.emailMeLink": "Надіслати мені посилання для встановлення пароля",
  "accounts.profile.linkSent": "Ми надіслали посилання на {email}. Воно працює один раз, протягом однієї години.",
  "accounts.profile.otherDevices": "Після збереження ваш обліковий запис вийде із системи на всіх інших пристроях.",
  "accounts.profile.savePassword": "Зберегти пароль",
  "accounts.profile.passwordUpdated": "Пароль оновлено",

  "accounts.help.howTo": "Як користуватися сайтом (обліковий запис: {role})",
  "accounts.help.client.find":
    "У розділі «Пошук вакансій» є вакансії, які схвалили співробітники агенції. Шукайте за назвою посади або компанії, а у фільтрах вибирайте оплату, час зміни, відстань тощо.",
  "accounts.help.client.filter":
    "Щоб бачити відстань, потрібна ваша адреса: додайте її в розділі «Редагувати профіль».",
  "accounts.help.client.save":
    "Натисніть зірочку біля вакансії, щоб зберегти її. У розділі «Збережені вакансії» є вакансії, які ви зберегли.",
  "accounts.help.client.address":
    "Щоб подати заявку, прочитайте «Як подати заявку» у вакансії: там сказано, як співробітники агенції допоможуть вам подати заявку. Можна також запитати їх напряму.",
  "accounts.help.employer.post":
    "Кнопка «Опублікувати вакансію» відкриває форму вакансії. Вкажіть адресу, час зміни та оплату, щоб шукачі роботи могли знайти вашу вакансію за фільтрами.",
  "accounts.help.employer.review":
    "Співробітники агенції перевіряють кожну вакансію, перш ніж її побачать шукачі роботи. У розділі «Керування вакансіями» є ваші вакансії: на розгляді, схвалені та повернені.",
  "accounts.help.employer.manage":
    "Вакансія зі статусом «Потрібні зміни» має повідомлення від співробітників агенції: змініть вакансію та надішліть її знову.",
  "accounts.help.employer.pending":
    "Поки ваш обліковий запис очікує схвалення, ви можете готувати вакансії; співробітники агенції схвалять ваш обліковий запис і кожну вакансію.",
  "accounts.help.admin.jobs":
    "У розділі «Керування вакансіями» є вакансії на розгляді, схвалені та повернені. Схваліть вакансію або поверніть її з повідомленням.",
  "accounts.help.admin.accounts":
    "У розділі «Керування обліковими записами» є всі облікові записи за типами. Схвалюйте роботодавців, редагуйте дані, передавайте вакансії іншому власнику або видаляйте облікові записи.",
  "accounts.help.admin.create":
    "У розділі «Створити обліковий запис» можна створити обліковий запис для шукача роботи, роботодавця або співробітника агенції. Якщо пароль не вказано, людина отримає електронною поштою запрошення, дійсне 7 днів.",
  "accounts.help.admin.audit": "Кожна ваша зміна в облікових записах і вакансіях записується з вашим іменем і часом.",
  "accounts.help.contactTitle": "Зв'язатися з агенцією",
  "accounts.help.contactIntro": "З будь-яким питанням звертайтеся до співробітників {agency}.",
  "accounts.help.phone": "Телефон",
  "accounts.help.hours": "Години роботи офісу",

  "accounts.phoneSignIn.title": "Вхід за номером телефону",
  "accounts.phoneSignIn.intro": "Ми надішлемо код на ваш телефон у SMS. Електронна пошта й пароль не потрібні.",
  "accounts.phoneSignIn.phone": "Номер телефону",
  "accounts.phoneSignIn.phoneHint": "Номер не зі США починається з + і коду країни, наприклад +93 70 123 4567.",
  "accounts.phoneSignIn.send": "Надіслати мені код у SMS",
  "accounts.phoneSignIn.sending": "Надсилання…",
  "accounts.phoneSignIn.sent":
    "Якщо обліковий запис використовує номер {phone}, ми надіслали на нього код у SMS. Повідомлення може прийти за хвилину.",
  "accounts.phoneSignIn.code": "Код із SMS",
  "accounts.phoneSignIn.codeFailed":
    "Цей код не працює: можливо, у ньому помилка, його вже використали або він застарів. Перевірте його або попросіть новий код.",
  "accounts.phoneSignIn.tooMany": "Попросили забагато кодів. Зачекайте 15 хвилин і спробуйте ще раз.",
  "accounts.phoneSignIn.sendAgain": "Надіслати новий код",
  "accounts.phoneSignIn.otherNumber": "Ввести інший номер",
  "accounts.phoneSignIn.withEmail": "Увійти за допомогою електронної пошти",

  "accounts.signIn.intro": "Знайдіть роботу поруч із вами. Увійдіть за допомогою електронної пошти та пароля.",
  "accounts.signIn.email": "Електронна пошта",
  "accounts.signIn.emailPlaceholder": "you@example.org",
  "accounts.signIn.password": "Пароль",
  "accounts.signIn.sharedDevice": "Це спільний телефон",
  "accounts.signIn.sharedDeviceHint":
    "Ви вийдете з облікового запису, коли закриєте браузер, і на цьому телефоні нічого не зберігатиметься для роботи офлайн.",
  "accounts.signIn.submit": "Увійти",
  "accounts.signIn.submitting": "Вхід…",
  "accounts.signIn.forgot": "Забули пароль?",
  "accounts.signIn.firstTime": "Ви тут уперше? Встановіть пароль",
  "accounts.signIn.newAccount": "Тут уперше? Створіть обліковий запис",
  "accounts.signIn.invalid": "Електронна пошта або пароль неправильні. Перевірте їх і спробуйте ще раз.",
  "accounts.signIn.tooMany": "Забагато спроб входу. Зачекайте хвилину та спробуйте ще раз.",

  "accounts.signUp.title": "Створити обліковий запис",
  "accounts.signUp.intro": "Тут можуть зареєструватися шукачі роботи та роботодавці.",
  "accounts.signUp.phone": "Номер телефону",
  "accounts.signUp.password": "Пароль",
  "accounts.signUp.confirmPassword": "Підтвердьте пароль",
  "accounts.signUp.accountType": "Я",
  "accounts.signUp.typeClient": "Шукаю роботу",
  "accounts.signUp.typeEmployer": "Роботодавець",
  "accounts.signUp.submit": "Створити обліковий запис",
  "accounts.signUp.submitting": "Створення облікового запису…",
  "accounts.signUp.haveAccount": "Уже маєте обліковий запис? Увійдіть",
  "accounts.signUp.checkEmail": "Дякуємо! Ми надіслали повідомлення на вашу пошту. Увійдіть, будь ласка.",
  "accounts.signUp.tooMany": "Забагато реєстрацій звідси або з цією електронною адресою. Спробуйте ще раз за годину.",

  "accounts.setPassword.title": "Виберіть пароль",
  "accounts.setPassword.intro": "Введіть новий пароль двічі.",
  "accounts.setPassword.password": "Новий пароль",
  "accounts.setPassword.confirm": "Підтвердьте новий пароль",
  "accounts.setPassword.submit": "Зберегти пароль",
  "accounts.setPassword.submitting": "Збереження…",
  "accounts.setPassword.done": "Ваш пароль збережено. Увійдіть, будь ласка.",
  "accounts.setPassword.invalidTitle": "Це посилання більше не працює",
  "accounts.setPassword.askNewLink": "Надіслати мені нове посилання",

  "accounts.provider.signIn": "Увійти через {provider}",
  "accounts.provider.staffHint": "Для працівників агенції з робочим обліковим записом.",
  "accounts.provider.cancelled": "Ви скасували вхід у {provider}. Можете спробувати ще раз або увійти іншим способом.",
  "accounts.provider.unknownAccount":
    "Жоден обліковий запис тут не використовує електронну пошту, яку нам надав {provider}. Облікові записи створюють працівники агенції: зверніться до них і спробуйте знову.",
  "accounts.provider.staffOnly":
    "Вхід через {provider} призначений для працівників агенції. Увійдіть тут за паролем, посиланням з електронного листа або кодом з текстового повідомлення.",
  "accounts.provider.failed":
    "Не вдалося підтвердити цей вхід: його почали не тут, він уже використаний або тривав задовго. Почніть спочатку.",
  "accounts.provider.unavailable":
    "{provider} зараз недоступний. Спробуйте пізніше або увійдіть за допомогою пароля чи посилання з листа.",
  "accounts.provider.title": "Увійти через {provider}",
  "accounts.provider.linked": "Пов'язано: ви можете входити через {provider}.",
  "accounts.provider.notLinked":
    "Не пов'язано. Можна пов'язати {provider}, якщо там та сама електронна пошта, що й у цьому обліковому записі.",
  "accounts.provider.link": "Пов'язати {provider}",
  "accounts.provider.unlink": "Відв'язати {provider}",
  "accounts.provider.linkedToast": "{provider} тепер пов'язано з вашим обліковим записом.",
  "accounts.provider.unlinkedToast": "{provider} більше не пов'язано. Входьте з паролем.",
  "accounts.provider.needsPassword":
    "{provider} — ваш єдиний спосіб увійти, тому його не можна відв'язати. Спершу встановіть пароль у розділі «Змінити пароль».",
  "accounts.provider.notLinkedError": "{provider} не пов'язано з вашим обліковим записом. Нічого не змінено.",
  "accounts.provider.otherEmail":
    "{provider} надав іншу електронну пошту, ніж у цього облікового запису. Нічого не пов'язано.",
  "accounts.provider.linkedElsewhere":
    "Цей вхід {provider} уже пов'язано з іншим обліковим записом. Нічого не пов'язано.",
} satisfies CatalogueOf<typeof english>;
