import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// The same keys and placeholders as English.
export const strings = {
  "applications.outcomes.title": "Matokeo ya ajira",
  "applications.outcomes.intro":
    "Kazi ambazo watu walianza katika miezi hii: ngapi ni za muda wote, zinalipa kiasi gani, kama zina bima ya afya, na kama mtu bado anafanya kazi katika kila ufuatiliaji.",
  "applications.outcomes.groupBy": "Panga kwa",
  "applications.outcomes.by.month": "Mwezi",
  "applications.outcomes.by.employer": "Mwajiri",
  "applications.outcomes.by.staff": "Mfanyakazi wa wakala",
  "applications.outcomes.caption.month": "Ajira zilizoanza kuanzia {from} hadi {to}, kwa mwezi",
  "applications.outcomes.caption.employer": "Ajira zilizoanza kuanzia {from} hadi {to}, kwa mwajiri",
  "applications.outcomes.caption.staff": "Ajira zilizoanza kuanzia {from} hadi {to}, kwa mfanyakazi wa wakala",
  "applications.outcomes.col.placements": "Ajira",
  "applications.outcomes.col.fullTime": "Muda wote",
  "applications.outcomes.col.averageWage": "Wastani wa mshahara kwa saa, muda wote",
  "applications.outcomes.col.medianWage": "Kiwango cha kati cha mshahara kwa saa, muda wote",
  "applications.outcomes.col.benefits_one": "Bima ya afya ndani ya mwezi {count}",
  "applications.outcomes.col.benefits_other": "Bima ya afya ndani ya miezi {count}",
  "applications.outcomes.col.day": "Anafanya kazi siku ya {day}",
  "applications.outcomes.ofTotal": "{part} kati ya {whole}",
  "applications.outcomes.unknown_one": "{count} haijulikani",
  "applications.outcomes.unknown_other": "{count} hazijulikani",
  "applications.outcomes.none": "hakuna cha kuhesabu",
  "applications.outcomes.total": "Ajira zote",
  "applications.outcomes.outsideHarbor": "Imepatikana nje ya Harbor",
  "applications.outcomes.noStaff": "Hakuna mfanyakazi",
  "applications.outcomes.download": "Pakua matokeo (CSV)",
  "applications.outcomes.empty": "Hakuna ajira iliyoanza katika miezi hii.",
  "applications.outcomes.howCounted": "Jinsi matokeo yanavyohesabiwa",
  "applications.outcomes.def.placements":
    "Ajira: kazi ambazo watu walianza, zinahesabiwa katika mwezi wa tarehe ya kuanza. Kazi bora iliyorekodiwa katika ufuatiliaji ni ajira yake yenyewe.",
  "applications.outcomes.def.fullTime": "Muda wote: angalau saa {hours} zilizopangwa kwa wiki.",
  "applications.outcomes.def.wage":
    "Wastani na kiwango cha kati cha mshahara kwa saa: kati ya ajira za muda wote, malipo kwa saa mwanzoni (malipo ya wiki kugawanywa kwa saa za wiki, malipo ya mwaka kwa {hoursPerYear}).",
  "applications.outcomes.def.benefits_one":
    "Bima ya afya: mwajiri anatoa bima ya afya tangu mwanzo, au kuanzia tarehe isiyozidi mwezi {count} baada yake. Sehemu ya ajira zote.",
  "applications.outcomes.def.benefits_other":
    "Bima ya afya: mwajiri anatoa bima ya afya tangu mwanzo, au kuanzia tarehe isiyozidi miezi {count} baada yake. Sehemu ya ajira zote.",
  "applications.outcomes.def.retention":
    "Anafanya kazi siku ya N (siku {days} baada ya tarehe ya kuanza): sehemu ya ajira ambazo siku yake ya N imefika, leo ikiwemo (kwa saa za wakala), pamoja na idadi ambayo bado haijulikani.",
  "applications.outcomes.def.working":
    "Kama mtu alikuwa anafanya kazi siku ya N inaamuliwa kwa mpangilio huu: ufuatiliaji wa siku ya N unasema bado anafanya kazi: anafanya kazi. Ajira iliisha kabla ya siku ya N: hafanyi kazi, isipokuwa iliisha kwa sababu ya kazi bora (basi anafanya kazi). Ufuatiliaji wa siku ya N unasema hafanyi kazi: hafanyi kazi. Ufuatiliaji wa baadaye unasema bado anafanya kazi: anafanya kazi. Vinginevyo: haijulikani.",
  "applications.outcomes.def.groups":
    "Mwajiri: akaunti na kampuni ya mwajiri; kazi iliyopatikana nje ya Harbor imeorodheshwa kwa kampuni yake. Mfanyakazi wa wakala: anayefuatilia ajira. Kila mpangilio unajumlisha ajira zote.",
  "applications.outcomes.def.source":
    "Chanzo: vipimo vya matokeo ya ajira vya Ofisi ya Makazi Mapya ya Wakimbizi ya Marekani (ORR) na mpango wake wa Matching Grant: muda wote maana yake angalau saa 35 kwa wiki; wastani wa mshahara kwa saa wa ajira za muda wote; bima ya afya inayotolewa ndani ya miezi sita; bado anafanya kazi siku ya 90 baada ya kuanza (Matching Grant pia siku ya 120 na 180). Viwango hivi hubadilika kwa miaka, kwa hiyo hapa ni mipangilio.",
  "applications.outcomes.csv.grouping": "Imepangwa kwa",
  "applications.outcomes.csv.all": "Ajira zote",
  "applications.outcomes.csv.fullTime": "Ajira za muda wote",
  "applications.outcomes.csv.fullTimeShare": "Sehemu ya muda wote (%)",
  "applications.outcomes.csv.averageWage": "Wastani wa mshahara kwa saa, muda wote (USD)",
  "applications.outcomes.csv.medianWage": "Kiwango cha kati cha mshahara kwa saa, muda wote (USD)",
  "applications.outcomes.csv.benefitsShare": "Sehemu yenye bima ya afya (%)",
  "applications.outcomes.csv.reached": "Siku ya {day} imefika",
  "applications.outcomes.csv.working": "Anafanya kazi siku ya {day}",
  "applications.outcomes.csv.unknown": "Haijulikani siku ya {day}",
  "applications.outcomes.csv.retention": "Anafanya kazi siku ya {day} (%)",
} satisfies CatalogueOf<typeof english>;
