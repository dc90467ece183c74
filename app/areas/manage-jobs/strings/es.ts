import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Spanish strings of posting, reviewing and managing jobs: the same keys and placeholders as English.
export const strings = {
  "manageJobs.form.createTitle": "Publicar un empleo",
  "manageJobs.form.updateTitle": "Editar empleo",
  "manageJobs.form.back": "Volver",
  "manageJobs.form.title": "Título del empleo",
  "manageJobs.form.company": "Nombre de la empresa",
  "manageJobs.form.startDate": "Fecha de inicio",
  "manageJobs.form.jobType": "Tipo de empleo",
  "manageJobs.form.openings": "Número de vacantes",
  "manageJobs.form.openingsHint": "Cuántas personas se contratarán para este empleo (de 1 a {max}).",
  "manageJobs.form.shift": "Detalles del turno",
  "manageJobs.form.shiftHint":
    "Escriba los días y las horas, por ejemplo “lun-vie 9am-5pm” o “jueves - viernes 1 PM a 5 PM”. Si escribe las horas así (con am o pm), los buscadores de empleo pueden filtrar por turno.",
  "manageJobs.form.wageType": "Tipo de salario",
  "manageJobs.form.salaryRange": "Rango de salario",
  "manageJobs.form.wageMin": "Mínimo ($)",
  "manageJobs.form.wageMax": "Máximo ($)",
  "manageJobs.form.benefits": "Beneficios",
  "manageJobs.form.hasMedical": "Seguro médico",
  "manageJobs.form.hasOthers": "Otros",
  "manageJobs.form.benefitOthers": "Otros beneficios",
  "manageJobs.form.benefitOthersPlaceholder": "Agregue otros beneficios que ofrece",
  "manageJobs.form.englishLevel": "Nivel de inglés",
  "manageJobs.form.languageNote": "Otro(s) idioma(s) que se hablan en el trabajo",
  "manageJobs.form.languageNoteHint":
    "Por ejemplo “árabe, español/inglés”. Los buscadores de empleo filtran por estas palabras.",
  "manageJobs.form.location": "Lugar de trabajo",
  "manageJobs.form.street": "Calle y número",
  "manageJobs.form.city": "Ciudad",
  "manageJobs.form.state": "Estado",
  "manageJobs.form.zip": "Código postal (ZIP)",
  "manageJobs.form.description": "Descripción del empleo",
  "manageJobs.form.descriptionHint":
    "Diga cuál es el trabajo y qué se necesita, por ejemplo una licencia de conducir u otros certificados.",
  "manageJobs.form.instructions": "Cómo postularse",
  "manageJobs.form.instructionsHint":
    "Lo ven el personal de la agencia y usted, nunca los buscadores de empleo: el personal lo usa para ayudar a postularse. Explique cómo postularse, por ejemplo enviar un currículum por correo electrónico, postularse en un sitio web o llamar por teléfono.",
  "manageJobs.form.hiddenFromSeekers": "No se muestra a los buscadores de empleo",
  "manageJobs.form.submitCreate": "Enviar",
  "manageJobs.form.submitUpdate": "Guardar cambios",
  "manageJobs.form.submitting": "Guardando…",
  "manageJobs.form.unexpectedFields":
    "Este formulario se cambió fuera de la página, por eso no se guardó nada. Vuelva a cargar la página e intente de nuevo.",
  "manageJobs.form.fixErrors": "Hay que cambiar algunas respuestas. Lea los mensajes junto a los campos.",
  "manageJobs.form.approvedWarning":
    "Este empleo está publicado. Cuando guarde cambios, el empleo vuelve al personal para revisión. Los buscadores de empleo no lo verán hasta que sea aprobado otra vez.",
  "manageJobs.form.confirmTitle": "¿Enviar este empleo otra vez a revisión?",
  "manageJobs.form.confirmSave": "Guardar y enviar a revisión",
  "manageJobs.form.cancel": "Cancelar",

  "manageJobs.draft.prompt": "¿Cargar el último borrador?",
  "manageJobs.draft.dismiss": "No, gracias",
  "manageJobs.draft.load": "Cargar",
  "manageJobs.draft.loaded": "El borrador se cargó",
  "manageJobs.draft.loadFailed": "No se pudo cargar el borrador.",

  "manageJobs.validation.noMarkup": "Escriba texto simple, sin etiquetas HTML como <b> o <script>.",
  "manageJobs.validation.titleRequired": "Escriba el título del empleo.",
  "manageJobs.validation.startDateRequired": "Elija la fecha de inicio.",
  "manageJobs.validation.startDateInvalid": "Escriba una fecha real, por ejemplo 2026-03-01.",
  "manageJobs.validation.jobType": "Elija Tiempo completo o Medio tiempo.",
  "manageJobs.validation.openings": "Escriba un número entero de vacantes entre 1 y 999.",
  "manageJobs.validation.shiftRequired": "Describa el turno, por ejemplo lun-vie 9am-5pm.",
  "manageJobs.validation.wageType": "Elija Por hora o Por año.",
  "manageJobs.validation.wageMinRequired": "Escriba el salario mínimo.",
  "manageJobs.validation.wageMaxRequired": "Escriba el salario máximo.",
  "manageJobs.validation.wagePositive": "Escriba una cantidad mayor que 0, por ejemplo 16 o 16.50.",
  "manageJobs.validation.wageTooHigh": "Esta cantidad es demasiado alta.",
  "manageJobs.validation.wageOrder": "El máximo no puede ser menor que el mínimo.",
  "manageJobs.validation.benefitOthersRequired": "Describa los otros beneficios, o quite la marca de Otros.",
  "manageJobs.validation.englishLevel": "Elija un nivel de inglés.",
  "manageJobs.validation.streetRequired": "Escriba la calle y el número.",
  "manageJobs.validation.cityRequired": "Escriba la ciudad.",
  "manageJobs.validation.stateRequired": "Escriba el estado.",
  "manageJobs.validation.zipRequired": "Escriba el código postal (ZIP).",
  "manageJobs.validation.zipInvalid": "Escriba un código postal (ZIP) de 5 dígitos, por ejemplo 60659 o 60659-1234.",
  "manageJobs.validation.descriptionRequired": "Describa el empleo.",
  "manageJobs.validation.instructionsRequired": "Explique cómo postularse.",
  "manageJobs.validation.rejectMessageRequired": "Diga al empleador qué debe cambiar.",

  "manageJobs.toast.sentForReview":
    "El empleo se guardó y se envió al personal para revisión. Los buscadores de empleo lo verán cuando sea aprobado.",
  "manageJobs.toast.saved": "Empleo guardado.",
  "manageJobs.toast.notLocated":
    "El empleo se guardó, pero no encontramos su dirección en el mapa. Por eso no aparecerá al filtrar por distancia. Revise la calle, la ciudad, el estado y el código postal (ZIP).",

  "manageJobs.dashboard.title": "Gestionar empleos",
  "manageJobs.dashboard.tabs": "Estado del empleo",

  "manageJobs.tab.pending": "Todos los empleos pendientes",
  "manageJobs.tab.approved": "Todos los empleos aprobados",
  "manageJobs.tab.todo": "Todos los empleos con acción requerida",
  "manageJobs.tab.closed": "Todos los empleos cerrados",

  "manageJobs.list.empty": "No hay empleos en esta pestaña.",

  "manageJobs.view.owner": "Publicado por",
  "manageJobs.view.ownerPending":
    "La cuenta del empleador espera aprobación. Este empleo no se puede aprobar hasta que la cuenta sea aprobada en Gestionar cuentas.",

  "manageJobs.action.approve": "Aprobar",
  "manageJobs.action.reject": "Rechazar",
  "manageJobs.action.edit": "Editar",
  "manageJobs.action.close": "Cerrar esta publicación de empleo",
  "manageJobs.action.reopen": "Volver a abrir",
  "manageJobs.action.delete": "Eliminar",
  "manageJobs.action.transfer": "Transferir",
  "manageJobs.action.more": "Más",
  "manageJobs.action.working": "Procesando…",

  "manageJobs.reject.title": "Rechazar este empleo",
  "manageJobs.reject.intro": "“{title}” vuelve a su empleador con el estado Acción requerida y con su mensaje.",
  "manageJobs.reject.message": "Mensaje para el empleador",
  "manageJobs.reject.hint": "Diga qué debe cambiar antes de que los buscadores de empleo puedan ver el empleo.",
  "manageJobs.reject.submit": "Rechazar empleo",

  "manageJobs.delete.title": "¿Eliminar este empleo?",
  "manageJobs.delete.body":
    "“{title}” ({company}) se eliminará para siempre. También se quitará de los empleos guardados de todos los buscadores de empleo.",
  "manageJobs.delete.requests": "También se eliminan las solicitudes de ayuda de: {names}.",
  "manageJobs.delete.submit": "Eliminar empleo",

  "manageJobs.transfer.title": "Transferir este empleo",
  "manageJobs.transfer.intro":
    "Elija el empleador o administrador que será el nuevo dueño de “{title}”. El empleo sale del panel del dueño actual.",
  "manageJobs.transfer.to": "Nuevo dueño",
  "manageJobs.transfer.hint": "Busque por nombre, correo electrónico o empresa.",
  "manageJobs.transfer.submit": "Transferir empleo",

  "manageJobs.close.title": "¿Cerrar esta publicación de empleo?",
  "manageJobs.close.body": "“{title}” pasa a Todos los empleos cerrados y los buscadores de empleo dejan de verlo.",
  "manageJobs.close.undoPublish":
    "Para deshacerlo, ábralo en Todos los empleos cerrados y elija Volver a abrir: los buscadores de empleo lo verán otra vez de inmediato.",
  "manageJobs.close.undoReview":
    "Para deshacerlo, ábralo en Todos los empleos cerrados y elija Volver a abrir: volverá al personal para revisión, y los buscadores de empleo solo lo verán otra vez cuando se apruebe.",
  "manageJobs.close.submit": "Cerrar publicación",

  "manageJobs.dialog.cancel": "Cancelar",

  "manageJobs.toast.approved": "¡El empleo fue aprobado!",
  "manageJobs.toast.rejected": "¡El empleo fue rechazado!",
  "manageJobs.toast.closed": "Empleo cerrado. Los buscadores de empleo ya no lo ven.",
  "manageJobs.toast.reopened": "Empleo abierto otra vez.",
  "manageJobs.toast.reopenedForReview": "El empleo se abrió otra vez y se envió al personal para revisión.",
  "manageJobs.toast.deleted": "¡Empleo eliminado!",
  "manageJobs.toast.transferred": "Empleo transferido a {name}.",
  "manageJobs.toast.approveFailed": "No se pudo aprobar el empleo: {reason}",
  "manageJobs.toast.rejectFailed": "No se pudo rechazar el empleo: {reason}",
  "manageJobs.toast.closeFailed": "No se pudo cerrar el empleo: {reason}",
  "manageJobs.toast.reopenFailed": "No se pudo abrir otra vez el empleo: {reason}",
  "manageJobs.toast.deleteFailed": "No se pudo eliminar el empleo: {reason}",
  "manageJobs.toast.transferFailed": "No se pudo transferir el empleo: {reason}",

  "manageJobs.error.unknownAction": "Esta acción no existe.",

  "manageJobs.email.reviewSubject": "Un empleo espera revisión: {title}",
  "manageJobs.email.reviewBody":
    "El empleador publicó o cambió el empleo “{title}”. Los buscadores de empleo no lo verán hasta que el personal lo apruebe.",
  "manageJobs.email.reviewAction": "Revisar el empleo",
  "manageJobs.email.approvedSubject": "Su empleo “{title}” fue aprobado",
  "manageJobs.email.approvedBody":
    "Hola, {name}: el personal aprobó “{title}”. Los buscadores de empleo ya pueden encontrarlo en {brand}.",
  "manageJobs.email.rejectedSubject": "Su empleo “{title}” necesita cambios",
  "manageJobs.email.rejectedBody":
    "Hola, {name}: el personal revisó “{title}” y pide cambios antes de que los buscadores de empleo puedan verlo. Mensaje del personal: “{message}”. Edite el empleo y guárdelo para enviarlo otra vez a revisión.",
  "manageJobs.email.viewAction": "Abrir el empleo",

  "manageJobs.error.jobMissing": "El empleo {id} no existe",
  "manageJobs.error.forbidden": "Su cuenta no tiene permiso para hacer esto.",
  "manageJobs.error.nowApproved":
    "Otra persona aprobó este empleo después de que usted lo abrió, así que no se cambió nada. Revise el empleo como está ahora antes de intentarlo de nuevo.",
  "manageJobs.error.nowRejected":
    "Otra persona devolvió este empleo a su empleador después de que usted lo abrió, así que no se cambió nada. Revise el empleo como está ahora antes de intentarlo de nuevo.",
  "manageJobs.error.nowClosed":
    "Otra persona cerró este empleo después de que usted lo abrió, así que no se cambió nada. Revise el empleo como está ahora antes de intentarlo de nuevo.",
  "manageJobs.error.nowPending":
    "Este empleo cambió después de que usted lo abrió y espera revisión otra vez, así que no se cambió nada. Revise el empleo como está ahora antes de intentarlo de nuevo.",
  "manageJobs.error.editedMeanwhile":
    "Otra persona editó este empleo después de que usted lo abrió, así que no se cambió nada. Revise el empleo como está ahora antes de intentarlo de nuevo.",
  "manageJobs.error.ownerPending":
    "Este empleo no se puede aprobar hasta que la cuenta de su empleador sea aprobada. Primero apruebe la cuenta en Gestionar cuentas.",
  "manageJobs.error.transferTarget":
    "Elija una cuenta aprobada de empleador o administrador que no sea la del dueño actual del empleo.",
  "manageJobs.requests.title": "Solicitudes de ayuda",
  "manageJobs.requests.none": "Todavía ninguna persona que busca empleo ha pedido este empleo.",
  "manageJobs.requests.count_one": "{count} persona que busca empleo pidió este empleo:",
  "manageJobs.requests.count_many": "{count} de personas que buscan empleo pidieron este empleo:",
  "manageJobs.requests.count_other": "{count} personas que buscan empleo pidieron este empleo:",
  "manageJobs.candidates.title": "Candidatos recomendados por la agencia",
  "manageJobs.candidates.none": "La agencia todavía no ha recomendado a nadie para este empleo.",
  "manageJobs.candidates.note": "Nota de la agencia:",
  "manageJobs.candidates.interview": "Entrevista: {time}",
  "manageJobs.candidates.throughAgency": "Comuníquese con la agencia para contactar a este candidato.",
  "manageJobs.tab.reported": "Empleos denunciados",
  "manageJobs.publishRule.atOnce":
    "Es un empleador de confianza: sus empleos nuevos y editados se publican de inmediato. La agencia aún puede revisarlos.",
  "manageJobs.publishRule.reviewed": "La agencia revisa cada empleo antes de que lo vean quienes buscan empleo.",
  "manageJobs.publishedUnreviewed": "Publicado sin revisión (empleador de confianza).",
  "manageJobs.email.unreviewedSubject": "Publicado sin revisión: {title}",
  "manageJobs.email.unreviewedBody":
    "Un empleador de confianza publicó «{title}» en {brand} sin revisión. Quienes buscan empleo ya pueden verlo; aún puede revisarlo, cerrarlo o pedir cambios.",
  "manageJobs.bulk.title": "Revisar varios empleos",
  "manageJobs.bulk.selectJob": "Seleccionar «{title}»",
  "manageJobs.bulk.selectAll": "Seleccionar todos los empleos de esta página",
  "manageJobs.bulk.approve": "Aprobar seleccionados",
  "manageJobs.bulk.rejectOpen": "Rechazar seleccionados con un mensaje",
  "manageJobs.bulk.message": "Mensaje para los empleadores",
  "manageJobs.bulk.messageHint": "Cada empleo seleccionado vuelve a su empleador con este mensaje.",
  "manageJobs.bulk.reject": "Rechazar seleccionados",
  "manageJobs.bulk.noneSelected": "Seleccione al menos un empleo.",
  "manageJobs.bulk.tooMany": "Seleccione como máximo una página de empleos a la vez.",
  "manageJobs.bulk.badSelection":
    "La selección incluye algo que no es un empleo. Vuelva a cargar la página y seleccione de nuevo.",
  "manageJobs.bulk.separator": ", ",
  "manageJobs.bulk.approved_one": "{count} empleo aprobado.",
  "manageJobs.bulk.approved_many": "{count} de empleos aprobados.",
  "manageJobs.bulk.approved_other": "{count} empleos aprobados.",
  "manageJobs.bulk.rejected_one": "{count} empleo devuelto a su empleador.",
  "manageJobs.bulk.rejected_many": "{count} de empleos devueltos a sus empleadores.",
  "manageJobs.bulk.rejected_other": "{count} empleos devueltos a sus empleadores.",
  "manageJobs.bulk.approvedSkipped_one":
    "{count} empleo aprobado. Omitidos porque cambiaron entretanto o aún no se pueden aprobar ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_many":
    "{count} de empleos aprobados. Omitidos porque cambiaron entretanto o aún no se pueden aprobar ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_other":
    "{count} empleos aprobados. Omitidos porque cambiaron entretanto o aún no se pueden aprobar ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_one":
    "{count} empleo devuelto a su empleador. Omitidos porque cambiaron entretanto ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_many":
    "{count} de empleos devueltos a sus empleadores. Omitidos porque cambiaron entretanto ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_other":
    "{count} empleos devueltos a sus empleadores. Omitidos porque cambiaron entretanto ({skipped}): {names}",
  "manageJobs.bulk.dismissTitle": "Descartar las denuncias de varios empleos",
  "manageJobs.bulk.dismissConfirm":
    "Sí, descartar todas las denuncias abiertas de los empleos seleccionados. Los ocultos vuelven a mostrarse a quienes buscan empleo.",
  "manageJobs.bulk.confirmRequired": "Marque la casilla para confirmar y luego descarte las denuncias.",
  "manageJobs.bulk.dismiss": "Descartar denuncias de los seleccionados",
  "manageJobs.bulk.dismissed_one": "Denuncias descartadas en {count} empleo.",
  "manageJobs.bulk.dismissed_many": "Denuncias descartadas en {count} de empleos.",
  "manageJobs.bulk.dismissed_other": "Denuncias descartadas en {count} empleos.",
  "manageJobs.bulk.dismissedSkipped_one":
    "Denuncias descartadas en {count} empleo. Omitidos porque ya no existen o ya no tienen denuncias abiertas ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_many":
    "Denuncias descartadas en {count} de empleos. Omitidos porque ya no existen o ya no tienen denuncias abiertas ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_other":
    "Denuncias descartadas en {count} empleos. Omitidos porque ya no existen o ya no tienen denuncias abiertas ({skipped}): {names}",
  "manageJobs.reports.title_one": "{count} denuncia abierta",
  "manageJobs.reports.title_many": "{count} de denuncias abiertas",
  "manageJobs.reports.title_other": "{count} denuncias abiertas",
  "manageJobs.reports.hidden": "Oculto para quienes buscan empleo hasta que usted decida.",
  "manageJobs.reports.keptVisible":
    "Hay denuncias suficientes para ocultar este empleo, pero sigue visible porque su empleador está aprobado o es de confianza. Decida usted qué hacer.",
  "manageJobs.reports.notCounted":
    "No cuenta para ocultar el empleo: esta cuenta no ha demostrado que pertenece a una persona real.",
  "manageJobs.reports.by": "{name}, {date}",
  "manageJobs.reports.actHint":
    "¿No hay nada mal? Descarte las denuncias y quienes buscan empleo volverán a ver el empleo. Cerrar el empleo o pedir cambios (abajo) también las resuelve.",
  "manageJobs.reports.dismiss": "Descartar las denuncias",
  "manageJobs.reports.contact": "Escribir a {name}",
  "manageJobs.toast.reportsDismissed_one": "{count} denuncia descartada.",
  "manageJobs.toast.reportsDismissed_many": "{count} de denuncias descartadas.",
  "manageJobs.toast.reportsDismissed_other": "{count} denuncias descartadas.",
  "manageJobs.toast.dismissFailed": "No se pudieron descartar las denuncias: {reason}",
} satisfies CatalogueOf<typeof english>;
