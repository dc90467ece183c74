import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Spanish strings of user administration: the same keys and placeholders as English.
export const strings = {
  "users.title": "Gestionar cuentas",
  "users.userTitle": "Cuenta de {name}",
  "users.search": "Buscar por nombre, correo electrónico o empresa",
  "users.searchSubmit": "Buscar",
  "users.clearSearch": "Borrar búsqueda",
  "users.tabs": "Tipos de cuenta",

  "users.tab.client": "Clientes",
  "users.tab.employer": "Empleadores",
  "users.tab.admin": "Administradores",

  "users.col.name": "Nombre",
  "users.col.email": "Correo electrónico",
  "users.col.phone": "Teléfono",
  "users.col.company": "Empresa",
  "users.col.status": "Estado",
  "users.col.created": "Creada",
  "users.col.actions": "Acciones",

  "users.status.pending": "Pendiente",
  "users.status.approved": "Aprobado",

  "users.you": "(usted)",
  "users.empty": "Todavía no hay cuentas de este tipo.",
  "users.noMatch": "Ninguna cuenta de este tipo coincide con “{q}”.",
  "users.pages": "Páginas",
  "users.page": "Página {page}",
  "users.previous": "Página anterior",
  "users.next": "Página siguiente",
  "users.approve": "Aprobar",
  "users.approveNamed": "Aprobar a {name}",
  "users.edit": "Editar",
  "users.editNamed": "Editar a {name}",
  "users.transfer": "Transferir empleos",
  "users.transferNamed": "Transferir los empleos de {name}",
  "users.delete": "Eliminar",
  "users.deleteNamed": "Eliminar a {name}",
  "users.backTo": "Volver a {tab}",
  "users.pendingNote": "Esta cuenta espera aprobación. Al aprobarla, la persona recibe un correo electrónico.",
  "users.editTitle": "Datos",
  "users.role": "Rol",
  "users.selfLocked": "No puede cambiar su propio rol ni su estado.",
  "users.save": "Guardar cambios",
  "users.noPassword": "Esta persona todavía no ha elegido una contraseña.",
  "users.sendInvitation": "Enviar la invitación otra vez",
  "users.notExist": "El usuario {id} no existe",
  "users.updated": "Se guardó la cuenta de {name}.",
  "users.approved": "Se aprobó la cuenta de {name}. Le enviamos un correo electrónico.",
  "users.deleted":
    "Se eliminó la cuenta de {name}, con sus empleos ({jobs}) y registros de empleos guardados ({savedLinks}).",
  "users.transferred_one": "{count} empleo pasó de {from} a {to}.",
  "users.transferred_many": "{count} de empleos pasaron de {from} a {to}.",
  "users.transferred_other": "{count} empleos pasaron de {from} a {to}.",
  "users.invited": "Enviamos una invitación por correo a {email}. Sirve durante 7 días.",

  "users.error.self": "No puede eliminar su propia cuenta ni cambiar su propio rol o su estado.",
  "users.error.lastAdmin": "Esta es la última cuenta de administrador. Primero haga administrador a otra persona.",
  "users.error.ownsJobs":
    "Este usuario tiene empleos. Transfiera o elimine sus empleos antes de cambiar su cuenta a cliente.",
  "users.error.alreadyApproved": "Esta cuenta ya está aprobada.",
  "users.error.sameUser": "Elija a otra persona para recibir los empleos.",
  "users.error.noJobs": "Este usuario no tiene empleos para transferir.",
  "users.error.hasPassword": "Esta persona ya eligió una contraseña.",

  "users.delete.title": "¿Eliminar a {name}?",
  "users.delete.body": "Esto elimina la cuenta de {name} ({email}), con su acceso y sus sesiones, y también:",
  "users.delete.jobs_one": "{count} empleo que creó",
  "users.delete.jobs_many": "{count} de empleos que creó",
  "users.delete.jobs_other": "{count} empleos que creó",
  "users.delete.savedLinks_one":
    "{count} registro de empleo guardado relacionado (los empleos que esta persona guardó, y las veces que otras personas guardaron sus empleos)",
  "users.delete.savedLinks_many":
    "{count} de registros de empleos guardados relacionados (los empleos que esta persona guardó, y las veces que otras personas guardaron sus empleos)",
  "users.delete.savedLinks_other":
    "{count} registros de empleos guardados relacionados (los empleos que esta persona guardó, y las veces que otras personas guardaron sus empleos)",
  "users.delete.requests_one":
    "{count} solicitud de ayuda que va con la cuenta (las suyas y las de otras personas para sus empleos)",
  "users.delete.requests_many":
    "{count} solicitudes de ayuda que van con la cuenta (las suyas y las de otras personas para sus empleos)",
  "users.delete.requests_other":
    "{count} solicitudes de ayuda que van con la cuenta (las suyas y las de otras personas para sus empleos)",
  "users.delete.final": "Esto no se puede deshacer.",
  "users.delete.confirm": "Eliminar a {name}",

  "users.transfer.title": "Transferir los empleos de {name}",
  "users.transfer.body_one":
    "Pasar el único empleo de {name} a otro empleador o administrador. El empleo mantiene su estado.",
  "users.transfer.body_many":
    "Pasar los {count} de empleos de {name} a otro empleador o administrador. Los empleos mantienen su estado.",
  "users.transfer.body_other":
    "Pasar los {count} empleos de {name} a otro empleador o administrador. Los empleos mantienen su estado.",
  "users.transfer.to": "Nuevo dueño",
  "users.transfer.hint": "Escriba un nombre, correo electrónico o empresa, y luego elija de la lista.",
  "users.transfer.submit": "Transferir empleos",

  "users.createAccount.title": "Crear una cuenta",
  "users.createAccount.intro":
    "Para buscadores de empleo, empleadores y personal. Si no pone contraseña, la persona recibe un correo electrónico para elegir una; un buscador de empleo que solo tiene número de teléfono recibe un mensaje de texto que le dice cómo iniciar sesión. Ayude a los clientes nuevos a agregar su teléfono y su dirección en su perfil, para que se pueda mostrar la distancia a los empleos.",
  "users.createAccount.role.client": "Cliente (buscador de empleo)",
  "users.createAccount.role.employer": "Empleador",
  "users.createAccount.role.admin": "Administrador (personal de la agencia)",
  "users.createAccount.password": "Contraseña (opcional)",
  "users.createAccount.passwordHint":
    "Déjela vacía para enviar por correo una invitación para elegir contraseña (sirve 7 días). Si no, escriba al menos 8 caracteres.",
  "users.createAccount.submit": "Crear cuenta",
  "users.createAccount.submitting": "Creando…",
  "users.createAccount.created": "Se creó la cuenta de {email}. Usted sigue con su propia sesión iniciada.",
  "users.createAccount.phoneOnly":
    "La cuenta de {name} está lista. Enviamos a {phone} un mensaje de texto que explica cómo iniciar sesión con ese número.",
  "users.validation.textsOff":
    "Esta agencia no envía mensajes de texto, así que un buscador de empleo sin correo electrónico no podría iniciar sesión. Escriba un correo electrónico.",
  "users.createAccount.emailHint":
    "Un buscador de empleo sin correo electrónico puede iniciar sesión con su número de teléfono: deje el correo vacío y escriba el teléfono.",
  "users.createAccount.invited": "Se creó la cuenta de {email} y se envió una invitación por correo (sirve 7 días).",
  "users.createAccount.failed": "No se creó la cuenta. Revise el formulario.",

  "users.validation.emailTaken": "Este correo electrónico ya está registrado. Inicie sesión o use otro correo.",
  "users.requests.title": "Solicitudes de ayuda con un empleo",
  "users.requests.none": "Todavía no hay solicitudes de ayuda.",
  "users.requests.job": "{title} en {company}",
  "users.trust.title": "Empleador de confianza",
  "users.trust.isTrusted":
    "De confianza: los empleos nuevos, editados y reabiertos de este empleador se publican de inmediato, sin esperar revisión. Su primer empleo siempre se revisa. El personal recibe un correo por cada empleo publicado así.",
  "users.trust.notTrusted":
    "Sin confianza: el personal revisa cada empleo de este empleador antes de que lo vean quienes buscan empleo. Confíe en un empleador que la agencia conoce bien para publicar sus empleos (después del primero) de inmediato. Puede deshacerlo en cualquier momento.",
  "users.trust.mark": "Marcar como de confianza",
  "users.trust.unmark": "Dejar de confiar",
  "users.trust.approveFirst": "Apruebe primero la cuenta: solo se puede confiar en un empleador aprobado.",
  "users.secondFactor.title": "Inicio de sesión en dos pasos",
  "users.secondFactor.on":
    "Esta cuenta inicia sesión con una contraseña y un código de una aplicación de autenticación.",
  "users.secondFactor.reset": "Restablecer el inicio de sesión en dos pasos…",
  "users.secondFactor.confirmBody":
    "¿Restablecer el inicio de sesión en dos pasos de {name}? Hágalo solo si está seguro de que es esa persona (un teléfono perdido). La próxima vez entrará solo con su contraseña; una cuenta del personal deberá configurar una nueva aplicación antes de trabajar.",
  "users.secondFactor.confirm": "Sí, restablecer",
  "users.secondFactor.keep": "Cancelar",
  "users.secondFactor.resetDone": "Se restableció el inicio de sesión en dos pasos.",
  "users.secondFactor.notOn": "Esta cuenta no tiene inicio de sesión en dos pasos.",
  "users.trust.marked": "{name} ahora es un empleador de confianza.",
  "users.trust.unmarked": "{name} ya no es de confianza: sus empleos se revisan de nuevo.",
  "users.trust.notAllowed": "Solo se puede confiar en un empleador aprobado.",
  "users.requests.open": "Abrir la solicitud",
  "users.requests.openNamed": "Abrir la solicitud de {title}",
  "users.deliveries.title": "Mensajes no entregados",
  "users.deliveries.intro":
    "Mensajes que no se pudieron entregar. Los que ya no se reintentan esperan por usted: corrija la causa (una dirección mal escrita, la configuración del servidor de correo) y vuelva a enviarlos. Los demás se siguen intentando automáticamente.",
  "users.deliveries.empty": "No ha fallado el envío de ningún mensaje.",
  "users.deliveries.failed": "Ya no se reintentan",
  "users.deliveries.retrying": "Se siguen intentando",
  "users.deliveries.capped": "Solo se muestran los primeros {count} mensajes.",
  "users.deliveries.recipient": "Para",
  "users.deliveries.channel": "Canal",
  "users.deliveries.channel.email": "Correo electrónico",
  "users.deliveries.channel.sms": "Mensaje de texto",
  "users.deliveries.subject": "Asunto",
  "users.deliveries.error": "Error",
  "users.deliveries.fullError": "Ver el error completo",
  "users.deliveries.attempts": "Intentos",
  "users.deliveries.lastAttempt": "Último intento",
  "users.deliveries.nextAttempt": "Próximo intento",
  "users.deliveries.send": "Enviar otra vez",
  "users.deliveries.sending": "Enviando…",
  "users.deliveries.sent": "El mensaje se enviará otra vez en un momento.",
  "users.deliveries.notFailed": "Este mensaje ya no está en espera: alguien ya lo volvió a enviar.",
} satisfies CatalogueOf<typeof english>;
