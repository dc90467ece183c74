import type { CatalogueOf } from "~/shared/i18n/i18n";
import type { strings as english } from "./en";

// French strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "Chercher des offres",
  "findJobs.savedTitle": "Offres enregistrées",
  "findJobs.emptySaved": "Vous n'avez encore enregistré aucune offre. Touchez l'étoile d'une offre pour l'enregistrer.",
  "findJobs.saveNotFound": "Cette offre n'est plus disponible.",
  "findJobs.saveForbidden": "Seuls les demandeurs d'emploi peuvent enregistrer des offres.",
  "findJobs.manageJob": "Ouvrir dans Gérer les offres",
} satisfies CatalogueOf<typeof english>;
