import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Spanish strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "Buscar empleos",
  "findJobs.savedTitle": "Empleos guardados",
  "findJobs.emptySaved": "Todavía no ha guardado ningún empleo. Toque la estrella de un empleo para guardarlo.",
  "findJobs.offlineSavedOn": "Sin conexión — guardado el {date}",
  "findJobs.saveNotFound": "Este empleo ya no está disponible.",
  "findJobs.saveForbidden": "Solo los buscadores de empleo pueden guardar empleos.",
  "findJobs.manageJob": "Abrir en Gestionar empleos",
  "findJobs.wantJob": "Quiero este empleo",
  "findJobs.requestStatus": "Su solicitud: {status}",
  "findJobs.myApplications": "Ver mis solicitudes",
  "findJobs.report.link": "Algo no está bien con este empleo",
  "findJobs.report.title": "Algo no está bien con este empleo",
  "findJobs.report.reasonLabel": "¿Qué pasa?",
  "findJobs.report.noteLabel": "Cuéntenos más (opcional)",
  "findJobs.report.noteHint":
    "Hasta 1000 caracteres. Solo lo lee el personal de la agencia; el empleador no ve su nombre.",
  "findJobs.report.send": "Enviar denuncia",
  "findJobs.report.sending": "Enviando…",
  "findJobs.report.back": "Volver al empleo",
  "findJobs.report.reportedOn": "Denunció este empleo el {date}. El personal lo revisará. Gracias.",
  "findJobs.report.thanks": "Gracias. El personal revisará este empleo.",
  "findJobs.report.reasonRequired": "Elija qué está mal con el empleo.",
  "findJobs.report.noteTooLong": "Escriba como máximo 1000 caracteres.",
  "findJobs.report.notFound": "Este empleo ya no está disponible, así que no se puede denunciar.",
  "findJobs.report.already": "Ya denunció este empleo. El personal lo revisará.",
  "findJobs.email.hiddenSubject": "Su empleo «{title}» está en revisión",
  "findJobs.email.hiddenBody":
    "Hola, {name}: varias personas que buscan empleo denunciaron «{title}», así que está oculto en {brand} hasta que el personal lo revise. Es posible que el personal se comunique con usted.",
  "findJobs.email.hiddenAction": "Abrir el empleo",
} satisfies CatalogueOf<typeof english>;
