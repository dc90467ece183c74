import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Swahili strings of posting, reviewing and managing jobs: the same keys and placeholders as English.
export const strings = {
  "manageJobs.form.createTitle": "Tangaza kazi",
  "manageJobs.form.updateTitle": "Badilisha kazi",
  "manageJobs.form.back": "Rudi",
  "manageJobs.form.title": "Jina la kazi",
  "manageJobs.form.company": "Jina la kampuni",
  "manageJobs.form.startDate": "Tarehe ya kuanza",
  "manageJobs.form.jobType": "Aina ya kazi",
  "manageJobs.form.openings": "Idadi ya nafasi",
  "manageJobs.form.openingsHint": "Watu wangapi wataajiriwa kwa kazi hii (1 hadi {max}).",
  "manageJobs.form.shift": "Maelezo ya zamu",
  "manageJobs.form.shiftHint":
    "Andika siku na saa, kwa mfano “Jumatatu-Ijumaa 9am-5pm” au “Alhamisi - Ijumaa 1 PM hadi 5 PM”. Saa zikiandikwa hivi, watafuta kazi wanaweza kuchuja kwa zamu.",
  "manageJobs.form.wageType": "Aina ya mshahara",
  "manageJobs.form.salaryRange": "Kiwango cha mshahara",
  "manageJobs.form.wageMin": "Kiwango cha chini ($)",
  "manageJobs.form.wageMax": "Kiwango cha juu ($)",
  "manageJobs.form.benefits": "Marupurupu",
  "manageJobs.form.hasMedical": "Matibabu",
  "manageJobs.form.hasOthers": "Mengineyo",
  "manageJobs.form.benefitOthers": "Marupurupu mengine",
  "manageJobs.form.benefitOthersPlaceholder": "Ongeza marupurupu mengine yanayotolewa",
  "manageJobs.form.englishLevel": "Kiwango cha Kiingereza",
  "manageJobs.form.languageNote": "Lugha nyingine zinazozungumzwa kazini",
  "manageJobs.form.languageNoteHint":
    "Kwa mfano “Arabic, Spanish/English”. Andika majina ya lugha kwa Kiingereza: watafuta kazi huchuja kwa maneno haya.",
  "manageJobs.form.location": "Mahali pa kazi",
  "manageJobs.form.street": "Anwani ya mtaa",
  "manageJobs.form.city": "Mji",
  "manageJobs.form.state": "Jimbo",
  "manageJobs.form.zip": "Msimbo wa posta (ZIP)",
  "manageJobs.form.description": "Maelezo ya kazi",
  "manageJobs.form.descriptionHint":
    "Eleza kazi ni ya nini na kinachohitajika, kama leseni ya udereva au vyeti vingine.",
  "manageJobs.form.instructions": "Jinsi ya kuomba",
  "manageJobs.form.instructionsHint":
    "Wanaoiona ni wafanyakazi wa shirika na wewe, kamwe si watafuta kazi: wafanyakazi huitumia kuwasaidia watu kuomba. Eleza jinsi ya kuomba, kwa mfano kutuma wasifu wa kazi kwa barua pepe, kuomba kwenye tovuti, au kupiga simu.",
  "manageJobs.form.hiddenFromSeekers": "Haionyeshwi kwa watafuta kazi",
  "manageJobs.form.submitCreate": "Tuma",
  "manageJobs.form.submitUpdate": "Hifadhi mabadiliko",
  "manageJobs.form.submitting": "Inahifadhi…",
  "manageJobs.form.unexpectedFields":
    "Fomu hii ilibadilishwa nje ya ukurasa, kwa hiyo hakuna kilichohifadhiwa. Pakia ukurasa upya kisha ujaribu tena.",
  "manageJobs.form.fixErrors": "Baadhi ya majibu yanahitaji kubadilishwa. Angalia ujumbe ulio karibu na sehemu husika.",
  "manageJobs.form.approvedWarning":
    "Kazi hii inaonekana sasa. Ukihifadhi mabadiliko, itarudi kwa wafanyakazi wa shirika ili ikaguliwe, na watafuta kazi hawataiona hadi iidhinishwe tena.",
  "manageJobs.form.confirmTitle": "Utume kazi hii ikaguliwe tena?",
  "manageJobs.form.confirmSave": "Hifadhi na utume ikaguliwe",
  "manageJobs.form.cancel": "Ghairi",

  "manageJobs.draft.prompt": "Upakie rasimu ya mwisho?",
  "manageJobs.draft.dismiss": "Puuza",
  "manageJobs.draft.load": "Pakia",
  "manageJobs.draft.loaded": "Rasimu imepakiwa",
  "manageJobs.draft.loadFailed": "Imeshindikana kupakia rasimu.",

  "manageJobs.validation.noMarkup": "Tafadhali andika maandishi ya kawaida, bila alama za HTML kama <b> au <script>.",
  "manageJobs.validation.titleRequired": "Tafadhali andika jina la kazi.",
  "manageJobs.validation.startDateRequired": "Tafadhali chagua tarehe ya kuanza.",
  "manageJobs.validation.startDateInvalid": "Tafadhali andika tarehe halisi, kama 2026-03-01.",
  "manageJobs.validation.jobType": "Tafadhali chagua Muda wote au Nusu muda.",
  "manageJobs.validation.openings": "Andika idadi kamili ya nafasi kati ya 1 na 999.",
  "manageJobs.validation.shiftRequired": "Tafadhali eleza zamu, kwa mfano Jumatatu-Ijumaa 9am-5pm.",
  "manageJobs.validation.wageType": "Tafadhali chagua Kwa saa au Kwa mwaka.",
  "manageJobs.validation.wageMinRequired": "Tafadhali andika kiwango cha chini cha mshahara.",
  "manageJobs.validation.wageMaxRequired": "Tafadhali andika kiwango cha juu cha mshahara.",
  "manageJobs.validation.wagePositive": "Tafadhali andika kiasi kilicho juu ya 0, kama 16 au 16.50.",
  "manageJobs.validation.wageTooHigh": "Kiasi hiki ni kikubwa mno.",
  "manageJobs.validation.wageOrder": "Kiwango cha juu hakiwezi kuwa chini ya kiwango cha chini.",
  "manageJobs.validation.benefitOthersRequired": "Tafadhali eleza marupurupu mengine, au ondoa alama kwenye Mengineyo.",
  "manageJobs.validation.englishLevel": "Tafadhali chagua kiwango cha Kiingereza.",
  "manageJobs.validation.streetRequired": "Tafadhali andika anwani ya mtaa.",
  "manageJobs.validation.cityRequired": "Tafadhali andika mji.",
  "manageJobs.validation.stateRequired": "Tafadhali andika jimbo.",
  "manageJobs.validation.zipRequired": "Tafadhali andika msimbo wa posta (ZIP).",
  "manageJobs.validation.zipInvalid":
    "Tafadhali andika msimbo wa posta (ZIP) wenye tarakimu 5, kama 60659 au 60659-1234.",
  "manageJobs.validation.descriptionRequired": "Tafadhali eleza kazi.",
  "manageJobs.validation.instructionsRequired": "Tafadhali eleza jinsi ya kuomba.",
  "manageJobs.validation.rejectMessageRequired": "Tafadhali mwambie mwajiri anachopaswa kubadilisha.",

  "manageJobs.toast.sentForReview":
    "Kazi imehifadhiwa na kutumwa kwa wafanyakazi wa shirika ili ikaguliwe. Watafuta kazi wataiona baada ya kuidhinishwa.",
  "manageJobs.toast.saved": "Kazi imehifadhiwa.",
  "manageJobs.toast.notLocated":
    "Kazi imehifadhiwa, lakini hatukuweza kupata anwani yake kwenye ramani, kwa hiyo vichujio vya umbali havitaionyesha. Angalia mtaa, mji, jimbo na msimbo wa posta (ZIP).",

  "manageJobs.dashboard.title": "Simamia kazi",
  "manageJobs.dashboard.tabs": "Hali ya kazi",

  "manageJobs.tab.pending": "Kazi zote zinazosubiri",
  "manageJobs.tab.approved": "Kazi zote zilizoidhinishwa",
  "manageJobs.tab.todo": "Kazi zote zinazohitaji hatua",
  "manageJobs.tab.closed": "Kazi zote zilizofungwa",

  "manageJobs.list.empty": "Hakuna kazi inayolingana kwenye kichupo hiki.",

  "manageJobs.view.owner": "Imetangazwa na",
  "manageJobs.view.ownerPending":
    "Akaunti ya mwajiri inasubiri kuidhinishwa. Kazi hii haiwezi kuidhinishwa hadi akaunti iidhinishwe kwenye Simamia akaunti.",

  "manageJobs.action.approve": "Idhinisha",
  "manageJobs.action.reject": "Kataa",
  "manageJobs.action.edit": "Badilisha",
  "manageJobs.action.close": "Funga tangazo hili la kazi",
  "manageJobs.action.reopen": "Fungua tena",
  "manageJobs.action.delete": "Futa",
  "manageJobs.action.transfer": "Hamisha",
  "manageJobs.action.more": "Zaidi",
  "manageJobs.action.working": "Inashughulikiwa…",

  "manageJobs.reject.title": "Kataa kazi hii",
  "manageJobs.reject.intro":
    "“{title}” itarudi kwa mwajiri wake ikiwa na hali “Inahitaji hatua”, pamoja na ujumbe wako.",
  "manageJobs.reject.message": "Ujumbe kwa mwajiri",
  "manageJobs.reject.hint": "Eleza kinachopaswa kubadilishwa ili watafuta kazi waweze kuiona kazi hii.",
  "manageJobs.reject.submit": "Kataa kazi",

  "manageJobs.delete.title": "Ufute kazi hii?",
  "manageJobs.delete.body":
    "“{title}” ({company}) itafutwa kabisa, na itaondolewa kwenye kazi zilizohifadhiwa za kila mtafuta kazi.",
  "manageJobs.delete.requests": "Maombi ya msaada ya watafuta kazi hawa pia yatafutwa: {names}.",
  "manageJobs.delete.submit": "Futa kazi",

  "manageJobs.transfer.title": "Hamisha kazi hii",
  "manageJobs.transfer.intro":
    "Chagua mwajiri au msimamizi atakayemiliki “{title}”. Kazi itaondoka kwenye orodha ya mmiliki wa sasa.",
  "manageJobs.transfer.to": "Mmiliki mpya",
  "manageJobs.transfer.hint": "Tafuta kwa jina, barua pepe au kampuni.",
  "manageJobs.transfer.submit": "Hamisha kazi",

  "manageJobs.close.title": "Ufunge tangazo hili la kazi?",
  "manageJobs.close.body": "“{title}” inahamia Kazi zote zilizofungwa, na watafuta kazi hawataiona tena.",
  "manageJobs.close.undoPublish":
    "Ili kutendua hili, ifungue kwenye Kazi zote zilizofungwa na uchague Fungua tena: watafuta kazi wataiona tena mara moja.",
  "manageJobs.close.undoReview":
    "Ili kutendua hili, ifungue kwenye Kazi zote zilizofungwa na uchague Fungua tena: kisha itarudi kwa wafanyakazi wa shirika ili ikaguliwe, na watafuta kazi wataiona tena baada ya kuidhinishwa tu.",
  "manageJobs.close.submit": "Funga tangazo",

  "manageJobs.dialog.cancel": "Ghairi",

  "manageJobs.toast.approved": "Kazi imeidhinishwa!",
  "manageJobs.toast.rejected": "Kazi imekataliwa!",
  "manageJobs.toast.closed": "Kazi imefungwa. Watafuta kazi hawaioni tena.",
  "manageJobs.toast.reopened": "Kazi imefunguliwa tena.",
  "manageJobs.toast.reopenedForReview": "Kazi imefunguliwa tena na kutumwa kwa wafanyakazi wa shirika ili ikaguliwe.",
  "manageJobs.toast.deleted": "Kazi imefutwa!",
  "manageJobs.toast.transferred": "Kazi imehamishiwa kwa {name}.",
  "manageJobs.toast.approveFailed": "Imeshindikana kuidhinisha kazi: {reason}",
  "manageJobs.toast.rejectFailed": "Imeshindikana kukataa kazi: {reason}",
  "manageJobs.toast.closeFailed": "Imeshindikana kufunga kazi: {reason}",
  "manageJobs.toast.reopenFailed": "Imeshindikana kufungua kazi tena: {reason}",
  "manageJobs.toast.deleteFailed": "Imeshindikana kufuta kazi: {reason}",
  "manageJobs.toast.transferFailed": "Imeshindikana kuhamisha kazi: {reason}",

  "manageJobs.error.unknownAction": "Kitendo hiki hakipo.",

  "manageJobs.email.reviewSubject": "Kazi inasubiri kukaguliwa: {title}",
  "manageJobs.email.reviewBody":
    "Kazi “{title}” imetangazwa au imebadilishwa na mwajiri wake. Watafuta kazi hawataiona hadi wafanyakazi wa shirika waiidhinishe.",
  "manageJobs.email.reviewAction": "Kagua kazi",
  "manageJobs.email.approvedSubject": "Kazi yako “{title}” imeidhinishwa",
  "manageJobs.email.approvedBody":
    "Habari {name}, wafanyakazi wa shirika wameidhinisha “{title}”. Watafuta kazi kwenye {brand} wanaweza kuiona sasa.",
  "manageJobs.email.rejectedSubject": "Kazi yako “{title}” inahitaji mabadiliko",
  "manageJobs.email.rejectedBody":
    "Habari {name}, wafanyakazi wa shirika wamekagua “{title}” na wanaomba mabadiliko kabla watafuta kazi hawajaiona. Ujumbe wao: “{message}”. Badilisha kazi kisha uihifadhi ili irudi kukaguliwa.",
  "manageJobs.email.viewAction": "Fungua kazi",

  "manageJobs.error.jobMissing": "Kazi {id} haipo",
  "manageJobs.error.forbidden": "Akaunti yako hairuhusiwi kufanya hivi.",
  "manageJobs.error.nowApproved":
    "Mtu mwingine ameidhinisha kazi hii baada ya wewe kuifungua, kwa hiyo hakuna kilichobadilishwa. Angalia kazi ilivyo sasa kabla ya kujaribu tena.",
  "manageJobs.error.nowRejected":
    "Mtu mwingine ameirudisha kazi hii kwa mwajiri wake baada ya wewe kuifungua, kwa hiyo hakuna kilichobadilishwa. Angalia kazi ilivyo sasa kabla ya kujaribu tena.",
  "manageJobs.error.nowClosed":
    "Mtu mwingine ameifunga kazi hii baada ya wewe kuifungua, kwa hiyo hakuna kilichobadilishwa. Angalia kazi ilivyo sasa kabla ya kujaribu tena.",
  "manageJobs.error.nowPending":
    "Kazi hii ilibadilishwa baada ya wewe kuifungua na inasubiri kukaguliwa tena, kwa hiyo hakuna kilichobadilishwa. Angalia kazi ilivyo sasa kabla ya kujaribu tena.",
  "manageJobs.error.editedMeanwhile":
    "Mtu mwingine amehariri kazi hii baada ya wewe kuifungua, kwa hiyo hakuna kilichobadilishwa. Angalia kazi ilivyo sasa kabla ya kujaribu tena.",
  "manageJobs.error.ownerPending":
    "Kazi hii haiwezi kuidhinishwa hadi akaunti ya mwajiri wake iidhinishwe. Kwanza idhinisha akaunti kwenye Simamia akaunti.",
  "manageJobs.error.transferTarget":
    "Chagua akaunti ya mwajiri au msimamizi iliyoidhinishwa, isiyo ya mmiliki wa kazi hii.",
  "manageJobs.requests.title": "Maombi ya msaada",
  "manageJobs.requests.none": "Bado hakuna mtafuta kazi aliyeomba kazi hii.",
  "manageJobs.requests.count_one": "Mtafuta kazi {count} ameomba kazi hii:",
  "manageJobs.requests.count_other": "Watafuta kazi {count} wameomba kazi hii:",
  "manageJobs.candidates.title": "Wagombea waliopendekezwa na shirika",
  "manageJobs.candidates.none": "Shirika bado halijampendekeza mtu yeyote kwa kazi hii.",
  "manageJobs.candidates.note": "Maelezo ya shirika:",
  "manageJobs.candidates.interview": "Mahojiano: {time}",
  "manageJobs.candidates.throughAgency": "Wasiliana na shirika ili kumfikia mgombea huyu.",
  "manageJobs.tab.reported": "Kazi zilizoripotiwa",
  "manageJobs.publishRule.atOnce":
    "Wewe ni mwajiri anayeaminika: kazi zako mpya na zilizohaririwa huchapishwa mara moja. Shirika bado linaweza kuziangalia.",
  "manageJobs.publishRule.reviewed": "Shirika hukagua kila kazi kabla watafuta kazi hawajaiona.",
  "manageJobs.publishedUnreviewed": "Imechapishwa bila ukaguzi (mwajiri anayeaminika).",
  "manageJobs.email.unreviewedSubject": "Imechapishwa bila ukaguzi: {title}",
  "manageJobs.email.unreviewedBody":
    "Mwajiri anayeaminika amechapisha “{title}” kwenye {brand} bila ukaguzi. Watafuta kazi wanaiona sasa; bado unaweza kuiangalia, kuifunga au kuomba mabadiliko.",
  "manageJobs.bulk.title": "Kagua kazi kadhaa",
  "manageJobs.bulk.selectJob": "Chagua “{title}”",
  "manageJobs.bulk.selectAll": "Chagua kazi zote kwenye ukurasa huu",
  "manageJobs.bulk.approve": "Idhinisha zilizochaguliwa",
  "manageJobs.bulk.rejectOpen": "Kataa zilizochaguliwa kwa ujumbe mmoja",
  "manageJobs.bulk.message": "Ujumbe kwa waajiri",
  "manageJobs.bulk.messageHint": "Kila kazi iliyochaguliwa inarudishwa kwa mwajiri wake na ujumbe huu.",
  "manageJobs.bulk.reject": "Kataa zilizochaguliwa",
  "manageJobs.bulk.noneSelected": "Chagua angalau kazi moja.",
  "manageJobs.bulk.tooMany": "Chagua kazi za ukurasa mmoja tu kwa wakati mmoja.",
  "manageJobs.bulk.badSelection": "Uchaguzi una kitu ambacho si kazi. Pakia ukurasa upya na uchague tena.",
  "manageJobs.bulk.separator": ", ",
  "manageJobs.bulk.approved_one": "Kazi {count} imeidhinishwa.",
  "manageJobs.bulk.approved_other": "Kazi {count} zimeidhinishwa.",
  "manageJobs.bulk.rejected_one": "Kazi {count} imerudishwa kwa mwajiri wake.",
  "manageJobs.bulk.rejected_other": "Kazi {count} zimerudishwa kwa waajiri wao.",
  "manageJobs.bulk.approvedSkipped_one":
    "Kazi {count} imeidhinishwa. Zimerukwa kwa kuwa zilibadilika kwa sasa au haziwezi kuidhinishwa bado ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_other":
    "Kazi {count} zimeidhinishwa. Zimerukwa kwa kuwa zilibadilika kwa sasa au haziwezi kuidhinishwa bado ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_one":
    "Kazi {count} imerudishwa kwa mwajiri wake. Zimerukwa kwa kuwa zilibadilika kwa sasa ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_other":
    "Kazi {count} zimerudishwa kwa waajiri wao. Zimerukwa kwa kuwa zilibadilika kwa sasa ({skipped}): {names}",
  "manageJobs.bulk.dismissTitle": "Puuza ripoti za kazi kadhaa",
  "manageJobs.bulk.dismissConfirm":
    "Ndiyo, puuza ripoti zote zilizo wazi za kazi zilizochaguliwa. Zilizofichwa zitaonyeshwa tena kwa watafuta kazi.",
  "manageJobs.bulk.confirmRequired": "Weka alama kwenye kisanduku ili kuthibitisha, kisha puuza ripoti.",
  "manageJobs.bulk.dismiss": "Puuza ripoti za zilizochaguliwa",
  "manageJobs.bulk.dismissed_one": "Ripoti zimepuuzwa kwenye kazi {count}.",
  "manageJobs.bulk.dismissed_other": "Ripoti zimepuuzwa kwenye kazi {count}.",
  "manageJobs.bulk.dismissedSkipped_one":
    "Ripoti zimepuuzwa kwenye kazi {count}. Zimerukwa kwa kuwa hazipo tena au hazina ripoti zilizo wazi ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_other":
    "Ripoti zimepuuzwa kwenye kazi {count}. Zimerukwa kwa kuwa hazipo tena au hazina ripoti zilizo wazi ({skipped}): {names}",
  "manageJobs.reports.title_one": "Ripoti {count} iliyo wazi",
  "manageJobs.reports.title_other": "Ripoti {count} zilizo wazi",
  "manageJobs.reports.hidden": "Imefichwa kwa watafuta kazi hadi utakapoamua.",
  "manageJobs.reports.keptVisible":
    "Kuna ripoti za kutosha kuficha kazi hii, lakini inabaki ikionekana kwa sababu mwajiri wake ameidhinishwa au anaaminika. Tafadhali amua.",
  "manageJobs.reports.notCounted": "Haihesabiwi katika kuficha kazi: akaunti hii haijaonyesha kuwa ni ya mtu halisi.",
  "manageJobs.reports.by": "{name}, {date}",
  "manageJobs.reports.actHint":
    "Hakuna tatizo? Puuza ripoti na watafuta kazi wataiona kazi tena. Kufunga kazi au kuomba mabadiliko (hapa chini) pia kunazimaliza.",
  "manageJobs.reports.dismiss": "Puuza ripoti",
  "manageJobs.reports.contact": "Mtumie {name} barua pepe",
  "manageJobs.toast.reportsDismissed_one": "Ripoti {count} imepuuzwa.",
  "manageJobs.toast.reportsDismissed_other": "Ripoti {count} zimepuuzwa.",
  "manageJobs.toast.dismissFailed": "Imeshindwa kupuuza ripoti: {reason}",
} satisfies CatalogueOf<typeof english>;
