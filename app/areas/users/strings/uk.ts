import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Ukrainian strings of user administration: the same keys and placeholders as English.
export const strings = {
  "users.title": "Керування обліковими записами",
  "users.userTitle": "Обліковий запис: {name}",
  "users.search": "Шукайте за ім'ям, електронною поштою або компанією",
  "users.searchSubmit": "Шукати",
  "users.clearSearch": "Очистити пошук",
  "users.tabs": "Типи облікових записів",

  "users.tab.client": "Шукачі роботи",
  "users.tab.employer": "Роботодавці",
  "users.tab.admin": "Адміністратори",

  "users.col.name": "Ім'я",
  "users.col.email": "Електронна пошта",
  "users.col.phone": "Телефон",
  "users.col.company": "Компанія",
  "users.col.status": "Статус",
  "users.col.created": "Створено",
  "users.col.actions": "Дії",

  "users.status.pending": "На розгляді",
  "users.status.approved": "Схвалено",

  "users.you": "(ви)",
  "users.empty": "Облікових записів цього типу ще немає.",
  "users.noMatch": "Жоден обліковий запис цього типу не відповідає запиту «{q}».",
  "users.pages": "Сторінки",
  "users.page": "Сторінка {page}",
  "users.previous": "Попередня сторінка",
  "users.next": "Наступна сторінка",
  "users.approve": "Схвалити",
  "users.approveNamed": "Схвалити: {name}",
  "users.edit": "Редагувати",
  "users.editNamed": "Редагувати: {name}",
  "users.transfer": "Передати вакансії",
  "users.transferNamed": "Передати вакансії: {name}",
  "users.delete": "Видалити",
  "users.deleteNamed": "Видалити: {name}",
  "users.backTo": "Назад до розділу «{tab}»",
  "users.pendingNote": "Цей обліковий запис очікує схвалення. Після схвалення людина отримає лист.",
  "users.editTitle": "Дані",
  "users.role": "Роль",
  "users.selfLocked": "Ви не можете змінити власну роль або статус.",
  "users.save": "Зберегти зміни",
  "users.noPassword": "Ця людина ще не вибрала пароль.",
  "users.sendInvitation": "Надіслати запрошення ще раз",
  "users.notExist": "Користувача {id} не існує",
  "users.updated": "Обліковий запис «{name}» збережено.",
  "users.approved": "Обліковий запис «{name}» схвалено. Ми надіслали цій людині лист.",
  "users.deleted":
    "Обліковий запис «{name}» видалено разом із вакансіями ({jobs}) і записами про збереження ({savedLinks}).",
  "users.transferred_one": "{count} вакансію перенесено від {from} до {to}.",
  "users.transferred_few": "{count} вакансії перенесено від {from} до {to}.",
  "users.transferred_many": "{count} вакансій перенесено від {from} до {to}.",
  "users.transferred_other": "{count} вакансії перенесено від {from} до {to}.",
  "users.invited": "Ми надіслали запрошення на {email}. Воно дійсне 7 днів.",

  "users.error.self": "Ви не можете видалити власний обліковий запис або змінити власну роль чи статус.",
  "users.error.lastAdmin":
    "Це останній обліковий запис адміністратора. Спочатку зробіть адміністратором когось іншого.",
  "users.error.ownsJobs":
    "Цьому користувачу належать вакансії. Передайте або видаліть їх, перш ніж робити його шукачем роботи.",
  "users.error.alreadyApproved": "Цей обліковий запис уже схвалено.",
  "users.error.sameUser": "Виберіть іншу людину, яка отримає вакансії.",
  "users.error.noJobs": "Цей користувач не має вакансій, які можна передати.",
  "users.error.hasPassword": "Ця людина вже вибрала пароль.",

  "users.delete.title": "Видалити «{name}»?",
  "users.delete.body":
    "Буде видалено обліковий запис «{name}» ({email}) разом із даними для входу та сеансами, а також:",
  "users.delete.jobs_one": "{count} вакансія, яку створив цей користувач",
  "users.delete.jobs_few": "{count} вакансії, які створив цей користувач",
  "users.delete.jobs_many": "{count} вакансій, які створив цей користувач",
  "users.delete.jobs_other": "{count} вакансії, які створив цей користувач",
  "users.delete.savedLinks_one":
    "{count} пов'язаний запис про збереження (вакансії, які зберіг цей користувач, і збереження його вакансій іншими людьми)",
  "users.delete.savedLinks_few":
    "{count} пов'язані записи про збереження (вакансії, які зберіг цей користувач, і збереження його вакансій іншими людьми)",
  "users.delete.savedLinks_many":
    "{count} пов'язаних записів про збереження (вакансії, які зберіг цей користувач, і збереження його вакансій іншими людьми)",
  "users.delete.savedLinks_other":
    "{count} пов'язаного запису про збереження (вакансії, які зберіг цей користувач, і збереження його вакансій іншими людьми)",
  "users.delete.requests_one":
    "{count} запит на допомогу, пов'язаний з ним (власні запити та запити шукачів роботи щодо його вакансій)",
  "users.delete.requests_few":
    "{count} запити на допомогу, пов'язані з ним (власні запити та запити шукачів роботи щодо його вакансій)",
  "users.delete.requests_many":
    "{count} запитів на допомогу, пов'язаних з ним (власні запити та запити шукачів роботи щодо його вакансій)",
  "users.delete.requests_other":
    "{count} запиту на допомогу, пов'язаних з ним (власні запити та запити шукачів роботи щодо його вакансій)",
  "users.delete.final": "Цю дію не можна скасувати.",
  "users.delete.confirm": "Видалити «{name}»",

  "users.transfer.title": "Передати вакансії: {name}",
  "users.transfer.body_one":
    "Перенесіть {count} вакансію користувача «{name}» до іншого роботодавця або адміністратора. Статус вакансії не зміниться.",
  "users.transfer.body_few":
    "Перенесіть усі {count} вакансії користувача «{name}» до іншого роботодавця або адміністратора. Статус вакансій не зміниться.",
  "users.transfer.body_many":
    "Перенесіть усі {count} вакансій користувача «{name}» до іншого роботодавця або адміністратора. Статус вакансій не зміниться.",
  "users.transfer.body_other":
    "Перенесіть усі {count} вакансії користувача «{name}» до іншого роботодавця або адміністратора. Статус вакансій не зміниться.",
  "users.transfer.to": "Новий власник",
  "users.transfer.hint": "Введіть ім'я, електронну пошту або компанію, а потім виберіть зі списку.",
  "users.transfer.submit": "Передати вакансії",

  "users.createAccount.title": "Створити обліковий запис",
  "users.createAccount.intro":
    "Для шукачів роботи, роботодавців і співробітників агенції. Якщо пароль не вказано, людина отримає лист, щоб вибрати пароль самостійно; шукач роботи, у якого є лише номер телефону, отримає SMS про те, як увійти. Допоможіть новим шукачам роботи додати телефон і адресу до профілю, щоб було видно відстань до вакансій.",
  "users.createAccount.role.client": "Шукач роботи",
  "users.createAccount.role.employer": "Роботодавець",
  "users.createAccount.role.admin": "Адміністратор (співробітник агенції)",
  "users.createAccount.password": "Пароль (необов'язково)",
  "users.createAccount.passwordHint":
    "Залиште порожнім, щоб надіслати електронною поштою запрошення вибрати пароль (дійсне 7 днів). Інакше — щонайменше 8 символів.",
  "users.createAccount.submit": "Створити обліковий запис",
  "users.createAccount.submitting": "Створення…",
  "users.createAccount.created": "Обліковий запис для {email} створено. Ви й далі працюєте у своєму обліковому записі.",
  "users.createAccount.phoneOnly":
    "Обліковий запис «{name}» готовий. Ми надіслали на {phone} SMS про те, як увійти за цим номером.",
  "users.validation.textsOff":
    "Ця агенція не надсилає SMS, тому шукач роботи без електронної пошти не зміг би увійти. Введіть електронну пошту.",
  "users.createAccount.emailHint":
    "Шукач роботи без електронної пошти може входити за номером телефону: залиште поле пошти порожнім і введіть телефон.",
  "users.createAccount.invited":
    "Обліковий запис для {email} створено, запрошення надіслано електронною поштою (дійсне 7 днів).",
  "users.createAccount.failed": "Обліковий запис не створено. Перевірте форму.",

  "users.validation.emailTaken": "Ця електронна пошта вже зареєстрована. Увійдіть або використайте іншу пошту.",
  "users.requests.title": "Запити на допомогу з вакансією",
  "users.requests.none": "Запитів на допомогу ще немає.",
  "users.requests.job": "{title} у {company}",
  "users.trust.title": "Надійний роботодавець",
  "users.trust.isTrusted":
    "Надійний: нові, змінені та знову відкриті вакансії цього роботодавця публікуються одразу, без перевірки. Його першу вакансію завжди перевіряють. Працівники отримують лист про кожну вакансію, опубліковану так.",
  "users.trust.notTrusted":
    "Не надійний: працівники перевіряють кожну вакансію цього роботодавця, перш ніж її побачать шукачі роботи. Позначте надійним роботодавця, якого агенція добре знає, щоб його вакансії (після першої) публікувалися одразу. Це можна скасувати будь-коли.",
  "users.trust.mark": "Позначити надійним",
  "users.trust.unmark": "Скасувати довіру",
  "users.trust.approveFirst": "Спершу схваліть обліковий запис: надійним може бути лише схвалений роботодавець.",
  "users.secondFactor.title": "Двоетапний вхід",
  "users.secondFactor.on": "Цей обліковий запис входить за паролем і кодом із застосунку-автентифікатора.",
  "users.secondFactor.reset": "Скинути двоетапний вхід…",
  "users.secondFactor.confirmBody":
    "Скинути двоетапний вхід для {name}? Робіть це лише тоді, коли впевнені, що це саме ця людина (втрачений телефон). Наступного разу вона ввійде лише з паролем; обліковий запис працівника має потім налаштувати новий застосунок, перш ніж працювати.",
  "users.secondFactor.confirm": "Так, скинути",
  "users.secondFactor.keep": "Скасувати",
  "users.secondFactor.resetDone": "Двоетапний вхід скинуто.",
  "users.secondFactor.notOn": "Цей обліковий запис не має двоетапного входу.",
  "users.trust.marked": "{name} тепер надійний роботодавець.",
  "users.trust.unmarked": "{name} більше не надійний: його вакансії знову перевірятимуть.",
  "users.trust.notAllowed": "Надійним може бути лише схвалений роботодавець.",
  "users.requests.open": "Відкрити запит",
  "users.requests.openNamed": "Відкрити запит щодо {title}",
  "users.deliveries.title": "Недоставлені повідомлення",
  "users.deliveries.intro":
    "Повідомлення, які не вдалося доставити. Ті, спроби надіслати які припинено, чекають на вас: усуньте причину (помилку в адресі, налаштування поштового сервера) і надішліть їх знову. Інші й далі надсилаються автоматично.",
  "users.deliveries.empty": "Немає повідомлень, які не вдалося надіслати.",
  "users.deliveries.failed": "Спроби припинено",
  "users.deliveries.retrying": "Спроби тривають",
  "users.deliveries.capped": "Показано лише перші {count} повідомлень.",
  "users.deliveries.recipient": "Кому",
  "users.deliveries.channel": "Канал",
  "users.deliveries.channel.email": "Електронна пошта",
  "users.deliveries.channel.sms": "SMS",
  "users.deliveries.subject": "Тема",
  "users.deliveries.error": "Помилка",
  "users.deliveries.fullError": "Показати всю помилку",
  "users.deliveries.attempts": "Спроби",
  "users.deliveries.lastAttempt": "Остання спроба",
  "users.deliveries.nextAttempt": "Наступна спроба",
  "users.deliveries.send": "Надіслати знову",
  "users.deliveries.sending": "Надсилання…",
  "users.deliveries.sent": "Повідомлення буде надіслано знову за мить.",
  "users.deliveries.notFailed": "Це повідомлення вже не чекає: хтось уже надіслав його знову.",
} satisfies CatalogueOf<typeof english>;
