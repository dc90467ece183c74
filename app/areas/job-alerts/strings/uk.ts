import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Ukrainian strings of job alerts: the same keys and placeholders as English.
export const strings = {
  "jobAlerts.new.title": "Повідомляйте мене про нові подібні вакансії",
  "jobAlerts.new.intro": "Ми надсилатимемо вам нові вакансії, що відповідають цьому пошуку.",
  "jobAlerts.new.forClient": "Для {name} ({email})",
  "jobAlerts.new.noChannel":
    "У цього шукача роботи немає електронної пошти, а ця агенція не надсилає SMS, тому сповіщення до нього не дійдуть.",
  "jobAlerts.new.search": "Пошук",
  "jobAlerts.allJobs": "Усі вакансії",
  "jobAlerts.withFilters": "з фільтрами",
  "jobAlerts.seeJobs": "Переглянути ці вакансії",
  "jobAlerts.frequencyLabel": "Як часто?",
  "jobAlerts.frequency.instant": "Одразу, як з’являються (кожні кілька хвилин)",
  "jobAlerts.frequency.daily": "Раз на день",
  "jobAlerts.frequency.weekly": "Раз на тиждень",
  "jobAlerts.channelLabel": "Як?",
  "jobAlerts.channel.email": "Електронною поштою на {email}",
  "jobAlerts.channel.sms": "SMS на {phone}",
  "jobAlerts.save": "Зберегти сповіщення",
  "jobAlerts.saving": "Збереження…",
  "jobAlerts.staffWords": "Слова для пошуку (необов’язково)",
  "jobAlerts.staffApply": "Шукати ці слова",
  "jobAlerts.noClient":
    "Відкрийте сторінку шукача роботи в розділі «Керування користувачами» й виберіть «Налаштувати сповіщення про вакансії».",
  "jobAlerts.toast.saved": "Сповіщення збережено. Ми писатимемо вам про нові подібні вакансії.",
  "jobAlerts.toast.savedForClient": "Сповіщення для {name} збережено.",
  "jobAlerts.toast.paused": "Сповіщення призупинено.",
  "jobAlerts.toast.resumed": "Сповіщення знову ввімкнено.",
  "jobAlerts.toast.changed": "Сповіщення змінено.",
  "jobAlerts.toast.deleted": "Сповіщення видалено.",
  "jobAlerts.error.invalidSearch":
    "Цей пошук не можна зберегти: один із його фільтрів не входить до тих, що пропонує список вакансій. Поверніться до списку й виберіть фільтри знову.",
  "jobAlerts.error.needsAddress":
    "Фільтр відстані потребує адреси шукача роботи. Додайте її в налаштуваннях або приберіть фільтр відстані.",
  "jobAlerts.error.tooMany":
    "У вас уже {max} сповіщень — це найбільша кількість. Спершу видаліть одне в налаштуваннях.",
  "jobAlerts.error.forbidden": "Налаштовувати сповіщення про вакансії можуть лише шукачі роботи та працівники агенції.",
  "jobAlerts.error.frequency": "Виберіть, як часто.",
  "jobAlerts.error.channel": "Виберіть один із показаних способів.",
  "jobAlerts.error.notFound": "Цього сповіщення вже немає.",
  "jobAlerts.list.empty":
    "У вас немає сповіщень про вакансії. У розділі «Пошук роботи» виконайте пошук і виберіть фільтри, а потім виберіть «Повідомляйте мене про нові подібні вакансії».",
  "jobAlerts.list.findJobs": "Перейти до пошуку роботи",
  "jobAlerts.list.on": "Увімкнено",
  "jobAlerts.list.paused": "Призупинено",
  "jobAlerts.list.pause": "Призупинити",
  "jobAlerts.list.resume": "Увімкнути знову",
  "jobAlerts.list.change": "Зберегти",
  "jobAlerts.list.delete": "Видалити",
  "jobAlerts.list.confirmDelete": "Видалити сповіщення для {search}? Ви більше не отримуватимете від нього листів.",
  "jobAlerts.list.confirm": "Так, видалити",
  "jobAlerts.list.cancel": "Скасувати",
  "jobAlerts.stop.title": "Зупинити це сповіщення про вакансії?",
  "jobAlerts.stop.body":
    "Ви більше не отримуватимете листів про {search} на {email}. Сповіщення можна знову ввімкнути в налаштуваннях.",
  "jobAlerts.stop.button": "Більше не надсилати ці листи",
  "jobAlerts.stop.bodySms":
    "Ви більше не отримуватимете SMS про {search} на {phone}. Сповіщення можна знову ввімкнути в налаштуваннях.",
  "jobAlerts.stop.buttonSms": "Більше не надсилати ці SMS",
  "jobAlerts.stop.stopping": "Зупинення…",
  "jobAlerts.stop.done": "Це сповіщення про вакансії зупинено. Ви більше не отримуватимете від нього листів.",
  "jobAlerts.stop.already": "Це сповіщення про вакансії вже зупинено.",
  "jobAlerts.stop.invalid":
    "Це посилання не працює: можливо, воно неповне або надто старе. Увійдіть і відкрийте «Налаштування», потім «Сповіщення про вакансії», щоб зупинити сповіщення.",
} satisfies CatalogueOf<typeof english>;
