import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Spanish strings of job alerts: the same keys and placeholders as English.
export const strings = {
  "jobAlerts.new.title": "Avíseme de nuevos empleos como estos",
  "jobAlerts.new.intro": "Le enviaremos los nuevos empleos que coincidan con esta búsqueda.",
  "jobAlerts.new.forClient": "Para {name} ({email})",
  "jobAlerts.new.noChannel":
    "Esta persona no tiene correo electrónico y esta agencia no envía mensajes de texto, así que las alertas no le pueden llegar.",
  "jobAlerts.new.search": "Búsqueda",
  "jobAlerts.allJobs": "Todos los empleos",
  "jobAlerts.withFilters": "con filtros",
  "jobAlerts.seeJobs": "Ver estos empleos",
  "jobAlerts.frequencyLabel": "¿Cada cuánto?",
  "jobAlerts.frequency.instant": "A medida que llegan (cada pocos minutos)",
  "jobAlerts.frequency.daily": "Una vez al día",
  "jobAlerts.frequency.weekly": "Una vez a la semana",
  "jobAlerts.channelLabel": "¿Cómo?",
  "jobAlerts.channel.email": "Por correo a {email}",
  "jobAlerts.channel.sms": "Por mensaje de texto a {phone}",
  "jobAlerts.save": "Guardar alerta",
  "jobAlerts.saving": "Guardando…",
  "jobAlerts.staffWords": "Palabras que buscar (opcional)",
  "jobAlerts.staffApply": "Usar estas palabras",
  "jobAlerts.noClient":
    "Abra la página de la persona que busca empleo en Administrar usuarios y elija «Crear una alerta de empleo» para hacerle una.",
  "jobAlerts.toast.saved": "Alerta guardada. Le escribiremos sobre nuevos empleos como estos.",
  "jobAlerts.toast.savedForClient": "Alerta guardada para {name}.",
  "jobAlerts.toast.paused": "Alerta en pausa.",
  "jobAlerts.toast.resumed": "Alerta activada de nuevo.",
  "jobAlerts.toast.changed": "Alerta cambiada.",
  "jobAlerts.toast.deleted": "Alerta eliminada.",
  "jobAlerts.error.invalidSearch":
    "No se puede guardar esta búsqueda: uno de sus filtros no es de los que ofrece la lista de empleos. Vuelva a la lista y elija los filtros otra vez.",
  "jobAlerts.error.needsAddress":
    "Un filtro de distancia necesita la dirección de la persona. Agréguela en Configuración o quite el filtro de distancia.",
  "jobAlerts.error.tooMany": "Ya tiene {max} alertas, el máximo permitido. Elimine una en Configuración primero.",
  "jobAlerts.error.forbidden":
    "Solo las personas que buscan empleo y el personal de la agencia pueden crear alertas de empleo.",
  "jobAlerts.error.frequency": "Elija cada cuánto.",
  "jobAlerts.error.channel": "Elija una de las formas que se muestran.",
  "jobAlerts.error.notFound": "Esta alerta ya no existe.",
  "jobAlerts.list.empty":
    "No tiene alertas de empleo. En Buscar empleos, busque y elija filtros; luego elija «Avíseme de nuevos empleos como estos».",
  "jobAlerts.list.findJobs": "Ir a Buscar empleos",
  "jobAlerts.list.on": "Activa",
  "jobAlerts.list.paused": "En pausa",
  "jobAlerts.list.pause": "Pausar",
  "jobAlerts.list.resume": "Activar de nuevo",
  "jobAlerts.list.change": "Guardar",
  "jobAlerts.list.delete": "Eliminar",
  "jobAlerts.list.confirmDelete": "¿Eliminar la alerta de {search}? No recibirá más correos de ella.",
  "jobAlerts.list.confirm": "Sí, eliminar",
  "jobAlerts.list.cancel": "Cancelar",
  "jobAlerts.stop.title": "¿Detener esta alerta de empleo?",
  "jobAlerts.stop.body":
    "No recibirá más correos sobre {search} en {email}. Puede activar la alerta de nuevo en Configuración.",
  "jobAlerts.stop.button": "Dejar de recibir estos correos",
  "jobAlerts.stop.bodySms":
    "No recibirá más mensajes de texto sobre {search} en {phone}. Puede activar la alerta de nuevo en Configuración.",
  "jobAlerts.stop.buttonSms": "Dejar de recibir estos mensajes",
  "jobAlerts.stop.stopping": "Deteniendo…",
  "jobAlerts.stop.done": "Esta alerta de empleo está detenida. No recibirá más correos de ella.",
  "jobAlerts.stop.already": "Esta alerta de empleo ya está detenida.",
  "jobAlerts.stop.invalid":
    "Este enlace no funciona: puede estar incompleto o ser muy antiguo. Inicie sesión y abra Configuración y luego Alertas de empleo para detener sus alertas.",
} satisfies CatalogueOf<typeof english>;
