import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Spanish strings of sign-in, sign-up and the user's own profile: the same keys and placeholders as English.
export const strings = {
  "accounts.linkRequest.send": "Enviarme un enlace",
  "accounts.linkRequest.sending": "Enviando…",
  "accounts.linkRequest.backToSignIn": "Volver a iniciar sesión",
  "accounts.linkRequest.wait_one": "Le enviamos un correo hace un momento. Espere {count} segundo antes de pedir otro.",
  "accounts.linkRequest.wait_many":
    "Le enviamos un correo hace un momento. Espere {count} de segundos antes de pedir otro.",
  "accounts.linkRequest.wait_other":
    "Le enviamos un correo hace un momento. Espere {count} segundos antes de pedir otro.",

  "accounts.forgot.title": "Crear una contraseña nueva",
  "accounts.forgot.intro":
    "Escriba el correo electrónico de su cuenta. Le enviaremos un enlace para elegir una contraseña nueva. Si no recuerda qué correo usó, comuníquese con la agencia.",

  "accounts.firstPassword.title": "¡Le damos la bienvenida! Cree su contraseña",
  "accounts.firstPassword.intro":
    "¿El personal de la agencia creó su cuenta? Escriba el correo electrónico que registraron y le enviaremos un enlace para elegir su contraseña.",

  "accounts.confirmSend.title": "Revise su correo electrónico",
  "accounts.confirmSend.sentPassword": "Si hay una cuenta con {email}, le enviamos un enlace para crear la contraseña.",
  "accounts.confirmSend.sentSignIn": "Si hay una cuenta con {email}, le enviamos un enlace para iniciar sesión.",
  "accounts.confirmSend.spam":
    "El correo puede tardar unos minutos en llegar. Busque también en la carpeta de spam o correo no deseado.",
  "accounts.confirmSend.validPassword": "El enlace sirve una sola vez, durante una hora. Después, pida uno nuevo.",
  "accounts.confirmSend.validSignIn": "El enlace sirve una sola vez, durante 15 minutos. Después, pida uno nuevo.",
  "accounts.confirmSend.notReceived": "¿No recibió el correo?",
  "accounts.confirmSend.sendAgain": "Enviar otra vez",
  "accounts.confirmSend.resent": "Enviamos el correo otra vez.",

  "accounts.passwordLink.resetTitle": "Elija una contraseña nueva",
  "accounts.passwordLink.welcomeTitle": "¡Le damos la bienvenida! Elija su contraseña",
  "accounts.passwordLink.othersSignedOut":
    "Al guardar la contraseña, se cerrará la sesión de su cuenta en todos los demás dispositivos.",
  "accounts.passwordLink.invalidBody":
    "Este enlace ya venció, ya se usó o no está completo. Los enlaces para crear una contraseña sirven una sola vez, por un tiempo limitado. Pida un enlace nuevo.",

  "accounts.signIn.phoneLink": "Iniciar sesión con su número de teléfono",
  "accounts.signIn.emailLink": "Iniciar sesión con un enlace enviado a su correo electrónico",

  "accounts.signInLink.title": "Iniciar sesión con un enlace por correo",
  "accounts.signInLink.intro":
    "No necesita contraseña: escriba el correo electrónico de su cuenta y le enviaremos un enlace. El enlace inicia su sesión una sola vez y sirve durante 15 minutos.",
  "accounts.signInLink.confirmIntro": "Presione el botón para iniciar sesión. Después, el enlace deja de funcionar.",
  "accounts.signInLink.passwordDropped":
    "Ya inició sesión. Por su seguridad, se quitó la contraseña de esta cuenta: cree una nueva en Configuración, Cambiar contraseña.",

  "accounts.users.error.deletedMeanwhile":
    "Esta cuenta ya no existe: se eliminó mientras este formulario estaba abierto. No se guardó nada.",

  "accounts.profile.menu.label": "Configuración",
  "accounts.profile.menu.account": "Cuenta",
  "accounts.profile.menu.edit": "Editar perfil",
  "accounts.profile.menu.password": "Cambiar contraseña",
  "accounts.profile.menu.help": "Ayuda",
  "accounts.profile.menu.secondFactor": "Inicio de sesión en dos pasos",
  "accounts.profile.menu.devices": "Dispositivos con sesión iniciada",
  "accounts.profile.choose": "Elija lo que quiere ver o cambiar.",
  "accounts.profile.back": "Volver a Configuración",
  "accounts.secondFactor.intro":
    "Añada un segundo paso a su inicio de sesión: después de la contraseña, un código de 6 dígitos de una aplicación de autenticación en su teléfono (como Google Authenticator, Microsoft Authenticator o Aegis).",
  "accounts.secondFactor.required":
    "Las cuentas del personal necesitan un segundo paso al iniciar sesión. Configure una aplicación de autenticación para seguir trabajando.",
  "accounts.secondFactor.begin": "Configurar una aplicación de autenticación",
  "accounts.secondFactor.scan":
    "Escanee este código QR con su aplicación de autenticación, o escriba en ella la clave de abajo. Luego escriba el código que muestra la aplicación.",
  "accounts.secondFactor.qrAlt": "Código QR para su aplicación de autenticación",
  "accounts.secondFactor.secret": "Clave para escribir en la aplicación",
  "accounts.secondFactor.code": "Código de la aplicación",
  "accounts.secondFactor.codeHint": "6 dígitos, o uno de sus códigos de recuperación",
  "accounts.secondFactor.confirm": "Confirmar",
  "accounts.secondFactor.added":
    "El inicio de sesión en dos pasos está activado. La próxima vez se le pedirá un código de la aplicación.",
  "accounts.secondFactor.recoveryTitle": "Sus códigos de recuperación",
  "accounts.secondFactor.recoveryIntro":
    "Si pierde su teléfono, cada uno de estos códigos le permite iniciar sesión una vez. Anótelos o imprímalos y guárdelos en un lugar seguro: solo se muestran ahora.",
  "accounts.secondFactor.continue": "Continuar",
  "accounts.secondFactor.on":
    "El inicio de sesión en dos pasos está activado: después de la contraseña, escribe un código de su aplicación de autenticación. Si pierde su teléfono, use un código de recuperación o pida a un administrador que lo restablezca.",
  "accounts.secondFactor.notBegun": "Empiece de nuevo: primero configure la aplicación.",
  "accounts.secondFactor.codeRequired": "Escriba el código.",
  "accounts.secondFactor.codeWrong": "Este código no es correcto. Revise la aplicación e inténtelo de nuevo.",
  "accounts.secondFactor.codeUsed": "Este código ya se usó. Espere el siguiente código en la aplicación.",
  "accounts.secondFactor.expired": "Su inicio de sesión tardó demasiado. Inicie sesión de nuevo.",
  "accounts.secondFactor.stepTitle": "Escriba su código de inicio de sesión",
  "accounts.secondFactor.stepIntro":
    "Abra su aplicación de autenticación y escriba el código que muestra para esta cuenta.",
  "accounts.secondFactor.demoCode":
    "Modo de demostración: la aplicación de autenticación del administrador de prueba muestra ahora {code}.",
  "accounts.secondFactor.startOver": "Iniciar sesión de nuevo",
  "accounts.devices.intro": "Dónde tiene su cuenta la sesión iniciada ahora.",
  "accounts.devices.name": "{browser} en {system}",
  "accounts.devices.unknown": "Dispositivo desconocido",
  "accounts.devices.this": "Este dispositivo",
  "accounts.devices.signedInAt": "Sesión iniciada:",
  "accounts.devices.lastSeenAt": "Último uso:",
  "accounts.devices.address": "Dirección:",
  "accounts.devices.signOutOthers": "Cerrar sesión en todos los demás dispositivos",
  "accounts.devices.signedOutOthers": "Se cerró la sesión en todos los demás dispositivos.",
  "accounts.devices.noOthers": "No hay sesión iniciada en ningún otro dispositivo.",
  "accounts.profile.address": "Dirección",
  "accounts.profile.noAddress": "Sin dirección",
  "accounts.profile.notGiven": "No indicado",
  "accounts.profile.distancesOn":
    "Su dirección está en el mapa: las listas de empleos muestran qué tan lejos está cada empleo.",
  "accounts.profile.distancesOff": "Agregue su dirección para ver qué tan lejos de usted está cada empleo.",
  "accounts.profile.companyHint": "Si deja este campo vacío, el nombre de su empresa no cambia.",
  "accounts.profile.addressHint":
    "Opcional. Si escribe una dirección, llene los cuatro campos. Sirve para mostrar qué tan lejos de usted está cada empleo.",
  "accounts.profile.street": "Calle y número",
  "accounts.profile.city": "Ciudad",
  "accounts.profile.state": "Estado",
  "accounts.profile.stateHint": "Dos letras, por ejemplo IL.",
  "accounts.profile.zip": "Código postal (ZIP)",
  "accounts.profile.addressNotFound":
    "No encontramos esta dirección. Revise la ciudad, el estado y el código postal (ZIP).",
  "accounts.profile.save": "Guardar perfil",
  "accounts.profile.updated": "Perfil actualizado",
  "accounts.profile.currentPassword": "Contraseña actual",
  "accounts.profile.wrongPassword": "Esta no es su contraseña actual. No se cambió nada.",
  "accounts.profile.tooManyTries":
    "Demasiados intentos. Espere 15 minutos, o cierre sesión y use “¿Olvidó su contraseña?”.",
  "accounts.profile.noPasswordYet":
    "Su cuenta todavía no tiene contraseña: usted inició sesión con un enlace enviado por correo. Podemos enviarle un enlace para elegir una.",
  "accounts.profile.emailMeLink": "Enviarme un enlace para crear una contraseña",
  "accounts.profile.linkSent": "Enviamos un enlace a {email}. Sirve una sola vez, durante una hora.",
  "accounts.profile.otherDevices": "Al guardar, se cerrará la sesión de su cuenta en todos los demás dispositivos.",
  "accounts.profile.savePassword": "Guardar contraseña",
  "accounts.profile.passwordUpdated": "Contraseña actualizada",

  "accounts.help.howTo": "Cómo usar el sitio (cuenta de {role})",
  "accounts.help.client.find":
    "Buscar empleos muestra los empleos que el personal aprobó. Busque por título del empleo o por empresa, y use Filtros para el salario, el horario del turno, la distancia y más.",
  "accounts.help.client.filter": "Para ver distancias, se necesita su dirección: agréguela en Editar perfil.",
  "accounts.help.client.save":
    "Toque la estrella de un empleo para guardarlo. Empleos guardados muestra los empleos que usted guardó.",
  "accounts.help.client.address":
    "Para postularse, lea «Cómo postularse» en el empleo: le dice cómo el personal de la agencia le ayuda a postularse. También puede preguntarles directamente.",
  "accounts.help.employer.post":
    "Publicar un empleo abre el formulario del empleo. Escriba la dirección, el horario del turno y el salario para que los buscadores de empleo puedan encontrar su empleo con los filtros.",
  "accounts.help.employer.review":
    "El personal revisa cada empleo antes de que los buscadores de empleo puedan verlo. Gestionar empleos muestra sus empleos pendientes, aprobados y devueltos.",
  "accounts.help.employer.manage":
    "Un empleo marcado como Acción requerida tiene un mensaje del personal: cambie el empleo y envíelo otra vez.",
  "accounts.help.employer.pending":
    "Mientras su cuenta espera aprobación, usted puede preparar empleos. El personal aprueba su cuenta y cada empleo.",
  "accounts.help.admin.jobs":
    "Gestionar empleos muestra los empleos pendientes, aprobados y devueltos. Apruebe un empleo o devuélvalo con un mensaje.",
  "accounts.help.admin.accounts":
    "Gestionar cuentas muestra todas las cuentas por tipo. Apruebe empleadores, edite datos, pase empleos a otro dueño o elimine cuentas.",
  "accounts.help.admin.create":
    "Crear cuenta sirve para crear cuentas de clientes, empleadores y personal. Si no pone contraseña, la persona recibe una invitación por correo que sirve 7 días.",
  "accounts.help.admin.audit":
    "Cada cambio que usted hace en cuentas y empleos queda registrado con su nombre y la hora.",
  "accounts.help.contactTitle": "Comuníquese con la agencia",
  "accounts.help.contactIntro": "Si tiene cualquier pregunta, comuníquese con el personal de {agency}.",
  "accounts.help.phone": "Teléfono",
  "accounts.help.hours": "Horario de atención",

  "accounts.phoneSignIn.title": "Iniciar sesión con su número de teléfono",
  "accounts.phoneSignIn.intro":
    "Le enviaremos un código a su teléfono por mensaje de texto. No necesita correo electrónico ni contraseña.",
  "accounts.phoneSignIn.phone": "Número de teléfono",
  "accounts.phoneSignIn.phoneHint":
    "Un número de fuera de EE. UU. empieza con + y el código del país, como +93 70 123 4567.",
  "accounts.phoneSignIn.send": "Enviarme un código por mensaje de texto",
  "accounts.phoneSignIn.sending": "Enviando…",
  "accounts.phoneSignIn.sent":
    "Si hay una cuenta con el número {phone}, le enviamos un código por mensaje de texto. Puede tardar un minuto en llegar.",
  "accounts.phoneSignIn.code": "Código del mensaje de texto",
  "accounts.phoneSignIn.codeFailed":
    "Este código no funciona: puede estar mal escrito, ya usado o vencido. Revíselo o pida un código nuevo.",
  "accounts.phoneSignIn.tooMany": "Se pidieron demasiados códigos. Espere 15 minutos e intente de nuevo.",
  "accounts.phoneSignIn.sendAgain": "Enviar un código nuevo",
  "accounts.phoneSignIn.otherNumber": "Usar otro número",
  "accounts.phoneSignIn.withEmail": "Iniciar sesión con su correo electrónico",

  "accounts.signIn.intro": "Encuentre trabajo cerca de usted. Inicie sesión con su correo electrónico y su contraseña.",
  "accounts.signIn.email": "Correo electrónico",
  "accounts.signIn.emailPlaceholder": "you@example.org",
  "accounts.signIn.password": "Contraseña",
  "accounts.signIn.sharedDevice": "Este es un teléfono compartido",
  "accounts.signIn.sharedDeviceHint":
    "Se cerrará su sesión al cerrar el navegador y no se guardará nada en este teléfono para usarlo sin conexión.",
  "accounts.signIn.submit": "Iniciar sesión",
  "accounts.signIn.submitting": "Iniciando sesión…",
  "accounts.signIn.forgot": "¿Olvidó su contraseña?",
  "accounts.signIn.firstTime": "¿Es su primera vez aquí? Cree su contraseña",
  "accounts.signIn.newAccount": "¿Es nuevo aquí? Cree una cuenta",
  "accounts.signIn.invalid": "El correo electrónico o la contraseña no son correctos. Revíselos e intente de nuevo.",
  "accounts.signIn.tooMany": "Demasiados intentos de inicio de sesión. Espere un minuto e intente de nuevo.",

  "accounts.signUp.title": "Crear una cuenta",
  "accounts.signUp.intro": "Los buscadores de empleo y los empleadores pueden registrarse aquí.",
  "accounts.signUp.phone": "Número de teléfono",
  "accounts.signUp.password": "Contraseña",
  "accounts.signUp.confirmPassword": "Confirme la contraseña",
  "accounts.signUp.accountType": "Yo soy",
  "accounts.signUp.typeClient": "Una persona que busca empleo",
  "accounts.signUp.typeEmployer": "Un empleador",
  "accounts.signUp.submit": "Crear cuenta",
  "accounts.signUp.submitting": "Creando la cuenta…",
  "accounts.signUp.haveAccount": "¿Ya tiene una cuenta? Inicie sesión",
  "accounts.signUp.checkEmail": "¡Gracias! Enviamos un mensaje a su correo. Inicie sesión.",
  "accounts.signUp.tooMany":
    "Demasiados registros desde aquí o con este correo. Inténtelo de nuevo dentro de una hora.",

  "accounts.setPassword.title": "Elija su contraseña",
  "accounts.setPassword.intro": "Escriba su contraseña nueva dos veces.",
  "accounts.setPassword.password": "Contraseña nueva",
  "accounts.setPassword.confirm": "Confirme la contraseña nueva",
  "accounts.setPassword.submit": "Guardar contraseña",
  "accounts.setPassword.submitting": "Guardando…",
  "accounts.setPassword.done": "Su contraseña se guardó. Inicie sesión.",
  "accounts.setPassword.invalidTitle": "Este enlace ya no funciona",
  "accounts.setPassword.askNewLink": "Enviarme un enlace nuevo",

  "accounts.provider.signIn": "Iniciar sesión con {provider}",
  "accounts.provider.staffHint": "Para el personal de la agencia con una cuenta de trabajo.",
  "accounts.provider.cancelled":
    "Canceló el inicio de sesión en {provider}. Puede intentarlo de nuevo o iniciar sesión de otra forma.",
  "accounts.provider.unknownAccount":
    "Ninguna cuenta aquí usa el correo que nos dio {provider}. El personal de la agencia crea las cuentas: pídales una y vuelva a intentarlo.",
  "accounts.provider.staffOnly":
    "El acceso con {provider} es para el personal de la agencia. Inicie sesión aquí con su contraseña, un enlace por correo o un código por mensaje de texto.",
  "accounts.provider.failed":
    "No pudimos confirmar este inicio de sesión: no empezó aquí, ya se usó o tardó demasiado. Empiece de nuevo.",
  "accounts.provider.unavailable":
    "No se puede conectar con {provider} en este momento. Inténtelo más tarde o inicie sesión con su contraseña o con un enlace por correo.",
  "accounts.provider.title": "Iniciar sesión con {provider}",
  "accounts.provider.linked": "Vinculada: puede iniciar sesión con {provider}.",
  "accounts.provider.notLinked": "No vinculada. Puede vincular {provider} si usa el mismo correo que esta cuenta.",
  "accounts.provider.link": "Vincular {provider}",
  "accounts.provider.unlink": "Desvincular {provider}",
  "accounts.provider.linkedToast": "{provider} ya está vinculado a su cuenta.",
  "accounts.provider.unlinkedToast": "{provider} ya no está vinculado. Inicie sesión con su contraseña.",
  "accounts.provider.needsPassword":
    "{provider} es su única forma de iniciar sesión, así que no se puede desvincular. Primero cree una contraseña en Cambiar contraseña.",
  "accounts.provider.notLinkedError": "{provider} no está vinculado a su cuenta. No se cambió nada.",
  "accounts.provider.otherEmail": "{provider} dio un correo distinto del de esta cuenta. No se vinculó nada.",
  "accounts.provider.linkedElsewhere": "Este acceso de {provider} ya está vinculado a otra cuenta. No se vinculó nada.",
} satisfies CatalogueOf<typeof english>;
