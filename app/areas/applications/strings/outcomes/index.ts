import { strings as en } from "./en";
import { strings as es } from "./es";
import { strings as ar } from "./ar";
import { strings as faAF } from "./fa-AF";
import { strings as ps } from "./ps";
import { strings as uk } from "./uk";
import { strings as sw } from "./sw";
import { strings as fr } from "./fr";

export const strings = { en, es, ar, "fa-AF": faAF, ps, uk, sw, fr };
