import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// French strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "Chercher des offres",
  "findJobs.savedTitle": "Offres enregistrées",
  "findJobs.emptySaved": "Vous n'avez encore enregistré aucune offre. Touchez l'étoile d'une offre pour l'enregistrer.",
  "findJobs.offlineSavedOn": "Hors ligne — enregistré le {date}",
  "findJobs.saveNotFound": "Cette offre n'est plus disponible.",
  "findJobs.saveForbidden": "Seuls les demandeurs d'emploi peuvent enregistrer des offres.",
  "findJobs.manageJob": "Ouvrir dans Gérer les offres",
  "findJobs.wantJob": "Je veux cet emploi",
  "findJobs.requestStatus": "Votre demande : {status}",
  "findJobs.myApplications": "Voir mes candidatures",
  "findJobs.report.link": "Quelque chose ne va pas avec cette offre",
  "findJobs.report.title": "Quelque chose ne va pas avec cette offre",
  "findJobs.report.reasonLabel": "Quel est le problème ?",
  "findJobs.report.noteLabel": "Dites-nous en plus (facultatif)",
  "findJobs.report.noteHint":
    "Jusqu'à 1 000 caractères. Seul le personnel de l'agence le lit ; l'employeur ne voit pas votre nom.",
  "findJobs.report.send": "Envoyer le signalement",
  "findJobs.report.sending": "Envoi…",
  "findJobs.report.back": "Retour à l'offre",
  "findJobs.report.reportedOn": "Vous avez signalé cette offre le {date}. Le personnel va l'examiner. Merci.",
  "findJobs.report.thanks": "Merci. Le personnel va examiner cette offre.",
  "findJobs.report.reasonRequired": "Choisissez ce qui ne va pas avec l'offre.",
  "findJobs.report.noteTooLong": "Écrivez au plus 1 000 caractères.",
  "findJobs.report.notFound": "Cette offre n'est plus disponible : elle ne peut pas être signalée.",
  "findJobs.report.already": "Vous avez déjà signalé cette offre. Le personnel va l'examiner.",
  "findJobs.email.hiddenSubject": "Votre offre « {title} » est en cours d'examen",
  "findJobs.email.hiddenBody":
    "Bonjour {name}, plusieurs chercheurs d'emploi ont signalé « {title} » : l'offre est masquée sur {brand} jusqu'à ce que le personnel l'ait examinée. Le personnel pourra vous contacter.",
  "findJobs.email.hiddenAction": "Ouvrir l'offre",
} satisfies CatalogueOf<typeof english>;
