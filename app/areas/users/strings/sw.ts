import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Swahili strings of user administration: the same keys and placeholders as English.
export const strings = {
  "users.title": "Simamia akaunti",
  "users.userTitle": "Akaunti ya {name}",
  "users.search": "Tafuta kwa jina, barua pepe au kampuni",
  "users.searchSubmit": "Tafuta",
  "users.clearSearch": "Futa utafutaji",
  "users.tabs": "Aina za akaunti",

  "users.tab.client": "Wateja",
  "users.tab.employer": "Waajiri",
  "users.tab.admin": "Wasimamizi",

  "users.col.name": "Jina",
  "users.col.email": "Barua pepe",
  "users.col.phone": "Simu",
  "users.col.company": "Kampuni",
  "users.col.status": "Hali",
  "users.col.created": "Tarehe ya kufunguliwa",
  "users.col.actions": "Vitendo",

  "users.status.pending": "Inasubiri",
  "users.status.approved": "Imeidhinishwa",

  "users.you": "(wewe)",
  "users.empty": "Bado hakuna akaunti za aina hii.",
  "users.noMatch": "Hakuna akaunti ya aina hii inayolingana na “{q}”.",
  "users.pages": "Kurasa",
  "users.page": "Ukurasa {page}",
  "users.previous": "Ukurasa uliotangulia",
  "users.next": "Ukurasa unaofuata",
  "users.approve": "Idhinisha",
  "users.approveNamed": "Idhinisha {name}",
  "users.edit": "Badilisha",
  "users.editNamed": "Badilisha {name}",
  "users.transfer": "Hamisha kazi",
  "users.transferNamed": "Hamisha kazi za {name}",
  "users.delete": "Futa",
  "users.deleteNamed": "Futa {name}",
  "users.backTo": "Rudi kwa {tab}",
  "users.pendingNote": "Akaunti hii inasubiri kuidhinishwa. Ukiidhinisha, mwenye akaunti atatumiwa barua pepe.",
  "users.editTitle": "Maelezo",
  "users.role": "Jukumu",
  "users.selfLocked": "Huwezi kubadilisha jukumu lako wala hali ya akaunti yako mwenyewe.",
  "users.save": "Hifadhi mabadiliko",
  "users.noPassword": "Mtu huyu bado hajachagua nenosiri.",
  "users.sendInvitation": "Tuma mwaliko tena",
  "users.notExist": "Mtumiaji {id} hayupo",
  "users.updated": "Akaunti ya {name} imehifadhiwa.",
  "users.approved": "{name} ameidhinishwa. Tumemtumia barua pepe.",
  "users.deleted":
    "Akaunti ya {name} imefutwa, pamoja na kazi zake ({jobs}) na viungo vya kazi zilizohifadhiwa ({savedLinks}).",
  "users.transferred_one": "Kazi {count} imehamishwa kutoka kwa {from} kwenda kwa {to}.",
  "users.transferred_other": "Kazi {count} zimehamishwa kutoka kwa {from} kwenda kwa {to}.",
  "users.invited": "Tumetuma mwaliko kwa barua pepe kwa {email}. Unafanya kazi kwa siku 7.",

  "users.error.self": "Huwezi kufuta akaunti yako mwenyewe, wala kubadilisha jukumu lako au hali yako mwenyewe.",
  "users.error.lastAdmin": "Hii ni akaunti ya mwisho ya msimamizi. Kwanza mfanye mtu mwingine kuwa msimamizi.",
  "users.error.ownsJobs": "Mtumiaji huyu anamiliki kazi. Hamisha au futa kazi zake kabla ya kumfanya mteja.",
  "users.error.alreadyApproved": "Akaunti hii imeshaidhinishwa.",
  "users.error.sameUser": "Chagua mtu mwingine wa kupokea kazi.",
  "users.error.noJobs": "Mtumiaji huyu hana kazi za kuhamisha.",
  "users.error.hasPassword": "Mtu huyu ameshachagua nenosiri.",

  "users.delete.title": "Umfute {name}?",
  "users.delete.body":
    "Hii itafuta akaunti ya {name} ({email}) pamoja na taarifa zake za kuingia na vipindi vyake vya kuingia, na pia:",
  "users.delete.jobs_one": "Kazi {count} aliyoitangaza",
  "users.delete.jobs_other": "Kazi {count} alizozitangaza",
  "users.delete.savedLinks_one":
    "Kiungo {count} cha kuhifadhi kinachohusika (kazi alizohifadhi, na kazi zake zilizohifadhiwa na watu wengine)",
  "users.delete.savedLinks_other":
    "Viungo {count} vya kuhifadhi vinavyohusika (kazi alizohifadhi, na kazi zake zilizohifadhiwa na watu wengine)",
  "users.delete.requests_one":
    "Ombi {count} la msaada linaloambatana nayo (maombi yake, na ya watafuta kazi kwa kazi zake)",
  "users.delete.requests_other":
    "Maombi {count} ya msaada yanayoambatana nayo (maombi yake, na ya watafuta kazi kwa kazi zake)",
  "users.delete.final": "Hatua hii haiwezi kurudishwa nyuma.",
  "users.delete.confirm": "Futa {name}",

  "users.transfer.title": "Hamisha kazi za {name}",
  "users.transfer.body_one":
    "Hamisha kazi {count} ya {name} kwa mwajiri au msimamizi mwingine. Kazi itabaki na hali yake.",
  "users.transfer.body_other":
    "Hamisha kazi zote {count} za {name} kwa mwajiri au msimamizi mwingine. Kazi zitabaki na hali zao.",
  "users.transfer.to": "Mmiliki mpya",
  "users.transfer.hint": "Andika jina, barua pepe au kampuni, kisha uchague kwenye orodha.",
  "users.transfer.submit": "Hamisha kazi",

  "users.createAccount.title": "Fungua akaunti",
  "users.createAccount.intro":
    "Kwa watafuta kazi, waajiri na wafanyakazi wa shirika. Bila nenosiri, mtu huyo atapokea barua pepe ya kuchagua nenosiri; mtafuta kazi mwenye namba ya simu tu atapokea ujumbe mfupi unaoeleza jinsi ya kuingia. Wasaidie wateja wapya kuongeza namba ya simu na anwani kwenye wasifu wao, ili umbali wa kazi uweze kuonyeshwa.",
  "users.createAccount.role.client": "Mteja (mtafuta kazi)",
  "users.createAccount.role.employer": "Mwajiri",
  "users.createAccount.role.admin": "Msimamizi (mfanyakazi wa shirika)",
  "users.createAccount.password": "Nenosiri (si lazima)",
  "users.createAccount.passwordHint":
    "Acha wazi ili kutuma kwa barua pepe mwaliko wa kuchagua nenosiri (unafanya kazi siku 7). La sivyo, angalau herufi 8.",
  "users.createAccount.submit": "Fungua akaunti",
  "users.createAccount.submitting": "Inafungua…",
  "users.createAccount.created": "Akaunti ya {email} imefunguliwa. Bado umeingia kama wewe mwenyewe.",
  "users.createAccount.phoneOnly":
    "Akaunti ya {name} iko tayari. Tumetuma kwa {phone} ujumbe mfupi unaoeleza jinsi ya kuingia kwa namba hiyo.",
  "users.validation.textsOff":
    "Shirika hili halitumi ujumbe mfupi, kwa hiyo mtafuta kazi asiye na barua pepe hangeweza kuingia. Andika barua pepe.",
  "users.createAccount.emailHint":
    "Mtafuta kazi asiye na barua pepe anaweza kuingia kwa namba yake ya simu: acha barua pepe wazi na uandike namba ya simu.",
  "users.createAccount.invited":
    "Akaunti ya {email} imefunguliwa na mwaliko umetumwa kwa barua pepe (unafanya kazi siku 7).",
  "users.createAccount.failed": "Akaunti haikufunguliwa. Angalia fomu.",

  "users.validation.emailTaken": "Barua pepe hii imeshasajiliwa. Ingia, au tumia barua pepe nyingine.",
  "users.requests.title": "Maombi ya msaada kuhusu kazi",
  "users.requests.none": "Bado hakuna maombi ya msaada.",
  "users.requests.job": "{title} katika {company}",
  "users.trust.title": "Mwajiri anayeaminika",
  "users.trust.isTrusted":
    "Anaaminika: kazi mpya, zilizohaririwa na zilizofunguliwa upya za mwajiri huyu huchapishwa mara moja, bila kusubiri ukaguzi. Kazi yake ya kwanza hukaguliwa kila wakati. Wafanyakazi hupokea barua pepe kuhusu kila kazi iliyochapishwa hivi.",
  "users.trust.notTrusted":
    "Haaminiki: wafanyakazi hukagua kila kazi ya mwajiri huyu kabla watafuta kazi hawajaiona. Mwamini mwajiri ambaye shirika linamfahamu vizuri ili kazi zake (baada ya ya kwanza) zichapishwe mara moja. Unaweza kutengua wakati wowote.",
  "users.trust.mark": "Weka kama anayeaminika",
  "users.trust.unmark": "Acha kumwamini",
  "users.trust.approveFirst": "Idhinisha akaunti kwanza: ni mwajiri aliyeidhinishwa tu anayeweza kuaminika.",
  "users.secondFactor.title": "Kuingia kwa hatua mbili",
  "users.secondFactor.on": "Akaunti hii inaingia kwa nenosiri na namba kutoka programu ya uthibitishaji.",
  "users.secondFactor.reset": "Weka upya kuingia kwa hatua mbili…",
  "users.secondFactor.confirmBody":
    "Weka upya kuingia kwa hatua mbili kwa {name}? Fanya hivyo tu ukiwa na uhakika kwamba ni yeye (simu iliyopotea). Ataingia tena kwa nenosiri lake pekee; akaunti ya mfanyakazi italazimika kuweka programu mpya kabla ya kufanya kazi.",
  "users.secondFactor.confirm": "Ndiyo, weka upya",
  "users.secondFactor.keep": "Ghairi",
  "users.secondFactor.resetDone": "Kuingia kwa hatua mbili kumewekwa upya.",
  "users.secondFactor.notOn": "Akaunti hii haina kuingia kwa hatua mbili.",
  "users.trust.marked": "{name} sasa ni mwajiri anayeaminika.",
  "users.trust.unmarked": "{name} haaminiki tena: kazi zake zinakaguliwa tena.",
  "users.trust.notAllowed": "Ni mwajiri aliyeidhinishwa tu anayeweza kuaminika.",
  "users.requests.open": "Fungua ombi",
  "users.requests.openNamed": "Fungua ombi la {title}",
  "users.deliveries.title": "Ujumbe ambao haukufika",
  "users.deliveries.intro":
    "Ujumbe ambao haukuweza kufikishwa. Ule ambao majaribio yake yamesitishwa unakusubiri: rekebisha chanzo (anwani iliyoandikwa vibaya, au mipangilio ya seva ya barua pepe), kisha uutume tena. Mwingine bado unajaribiwa kutumwa wenyewe.",
  "users.deliveries.empty": "Hakuna ujumbe ulioshindwa kutumwa.",
  "users.deliveries.failed": "Majaribio yamesitishwa",
  "users.deliveries.retrying": "Bado unajaribiwa",
  "users.deliveries.capped": "Ni ujumbe {count} wa kwanza tu unaoonyeshwa.",
  "users.deliveries.recipient": "Kwa",
  "users.deliveries.channel": "Njia",
  "users.deliveries.channel.email": "Barua pepe",
  "users.deliveries.channel.sms": "Ujumbe mfupi",
  "users.deliveries.subject": "Kichwa",
  "users.deliveries.error": "Hitilafu",
  "users.deliveries.fullError": "Ona hitilafu kamili",
  "users.deliveries.attempts": "Majaribio",
  "users.deliveries.lastAttempt": "Jaribio la mwisho",
  "users.deliveries.nextAttempt": "Jaribio lijalo",
  "users.deliveries.send": "Tuma tena",
  "users.deliveries.sending": "Inatuma…",
  "users.deliveries.sent": "Ujumbe utatumwa tena baada ya muda mfupi.",
  "users.deliveries.notFailed": "Ujumbe huu haungoji tena: mtu ameshautuma tena.",
} satisfies CatalogueOf<typeof english>;
