import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// French strings of job alerts: the same keys and placeholders as English.
export const strings = {
  "jobAlerts.new.title": "Prévenez-moi des nouvelles offres comme celles-ci",
  "jobAlerts.new.intro": "Nous vous enverrons les nouvelles offres qui correspondent à cette recherche.",
  "jobAlerts.new.forClient": "Pour {name} ({email})",
  "jobAlerts.new.noChannel":
    "Cette personne n’a pas d’e-mail et cette agence n’envoie pas de SMS : elle ne peut donc pas recevoir d’alertes.",
  "jobAlerts.new.search": "Recherche",
  "jobAlerts.allJobs": "Toutes les offres",
  "jobAlerts.withFilters": "avec des filtres",
  "jobAlerts.seeJobs": "Voir ces offres",
  "jobAlerts.frequencyLabel": "À quelle fréquence ?",
  "jobAlerts.frequency.instant": "Dès qu’elles arrivent (toutes les quelques minutes)",
  "jobAlerts.frequency.daily": "Une fois par jour",
  "jobAlerts.frequency.weekly": "Une fois par semaine",
  "jobAlerts.channelLabel": "Comment ?",
  "jobAlerts.channel.email": "Par e-mail à {email}",
  "jobAlerts.channel.sms": "Par SMS au {phone}",
  "jobAlerts.save": "Enregistrer l’alerte",
  "jobAlerts.saving": "Enregistrement…",
  "jobAlerts.staffWords": "Mots à rechercher (facultatif)",
  "jobAlerts.staffApply": "Utiliser ces mots",
  "jobAlerts.noClient":
    "Ouvrez la page de la personne qui cherche un emploi dans Gérer les utilisateurs et choisissez « Créer une alerte emploi » pour lui en créer une.",
  "jobAlerts.toast.saved": "Alerte enregistrée. Nous vous écrirons au sujet des nouvelles offres comme celles-ci.",
  "jobAlerts.toast.savedForClient": "Alerte enregistrée pour {name}.",
  "jobAlerts.toast.paused": "Alerte mise en pause.",
  "jobAlerts.toast.resumed": "Alerte réactivée.",
  "jobAlerts.toast.changed": "Alerte modifiée.",
  "jobAlerts.toast.deleted": "Alerte supprimée.",
  "jobAlerts.error.invalidSearch":
    "Cette recherche ne peut pas être enregistrée : un de ses filtres ne fait pas partie de ceux de la liste des offres. Revenez à la liste et choisissez de nouveau les filtres.",
  "jobAlerts.error.needsAddress":
    "Un filtre de distance demande l’adresse de la personne. Ajoutez-la dans Paramètres ou retirez le filtre de distance.",
  "jobAlerts.error.tooMany": "Vous avez déjà {max} alertes, le maximum. Supprimez-en une dans Paramètres d’abord.",
  "jobAlerts.error.forbidden":
    "Seules les personnes qui cherchent un emploi et le personnel de l’agence peuvent créer des alertes emploi.",
  "jobAlerts.error.frequency": "Choisissez la fréquence.",
  "jobAlerts.error.channel": "Choisissez un des moyens proposés.",
  "jobAlerts.error.notFound": "Cette alerte n’existe plus.",
  "jobAlerts.list.empty":
    "Vous n’avez aucune alerte emploi. Dans Trouver un emploi, faites une recherche et choisissez des filtres, puis choisissez « Prévenez-moi des nouvelles offres comme celles-ci ».",
  "jobAlerts.list.findJobs": "Aller à Trouver un emploi",
  "jobAlerts.list.on": "Active",
  "jobAlerts.list.paused": "En pause",
  "jobAlerts.list.pause": "Mettre en pause",
  "jobAlerts.list.resume": "Réactiver",
  "jobAlerts.list.change": "Enregistrer",
  "jobAlerts.list.delete": "Supprimer",
  "jobAlerts.list.confirmDelete": "Supprimer l’alerte pour {search} ? Vous ne recevrez plus d’e-mails de sa part.",
  "jobAlerts.list.confirm": "Oui, supprimer",
  "jobAlerts.list.cancel": "Annuler",
  "jobAlerts.stop.title": "Arrêter cette alerte emploi ?",
  "jobAlerts.stop.body":
    "Vous ne recevrez plus d’e-mails sur {search} à {email}. Vous pourrez réactiver l’alerte dans Paramètres.",
  "jobAlerts.stop.button": "Ne plus recevoir ces e-mails",
  "jobAlerts.stop.bodySms":
    "Vous ne recevrez plus de SMS sur {search} au {phone}. Vous pourrez réactiver l’alerte dans Paramètres.",
  "jobAlerts.stop.buttonSms": "Ne plus recevoir ces SMS",
  "jobAlerts.stop.stopping": "Arrêt…",
  "jobAlerts.stop.done": "Cette alerte emploi est arrêtée. Vous ne recevrez plus d’e-mails de sa part.",
  "jobAlerts.stop.already": "Cette alerte emploi est déjà arrêtée.",
  "jobAlerts.stop.invalid":
    "Ce lien ne fonctionne pas : il est peut-être incomplet ou trop ancien. Connectez-vous et ouvrez Paramètres, puis Alertes emploi, pour arrêter vos alertes.",
} satisfies CatalogueOf<typeof english>;
