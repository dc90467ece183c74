import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// The same keys and placeholders as English.
export const strings = {
  "applications.outcomes.title": "Résultats des placements",
  "applications.outcomes.intro":
    "Les emplois que les personnes ont commencés pendant ces mois : combien sont à temps plein, ce qu'ils paient, s'ils offrent une assurance maladie et si la personne travaille toujours à chaque suivi.",
  "applications.outcomes.groupBy": "Regrouper par",
  "applications.outcomes.by.month": "Mois",
  "applications.outcomes.by.employer": "Employeur",
  "applications.outcomes.by.staff": "Membre du personnel",
  "applications.outcomes.caption.month": "Placements commencés de {from} à {to}, par mois",
  "applications.outcomes.caption.employer": "Placements commencés de {from} à {to}, par employeur",
  "applications.outcomes.caption.staff": "Placements commencés de {from} à {to}, par membre du personnel",
  "applications.outcomes.col.placements": "Placements",
  "applications.outcomes.col.fullTime": "Temps plein",
  "applications.outcomes.col.averageWage": "Salaire horaire moyen, temps plein",
  "applications.outcomes.col.medianWage": "Salaire horaire médian, temps plein",
  "applications.outcomes.col.benefits_one": "Assurance maladie sous {count} mois",
  "applications.outcomes.col.benefits_many": "Assurance maladie sous {count} de mois",
  "applications.outcomes.col.benefits_other": "Assurance maladie sous {count} mois",
  "applications.outcomes.col.day": "En poste au jour {day}",
  "applications.outcomes.ofTotal": "{part} sur {whole}",
  "applications.outcomes.unknown_one": "{count} sans nouvelles",
  "applications.outcomes.unknown_many": "{count} sans nouvelles",
  "applications.outcomes.unknown_other": "{count} sans nouvelles",
  "applications.outcomes.none": "rien à compter",
  "applications.outcomes.total": "Tous les placements",
  "applications.outcomes.outsideHarbor": "Trouvé en dehors de Harbor",
  "applications.outcomes.noStaff": "Aucun membre du personnel",
  "applications.outcomes.download": "Télécharger les résultats (CSV)",
  "applications.outcomes.empty": "Aucun placement n'a commencé pendant ces mois.",
  "applications.outcomes.howCounted": "Comment les résultats sont comptés",
  "applications.outcomes.def.placements":
    "Placements : les emplois que les personnes ont commencés, comptés dans le mois de leur date de début. Un meilleur emploi enregistré lors d'un suivi est un placement à part entière.",
  "applications.outcomes.def.fullTime": "Temps plein : au moins {hours} heures prévues par semaine.",
  "applications.outcomes.def.wage":
    "Salaire horaire moyen et médian : parmi les placements à temps plein, la paie par heure au début (la paie hebdomadaire divisée par les heures par semaine, la paie annuelle par {hoursPerYear}).",
  "applications.outcomes.def.benefits_one":
    "Assurance maladie : l'employeur offre une assurance maladie dès le début, ou à partir d'une date au plus {count} mois après. Une part de tous les placements.",
  "applications.outcomes.def.benefits_many":
    "Assurance maladie : l'employeur offre une assurance maladie dès le début, ou à partir d'une date au plus {count} de mois après. Une part de tous les placements.",
  "applications.outcomes.def.benefits_other":
    "Assurance maladie : l'employeur offre une assurance maladie dès le début, ou à partir d'une date au plus {count} mois après. Une part de tous les placements.",
  "applications.outcomes.def.retention":
    "En poste au jour N (jours {days} après la date de début) : une part des placements dont le jour N est arrivé, aujourd'hui compris (dans le fuseau horaire de l'agence), avec le nombre encore sans nouvelles.",
  "applications.outcomes.def.working":
    "Si la personne travaillait au jour N se décide dans cet ordre : le suivi du jour N dit qu'elle travaille toujours : en poste. Le placement a pris fin avant le jour N : pas en poste, sauf s'il a pris fin pour un meilleur emploi (alors en poste). Le suivi du jour N dit qu'elle ne travaille pas : pas en poste. Un suivi plus tardif dit qu'elle travaille toujours : en poste. Sinon : sans nouvelles.",
  "applications.outcomes.def.groups":
    "Employeur : le compte et l'entreprise de l'employeur ; un emploi trouvé en dehors de Harbor est listé sous son entreprise. Membre du personnel : la personne qui assure le suivi du placement. Chaque regroupement totalise tous les placements.",
  "applications.outcomes.def.source":
    "Source : les mesures de résultats d'emploi de l'Office de réinstallation des réfugiés des États-Unis (ORR) et de son programme Matching Grant : temps plein signifie au moins 35 heures par semaine ; le salaire horaire moyen des placements à temps plein ; une assurance maladie offerte dans les six mois ; toujours en poste le 90e jour après le début (Matching Grant aussi aux jours 120 et 180). Ces seuils changent au fil des années, ils sont donc ici des réglages.",
  "applications.outcomes.csv.grouping": "Regroupé par",
  "applications.outcomes.csv.all": "Tous les placements",
  "applications.outcomes.csv.fullTime": "Placements à temps plein",
  "applications.outcomes.csv.fullTimeShare": "Part à temps plein (%)",
  "applications.outcomes.csv.averageWage": "Salaire horaire moyen, temps plein (USD)",
  "applications.outcomes.csv.medianWage": "Salaire horaire médian, temps plein (USD)",
  "applications.outcomes.csv.benefitsShare": "Part avec assurance maladie (%)",
  "applications.outcomes.csv.reached": "Jour {day} atteint",
  "applications.outcomes.csv.working": "En poste au jour {day}",
  "applications.outcomes.csv.unknown": "Sans nouvelles au jour {day}",
  "applications.outcomes.csv.retention": "En poste au jour {day} (%)",
} satisfies CatalogueOf<typeof english>;
