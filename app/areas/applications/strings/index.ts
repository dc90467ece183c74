import { strings as en } from "./en";
import { strings as es } from "./es";
import { strings as ar } from "./ar";
import { strings as faAF } from "./fa-AF";
import { strings as ps } from "./ps";
import { strings as uk } from "./uk";
import { strings as sw } from "./sw";
import { strings as fr } from "./fr";
import * as interviews from "./interviews";
import * as placements from "./placements";
import * as outcomes from "./outcomes";

// The area's own strings, and those of its parts (interviews, placements and follow-ups, the
// outcome report), each kept in its folder, one file per language.
const parts = [interviews, placements, outcomes];
const join = <T extends object>(own: T, locale: keyof typeof interviews.strings) =>
  Object.assign({}, own, ...parts.map((part) => part.strings[locale])) as T &
    typeof interviews.strings.en &
    typeof placements.strings.en &
    typeof outcomes.strings.en;

export const strings = {
  en: join(en, "en"),
  es: join(es, "es"),
  ar: join(ar, "ar"),
  "fa-AF": join(faAF, "fa-AF"),
  ps: join(ps, "ps"),
  uk: join(uk, "uk"),
  sw: join(sw, "sw"),
  fr: join(fr, "fr"),
};
