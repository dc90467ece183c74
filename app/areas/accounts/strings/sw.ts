import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Swahili strings of sign-in, sign-up and the user's own profile: the same keys and placeholders as English.
export const strings = {
  "accounts.linkRequest.send": "Nitumie kiungo",
  "accounts.linkRequest.sending": "Inatuma…",
  "accounts.linkRequest.backToSignIn": "Rudi kwenye kuingia",
  "accounts.linkRequest.wait_one":
    "Tumetuma barua pepe muda mfupi uliopita. Tafadhali subiri sekunde {count} kabla ya kuomba tena.",
  "accounts.linkRequest.wait_other":
    "Tumetuma barua pepe muda mfupi uliopita. Tafadhali subiri sekunde {count} kabla ya kuomba tena.",

  "accounts.forgot.title": "Weka nenosiri jipya",
  "accounts.forgot.intro":
    "Andika barua pepe ya akaunti yako. Tutakutumia kiungo cha kuchagua nenosiri jipya. Kama hukumbuki ulitumia barua pepe ipi, wasiliana na shirika.",

  "accounts.firstPassword.title": "Karibu! Weka nenosiri lako",
  "accounts.firstPassword.intro":
    "Je, wafanyakazi wa shirika walikufungulia akaunti? Andika barua pepe waliyosajili, na tutakutumia kiungo cha kuchagua nenosiri lako.",

  "accounts.confirmSend.title": "Angalia barua pepe yako",
  "accounts.confirmSend.sentPassword": "Kama kuna akaunti inayotumia {email}, tumeitumia kiungo cha kuweka nenosiri.",
  "accounts.confirmSend.sentSignIn": "Kama kuna akaunti inayotumia {email}, tumeitumia kiungo cha kuingia.",
  "accounts.confirmSend.spam":
    "Barua pepe inaweza kuchukua dakika chache kufika. Angalia pia kwenye folda ya barua taka.",
  "accounts.confirmSend.validPassword":
    "Kiungo kinafanya kazi mara moja tu, kwa saa moja. Baada ya hapo, omba kiungo kipya.",
  "accounts.confirmSend.validSignIn":
    "Kiungo kinafanya kazi mara moja tu, kwa dakika 15. Baada ya hapo, omba kiungo kipya.",
  "accounts.confirmSend.notReceived": "Hukupata barua pepe?",
  "accounts.confirmSend.sendAgain": "Tuma tena",
  "accounts.confirmSend.resent": "Tumetuma barua pepe tena.",

  "accounts.passwordLink.resetTitle": "Chagua nenosiri jipya",
  "accounts.passwordLink.welcomeTitle": "Karibu! Chagua nenosiri lako",
  "accounts.passwordLink.othersSignedOut": "Ukihifadhi nenosiri, akaunti yako itatolewa kwenye vifaa vingine vyote.",
  "accounts.passwordLink.invalidBody":
    "Kiungo hiki kimeisha muda, kimeshatumika, au hakijakamilika. Viungo vya kuweka nenosiri vinafanya kazi mara moja tu, kwa muda mfupi. Omba kiungo kipya.",

  "accounts.signIn.phoneLink": "Ingia kwa namba yako ya simu",
  "accounts.signIn.emailLink": "Ingia kwa kiungo kitakachotumwa kwenye barua pepe yako",

  "accounts.signInLink.title": "Ingia kwa kiungo cha barua pepe",
  "accounts.signInLink.intro":
    "Hakuna haja ya nenosiri: andika barua pepe ya akaunti yako na tutakutumia kiungo. Kinakuingiza mara moja tu na kinafanya kazi kwa dakika 15.",
  "accounts.signInLink.confirmIntro": "Bonyeza kitufe ili uingie. Baada ya hapo kiungo hakitafanya kazi tena.",
  "accounts.signInLink.passwordDropped":
    "Umeingia. Kwa usalama wako, nenosiri la akaunti hii limeondolewa: weka jipya kwenye Mipangilio, Badilisha nenosiri.",

  "accounts.users.error.deletedMeanwhile":
    "Akaunti hii haipo tena: ilifutwa fomu hii ikiwa wazi. Hakuna kilichohifadhiwa.",

  "accounts.profile.menu.label": "Mipangilio",
  "accounts.profile.menu.account": "Akaunti",
  "accounts.profile.menu.edit": "Badilisha wasifu",
  "accounts.profile.menu.password": "Badilisha nenosiri",
  "accounts.profile.menu.help": "Msaada",
  "accounts.profile.menu.secondFactor": "Kuingia kwa hatua mbili",
  "accounts.profile.menu.devices": "Vifaa vilivyoingia",
  "accounts.profile.choose": "Chagua unachotaka kuona au kubadilisha.",
  "accounts.profile.back": "Rudi kwenye mipangilio",
  "accounts.secondFactor.intro":
    "Ongeza hatua ya pili kwenye kuingia kwako: baada ya nenosiri lako, namba ya tarakimu 6 kutoka programu ya uthibitishaji kwenye simu yako (kama Google Authenticator, Microsoft Authenticator au Aegis).",
  "accounts.secondFactor.required":
    "Akaunti za wafanyakazi zinahitaji hatua ya pili wakati wa kuingia. Weka programu ya uthibitishaji ili uendelee kufanya kazi.",
  "accounts.secondFactor.begin": "Weka programu ya uthibitishaji",
  "accounts.secondFactor.scan":
    "Changanua msimbo huu wa QR kwa programu yako ya uthibitishaji, au andika ndani yake ufunguo ulio hapa chini. Kisha andika namba inayoonyeshwa na programu.",
  "accounts.secondFactor.qrAlt": "Msimbo wa QR kwa programu yako ya uthibitishaji",
  "accounts.secondFactor.secret": "Ufunguo wa kuandika kwenye programu",
  "accounts.secondFactor.code": "Namba kutoka kwenye programu",
  "accounts.secondFactor.codeHint": "Tarakimu 6, au mojawapo ya namba zako za dharura",
  "accounts.secondFactor.confirm": "Thibitisha",
  "accounts.secondFactor.added":
    "Kuingia kwa hatua mbili kumewashwa. Utakapoingia tena utaombwa namba kutoka kwenye programu.",
  "accounts.secondFactor.recoveryTitle": "Namba zako za dharura",
  "accounts.secondFactor.recoveryIntro":
    "Ukipoteza simu yako, kila mojawapo ya namba hizi inakuingiza mara moja. Ziandike au uzichapishe na uzihifadhi mahali salama: zinaonyeshwa sasa tu.",
  "accounts.secondFactor.continue": "Endelea",
  "accounts.secondFactor.on":
    "Kuingia kwa hatua mbili kumewashwa: baada ya nenosiri lako, unaandika namba kutoka programu yako ya uthibitishaji. Ukipoteza simu yako, tumia namba ya dharura au mwombe msimamizi akuwekee upya.",
  "accounts.secondFactor.notBegun": "Anza tena: weka programu kwanza.",
  "accounts.secondFactor.codeRequired": "Andika namba.",
  "accounts.secondFactor.codeWrong": "Namba hii si sahihi. Angalia programu na ujaribu tena.",
  "accounts.secondFactor.codeUsed": "Namba hii imeshatumika. Subiri namba inayofuata kwenye programu.",
  "accounts.secondFactor.expired": "Kuingia kwako kumechukua muda mrefu mno. Tafadhali ingia tena.",
  "accounts.secondFactor.stepTitle": "Andika namba yako ya kuingia",
  "accounts.secondFactor.stepIntro":
    "Fungua programu yako ya uthibitishaji na uandike namba inayoonyesha kwa akaunti hii.",
  "accounts.secondFactor.demoCode":
    "Hali ya majaribio: programu ya uthibitishaji ya msimamizi wa majaribio inaonyesha {code} sasa.",
  "accounts.secondFactor.startOver": "Ingia tena",
  "accounts.devices.intro": "Mahali akaunti yako imeingia sasa.",
  "accounts.devices.name": "{browser} kwenye {system}",
  "accounts.devices.unknown": "Kifaa kisichojulikana",
  "accounts.devices.this": "Kifaa hiki",
  "accounts.devices.signedInAt": "Aliingia:",
  "accounts.devices.lastSeenAt": "Ilitumika mwisho:",
  "accounts.devices.address": "Anwani:",
  "accounts.devices.signOutOthers": "Toka kwenye vifaa vingine vyote",
  "accounts.devices.signedOutOthers": "Umetoka kwenye vifaa vingine vyote.",
  "accounts.devices.noOthers": "Hakuna kifaa kingine kilichoingia.",
  "accounts.profile.address": "Anwani",
  "accounts.profile.noAddress": "Hakuna anwani",
  "accounts.profile.notGiven": "Haijatolewa",
  "accounts.profile.distancesOn":
    "Anwani yako iko kwenye ramani: orodha za kazi zinaonyesha kila kazi iko umbali gani.",
  "accounts.profile.distancesOff": "Ongeza anwani yako ili uone kila kazi iko umbali gani kutoka kwako.",
  "accounts.profile.companyHint": "Ukiacha sehemu hii wazi, jina la kampuni yako litabaki kama lilivyo.",
  "accounts.profile.addressHint":
    "Si lazima. Ukiandika anwani, jaza sehemu zote nne. Inatumika kuonyesha kila kazi iko umbali gani kutoka kwako.",
  "accounts.profile.street": "Mtaa na namba",
  "accounts.profile.city": "Mji",
  "accounts.profile.state": "Jimbo",
  "accounts.profile.stateHint": "Herufi mbili, kama IL.",
  "accounts.profile.zip": "Msimbo wa posta (ZIP)",
  "accounts.profile.addressNotFound": "Hatukuweza kupata anwani hii. Angalia mji, jimbo na msimbo wa posta (ZIP).",
  "accounts.profile.save": "Hifadhi wasifu",
  "accounts.profile.updated": "Wasifu umesasishwa",
  "accounts.profile.currentPassword": "Nenosiri la sasa",
  "accounts.profile.wrongPassword": "Hili si nenosiri lako la sasa. Hakuna kilichobadilishwa.",
  "accounts.profile.tooManyTries":
    "Umejaribu mara nyingi mno. Tafadhali subiri dakika 15, au toka kisha utumie “Umesahau nenosiri?”.",
  "accounts.profile.noPasswordYet":
    "Akaunti yako bado haina nenosiri: uliingia kwa kiungo kilichotumwa kwa barua pepe. Tunaweza kukutumia kiungo kwa barua pepe ili uchague nenosiri.",
  "accounts.profile.emailMeLink": "Nitumie kiungo cha kuweka nenosiri kwa barua pepe",
  "accounts.profile.linkSent": "Tumetuma kiungo kwa {email}. Kinafanya kazi mara moja tu, kwa saa moja.",
  "accounts.profile.otherDevices": "Ukihifadhi, akaunti yako itatolewa kwenye vifaa vingine vyote.",
  "accounts.profile.savePassword": "Hifadhi nenosiri",
  "accounts.profile.passwordUpdated": "Nenosiri limesasishwa",

  "accounts.help.howTo": "Jinsi ya kutumia tovuti (akaunti ya {role})",
  "accounts.help.client.find":
    "Ukurasa wa Tafuta kazi unaonyesha kazi ambazo wafanyakazi wa shirika wameidhinisha. Tafuta kwa jina la kazi au kampuni, na tumia Vichujio kwa mshahara, muda wa zamu, umbali na mengine.",
  "accounts.help.client.filter": "Ili kuona umbali, tunahitaji anwani yako: iongeze kwenye Badilisha wasifu.",
  "accounts.help.client.save":
    "Bonyeza nyota kwenye kazi ili uihifadhi. Ukurasa wa Kazi zilizohifadhiwa unaonyesha kazi ulizohifadhi.",
  "accounts.help.client.address":
    "Ili kuomba kazi, soma “Jinsi ya kuomba” kwenye kazi: inakueleza jinsi wafanyakazi wa shirika wanavyokusaidia kuomba. Unaweza pia kuwauliza moja kwa moja.",
  "accounts.help.employer.post":
    "Kitufe cha Tangaza kazi kinafungua fomu ya kazi. Andika anwani, saa za zamu na mshahara ili watafuta kazi waweze kupata kazi yako kwa vichujio.",
  "accounts.help.employer.review":
    "Wafanyakazi wa shirika hukagua kila kazi kabla watafuta kazi hawajaiona. Ukurasa wa Simamia kazi unaonyesha kazi zako zinazosubiri, zilizoidhinishwa na zilizorudishwa.",
  "accounts.help.employer.manage":
    "Kazi yenye hali “Inahitaji hatua” ina ujumbe kutoka kwa wafanyakazi wa shirika: badilisha kazi kisha uitume tena.",
  "accounts.help.employer.pending":
    "Wakati akaunti yako inasubiri kuidhinishwa, unaweza kuandaa kazi; wafanyakazi wa shirika wataidhinisha akaunti yako na kila kazi.",
  "accounts.help.admin.jobs":
    "Ukurasa wa Simamia kazi unaonyesha kazi zinazosubiri, zilizoidhinishwa na zilizorudishwa. Idhinisha kazi au irudishe pamoja na ujumbe.",
  "accounts.help.admin.accounts":
    "Ukurasa wa Simamia akaunti unaonyesha kila akaunti kwa aina yake. Idhinisha waajiri, badilisha maelezo, hamishia kazi kwa mmiliki mwingine au futa akaunti.",
  "accounts.help.admin.create":
    "Ukurasa wa Fungua akaunti unafungua akaunti za wateja, waajiri na wafanyakazi wa shirika. Bila nenosiri, mtu huyo atapokea mwaliko kwa barua pepe unaofanya kazi kwa siku 7.",
  "accounts.help.admin.audit":
    "Kila badiliko unalofanya kwenye akaunti na kazi linahifadhiwa pamoja na jina lako na muda.",
  "accounts.help.contactTitle": "Wasiliana na shirika",
  "accounts.help.contactIntro": "Kwa swali lolote, wasiliana na wafanyakazi wa {agency}.",
  "accounts.help.phone": "Simu",
  "accounts.help.hours": "Saa za ofisi",

  "accounts.phoneSignIn.title": "Ingia kwa namba yako ya simu",
  "accounts.phoneSignIn.intro": "Tutatuma msimbo kwenye simu yako kwa ujumbe mfupi. Huhitaji barua pepe wala nenosiri.",
  "accounts.phoneSignIn.phone": "Namba ya simu",
  "accounts.phoneSignIn.phoneHint": "Namba ya nje ya Marekani inaanza na + na msimbo wa nchi, kama +93 70 123 4567.",
  "accounts.phoneSignIn.send": "Nitumie msimbo kwa ujumbe mfupi",
  "accounts.phoneSignIn.sending": "Inatuma…",
  "accounts.phoneSignIn.sent":
    "Kama kuna akaunti inayotumia {phone}, tumetuma msimbo kwa namba hiyo kwa ujumbe mfupi. Ujumbe unaweza kuchukua dakika moja kufika.",
  "accounts.phoneSignIn.code": "Msimbo kutoka kwenye ujumbe mfupi",
  "accounts.phoneSignIn.codeFailed":
    "Msimbo huu haufanyi kazi: huenda umeandikwa vibaya, umeshatumika au muda wake umeisha. Uangalie, au omba msimbo mpya.",
  "accounts.phoneSignIn.tooMany": "Misimbo mingi mno imeombwa. Tafadhali subiri dakika 15 kisha ujaribu tena.",
  "accounts.phoneSignIn.sendAgain": "Tuma msimbo mpya",
  "accounts.phoneSignIn.otherNumber": "Tumia namba nyingine",
  "accounts.phoneSignIn.withEmail": "Ingia kwa barua pepe yako badala yake",

  "accounts.signIn.intro": "Tafuta kazi karibu nawe. Ingia kwa barua pepe na nenosiri lako.",
  "accounts.signIn.email": "Barua pepe",
  "accounts.signIn.emailPlaceholder": "you@example.org",
  "accounts.signIn.password": "Nenosiri",
  "accounts.signIn.sharedDevice": "Hii ni simu ya pamoja",
  "accounts.signIn.sharedDeviceHint":
    "Utatoka kwenye akaunti ukifunga kivinjari, na hakuna kitakachohifadhiwa kwenye simu hii kwa matumizi bila mtandao.",
  "accounts.signIn.submit": "Ingia",
  "accounts.signIn.submitting": "Inaingia…",
  "accounts.signIn.forgot": "Umesahau nenosiri?",
  "accounts.signIn.firstTime": "Mara yako ya kwanza hapa? Weka nenosiri lako",
  "accounts.signIn.newAccount": "Mgeni hapa? Fungua akaunti",
  "accounts.signIn.invalid": "Barua pepe au nenosiri si sahihi. Viangalie kisha ujaribu tena.",
  "accounts.signIn.tooMany": "Umejaribu kuingia mara nyingi mno. Tafadhali subiri dakika moja kisha ujaribu tena.",

  "accounts.signUp.title": "Fungua akaunti",
  "accounts.signUp.intro": "Watafuta kazi na waajiri wanaweza kujisajili hapa.",
  "accounts.signUp.phone": "Namba ya simu",
  "accounts.signUp.password": "Nenosiri",
  "accounts.signUp.confirmPassword": "Thibitisha nenosiri",
  "accounts.signUp.accountType": "Mimi ni",
  "accounts.signUp.typeClient": "Mtafuta kazi",
  "accounts.signUp.typeEmployer": "Mwajiri",
  "accounts.signUp.submit": "Fungua akaunti",
  "accounts.signUp.submitting": "Inafungua akaunti…",
  "accounts.signUp.haveAccount": "Tayari una akaunti? Ingia",
  "accounts.signUp.checkEmail": "Asante! Tumetuma ujumbe kwa barua pepe yako. Tafadhali ingia.",
  "accounts.signUp.tooMany":
    "Usajili mwingi mno kutoka hapa au kwa barua pepe hii. Tafadhali jaribu tena baada ya saa moja.",

  "accounts.setPassword.title": "Chagua nenosiri lako",
  "accounts.setPassword.intro": "Andika nenosiri lako jipya mara mbili.",
  "accounts.setPassword.password": "Nenosiri jipya",
  "accounts.setPassword.confirm": "Thibitisha nenosiri jipya",
  "accounts.setPassword.submit": "Hifadhi nenosiri",
  "accounts.setPassword.submitting": "Inahifadhi…",
  "accounts.setPassword.done": "Nenosiri lako limehifadhiwa. Tafadhali ingia.",
  "accounts.setPassword.invalidTitle": "Kiungo hiki hakifanyi kazi tena",
  "accounts.setPassword.askNewLink": "Nitumie kiungo kipya",

  "accounts.provider.signIn": "Ingia kwa {provider}",
  "accounts.provider.staffHint": "Kwa wafanyakazi wa shirika wenye akaunti ya kazini.",
  "accounts.provider.cancelled":
    "Ulighairi kuingia kwenye {provider}. Unaweza kujaribu tena, au kuingia kwa njia nyingine.",
  "accounts.provider.unknownAccount":
    "Hakuna akaunti hapa inayotumia barua pepe ambayo {provider} ilitupa. Wafanyakazi wa shirika ndio huunda akaunti: waombe, kisha ujaribu tena.",
  "accounts.provider.staffOnly":
    "Kuingia kupitia {provider} ni kwa wafanyakazi wa shirika. Badala yake, ingia hapa kwa nenosiri lako, kiungo cha barua pepe au nambari ya ujumbe mfupi.",
  "accounts.provider.failed":
    "Hatukuweza kuthibitisha kuingia huku: hakukuanzia hapa, kumeshatumika, au kulichukua muda mrefu mno. Tafadhali anza upya.",
  "accounts.provider.unavailable":
    "{provider} haipatikani kwa sasa. Jaribu tena baadaye, au ingia kwa nenosiri lako au kiungo kilichotumwa kwa barua pepe.",
  "accounts.provider.title": "Ingia kwa {provider}",
  "accounts.provider.linked": "Imeunganishwa: unaweza kuingia kwa {provider}.",
  "accounts.provider.notLinked":
    "Haijaunganishwa. Unaweza kuunganisha {provider} ikiwa inatumia barua pepe ile ile ya akaunti hii.",
  "accounts.provider.link": "Unganisha {provider}",
  "accounts.provider.unlink": "Tenganisha {provider}",
  "accounts.provider.linkedToast": "{provider} sasa imeunganishwa na akaunti yako.",
  "accounts.provider.unlinkedToast": "{provider} haijaunganishwa tena. Ingia kwa nenosiri lako.",
  "accounts.provider.needsPassword":
    "{provider} ndiyo njia yako pekee ya kuingia, kwa hiyo haiwezi kutenganishwa. Kwanza weka nenosiri kwenye Badilisha nenosiri.",
  "accounts.provider.notLinkedError": "{provider} haijaunganishwa na akaunti yako. Hakuna kilichobadilishwa.",
  "accounts.provider.otherEmail": "{provider} ilitoa barua pepe tofauti na ya akaunti hii. Hakuna kilichounganishwa.",
  "accounts.provider.linkedElsewhere":
    "Kuingia huku kwa {provider} tayari kumeunganishwa na akaunti nyingine. Hakuna kilichounganishwa.",
} satisfies CatalogueOf<typeof english>;
