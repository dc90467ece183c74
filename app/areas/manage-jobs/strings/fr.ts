import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// French strings of posting, reviewing and managing jobs: the same keys and placeholders as English.
export const strings = {
  "manageJobs.form.createTitle": "Publier une offre",
  "manageJobs.form.updateTitle": "Modifier l'offre",
  "manageJobs.form.back": "Retour",
  "manageJobs.form.title": "Titre de l'offre",
  "manageJobs.form.company": "Nom de l'entreprise",
  "manageJobs.form.startDate": "Date de début",
  "manageJobs.form.jobType": "Type d'emploi",
  "manageJobs.form.openings": "Nombre de postes",
  "manageJobs.form.openingsHint": "Combien de personnes seront embauchées pour cet emploi (de 1 à {max}).",
  "manageJobs.form.shift": "Horaires",
  "manageJobs.form.shiftHint":
    "Écrivez les jours et les heures, par exemple « lun-ven 9am-5pm » ou « jeudi - vendredi 1 PM à 5 PM ». Si les heures sont écrites ainsi (avec am ou pm), les demandeurs d'emploi peuvent filtrer par horaires.",
  "manageJobs.form.wageType": "Type de salaire",
  "manageJobs.form.salaryRange": "Fourchette de salaire",
  "manageJobs.form.wageMin": "Minimum ($)",
  "manageJobs.form.wageMax": "Maximum ($)",
  "manageJobs.form.benefits": "Avantages",
  "manageJobs.form.hasMedical": "Assurance santé",
  "manageJobs.form.hasOthers": "Autres",
  "manageJobs.form.benefitOthers": "Autres avantages",
  "manageJobs.form.benefitOthersPlaceholder": "Ajoutez les autres avantages offerts",
  "manageJobs.form.englishLevel": "Niveau d'anglais",
  "manageJobs.form.languageNote": "Autre(s) langue(s) parlée(s) au travail",
  "manageJobs.form.languageNoteHint":
    "Par exemple « arabe, espagnol/anglais ». Les demandeurs d'emploi filtrent avec ces mots.",
  "manageJobs.form.location": "Lieu de travail",
  "manageJobs.form.street": "Numéro et rue",
  "manageJobs.form.city": "Ville",
  "manageJobs.form.state": "État",
  "manageJobs.form.zip": "Code postal (ZIP)",
  "manageJobs.form.description": "Description de l'offre",
  "manageJobs.form.descriptionHint":
    "Dites en quoi consiste le travail et ce qui est demandé, par exemple un permis de conduire ou d'autres certificats.",
  "manageJobs.form.instructions": "Comment postuler",
  "manageJobs.form.instructionsHint":
    "Vu par le personnel de l'agence et par vous, jamais par les demandeurs d'emploi : le personnel s'en sert pour aider à postuler. Expliquez comment postuler, par exemple envoyer un CV par e-mail, postuler sur un site web ou téléphoner.",
  "manageJobs.form.hiddenFromSeekers": "Non affiché aux demandeurs d'emploi",
  "manageJobs.form.submitCreate": "Envoyer",
  "manageJobs.form.submitUpdate": "Enregistrer les modifications",
  "manageJobs.form.submitting": "Enregistrement…",
  "manageJobs.form.unexpectedFields":
    "Ce formulaire a été modifié en dehors de la page, donc rien n'a été enregistré. Rechargez la page et réessayez.",
  "manageJobs.form.fixErrors": "Certaines réponses doivent être corrigées. Lisez les messages à côté des champs.",
  "manageJobs.form.approvedWarning":
    "Cette offre est en ligne. Quand vous enregistrez des modifications, elle retourne au personnel pour vérification. Les demandeurs d'emploi ne la verront plus jusqu'à ce qu'elle soit de nouveau approuvée.",
  "manageJobs.form.confirmTitle": "Renvoyer cette offre pour vérification ?",
  "manageJobs.form.confirmSave": "Enregistrer et envoyer pour vérification",
  "manageJobs.form.cancel": "Annuler",

  "manageJobs.draft.prompt": "Charger le dernier brouillon ?",
  "manageJobs.draft.dismiss": "Non merci",
  "manageJobs.draft.load": "Charger",
  "manageJobs.draft.loaded": "Le brouillon a été chargé",
  "manageJobs.draft.loadFailed": "Impossible de charger le brouillon.",

  "manageJobs.validation.noMarkup": "Écrivez du texte simple, sans balises HTML comme <b> ou <script>.",
  "manageJobs.validation.titleRequired": "Écrivez le titre de l'offre.",
  "manageJobs.validation.startDateRequired": "Choisissez la date de début.",
  "manageJobs.validation.startDateInvalid": "Écrivez une vraie date, par exemple 2026-03-01.",
  "manageJobs.validation.jobType": "Choisissez Temps plein ou Temps partiel.",
  "manageJobs.validation.openings": "Saisissez un nombre entier de postes entre 1 et 999.",
  "manageJobs.validation.shiftRequired": "Décrivez les horaires, par exemple lun-ven 9am-5pm.",
  "manageJobs.validation.wageType": "Choisissez Par heure ou Par an.",
  "manageJobs.validation.wageMinRequired": "Écrivez le salaire minimum.",
  "manageJobs.validation.wageMaxRequired": "Écrivez le salaire maximum.",
  "manageJobs.validation.wagePositive": "Écrivez un montant supérieur à 0, par exemple 16 ou 16.50.",
  "manageJobs.validation.wageTooHigh": "Ce montant est trop élevé.",
  "manageJobs.validation.wageOrder": "Le maximum ne peut pas être plus petit que le minimum.",
  "manageJobs.validation.benefitOthersRequired": "Décrivez les autres avantages, ou décochez Autres.",
  "manageJobs.validation.englishLevel": "Choisissez un niveau d'anglais.",
  "manageJobs.validation.streetRequired": "Écrivez le numéro et la rue.",
  "manageJobs.validation.cityRequired": "Écrivez la ville.",
  "manageJobs.validation.stateRequired": "Écrivez l'État.",
  "manageJobs.validation.zipRequired": "Écrivez le code postal (ZIP).",
  "manageJobs.validation.zipInvalid": "Écrivez un code postal (ZIP) de 5 chiffres, par exemple 60659 ou 60659-1234.",
  "manageJobs.validation.descriptionRequired": "Décrivez l'offre.",
  "manageJobs.validation.instructionsRequired": "Expliquez comment postuler.",
  "manageJobs.validation.rejectMessageRequired": "Dites à l'employeur ce qu'il doit changer.",

  "manageJobs.toast.sentForReview":
    "Offre enregistrée et envoyée au personnel pour vérification. Les demandeurs d'emploi la verront quand elle sera approuvée.",
  "manageJobs.toast.saved": "Offre enregistrée.",
  "manageJobs.toast.notLocated":
    "Offre enregistrée, mais nous n'avons pas trouvé son adresse sur la carte. Elle n'apparaîtra donc pas avec le filtre de distance. Vérifiez la rue, la ville, l'État et le code postal (ZIP).",

  "manageJobs.dashboard.title": "Gérer les offres",
  "manageJobs.dashboard.tabs": "Statut des offres",

  "manageJobs.tab.pending": "Toutes les offres en attente",
  "manageJobs.tab.approved": "Toutes les offres approuvées",
  "manageJobs.tab.todo": "Toutes les offres avec action requise",
  "manageJobs.tab.closed": "Toutes les offres fermées",

  "manageJobs.list.empty": "Aucune offre dans cet onglet.",

  "manageJobs.view.owner": "Publiée par",
  "manageJobs.view.ownerPending":
    "Le compte de l'employeur attend son approbation. Cette offre ne peut pas être approuvée avant que le compte soit approuvé dans Gérer les comptes.",

  "manageJobs.action.approve": "Approuver",
  "manageJobs.action.reject": "Refuser",
  "manageJobs.action.edit": "Modifier",
  "manageJobs.action.close": "Fermer cette offre d'emploi",
  "manageJobs.action.reopen": "Rouvrir",
  "manageJobs.action.delete": "Supprimer",
  "manageJobs.action.transfer": "Transférer",
  "manageJobs.action.more": "Plus",
  "manageJobs.action.working": "En cours…",

  "manageJobs.reject.title": "Refuser cette offre",
  "manageJobs.reject.intro":
    "« {title} » retourne à son employeur avec le statut Action requise et avec votre message.",
  "manageJobs.reject.message": "Message pour l'employeur",
  "manageJobs.reject.hint": "Dites ce qui doit changer avant que les demandeurs d'emploi puissent voir l'offre.",
  "manageJobs.reject.submit": "Refuser l'offre",

  "manageJobs.delete.title": "Supprimer cette offre ?",
  "manageJobs.delete.body":
    "« {title} » ({company}) sera supprimée pour toujours. Elle sera aussi retirée des offres enregistrées de tous les demandeurs d'emploi.",
  "manageJobs.delete.requests": "Les demandes d'aide de ces personnes sont aussi supprimées : {names}.",
  "manageJobs.delete.submit": "Supprimer l'offre",

  "manageJobs.transfer.title": "Transférer cette offre",
  "manageJobs.transfer.intro":
    "Choisissez l'employeur ou l'administrateur qui sera le nouveau propriétaire de « {title} ». L'offre quitte le tableau de bord du propriétaire actuel.",
  "manageJobs.transfer.to": "Nouveau propriétaire",
  "manageJobs.transfer.hint": "Cherchez par nom, e-mail ou entreprise.",
  "manageJobs.transfer.submit": "Transférer l'offre",

  "manageJobs.close.title": "Fermer cette offre d'emploi ?",
  "manageJobs.close.body":
    "« {title} » passe dans Toutes les offres fermées, et les demandeurs d'emploi ne la voient plus.",
  "manageJobs.close.undoPublish":
    "Pour annuler, ouvrez-la dans Toutes les offres fermées et choisissez Rouvrir : les demandeurs d'emploi la verront de nouveau aussitôt.",
  "manageJobs.close.undoReview":
    "Pour annuler, ouvrez-la dans Toutes les offres fermées et choisissez Rouvrir : elle retournera alors au personnel pour vérification, et les demandeurs d'emploi ne la reverront qu'une fois approuvée.",
  "manageJobs.close.submit": "Fermer l'offre",

  "manageJobs.dialog.cancel": "Annuler",

  "manageJobs.toast.approved": "L'offre a été approuvée !",
  "manageJobs.toast.rejected": "L'offre a été refusée !",
  "manageJobs.toast.closed": "Offre fermée. Les demandeurs d'emploi ne la voient plus.",
  "manageJobs.toast.reopened": "Offre rouverte.",
  "manageJobs.toast.reopenedForReview": "Offre rouverte et envoyée au personnel pour vérification.",
  "manageJobs.toast.deleted": "Offre supprimée !",
  "manageJobs.toast.transferred": "Offre transférée à {name}.",
  "manageJobs.toast.approveFailed": "Impossible d'approuver l'offre : {reason}",
  "manageJobs.toast.rejectFailed": "Impossible de refuser l'offre : {reason}",
  "manageJobs.toast.closeFailed": "Impossible de fermer l'offre : {reason}",
  "manageJobs.toast.reopenFailed": "Impossible de rouvrir l'offre : {reason}",
  "manageJobs.toast.deleteFailed": "Impossible de supprimer l'offre : {reason}",
  "manageJobs.toast.transferFailed": "Impossible de transférer l'offre : {reason}",

  "manageJobs.error.unknownAction": "Cette action n'existe pas.",

  "manageJobs.email.reviewSubject": "Une offre attend une vérification : {title}",
  "manageJobs.email.reviewBody":
    "L'offre « {title} » a été publiée ou modifiée par son employeur. Les demandeurs d'emploi ne la verront pas tant que le personnel ne l'aura pas approuvée.",
  "manageJobs.email.reviewAction": "Vérifier l'offre",
  "manageJobs.email.approvedSubject": "Votre offre « {title} » est approuvée",
  "manageJobs.email.approvedBody":
    "Bonjour {name}, le personnel a approuvé « {title} ». Les demandeurs d'emploi peuvent maintenant la trouver sur {brand}.",
  "manageJobs.email.rejectedSubject": "Votre offre « {title} » doit être modifiée",
  "manageJobs.email.rejectedBody":
    "Bonjour {name}, le personnel a vérifié « {title} » et demande des modifications avant que les demandeurs d'emploi puissent la voir. Message du personnel : « {message} ». Modifiez l'offre et enregistrez-la pour la renvoyer en vérification.",
  "manageJobs.email.viewAction": "Ouvrir l'offre",

  "manageJobs.error.jobMissing": "L'offre {id} n'existe pas",
  "manageJobs.error.forbidden": "Votre compte n'a pas le droit de faire cela.",
  "manageJobs.error.nowApproved":
    "Quelqu'un d'autre a approuvé cette offre après que vous l'avez ouverte, donc rien n'a été modifié. Vérifiez l'offre telle qu'elle est maintenant avant de réessayer.",
  "manageJobs.error.nowRejected":
    "Quelqu'un d'autre a renvoyé cette offre à son employeur après que vous l'avez ouverte, donc rien n'a été modifié. Vérifiez l'offre telle qu'elle est maintenant avant de réessayer.",
  "manageJobs.error.nowClosed":
    "Quelqu'un d'autre a fermé cette offre après que vous l'avez ouverte, donc rien n'a été modifié. Vérifiez l'offre telle qu'elle est maintenant avant de réessayer.",
  "manageJobs.error.nowPending":
    "Cette offre a été modifiée après que vous l'avez ouverte et attend de nouveau une vérification, donc rien n'a été modifié. Vérifiez l'offre telle qu'elle est maintenant avant de réessayer.",
  "manageJobs.error.editedMeanwhile":
    "Quelqu'un d'autre a modifié cette offre après que vous l'avez ouverte, donc rien n'a été modifié. Vérifiez l'offre telle qu'elle est maintenant avant de réessayer.",
  "manageJobs.error.ownerPending":
    "Cette offre ne peut pas être approuvée avant que le compte de son employeur soit approuvé. Approuvez d'abord le compte dans Gérer les comptes.",
  "manageJobs.error.transferTarget":
    "Choisissez un compte d'employeur ou d'administrateur approuvé, autre que celui du propriétaire de l'offre.",
  "manageJobs.requests.title": "Demandes d'aide",
  "manageJobs.requests.none": "Aucun demandeur d'emploi n'a encore demandé cette offre.",
  "manageJobs.requests.count_one": "{count} demandeur d'emploi a demandé cette offre :",
  "manageJobs.requests.count_many": "{count} de demandeurs d'emploi ont demandé cette offre :",
  "manageJobs.requests.count_other": "{count} demandeurs d'emploi ont demandé cette offre :",
  "manageJobs.candidates.title": "Candidats recommandés par l'agence",
  "manageJobs.candidates.none": "L'agence n'a encore recommandé personne pour cette offre.",
  "manageJobs.candidates.note": "Note de l'agence :",
  "manageJobs.candidates.interview": "Entretien : {time}",
  "manageJobs.candidates.throughAgency": "Contactez l'agence pour joindre ce candidat.",
  "manageJobs.tab.reported": "Offres signalées",
  "manageJobs.publishRule.atOnce":
    "Vous êtes un employeur de confiance : vos offres nouvelles et modifiées sont publiées aussitôt. L'agence peut encore les examiner.",
  "manageJobs.publishRule.reviewed":
    "Chaque offre est examinée par l'agence avant que les chercheurs d'emploi la voient.",
  "manageJobs.publishedUnreviewed": "Publiée sans examen (employeur de confiance).",
  "manageJobs.email.unreviewedSubject": "Publiée sans examen : {title}",
  "manageJobs.email.unreviewedBody":
    "Un employeur de confiance a publié « {title} » sur {brand} sans examen. Les chercheurs d'emploi la voient déjà ; vous pouvez encore l'examiner, la fermer ou demander des modifications.",
  "manageJobs.bulk.title": "Examiner plusieurs offres",
  "manageJobs.bulk.selectJob": "Sélectionner « {title} »",
  "manageJobs.bulk.selectAll": "Sélectionner toutes les offres de cette page",
  "manageJobs.bulk.approve": "Approuver la sélection",
  "manageJobs.bulk.rejectOpen": "Refuser la sélection avec un message",
  "manageJobs.bulk.message": "Message aux employeurs",
  "manageJobs.bulk.messageHint": "Chaque offre sélectionnée retourne à son employeur avec ce message.",
  "manageJobs.bulk.reject": "Refuser la sélection",
  "manageJobs.bulk.noneSelected": "Sélectionnez au moins une offre.",
  "manageJobs.bulk.tooMany": "Sélectionnez au plus une page d'offres à la fois.",
  "manageJobs.bulk.badSelection":
    "La sélection contient autre chose qu'une offre. Rechargez la page et sélectionnez à nouveau.",
  "manageJobs.bulk.separator": ", ",
  "manageJobs.bulk.approved_one": "{count} offre approuvée.",
  "manageJobs.bulk.approved_many": "{count} d'offres approuvées.",
  "manageJobs.bulk.approved_other": "{count} offres approuvées.",
  "manageJobs.bulk.rejected_one": "{count} offre renvoyée à son employeur.",
  "manageJobs.bulk.rejected_many": "{count} d'offres renvoyées à leurs employeurs.",
  "manageJobs.bulk.rejected_other": "{count} offres renvoyées à leurs employeurs.",
  "manageJobs.bulk.approvedSkipped_one":
    "{count} offre approuvée. Ignorées, car modifiées entre-temps ou pas encore approuvables ({skipped}) : {names}",
  "manageJobs.bulk.approvedSkipped_many":
    "{count} d'offres approuvées. Ignorées, car modifiées entre-temps ou pas encore approuvables ({skipped}) : {names}",
  "manageJobs.bulk.approvedSkipped_other":
    "{count} offres approuvées. Ignorées, car modifiées entre-temps ou pas encore approuvables ({skipped}) : {names}",
  "manageJobs.bulk.rejectedSkipped_one":
    "{count} offre renvoyée à son employeur. Ignorées, car modifiées entre-temps ({skipped}) : {names}",
  "manageJobs.bulk.rejectedSkipped_many":
    "{count} d'offres renvoyées à leurs employeurs. Ignorées, car modifiées entre-temps ({skipped}) : {names}",
  "manageJobs.bulk.rejectedSkipped_other":
    "{count} offres renvoyées à leurs employeurs. Ignorées, car modifiées entre-temps ({skipped}) : {names}",
  "manageJobs.bulk.dismissTitle": "Écarter les signalements de plusieurs offres",
  "manageJobs.bulk.dismissConfirm":
    "Oui, écarter tous les signalements ouverts des offres sélectionnées. Celles qui étaient masquées sont de nouveau montrées aux chercheurs d'emploi.",
  "manageJobs.bulk.confirmRequired": "Cochez la case pour confirmer, puis écartez les signalements.",
  "manageJobs.bulk.dismiss": "Écarter les signalements de la sélection",
  "manageJobs.bulk.dismissed_one": "Signalements écartés sur {count} offre.",
  "manageJobs.bulk.dismissed_many": "Signalements écartés sur {count} d'offres.",
  "manageJobs.bulk.dismissed_other": "Signalements écartés sur {count} offres.",
  "manageJobs.bulk.dismissedSkipped_one":
    "Signalements écartés sur {count} offre. Ignorées, car supprimées ou sans signalement ouvert ({skipped}) : {names}",
  "manageJobs.bulk.dismissedSkipped_many":
    "Signalements écartés sur {count} d'offres. Ignorées, car supprimées ou sans signalement ouvert ({skipped}) : {names}",
  "manageJobs.bulk.dismissedSkipped_other":
    "Signalements écartés sur {count} offres. Ignorées, car supprimées ou sans signalement ouvert ({skipped}) : {names}",
  "manageJobs.reports.title_one": "{count} signalement ouvert",
  "manageJobs.reports.title_many": "{count} de signalements ouverts",
  "manageJobs.reports.title_other": "{count} signalements ouverts",
  "manageJobs.reports.hidden": "Masquée aux chercheurs d'emploi jusqu'à votre décision.",
  "manageJobs.reports.keptVisible":
    "Assez de signalements pour masquer cette offre, mais elle reste visible car son employeur est approuvé ou de confiance. À vous de décider.",
  "manageJobs.reports.notCounted":
    "Ne compte pas pour masquer l'offre : ce compte n'a pas montré qu'il appartient à une personne réelle.",
  "manageJobs.reports.by": "{name}, {date}",
  "manageJobs.reports.actHint":
    "Rien d'anormal ? Écartez les signalements et les chercheurs d'emploi reverront l'offre. Fermer l'offre ou demander des modifications (ci-dessous) les règle aussi.",
  "manageJobs.reports.dismiss": "Écarter les signalements",
  "manageJobs.reports.contact": "Écrire à {name}",
  "manageJobs.toast.reportsDismissed_one": "{count} signalement écarté.",
  "manageJobs.toast.reportsDismissed_many": "{count} de signalements écartés.",
  "manageJobs.toast.reportsDismissed_other": "{count} signalements écartés.",
  "manageJobs.toast.dismissFailed": "Impossible d'écarter les signalements : {reason}",
} satisfies CatalogueOf<typeof english>;
