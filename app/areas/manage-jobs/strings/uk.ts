import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Ukrainian strings of posting, reviewing and managing jobs: the same keys and placeholders as English.
export const strings = {
  "manageJobs.form.createTitle": "Опублікувати вакансію",
  "manageJobs.form.updateTitle": "Редагувати вакансію",
  "manageJobs.form.back": "Назад",
  "manageJobs.form.title": "Назва посади",
  "manageJobs.form.company": "Назва компанії",
  "manageJobs.form.startDate": "Дата початку",
  "manageJobs.form.jobType": "Тип зайнятості",
  "manageJobs.form.openings": "Кількість вакансій",
  "manageJobs.form.openingsHint": "Скільки людей буде прийнято на цю роботу (від 1 до {max}).",
  "manageJobs.form.shift": "Деталі зміни",
  "manageJobs.form.shiftHint":
    "Напишіть дні та години, наприклад «Пн-Пт 9am-5pm» або «четвер - п'ятниця з 1 PM до 5 PM». Якщо час записано так, шукачі роботи можуть фільтрувати вакансії за часом зміни.",
  "manageJobs.form.wageType": "Тип оплати",
  "manageJobs.form.salaryRange": "Діапазон оплати",
  "manageJobs.form.wageMin": "Мінімум ($)",
  "manageJobs.form.wageMax": "Максимум ($)",
  "manageJobs.form.benefits": "Пільги",
  "manageJobs.form.hasMedical": "Медичне страхування",
  "manageJobs.form.hasOthers": "Інші пільги",
  "manageJobs.form.benefitOthers": "Інші пільги",
  "manageJobs.form.benefitOthersPlaceholder": "Додайте інші пільги, які ви надаєте",
  "manageJobs.form.englishLevel": "Рівень англійської",
  "manageJobs.form.languageNote": "Інші мови, якими говорять на роботі",
  "manageJobs.form.languageNoteHint":
    "Наприклад «Arabic, Spanish/English». Пишіть назви мов англійською: шукачі роботи фільтрують вакансії за цими словами.",
  "manageJobs.form.location": "Місце роботи",
  "manageJobs.form.street": "Вулиця та номер будинку",
  "manageJobs.form.city": "Місто",
  "manageJobs.form.state": "Штат",
  "manageJobs.form.zip": "Поштовий індекс",
  "manageJobs.form.description": "Опис вакансії",
  "manageJobs.form.descriptionHint":
    "Опишіть, у чому полягає робота і що для неї потрібно, наприклад водійське посвідчення чи інші сертифікати.",
  "manageJobs.form.instructions": "Як подати заявку",
  "manageJobs.form.instructionsHint":
    "Це бачать співробітники агенції і ви, але ніколи не шукачі роботи: співробітники користуються цим, щоб допомогти людям подати заявку. Поясніть, як подати заявку: наприклад, надіслати резюме електронною поштою, заповнити заявку на сайті або зателефонувати.",
  "manageJobs.form.hiddenFromSeekers": "Шукачі роботи цього не бачать",
  "manageJobs.form.submitCreate": "Надіслати",
  "manageJobs.form.submitUpdate": "Зберегти зміни",
  "manageJobs.form.submitting": "Збереження…",
  "manageJobs.form.unexpectedFields":
    "Цю форму змінили поза сторінкою, тому нічого не збережено. Перезавантажте сторінку та спробуйте ще раз.",
  "manageJobs.form.fixErrors": "Деякі відповіді треба виправити. Подивіться на повідомлення біля полів.",
  "manageJobs.form.approvedWarning":
    "Ця вакансія вже опублікована. Коли ви збережете зміни, вона знову піде на перевірку до співробітників агенції, і шукачі роботи не бачитимуть її, доки її знову не схвалять.",
  "manageJobs.form.confirmTitle": "Надіслати цю вакансію на повторну перевірку?",
  "manageJobs.form.confirmSave": "Зберегти й надіслати на перевірку",
  "manageJobs.form.cancel": "Скасувати",

  "manageJobs.draft.prompt": "Завантажити останню чернетку?",
  "manageJobs.draft.dismiss": "Закрити",
  "manageJobs.draft.load": "Завантажити",
  "manageJobs.draft.loaded": "Чернетку завантажено",
  "manageJobs.draft.loadFailed": "Не вдалося завантажити чернетку.",

  "manageJobs.validation.noMarkup": "Пишіть звичайний текст, без тегів HTML, таких як <b> або <script>.",
  "manageJobs.validation.titleRequired": "Введіть назву посади.",
  "manageJobs.validation.startDateRequired": "Виберіть дату початку.",
  "manageJobs.validation.startDateInvalid": "Введіть справжню дату, наприклад 2026-03-01.",
  "manageJobs.validation.jobType": "Виберіть «Повна зайнятість» або «Часткова зайнятість».",
  "manageJobs.validation.openings": "Введіть ціле число вакансій від 1 до 999.",
  "manageJobs.validation.shiftRequired": "Опишіть зміну, наприклад: Пн-Пт 9am-5pm.",
  "manageJobs.validation.wageType": "Виберіть «за годину» або «за рік».",
  "manageJobs.validation.wageMinRequired": "Введіть мінімальну оплату.",
  "manageJobs.validation.wageMaxRequired": "Введіть максимальну оплату.",
  "manageJobs.validation.wagePositive": "Введіть суму, більшу за 0, наприклад 16 або 16.50.",
  "manageJobs.validation.wageTooHigh": "Ця сума завелика.",
  "manageJobs.validation.wageOrder": "Максимум має бути не меншим за мінімум.",
  "manageJobs.validation.benefitOthersRequired": "Опишіть інші пільги або зніміть позначку «Інші пільги».",
  "manageJobs.validation.englishLevel": "Виберіть рівень англійської.",
  "manageJobs.validation.streetRequired": "Введіть вулицю та номер будинку.",
  "manageJobs.validation.cityRequired": "Введіть місто.",
  "manageJobs.validation.stateRequired": "Введіть штат.",
  "manageJobs.validation.zipRequired": "Введіть поштовий індекс.",
  "manageJobs.validation.zipInvalid": "Введіть поштовий індекс із 5 цифр, наприклад 60659 або 60659-1234.",
  "manageJobs.validation.descriptionRequired": "Опишіть вакансію.",
  "manageJobs.validation.instructionsRequired": "Поясніть, як подати заявку.",
  "manageJobs.validation.rejectMessageRequired": "Напишіть роботодавцю, що треба змінити.",

  "manageJobs.toast.sentForReview":
    "Вакансію збережено й надіслано співробітникам агенції на перевірку. Шукачі роботи побачать її після схвалення.",
  "manageJobs.toast.saved": "Вакансію збережено.",
  "manageJobs.toast.notLocated":
    "Вакансію збережено, але ми не змогли знайти її адресу на карті, тому фільтри за відстанню її не покажуть. Перевірте вулицю, місто, штат і поштовий індекс.",

  "manageJobs.dashboard.title": "Керування вакансіями",
  "manageJobs.dashboard.tabs": "Статус вакансії",

  "manageJobs.tab.pending": "Усі вакансії на розгляді",
  "manageJobs.tab.approved": "Усі схвалені вакансії",
  "manageJobs.tab.todo": "Усі вакансії, які потребують змін",
  "manageJobs.tab.closed": "Усі закриті вакансії",

  "manageJobs.list.empty": "У цій вкладці немає відповідних вакансій.",

  "manageJobs.view.owner": "Автор публікації",
  "manageJobs.view.ownerPending":
    "Обліковий запис роботодавця очікує схвалення. Цю вакансію не можна схвалити, доки обліковий запис не схвалять у розділі «Керування обліковими записами».",

  "manageJobs.action.approve": "Схвалити",
  "manageJobs.action.reject": "Відхилити",
  "manageJobs.action.edit": "Редагувати",
  "manageJobs.action.close": "Закрити це оголошення",
  "manageJobs.action.reopen": "Відкрити знову",
  "manageJobs.action.delete": "Видалити",
  "manageJobs.action.transfer": "Передати",
  "manageJobs.action.more": "Більше",
  "manageJobs.action.working": "Виконується…",

  "manageJobs.reject.title": "Відхилити цю вакансію",
  "manageJobs.reject.intro":
    "«{title}» повернеться до роботодавця зі статусом «Потрібні зміни» та з вашим повідомленням.",
  "manageJobs.reject.message": "Повідомлення роботодавцю",
  "manageJobs.reject.hint": "Напишіть, що треба змінити, щоб шукачі роботи могли побачити вакансію.",
  "manageJobs.reject.submit": "Відхилити вакансію",

  "manageJobs.delete.title": "Видалити цю вакансію?",
  "manageJobs.delete.body":
    "«{title}» ({company}) буде видалено назавжди і прибрано зі збережених вакансій усіх шукачів роботи.",
  "manageJobs.delete.requests": "Разом з нею буде видалено й запити на допомогу від: {names}.",
  "manageJobs.delete.submit": "Видалити вакансію",

  "manageJobs.transfer.title": "Передати цю вакансію",
  "manageJobs.transfer.intro":
    "Виберіть роботодавця або адміністратора, якому належатиме «{title}». Вакансія зникне з панелі поточного власника.",
  "manageJobs.transfer.to": "Новий власник",
  "manageJobs.transfer.hint": "Шукайте за ім'ям, електронною поштою або компанією.",
  "manageJobs.transfer.submit": "Передати вакансію",

  "manageJobs.close.title": "Закрити це оголошення про вакансію?",
  "manageJobs.close.body":
    "«{title}» перейде до розділу «Усі закриті вакансії», і шукачі роботи більше її не бачитимуть.",
  "manageJobs.close.undoPublish":
    "Щоб скасувати це, відкрийте її в розділі «Усі закриті вакансії» й натисніть «Відкрити знову»: шукачі роботи одразу знову її побачать.",
  "manageJobs.close.undoReview":
    "Щоб скасувати це, відкрийте її в розділі «Усі закриті вакансії» й натисніть «Відкрити знову»: тоді вона повернеться співробітникам агенції на перевірку, і шукачі роботи побачать її знову лише після схвалення.",
  "manageJobs.close.submit": "Закрити оголошення",

  "manageJobs.dialog.cancel": "Скасувати",

  "manageJobs.toast.approved": "Вакансію схвалено!",
  "manageJobs.toast.rejected": "Вакансію відхилено!",
  "manageJobs.toast.closed": "Вакансію закрито. Шукачі роботи її більше не бачать.",
  "manageJobs.toast.reopened": "Вакансію відкрито знову.",
  "manageJobs.toast.reopenedForReview": "Вакансію відкрито знову й надіслано співробітникам агенції на перевірку.",
  "manageJobs.toast.deleted": "Вакансію видалено!",
  "manageJobs.toast.transferred": "Вакансію передано: {name}.",
  "manageJobs.toast.approveFailed": "Не вдалося схвалити вакансію: {reason}",
  "manageJobs.toast.rejectFailed": "Не вдалося відхилити вакансію: {reason}",
  "manageJobs.toast.closeFailed": "Не вдалося закрити вакансію: {reason}",
  "manageJobs.toast.reopenFailed": "Не вдалося знову відкрити вакансію: {reason}",
  "manageJobs.toast.deleteFailed": "Не вдалося видалити вакансію: {reason}",
  "manageJobs.toast.transferFailed": "Не вдалося передати вакансію: {reason}",

  "manageJobs.error.unknownAction": "Такої дії не існує.",

  "manageJobs.email.reviewSubject": "Вакансія чекає на перевірку: {title}",
  "manageJobs.email.reviewBody":
    "Роботодавець опублікував або змінив вакансію «{title}». Шукачі роботи не побачать її, доки співробітники агенції її не схвалять.",
  "manageJobs.email.reviewAction": "Перевірити вакансію",
  "manageJobs.email.approvedSubject": "Вашу вакансію «{title}» схвалено",
  "manageJobs.email.approvedBody":
    "Добрий день, {name}! Співробітники агенції схвалили «{title}». Тепер шукачі роботи на {brand} можуть її знайти.",
  "manageJobs.email.rejectedSubject": "У вакансії «{title}» потрібні зміни",
  "manageJobs.email.rejectedBody":
    "Добрий день, {name}! Співробітники агенції переглянули «{title}» і просять внести зміни, перш ніж шукачі роботи зможуть її побачити. Їхнє повідомлення: «{message}». Відредагуйте вакансію та збережіть її, щоб знову надіслати на перевірку.",
  "manageJobs.email.viewAction": "Відкрити вакансію",

  "manageJobs.error.jobMissing": "Вакансії {id} не існує",
  "manageJobs.error.forbidden": "Вашому обліковому запису не дозволено це робити.",
  "manageJobs.error.nowApproved":
    "Хтось інший схвалив цю вакансію після того, як ви її відкрили, тому нічого не змінено. Перегляньте вакансію в її теперішньому вигляді, перш ніж спробувати знову.",
  "manageJobs.error.nowRejected":
    "Хтось інший повернув цю вакансію роботодавцю після того, як ви її відкрили, тому нічого не змінено. Перегляньте вакансію в її теперішньому вигляді, перш ніж спробувати знову.",
  "manageJobs.error.nowClosed":
    "Хтось інший закрив цю вакансію після того, як ви її відкрили, тому нічого не змінено. Перегляньте вакансію в її теперішньому вигляді, перш ніж спробувати знову.",
  "manageJobs.error.nowPending":
    "Цю вакансію змінили після того, як ви її відкрили, і вона знову чекає на перевірку, тому нічого не змінено. Перегляньте вакансію в її теперішньому вигляді, перш ніж спробувати знову.",
  "manageJobs.error.editedMeanwhile":
    "Хтось інший відредагував цю вакансію після того, як ви її відкрили, тому нічого не змінено. Перегляньте вакансію в її теперішньому вигляді, перш ніж спробувати знову.",
  "manageJobs.error.ownerPending":
    "Цю вакансію не можна схвалити, доки не схвалено обліковий запис її роботодавця. Спочатку схваліть обліковий запис у розділі «Керування обліковими записами».",
  "manageJobs.error.transferTarget":
    "Виберіть схвалений обліковий запис роботодавця або адміністратора, який не є власником цієї вакансії.",
  "manageJobs.requests.title": "Запити на допомогу",
  "manageJobs.requests.none": "Поки що жоден шукач роботи не просив про цю вакансію.",
  "manageJobs.requests.count_one": "{count} шукач роботи просив про цю вакансію:",
  "manageJobs.requests.count_few": "{count} шукачі роботи просили про цю вакансію:",
  "manageJobs.requests.count_many": "{count} шукачів роботи просили про цю вакансію:",
  "manageJobs.requests.count_other": "{count} шукача роботи просили про цю вакансію:",
  "manageJobs.candidates.title": "Кандидати, яких рекомендувала агенція",
  "manageJobs.candidates.none": "Агенція ще нікого не рекомендувала на цю вакансію.",
  "manageJobs.candidates.note": "Примітка агенції:",
  "manageJobs.candidates.interview": "Співбесіда: {time}",
  "manageJobs.candidates.throughAgency": "Щоб зв'язатися з цим кандидатом, зверніться до агенції.",
  "manageJobs.tab.reported": "Вакансії зі скаргами",
  "manageJobs.publishRule.atOnce":
    "Ви надійний роботодавець: ваші нові та змінені вакансії публікуються одразу. Агенція все одно може їх переглянути.",
  "manageJobs.publishRule.reviewed": "Агенція перевіряє кожну вакансію, перш ніж її побачать шукачі роботи.",
  "manageJobs.publishedUnreviewed": "Опубліковано без перевірки (надійний роботодавець).",
  "manageJobs.email.unreviewedSubject": "Опубліковано без перевірки: {title}",
  "manageJobs.email.unreviewedBody":
    "Надійний роботодавець опублікував «{title}» на {brand} без перевірки. Шукачі роботи вже її бачать; ви все ще можете її переглянути, закрити або попросити змін.",
  "manageJobs.bulk.title": "Перевірити кілька вакансій",
  "manageJobs.bulk.selectJob": "Вибрати «{title}»",
  "manageJobs.bulk.selectAll": "Вибрати всі вакансії на цій сторінці",
  "manageJobs.bulk.approve": "Схвалити вибрані",
  "manageJobs.bulk.rejectOpen": "Відхилити вибрані з одним повідомленням",
  "manageJobs.bulk.message": "Повідомлення роботодавцям",
  "manageJobs.bulk.messageHint": "Кожна вибрана вакансія повернеться до свого роботодавця з цим повідомленням.",
  "manageJobs.bulk.reject": "Відхилити вибрані",
  "manageJobs.bulk.noneSelected": "Виберіть принаймні одну вакансію.",
  "manageJobs.bulk.tooMany": "Вибирайте щонайбільше одну сторінку вакансій за раз.",
  "manageJobs.bulk.badSelection": "У виборі є щось, що не є вакансією. Перезавантажте сторінку й виберіть знову.",
  "manageJobs.bulk.separator": ", ",
  "manageJobs.bulk.approved_one": "Схвалено {count} вакансію.",
  "manageJobs.bulk.approved_few": "Схвалено {count} вакансії.",
  "manageJobs.bulk.approved_many": "Схвалено {count} вакансій.",
  "manageJobs.bulk.approved_other": "Схвалено {count} вакансії.",
  "manageJobs.bulk.rejected_one": "{count} вакансію повернуто роботодавцю.",
  "manageJobs.bulk.rejected_few": "{count} вакансії повернуто роботодавцям.",
  "manageJobs.bulk.rejected_many": "{count} вакансій повернуто роботодавцям.",
  "manageJobs.bulk.rejected_other": "{count} вакансії повернуто роботодавцям.",
  "manageJobs.bulk.approvedSkipped_one":
    "Схвалено {count} вакансію. Пропущено, бо їх тим часом змінили або їх ще не можна схвалити ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_few":
    "Схвалено {count} вакансії. Пропущено, бо їх тим часом змінили або їх ще не можна схвалити ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_many":
    "Схвалено {count} вакансій. Пропущено, бо їх тим часом змінили або їх ще не можна схвалити ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_other":
    "Схвалено {count} вакансії. Пропущено, бо їх тим часом змінили або їх ще не можна схвалити ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_one":
    "{count} вакансію повернуто роботодавцю. Пропущено, бо їх тим часом змінили ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_few":
    "{count} вакансії повернуто роботодавцям. Пропущено, бо їх тим часом змінили ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_many":
    "{count} вакансій повернуто роботодавцям. Пропущено, бо їх тим часом змінили ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_other":
    "{count} вакансії повернуто роботодавцям. Пропущено, бо їх тим часом змінили ({skipped}): {names}",
  "manageJobs.bulk.dismissTitle": "Відхилити скарги на кілька вакансій",
  "manageJobs.bulk.dismissConfirm":
    "Так, відхилити всі відкриті скарги на вибрані вакансії. Приховані знову побачать шукачі роботи.",
  "manageJobs.bulk.confirmRequired": "Позначте поле, щоб підтвердити, а тоді відхиліть скарги.",
  "manageJobs.bulk.dismiss": "Відхилити скарги на вибрані",
  "manageJobs.bulk.dismissed_one": "Скарги відхилено на {count} вакансію.",
  "manageJobs.bulk.dismissed_few": "Скарги відхилено на {count} вакансії.",
  "manageJobs.bulk.dismissed_many": "Скарги відхилено на {count} вакансій.",
  "manageJobs.bulk.dismissed_other": "Скарги відхилено на {count} вакансії.",
  "manageJobs.bulk.dismissedSkipped_one":
    "Скарги відхилено на {count} вакансію. Пропущено, бо їх уже немає або вони не мають відкритих скарг ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_few":
    "Скарги відхилено на {count} вакансії. Пропущено, бо їх уже немає або вони не мають відкритих скарг ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_many":
    "Скарги відхилено на {count} вакансій. Пропущено, бо їх уже немає або вони не мають відкритих скарг ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_other":
    "Скарги відхилено на {count} вакансії. Пропущено, бо їх уже немає або вони не мають відкритих скарг ({skipped}): {names}",
  "manageJobs.reports.title_one": "{count} відкрита скарга",
  "manageJobs.reports.title_few": "{count} відкриті скарги",
  "manageJobs.reports.title_many": "{count} відкритих скарг",
  "manageJobs.reports.title_other": "{count} відкритої скарги",
  "manageJobs.reports.hidden": "Приховано від шукачів роботи, доки ви не вирішите.",
  "manageJobs.reports.keptVisible":
    "Скарг достатньо, щоб приховати цю вакансію, але вона лишається видимою, бо її роботодавця схвалено або йому довіряють. Будь ласка, ухваліть рішення.",
  "manageJobs.reports.notCounted":
    "Не враховується для приховування вакансії: цей обліковий запис не показав, що належить реальній людині.",
  "manageJobs.reports.by": "{name}, {date}",
  "manageJobs.reports.actHint":
    "Усе гаразд? Відхиліть скарги, і шукачі роботи знову побачать вакансію. Закриття вакансії або запит змін (нижче) також їх закриває.",
  "manageJobs.reports.dismiss": "Відхилити скарги",
  "manageJobs.reports.contact": "Написати {name}",
  "manageJobs.toast.reportsDismissed_one": "Відхилено {count} скаргу.",
  "manageJobs.toast.reportsDismissed_few": "Відхилено {count} скарги.",
  "manageJobs.toast.reportsDismissed_many": "Відхилено {count} скарг.",
  "manageJobs.toast.reportsDismissed_other": "Відхилено {count} скарги.",
  "manageJobs.toast.dismissFailed": "Не вдалося відхилити скарги: {reason}",
} satisfies CatalogueOf<typeof english>;
