import type { CatalogueOf } from "~/shared/i18n/i18n";
import type { strings as english } from "./en";

// Spanish strings of finding and saving jobs: the same keys and placeholders as English.
export const strings = {
  "findJobs.findTitle": "Buscar empleos",
  "findJobs.savedTitle": "Empleos guardados",
  "findJobs.emptySaved": "Todavía no ha guardado ningún empleo. Toque la estrella de un empleo para guardarlo.",
  "findJobs.saveNotFound": "Este empleo ya no está disponible.",
  "findJobs.saveForbidden": "Solo los buscadores de empleo pueden guardar empleos.",
  "findJobs.manageJob": "Abrir en Gestionar empleos",
} satisfies CatalogueOf<typeof english>;
