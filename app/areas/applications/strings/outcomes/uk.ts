import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// The same keys and placeholders as English.
export const strings = {
  "applications.outcomes.title": "Результати працевлаштувань",
  "applications.outcomes.intro":
    "Роботи, які люди почали в ці місяці: скільки з них на повний робочий день, скільки вони платять, чи є медичне страхування і чи людина досі працює під час кожної перевірки.",
  "applications.outcomes.groupBy": "Групувати за",
  "applications.outcomes.by.month": "Місяць",
  "applications.outcomes.by.employer": "Роботодавець",
  "applications.outcomes.by.staff": "Співробітник",
  "applications.outcomes.caption.month": "Працевлаштування, що почалися з {from} до {to}, за місяцями",
  "applications.outcomes.caption.employer": "Працевлаштування, що почалися з {from} до {to}, за роботодавцями",
  "applications.outcomes.caption.staff": "Працевлаштування, що почалися з {from} до {to}, за співробітниками",
  "applications.outcomes.col.placements": "Працевлаштування",
  "applications.outcomes.col.fullTime": "Повний робочий день",
  "applications.outcomes.col.averageWage": "Середня погодинна оплата, повний день",
  "applications.outcomes.col.medianWage": "Медіанна погодинна оплата, повний день",
  "applications.outcomes.col.benefits_one": "Медичне страхування протягом {count} місяця",
  "applications.outcomes.col.benefits_few": "Медичне страхування протягом {count} місяців",
  "applications.outcomes.col.benefits_many": "Медичне страхування протягом {count} місяців",
  "applications.outcomes.col.benefits_other": "Медичне страхування протягом {count} місяця",
  "applications.outcomes.col.day": "Працює на день {day}",
  "applications.outcomes.ofTotal": "{part} з {whole}",
  "applications.outcomes.unknown_one": "{count} без відомостей",
  "applications.outcomes.unknown_few": "{count} без відомостей",
  "applications.outcomes.unknown_many": "{count} без відомостей",
  "applications.outcomes.unknown_other": "{count} без відомостей",
  "applications.outcomes.none": "нічого рахувати",
  "applications.outcomes.total": "Усі працевлаштування",
  "applications.outcomes.outsideHarbor": "Знайдено поза Harbor",
  "applications.outcomes.noStaff": "Без співробітника",
  "applications.outcomes.download": "Завантажити результати (CSV)",
  "applications.outcomes.empty": "У ці місяці не почалося жодне працевлаштування.",
  "applications.outcomes.howCounted": "Як рахуються результати",
  "applications.outcomes.def.placements":
    "Працевлаштування: роботи, які люди почали, враховані в місяці дати початку. Краща робота, записана під час перевірки, — окреме працевлаштування.",
  "applications.outcomes.def.fullTime": "Повний робочий день: щонайменше {hours} запланованих годин на тиждень.",
  "applications.outcomes.def.wage":
    "Середня й медіанна погодинна оплата: серед працевлаштувань на повний день, оплата за годину на початку (тижнева оплата, поділена на години на тиждень, річна — на {hoursPerYear}).",
  "applications.outcomes.def.benefits_one":
    "Медичне страхування: роботодавець пропонує медичне страхування від початку або з дати не пізніше ніж через {count} місяць після нього. Частка від усіх працевлаштувань.",
  "applications.outcomes.def.benefits_few":
    "Медичне страхування: роботодавець пропонує медичне страхування від початку або з дати не пізніше ніж через {count} місяці після нього. Частка від усіх працевлаштувань.",
  "applications.outcomes.def.benefits_many":
    "Медичне страхування: роботодавець пропонує медичне страхування від початку або з дати не пізніше ніж через {count} місяців після нього. Частка від усіх працевлаштувань.",
  "applications.outcomes.def.benefits_other":
    "Медичне страхування: роботодавець пропонує медичне страхування від початку або з дати не пізніше ніж через {count} місяця після нього. Частка від усіх працевлаштувань.",
  "applications.outcomes.def.retention":
    "Працює на день N (дні {days} після дати початку): частка працевлаштувань, для яких день N уже настав, включно з сьогоднішнім (у часовому поясі агенції), і скільки ще без відомостей.",
  "applications.outcomes.def.working":
    "Чи працювала людина на день N, визначається в такому порядку: перевірка дня N каже, що досі працює, — працює. Працевлаштування закінчилося до дня N — не працює, хіба що воно закінчилося через кращу роботу (тоді працює). Перевірка дня N каже, що не працює, — не працює. Пізніша перевірка каже, що досі працює, — працює. Інакше — без відомостей.",
  "applications.outcomes.def.groups":
    "Роботодавець: обліковий запис і компанія роботодавця; робота, знайдена поза Harbor, показана за її компанією. Співробітник: хто супроводжує працевлаштування. Кожне групування в сумі дає всі працевлаштування.",
  "applications.outcomes.def.source":
    "Джерело: показники результатів працевлаштування Управління з переселення біженців США (ORR) та його програми Matching Grant: повний робочий день — щонайменше 35 годин на тиждень; середня погодинна оплата працевлаштувань на повний день; медичне страхування, запропоноване протягом шести місяців; людина досі працює на 90-й день після початку (Matching Grant також на 120-й і 180-й дні). Ці пороги змінюються з роками, тому тут це налаштування.",
  "applications.outcomes.csv.grouping": "Групування",
  "applications.outcomes.csv.all": "Усі працевлаштування",
  "applications.outcomes.csv.fullTime": "Працевлаштування на повний день",
  "applications.outcomes.csv.fullTimeShare": "Частка на повний день (%)",
  "applications.outcomes.csv.averageWage": "Середня погодинна оплата, повний день (USD)",
  "applications.outcomes.csv.medianWage": "Медіанна погодинна оплата, повний день (USD)",
  "applications.outcomes.csv.benefitsShare": "Частка з медичним страхуванням (%)",
  "applications.outcomes.csv.reached": "Настав день {day}",
  "applications.outcomes.csv.working": "Працює на день {day}",
  "applications.outcomes.csv.unknown": "Без відомостей на день {day}",
  "applications.outcomes.csv.retention": "Працює на день {day} (%)",
} satisfies CatalogueOf<typeof english>;
