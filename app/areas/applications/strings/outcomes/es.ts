import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// The same keys and placeholders as English.
export const strings = {
  "applications.outcomes.title": "Resultados de las colocaciones",
  "applications.outcomes.intro":
    "Los empleos que las personas comenzaron en estos meses: cuántos son de tiempo completo, cuánto pagan, si incluyen seguro médico y si la persona sigue trabajando en cada seguimiento.",
  "applications.outcomes.groupBy": "Agrupar por",
  "applications.outcomes.by.month": "Mes",
  "applications.outcomes.by.employer": "Empleador",
  "applications.outcomes.by.staff": "Miembro del personal",
  "applications.outcomes.caption.month": "Colocaciones que comenzaron de {from} a {to}, por mes",
  "applications.outcomes.caption.employer": "Colocaciones que comenzaron de {from} a {to}, por empleador",
  "applications.outcomes.caption.staff": "Colocaciones que comenzaron de {from} a {to}, por miembro del personal",
  "applications.outcomes.col.placements": "Colocaciones",
  "applications.outcomes.col.fullTime": "Tiempo completo",
  "applications.outcomes.col.averageWage": "Promedio del salario por hora, tiempo completo",
  "applications.outcomes.col.medianWage": "Mediana del salario por hora, tiempo completo",
  "applications.outcomes.col.benefits_one": "Seguro médico dentro de {count} mes",
  "applications.outcomes.col.benefits_many": "Seguro médico dentro de {count} de meses",
  "applications.outcomes.col.benefits_other": "Seguro médico dentro de {count} meses",
  "applications.outcomes.col.day": "Trabajando el día {day}",
  "applications.outcomes.ofTotal": "{part} de {whole}",
  "applications.outcomes.unknown_one": "{count} sin confirmar",
  "applications.outcomes.unknown_many": "{count} sin confirmar",
  "applications.outcomes.unknown_other": "{count} sin confirmar",
  "applications.outcomes.none": "nada que contar",
  "applications.outcomes.total": "Todas las colocaciones",
  "applications.outcomes.outsideHarbor": "Encontrado fuera de Harbor",
  "applications.outcomes.noStaff": "Sin miembro del personal",
  "applications.outcomes.download": "Descargar resultados (CSV)",
  "applications.outcomes.empty": "Ninguna colocación comenzó en estos meses.",
  "applications.outcomes.howCounted": "Cómo se cuentan los resultados",
  "applications.outcomes.def.placements":
    "Colocaciones: empleos que las personas comenzaron, contados en el mes de su fecha de inicio. Un mejor empleo registrado en un seguimiento es una colocación propia.",
  "applications.outcomes.def.fullTime": "Tiempo completo: al menos {hours} horas programadas por semana.",
  "applications.outcomes.def.wage":
    "Promedio y mediana del salario por hora: sobre las colocaciones de tiempo completo, el pago por hora al inicio (el pago semanal dividido entre las horas por semana, el anual entre {hoursPerYear}).",
  "applications.outcomes.def.benefits_one":
    "Seguro médico: el empleador ofrece seguro médico desde el inicio, o desde una fecha como máximo {count} mes después. Es una proporción de todas las colocaciones.",
  "applications.outcomes.def.benefits_many":
    "Seguro médico: el empleador ofrece seguro médico desde el inicio, o desde una fecha como máximo {count} de meses después. Es una proporción de todas las colocaciones.",
  "applications.outcomes.def.benefits_other":
    "Seguro médico: el empleador ofrece seguro médico desde el inicio, o desde una fecha como máximo {count} meses después. Es una proporción de todas las colocaciones.",
  "applications.outcomes.def.retention":
    "Trabajando el día N (días {days} después de la fecha de inicio): una proporción de las colocaciones cuyo día N ya llegó, hoy incluido (en la zona horaria de la agencia), con cuántas siguen sin confirmar.",
  "applications.outcomes.def.working":
    "Si la persona trabajaba el día N se decide en este orden: el seguimiento del día N dice que sigue trabajando: trabajando. La colocación terminó antes del día N: no trabajando, salvo que terminara por un mejor empleo (entonces trabajando). El seguimiento del día N dice que no trabaja: no trabajando. Un seguimiento posterior dice que sigue trabajando: trabajando. Si no: sin confirmar.",
  "applications.outcomes.def.groups":
    "Empleador: la cuenta y la empresa del empleador; un empleo encontrado fuera de Harbor aparece por su empresa. Miembro del personal: quien hace el seguimiento de la colocación. Cada agrupación suma todas las colocaciones.",
  "applications.outcomes.def.source":
    "Fuente: las medidas de resultados de empleo de la Oficina de Reasentamiento de Refugiados de EE. UU. (ORR) y su programa Matching Grant: tiempo completo significa al menos 35 horas por semana; el promedio del salario por hora de las colocaciones de tiempo completo; seguro médico ofrecido dentro de seis meses; seguir trabajando el día 90 después del inicio (Matching Grant también los días 120 y 180). Estos umbrales cambian con los años, por eso aquí son ajustes.",
  "applications.outcomes.csv.grouping": "Agrupado por",
  "applications.outcomes.csv.all": "Todas las colocaciones",
  "applications.outcomes.csv.fullTime": "Colocaciones de tiempo completo",
  "applications.outcomes.csv.fullTimeShare": "Proporción de tiempo completo (%)",
  "applications.outcomes.csv.averageWage": "Promedio del salario por hora, tiempo completo (USD)",
  "applications.outcomes.csv.medianWage": "Mediana del salario por hora, tiempo completo (USD)",
  "applications.outcomes.csv.benefitsShare": "Proporción con seguro médico (%)",
  "applications.outcomes.csv.reached": "Llegaron al día {day}",
  "applications.outcomes.csv.working": "Trabajando el día {day}",
  "applications.outcomes.csv.unknown": "Sin confirmar el día {day}",
  "applications.outcomes.csv.retention": "Trabajando el día {day} (%)",
} satisfies CatalogueOf<typeof english>;
