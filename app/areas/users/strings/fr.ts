import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// French strings of user administration: the same keys and placeholders as English.
export const strings = {
  "users.title": "Gérer les comptes",
  "users.userTitle": "Compte de {name}",
  "users.search": "Chercher par nom, e-mail ou entreprise",
  "users.searchSubmit": "Chercher",
  "users.clearSearch": "Effacer la recherche",
  "users.tabs": "Types de compte",

  "users.tab.client": "Clients",
  "users.tab.employer": "Employeurs",
  "users.tab.admin": "Administrateurs",

  "users.col.name": "Nom",
  "users.col.email": "E-mail",
  "users.col.phone": "Téléphone",
  "users.col.company": "Entreprise",
  "users.col.status": "Statut",
  "users.col.created": "Créé le",
  "users.col.actions": "Actions",

  "users.status.pending": "En attente",
  "users.status.approved": "Approuvé",

  "users.you": "(vous)",
  "users.empty": "Pas encore de compte de ce type.",
  "users.noMatch": "Aucun compte de ce type ne correspond à « {q} ».",
  "users.pages": "Pages",
  "users.page": "Page {page}",
  "users.previous": "Page précédente",
  "users.next": "Page suivante",
  "users.approve": "Approuver",
  "users.approveNamed": "Approuver {name}",
  "users.edit": "Modifier",
  "users.editNamed": "Modifier {name}",
  "users.transfer": "Transférer les offres",
  "users.transferNamed": "Transférer les offres de {name}",
  "users.delete": "Supprimer",
  "users.deleteNamed": "Supprimer {name}",
  "users.backTo": "Retour à la liste « {tab} »",
  "users.pendingNote": "Ce compte attend son approbation. Si vous l'approuvez, la personne reçoit un e-mail.",
  "users.editTitle": "Informations",
  "users.role": "Rôle",
  "users.selfLocked": "Vous ne pouvez pas changer votre propre rôle ni votre statut.",
  "users.save": "Enregistrer les modifications",
  "users.noPassword": "Cette personne n'a pas encore choisi de mot de passe.",
  "users.sendInvitation": "Renvoyer l'invitation",
  "users.notExist": "L'utilisateur {id} n'existe pas",
  "users.updated": "Le compte de {name} a été enregistré.",
  "users.approved": "Le compte de {name} a été approuvé. Nous lui avons envoyé un e-mail.",
  "users.deleted":
    "Le compte de {name} a été supprimé, avec ses offres ({jobs}) et enregistrements d'offres ({savedLinks}).",
  "users.transferred_one": "{count} offre déplacée de {from} vers {to}.",
  "users.transferred_many": "{count} d'offres déplacées de {from} vers {to}.",
  "users.transferred_other": "{count} offres déplacées de {from} vers {to}.",
  "users.invited": "Nous avons envoyé une invitation par e-mail à {email}. Elle marche pendant 7 jours.",

  "users.error.self": "Vous ne pouvez pas supprimer votre propre compte, ni changer votre propre rôle ou votre statut.",
  "users.error.lastAdmin": "C'est le dernier compte administrateur. Nommez d'abord un autre administrateur.",
  "users.error.ownsJobs":
    "Cet utilisateur possède des offres. Transférez ou supprimez ses offres avant d'en faire un client.",
  "users.error.alreadyApproved": "Ce compte est déjà approuvé.",
  "users.error.sameUser": "Choisissez une autre personne pour recevoir les offres.",
  "users.error.noJobs": "Cet utilisateur n'a aucune offre à transférer.",
  "users.error.hasPassword": "Cette personne a déjà choisi un mot de passe.",

  "users.delete.title": "Supprimer {name} ?",
  "users.delete.body": "Cela supprime le compte de {name} ({email}), avec ses accès et ses sessions, et aussi :",
  "users.delete.jobs_one": "{count} offre créée par cette personne",
  "users.delete.jobs_many": "{count} d'offres créées par cette personne",
  "users.delete.jobs_other": "{count} offres créées par cette personne",
  "users.delete.savedLinks_one":
    "{count} enregistrement d'offre lié (les offres que cette personne a enregistrées, et ses offres enregistrées par d'autres personnes)",
  "users.delete.savedLinks_many":
    "{count} d'enregistrements d'offres liés (les offres que cette personne a enregistrées, et ses offres enregistrées par d'autres personnes)",
  "users.delete.savedLinks_other":
    "{count} enregistrements d'offres liés (les offres que cette personne a enregistrées, et ses offres enregistrées par d'autres personnes)",
  "users.delete.requests_one":
    "{count} demande d'aide liée au compte (les siennes, et celles d'autres personnes pour ses offres)",
  "users.delete.requests_many":
    "{count} demandes d'aide liées au compte (les siennes, et celles d'autres personnes pour ses offres)",
  "users.delete.requests_other":
    "{count} demandes d'aide liées au compte (les siennes, et celles d'autres personnes pour ses offres)",
  "users.delete.final": "Cette action est définitive.",
  "users.delete.confirm": "Supprimer {name}",

  "users.transfer.title": "Transférer les offres de {name}",
  "users.transfer.body_one":
    "Déplacer {count} offre de {name} vers un autre employeur ou administrateur. L'offre garde son statut.",
  "users.transfer.body_many":
    "Déplacer les {count} d'offres de {name} vers un autre employeur ou administrateur. Les offres gardent leur statut.",
  "users.transfer.body_other":
    "Déplacer les {count} offres de {name} vers un autre employeur ou administrateur. Les offres gardent leur statut.",
  "users.transfer.to": "Nouveau propriétaire",
  "users.transfer.hint": "Écrivez un nom, un e-mail ou une entreprise, puis choisissez dans la liste.",
  "users.transfer.submit": "Transférer les offres",

  "users.createAccount.title": "Créer un compte",
  "users.createAccount.intro":
    "Pour les demandeurs d'emploi, les employeurs et le personnel. Sans mot de passe, la personne reçoit un e-mail pour en choisir un. Un demandeur d'emploi qui a seulement un numéro de téléphone reçoit un SMS qui explique comment se connecter. Aidez les nouveaux clients à ajouter leur téléphone et leur adresse dans leur profil, pour que la distance jusqu'aux offres puisse s'afficher.",
  "users.createAccount.role.client": "Client (demandeur d'emploi)",
  "users.createAccount.role.employer": "Employeur",
  "users.createAccount.role.admin": "Administrateur (personnel de l'agence)",
  "users.createAccount.password": "Mot de passe (facultatif)",
  "users.createAccount.passwordHint":
    "Laissez vide pour envoyer par e-mail une invitation à choisir un mot de passe (valable 7 jours). Sinon, au moins 8 caractères.",
  "users.createAccount.submit": "Créer le compte",
  "users.createAccount.submitting": "Création…",
  "users.createAccount.created": "Le compte de {email} a été créé. Vous restez connecté avec votre propre compte.",
  "users.createAccount.phoneOnly":
    "Le compte de {name} est prêt. Nous avons envoyé à {phone} un SMS qui explique comment se connecter avec ce numéro.",
  "users.validation.textsOff":
    "Cette agence n'envoie pas de SMS, donc un demandeur d'emploi sans e-mail ne pourrait pas se connecter. Écrivez un e-mail.",
  "users.createAccount.emailHint":
    "Un demandeur d'emploi sans e-mail peut se connecter avec son numéro de téléphone : laissez l'e-mail vide et écrivez le téléphone.",
  "users.createAccount.invited":
    "Le compte de {email} a été créé et une invitation a été envoyée par e-mail (valable 7 jours).",
  "users.createAccount.failed": "Le compte n'a pas été créé. Vérifiez le formulaire.",

  "users.validation.emailTaken": "Cet e-mail est déjà enregistré. Connectez-vous, ou utilisez un autre e-mail.",
  "users.requests.title": "Demandes d'aide pour un emploi",
  "users.requests.none": "Aucune demande d'aide pour l'instant.",
  "users.requests.job": "{title} chez {company}",
  "users.trust.title": "Employeur de confiance",
  "users.trust.isTrusted":
    "De confiance : les offres nouvelles, modifiées et rouvertes de cet employeur sont publiées aussitôt, sans attendre d'examen. Sa première offre est toujours examinée. Le personnel reçoit un e-mail pour chaque offre publiée ainsi.",
  "users.trust.notTrusted":
    "Pas de confiance : le personnel examine chaque offre de cet employeur avant que les chercheurs d'emploi la voient. Accordez votre confiance à un employeur que l'agence connaît bien pour publier ses offres (après la première) aussitôt. Vous pouvez l'annuler à tout moment.",
  "users.trust.mark": "Marquer comme de confiance",
  "users.trust.unmark": "Retirer la confiance",
  "users.trust.approveFirst": "Approuvez d'abord le compte : seul un employeur approuvé peut être de confiance.",
  "users.secondFactor.title": "Connexion en deux étapes",
  "users.secondFactor.on":
    "Ce compte se connecte avec un mot de passe et un code d'une application d'authentification.",
  "users.secondFactor.reset": "Réinitialiser la connexion en deux étapes…",
  "users.secondFactor.confirmBody":
    "Réinitialiser la connexion en deux étapes de {name} ? Faites-le seulement si vous êtes sûr que c'est bien cette personne (un téléphone perdu). Elle se connectera ensuite avec son seul mot de passe ; un compte du personnel devra alors configurer une nouvelle application avant de travailler.",
  "users.secondFactor.confirm": "Oui, réinitialiser",
  "users.secondFactor.keep": "Annuler",
  "users.secondFactor.resetDone": "La connexion en deux étapes a été réinitialisée.",
  "users.secondFactor.notOn": "Ce compte n'a pas de connexion en deux étapes.",
  "users.trust.marked": "{name} est désormais un employeur de confiance.",
  "users.trust.unmarked": "{name} n'est plus de confiance : ses offres sont de nouveau examinées.",
  "users.trust.notAllowed": "Seul un employeur approuvé peut être de confiance.",
  "users.requests.open": "Ouvrir la demande",
  "users.requests.openNamed": "Ouvrir la demande pour {title}",
  "users.deliveries.title": "Messages non distribués",
  "users.deliveries.intro":
    "Messages qui n'ont pas pu être distribués. Ceux qui ne sont plus réessayés vous attendent : corrigez la cause (une adresse mal saisie, les réglages du serveur de messagerie), puis renvoyez-les. Les autres sont encore réessayés automatiquement.",
  "users.deliveries.empty": "Aucun envoi de message n'a échoué.",
  "users.deliveries.failed": "Abandonnés",
  "users.deliveries.retrying": "Encore en cours d'essai",
  "users.deliveries.capped": "Seuls les {count} premiers messages sont affichés.",
  "users.deliveries.recipient": "À",
  "users.deliveries.channel": "Canal",
  "users.deliveries.channel.email": "E-mail",
  "users.deliveries.channel.sms": "SMS",
  "users.deliveries.subject": "Objet",
  "users.deliveries.error": "Erreur",
  "users.deliveries.fullError": "Voir l'erreur complète",
  "users.deliveries.attempts": "Tentatives",
  "users.deliveries.lastAttempt": "Dernier essai",
  "users.deliveries.nextAttempt": "Prochain essai",
  "users.deliveries.send": "Renvoyer",
  "users.deliveries.sending": "Envoi…",
  "users.deliveries.sent": "Le message va être renvoyé dans un instant.",
  "users.deliveries.notFailed": "Ce message n'est plus en attente : quelqu'un l'a déjà renvoyé.",
} satisfies CatalogueOf<typeof english>;
