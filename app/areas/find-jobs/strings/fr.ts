import type { strings as english } from "./en";

// French strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "Chercher des offres",
  "findJobs.savedTitle": "Offres enregistrées",
  "findJobs.emptySaved": "Vous n'avez encore enregistré aucune offre. Touchez l'étoile d'une offre pour l'enregistrer.",
  "findJobs.saveNotFound": "Cette offre n'est plus disponible.",
  "findJobs.saveForbidden": "Seuls les demandeurs d'emploi peuvent enregistrer des offres.",
} satisfies Record<keyof typeof english, string>;
