import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// French strings of sign-in, sign-up and the user's own profile: the same keys and placeholders as English.
export const strings = {
  "accounts.linkRequest.send": "M'envoyer un lien",
  "accounts.linkRequest.sending": "Envoi…",
  "accounts.linkRequest.backToSignIn": "Retour à la connexion",
  "accounts.linkRequest.wait_one":
    "Nous venons de vous envoyer un e-mail. Attendez {count} seconde avant de redemander.",
  "accounts.linkRequest.wait_many":
    "Nous venons de vous envoyer un e-mail. Attendez {count} de secondes avant de redemander.",
  "accounts.linkRequest.wait_other":
    "Nous venons de vous envoyer un e-mail. Attendez {count} secondes avant de redemander.",

  "accounts.forgot.title": "Créer un nouveau mot de passe",
  "accounts.forgot.intro":
    "Écrivez l'e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe. Si vous ne savez plus quel e-mail vous avez utilisé, contactez l'agence.",

  "accounts.firstPassword.title": "Bienvenue ! Créez votre mot de passe",
  "accounts.firstPassword.intro":
    "Le personnel de l'agence a créé votre compte ? Écrivez l'e-mail qu'il a enregistré, et nous vous enverrons un lien pour choisir votre mot de passe.",

  "accounts.confirmSend.title": "Regardez vos e-mails",
  "accounts.confirmSend.sentPassword":
    "Si un compte utilise {email}, nous lui avons envoyé un lien pour créer le mot de passe.",
  "accounts.confirmSend.sentSignIn": "Si un compte utilise {email}, nous lui avons envoyé un lien pour se connecter.",
  "accounts.confirmSend.spam":
    "L'e-mail peut mettre quelques minutes à arriver. Regardez aussi dans le dossier spam ou courrier indésirable.",
  "accounts.confirmSend.validPassword":
    "Le lien marche une seule fois, pendant une heure. Après, demandez-en un nouveau.",
  "accounts.confirmSend.validSignIn":
    "Le lien marche une seule fois, pendant 15 minutes. Après, demandez-en un nouveau.",
  "accounts.confirmSend.notReceived": "Vous n'avez pas reçu l'e-mail ?",
  "accounts.confirmSend.sendAgain": "Renvoyer",
  "accounts.confirmSend.resent": "Nous avons renvoyé l'e-mail.",

  "accounts.passwordLink.resetTitle": "Choisissez un nouveau mot de passe",
  "accounts.passwordLink.welcomeTitle": "Bienvenue ! Choisissez votre mot de passe",
  "accounts.passwordLink.othersSignedOut":
    "Quand vous enregistrez le mot de passe, votre compte est déconnecté sur tous vos autres appareils.",
  "accounts.passwordLink.invalidBody":
    "Ce lien a expiré, a déjà été utilisé ou n'est pas complet. Les liens pour créer un mot de passe marchent une seule fois, pendant un temps limité. Demandez un nouveau lien.",

  "accounts.signIn.phoneLink": "Se connecter avec votre numéro de téléphone",
  "accounts.signIn.emailLink": "Se connecter avec un lien envoyé par e-mail",

  "accounts.signInLink.title": "Se connecter avec un lien reçu par e-mail",
  "accounts.signInLink.intro":
    "Pas besoin de mot de passe : écrivez l'e-mail de votre compte et nous vous enverrons un lien. Ce lien vous connecte une seule fois et marche pendant 15 minutes.",
  "accounts.signInLink.confirmIntro": "Appuyez sur le bouton pour vous connecter. Ensuite, le lien ne marche plus.",
  "accounts.signInLink.passwordDropped":
    "Vous êtes connecté. Pour votre sécurité, le mot de passe de ce compte a été supprimé : créez-en un nouveau dans Paramètres, Changer le mot de passe.",

  "accounts.users.error.deletedMeanwhile":
    "Ce compte n'existe plus : il a été supprimé pendant que ce formulaire était ouvert. Rien n'a été enregistré.",

  "accounts.profile.menu.label": "Paramètres",
  "accounts.profile.menu.account": "Compte",
  "accounts.profile.menu.edit": "Modifier le profil",
  "accounts.profile.menu.password": "Changer le mot de passe",
  "accounts.profile.menu.help": "Aide",
  "accounts.profile.menu.secondFactor": "Connexion en deux étapes",
  "accounts.profile.menu.devices": "Appareils connectés",
  "accounts.profile.choose": "Choisissez ce que vous voulez voir ou changer.",
  "accounts.profile.back": "Retour aux Paramètres",
  "accounts.secondFactor.intro":
    "Ajoutez une deuxième étape à votre connexion : après votre mot de passe, un code à 6 chiffres d'une application d'authentification sur votre téléphone (comme Google Authenticator, Microsoft Authenticator ou Aegis).",
  "accounts.secondFactor.required":
    "Les comptes du personnel ont besoin d'une deuxième étape à la connexion. Configurez une application d'authentification pour continuer à travailler.",
  "accounts.secondFactor.begin": "Configurer une application d'authentification",
  "accounts.secondFactor.scan":
    "Scannez ce code QR avec votre application d'authentification, ou tapez-y la clé ci-dessous. Puis saisissez le code affiché par l'application.",
  "accounts.secondFactor.qrAlt": "Code QR pour votre application d'authentification",
  "accounts.secondFactor.secret": "Clé à taper dans l'application",
  "accounts.secondFactor.code": "Code de l'application",
  "accounts.secondFactor.codeHint": "6 chiffres, ou un de vos codes de secours",
  "accounts.secondFactor.confirm": "Confirmer",
  "accounts.secondFactor.added":
    "La connexion en deux étapes est activée. Votre prochaine connexion demandera un code de l'application.",
  "accounts.secondFactor.recoveryTitle": "Vos codes de secours",
  "accounts.secondFactor.recoveryIntro":
    "Si vous perdez votre téléphone, chacun de ces codes vous connecte une fois. Notez-les ou imprimez-les et gardez-les en lieu sûr : ils ne sont affichés que maintenant.",
  "accounts.secondFactor.continue": "Continuer",
  "accounts.secondFactor.on":
    "La connexion en deux étapes est activée : après votre mot de passe, vous saisissez un code de votre application d'authentification. Si vous perdez votre téléphone, utilisez un code de secours ou demandez à un administrateur de la réinitialiser.",
  "accounts.secondFactor.notBegun": "Recommencez : configurez d'abord l'application.",
  "accounts.secondFactor.codeRequired": "Saisissez le code.",
  "accounts.secondFactor.codeWrong": "Ce code n'est pas bon. Vérifiez l'application et réessayez.",
  "accounts.secondFactor.codeUsed": "Ce code a déjà servi. Attendez le code suivant dans l'application.",
  "accounts.secondFactor.expired": "Votre connexion a pris trop de temps. Veuillez vous reconnecter.",
  "accounts.secondFactor.stepTitle": "Saisissez votre code de connexion",
  "accounts.secondFactor.stepIntro":
    "Ouvrez votre application d'authentification et saisissez le code qu'elle affiche pour ce compte.",
  "accounts.secondFactor.demoCode":
    "Mode démo : l’application d’authentification de l’administrateur de démo affiche maintenant {code}.",
  "accounts.secondFactor.startOver": "Se reconnecter",
  "accounts.devices.intro": "Là où votre compte est connecté en ce moment.",
  "accounts.devices.name": "{browser} sur {system}",
  "accounts.devices.unknown": "Appareil inconnu",
  "accounts.devices.this": "Cet appareil",
  "accounts.devices.signedInAt": "Connecté le :",
  "accounts.devices.lastSeenAt": "Dernière utilisation :",
  "accounts.devices.address": "Adresse :",
  "accounts.devices.signOutOthers": "Déconnecter tous les autres appareils",
  "accounts.devices.signedOutOthers": "Tous les autres appareils sont déconnectés.",
  "accounts.devices.noOthers": "Aucun autre appareil n'est connecté.",
  "accounts.profile.address": "Adresse",
  "accounts.profile.noAddress": "Pas d'adresse",
  "accounts.profile.notGiven": "Non indiqué",
  "accounts.profile.distancesOn":
    "Votre adresse est sur la carte : les listes d'offres montrent à quelle distance se trouve chaque offre.",
  "accounts.profile.distancesOff":
    "Ajoutez votre adresse pour voir à quelle distance de chez vous se trouve chaque offre.",
  "accounts.profile.companyHint": "Si vous videz ce champ, le nom de votre entreprise ne change pas.",
  "accounts.profile.addressHint":
    "Facultatif. Si vous donnez une adresse, remplissez les quatre champs. Elle sert à montrer à quelle distance de chez vous se trouve chaque offre.",
  "accounts.profile.street": "Numéro et rue",
  "accounts.profile.city": "Ville",
  "accounts.profile.state": "État",
  "accounts.profile.stateHint": "Deux lettres, par exemple IL.",
  "accounts.profile.zip": "Code postal (ZIP)",
  "accounts.profile.addressNotFound":
    "Nous n'avons pas trouvé cette adresse. Vérifiez la ville, l'État et le code postal (ZIP).",
  "accounts.profile.save": "Enregistrer le profil",
  "accounts.profile.updated": "Profil mis à jour",
  "accounts.profile.currentPassword": "Mot de passe actuel",
  "accounts.profile.wrongPassword": "Ce n'est pas votre mot de passe actuel. Rien n'a été changé.",
  "accounts.profile.tooManyTries":
    "Trop d'essais. Attendez 15 minutes, ou déconnectez-vous et utilisez « Mot de passe oublié ? ».",
  "accounts.profile.noPasswordYet":
    "Votre compte n'a pas encore de mot de passe : vous vous êtes connecté avec un lien reçu par e-mail. Nous pouvons vous envoyer un lien par e-mail pour en choisir un.",
  "accounts.profile.emailMeLink": "M'envoyer par e-mail un lien pour créer un mot de passe",
  "accounts.profile.linkSent": "Nous avons envoyé un lien à {email}. Il marche une seule fois, pendant une heure.",
  "accounts.profile.otherDevices": "Quand vous enregistrez, votre compte est déconnecté sur tous vos autres appareils.",
  "accounts.profile.savePassword": "Enregistrer le mot de passe",
  "accounts.profile.passwordUpdated": "Mot de passe mis à jour",

  "accounts.help.howTo": "Comment utiliser le site (compte {role})",
  "accounts.help.client.find":
    "Chercher des offres montre les offres approuvées par le personnel. Cherchez par titre d'offre ou par entreprise, et utilisez Filtres pour le salaire, les horaires, la distance et plus encore.",
  "accounts.help.client.filter": "Pour voir les distances, il faut votre adresse : ajoutez-la dans Modifier le profil.",
  "accounts.help.client.save":
    "Appuyez sur l'étoile d'une offre pour l'enregistrer. Offres enregistrées montre les offres que vous avez enregistrées.",
  "accounts.help.client.address":
    "Pour postuler, lisez « Comment postuler » dans l'offre : vous y verrez comment le personnel de l'agence vous aide à postuler. Vous pouvez aussi le leur demander directement.",
  "accounts.help.employer.post":
    "Publier une offre ouvre le formulaire de l'offre. Donnez l'adresse, les horaires et le salaire pour que les demandeurs d'emploi trouvent votre offre avec les filtres.",
  "accounts.help.employer.review":
    "Le personnel vérifie chaque offre avant que les demandeurs d'emploi puissent la voir. Gérer les offres montre vos offres en attente, approuvées et renvoyées.",
  "accounts.help.employer.manage":
    "Une offre marquée Action requise a un message du personnel : modifiez l'offre et envoyez-la de nouveau.",
  "accounts.help.employer.pending":
    "Pendant que votre compte attend son approbation, vous pouvez préparer des offres. Le personnel approuve votre compte et chaque offre.",
  "accounts.help.admin.jobs":
    "Gérer les offres montre les offres en attente, approuvées et renvoyées. Approuvez une offre ou renvoyez-la avec un message.",
  "accounts.help.admin.accounts":
    "Gérer les comptes montre tous les comptes par type. Approuvez les employeurs, modifiez les informations, donnez des offres à un autre propriétaire ou supprimez des comptes.",
  "accounts.help.admin.create":
    "Créer un compte sert à créer des comptes pour les clients, les employeurs et le personnel. Sans mot de passe, la personne reçoit une invitation par e-mail valable 7 jours.",
  "accounts.help.admin.audit":
    "Chaque modification que vous faites sur les comptes et les offres est enregistrée avec votre nom et l'heure.",
  "accounts.help.contactTitle": "Contacter l'agence",
  "accounts.help.contactIntro": "Pour toute question, contactez le personnel de {agency}.",
  "accounts.help.phone": "Téléphone",
  "accounts.help.hours": "Heures d'ouverture",

  "accounts.phoneSignIn.title": "Se connecter avec votre numéro de téléphone",
  "accounts.phoneSignIn.intro":
    "Nous allons vous envoyer un code par SMS sur votre téléphone. Vous n'avez besoin ni d'e-mail ni de mot de passe.",
  "accounts.phoneSignIn.phone": "Numéro de téléphone",
  "accounts.phoneSignIn.phoneHint":
    "Un numéro hors des États-Unis commence par + et l'indicatif du pays, comme +93 70 123 4567.",
  "accounts.phoneSignIn.send": "M'envoyer un code par SMS",
  "accounts.phoneSignIn.sending": "Envoi…",
  "accounts.phoneSignIn.sent":
    "Si un compte utilise le numéro {phone}, nous lui avons envoyé un code par SMS. Le SMS peut mettre une minute à arriver.",
  "accounts.phoneSignIn.code": "Code reçu par SMS",
  "accounts.phoneSignIn.codeFailed":
    "Ce code ne marche pas : il est peut-être mal écrit, déjà utilisé ou trop vieux. Vérifiez-le, ou demandez un nouveau code.",
  "accounts.phoneSignIn.tooMany": "Trop de codes ont été demandés. Attendez 15 minutes et réessayez.",
  "accounts.phoneSignIn.sendAgain": "Envoyer un nouveau code",
  "accounts.phoneSignIn.otherNumber": "Utiliser un autre numéro",
  "accounts.phoneSignIn.withEmail": "Se connecter plutôt avec votre e-mail",

  "accounts.signIn.intro":
    "Trouvez du travail près de chez vous. Connectez-vous avec votre e-mail et votre mot de passe.",
  "accounts.signIn.email": "E-mail",
  "accounts.signIn.emailPlaceholder": "you@example.org",
  "accounts.signIn.password": "Mot de passe",
  "accounts.signIn.sharedDevice": "Ce téléphone est partagé",
  "accounts.signIn.sharedDeviceHint":
    "Vous serez déconnecté à la fermeture du navigateur, et rien ne sera gardé sur ce téléphone pour une utilisation hors ligne.",
  "accounts.signIn.submit": "Se connecter",
  "accounts.signIn.submitting": "Connexion…",
  "accounts.signIn.forgot": "Mot de passe oublié ?",
  "accounts.signIn.firstTime": "C'est votre première visite ? Créez votre mot de passe",
  "accounts.signIn.newAccount": "Nouveau ici ? Créez un compte",
  "accounts.signIn.invalid": "L'e-mail ou le mot de passe n'est pas correct. Vérifiez-les et réessayez.",
  "accounts.signIn.tooMany": "Trop d'essais de connexion. Attendez une minute et réessayez.",

  "accounts.signUp.title": "Créer un compte",
  "accounts.signUp.intro": "Les demandeurs d'emploi et les employeurs peuvent s'inscrire ici.",
  "accounts.signUp.phone": "Numéro de téléphone",
  "accounts.signUp.password": "Mot de passe",
  "accounts.signUp.confirmPassword": "Confirmez le mot de passe",
  "accounts.signUp.accountType": "Je suis",
  "accounts.signUp.typeClient": "À la recherche d'un emploi",
  "accounts.signUp.typeEmployer": "Un employeur",
  "accounts.signUp.submit": "Créer le compte",
  "accounts.signUp.submitting": "Création du compte…",
  "accounts.signUp.haveAccount": "Vous avez déjà un compte ? Connectez-vous",
  "accounts.signUp.checkEmail": "Merci ! Nous avons envoyé un message à votre e-mail. Connectez-vous.",
  "accounts.signUp.tooMany": "Trop d'inscriptions depuis cet endroit ou avec cet e-mail. Réessayez dans une heure.",

  "accounts.setPassword.title": "Choisissez votre mot de passe",
  "accounts.setPassword.intro": "Écrivez votre nouveau mot de passe deux fois.",
  "accounts.setPassword.password": "Nouveau mot de passe",
  "accounts.setPassword.confirm": "Confirmez le nouveau mot de passe",
  "accounts.setPassword.submit": "Enregistrer le mot de passe",
  "accounts.setPassword.submitting": "Enregistrement…",
  "accounts.setPassword.done": "Votre mot de passe est enregistré. Connectez-vous.",
  "accounts.setPassword.invalidTitle": "Ce lien ne marche plus",
  "accounts.setPassword.askNewLink": "M'envoyer un nouveau lien",

  "accounts.provider.signIn": "Se connecter avec {provider}",
  "accounts.provider.staffHint": "Pour le personnel de l'agence qui a un compte professionnel.",
  "accounts.provider.cancelled":
    "Vous avez annulé la connexion sur {provider}. Vous pouvez réessayer ou vous connecter autrement.",
  "accounts.provider.unknownAccount":
    "Aucun compte ici n'utilise l'adresse e-mail que {provider} nous a donnée. Le personnel de l'agence crée les comptes : demandez-leur, puis réessayez.",
  "accounts.provider.staffOnly":
    "La connexion avec {provider} est réservée au personnel de l'agence. Connectez-vous plutôt ici avec votre mot de passe, un lien reçu par e-mail ou un code reçu par SMS.",
  "accounts.provider.failed":
    "Nous n'avons pas pu confirmer cette connexion : elle n'a pas commencé ici, a déjà été utilisée ou a pris trop de temps. Recommencez.",
  "accounts.provider.unavailable":
    "{provider} est injoignable pour le moment. Réessayez plus tard, ou connectez-vous avec votre mot de passe ou un lien envoyé par e-mail.",
  "accounts.provider.title": "Se connecter avec {provider}",
  "accounts.provider.linked": "Lié : vous pouvez vous connecter avec {provider}.",
  "accounts.provider.notLinked":
    "Non lié. Vous pouvez lier {provider} s'il utilise la même adresse e-mail que ce compte.",
  "accounts.provider.link": "Lier {provider}",
  "accounts.provider.unlink": "Délier {provider}",
  "accounts.provider.linkedToast": "{provider} est maintenant lié à votre compte.",
  "accounts.provider.unlinkedToast": "{provider} n'est plus lié. Connectez-vous avec votre mot de passe.",
  "accounts.provider.needsPassword":
    "{provider} est votre seul moyen de connexion, il ne peut donc pas être délié. Créez d'abord un mot de passe dans Changer le mot de passe.",
  "accounts.provider.notLinkedError": "{provider} n'est pas lié à votre compte. Rien n'a été modifié.",
  "accounts.provider.otherEmail":
    "{provider} a donné une adresse e-mail différente de celle de ce compte. Rien n'a été lié.",
  "accounts.provider.linkedElsewhere": "Cette connexion {provider} est déjà liée à un autre compte. Rien n'a été lié.",
} satisfies CatalogueOf<typeof english>;
