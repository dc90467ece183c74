import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Pashto strings of posting, reviewing and managing jobs: the same keys and placeholders as English.
export const strings = {
  "manageJobs.form.createTitle": "دنده اعلان کړئ",
  "manageJobs.form.updateTitle": "دنده سمول",
  "manageJobs.form.back": "بېرته",
  "manageJobs.form.title": "د دندې عنوان",
  "manageJobs.form.company": "د شرکت نوم",
  "manageJobs.form.startDate": "د پیل نېټه",
  "manageJobs.form.jobType": "د دندې ډول",
  "manageJobs.form.openings": "د خالي بستونو شمېر",
  "manageJobs.form.openingsHint": "د دې دندې لپاره به څو کسان وګومارل شي (له ۱ تر {max}).",
  "manageJobs.form.shift": "د نوبت جزئیات",
  "manageJobs.form.shiftHint":
    "ورځې او ساعتونه ولیکئ، د بېلګې په توګه «Mon-Fri 9am-5pm» یا «Thursday - Friday 1 PM to 5 PM». که وختونه په همدې انګلیسي بڼه ولیکئ، کار لټوونکي کولی شي د نوبت له مخې فلټر وکړي.",
  "manageJobs.form.wageType": "د معاش ډول",
  "manageJobs.form.salaryRange": "د معاش اندازه",
  "manageJobs.form.wageMin": "لږ تر لږه ($)",
  "manageJobs.form.wageMax": "ډېر تر ډېره ($)",
  "manageJobs.form.benefits": "امتیازات",
  "manageJobs.form.hasMedical": "روغتیایي بیمه",
  "manageJobs.form.hasOthers": "نور",
  "manageJobs.form.benefitOthers": "نور امتیازات",
  "manageJobs.form.benefitOthersPlaceholder": "هغه نور امتیازات ولیکئ چې ورکول کېږي",
  "manageJobs.form.englishLevel": "د انګلیسي ژبې کچه",
  "manageJobs.form.languageNote": "نورې ژبې چې په کار کې پرې خبرې کېږي",
  "manageJobs.form.languageNoteHint":
    "د بېلګې په توګه «Arabic, Spanish/English». د ژبو نومونه په انګلیسي ولیکئ، ځکه کار لټوونکي په همدې کلمو فلټر کوي.",
  "manageJobs.form.location": "د دندې ځای",
  "manageJobs.form.street": "د سړک پته",
  "manageJobs.form.city": "ښار",
  "manageJobs.form.state": "ایالت",
  "manageJobs.form.zip": "پوستي کوډ",
  "manageJobs.form.description": "د دندې تشریح",
  "manageJobs.form.descriptionHint": "ولیکئ چې کار څه دی او څه شیان پکار دي، لکه د موټر چلولو جواز یا نور سندونه.",
  "manageJobs.form.instructions": "څنګه غوښتنلیک ورکړي",
  "manageJobs.form.instructionsHint":
    "دا د موسسې کارکوونکي او تاسو وینئ، کار لټوونکي یې هېڅکله نه ویني: کارکوونکي یې د خلکو سره په غوښتنلیک کې د مرستې لپاره کاروي. ولیکئ چې څنګه غوښتنلیک ورکړي، د بېلګې په توګه د ژوندلیک ایمیل کول، په یوه ویب پاڼه کې غوښتنلیک، یا ټیلیفون کول.",
  "manageJobs.form.hiddenFromSeekers": "کار لټوونکو ته نه ښودل کېږي",
  "manageJobs.form.submitCreate": "ولېږئ",
  "manageJobs.form.submitUpdate": "بدلونونه خوندي کړئ",
  "manageJobs.form.submitting": "خوندي کېږي…",
  "manageJobs.form.unexpectedFields":
    "دا فورمه د پاڼې بهر بدله شوې، نو هېڅ شی خوندي نه شو. پاڼه بیا پرانیزئ او بیا هڅه وکړئ.",
  "manageJobs.form.fixErrors": "ځینې ځوابونه باید بدل شي. د خانو تر څنګ پیغامونه وګورئ.",
  "manageJobs.form.approvedWarning":
    "دا دنده اوس ټولو ته ښکاري. کله چې بدلونونه خوندي کړئ، بیا د کتنې لپاره کارکوونکو ته ځي، او کار لټوونکي یې تر بیا منظورېدو پورې نه ویني.",
  "manageJobs.form.confirmTitle": "دا دنده بیا د کتنې لپاره ولېږل شي؟",
  "manageJobs.form.confirmSave": "خوندي کړئ او د کتنې لپاره یې ولېږئ",
  "manageJobs.form.cancel": "لغوه",

  "manageJobs.draft.prompt": "وروستۍ مسوده پرانیستل شي؟",
  "manageJobs.draft.dismiss": "نه",
  "manageJobs.draft.load": "پرانیستل",
  "manageJobs.draft.loaded": "مسوده پرانیستل شوه",
  "manageJobs.draft.loadFailed": "مسوده پرانیستل نه شوه.",

  "manageJobs.validation.noMarkup": "مهرباني وکړئ ساده متن ولیکئ، د HTML ټګونو پرته، لکه <b> یا <script>.",
  "manageJobs.validation.titleRequired": "مهرباني وکړئ د دندې عنوان ولیکئ.",
  "manageJobs.validation.startDateRequired": "مهرباني وکړئ د پیل نېټه وټاکئ.",
  "manageJobs.validation.startDateInvalid": "مهرباني وکړئ سمه نېټه ولیکئ، لکه 2026-03-01.",
  "manageJobs.validation.jobType": "مهرباني وکړئ بشپړ وخت یا نیم وخت وټاکئ.",
  "manageJobs.validation.openings": "د خالي بستونو شمېر د ۱ او ۹۹۹ ترمنځ د بشپړ عدد په توګه ولیکئ.",
  "manageJobs.validation.shiftRequired": "مهرباني وکړئ نوبت تشریح کړئ، د بېلګې په توګه Mon-Fri 9am-5pm.",
  "manageJobs.validation.wageType": "مهرباني وکړئ ساعتي یا کلني وټاکئ.",
  "manageJobs.validation.wageMinRequired": "مهرباني وکړئ لږ تر لږه معاش ولیکئ.",
  "manageJobs.validation.wageMaxRequired": "مهرباني وکړئ ډېر تر ډېره معاش ولیکئ.",
  "manageJobs.validation.wagePositive": "مهرباني وکړئ له 0 څخه زیات مقدار ولیکئ، لکه 16 یا 16.50.",
  "manageJobs.validation.wageTooHigh": "دا مقدار ډېر زیات دی.",
  "manageJobs.validation.wageOrder": "ډېر تر ډېره معاش باید له لږ تر لږه معاش څخه کم نه وي.",
  "manageJobs.validation.benefitOthersRequired": "مهرباني وکړئ نور امتیازات تشریح کړئ، یا د «نور» نښه لرې کړئ.",
  "manageJobs.validation.englishLevel": "مهرباني وکړئ د انګلیسي ژبې کچه وټاکئ.",
  "manageJobs.validation.streetRequired": "مهرباني وکړئ د سړک پته ولیکئ.",
  "manageJobs.validation.cityRequired": "مهرباني وکړئ ښار ولیکئ.",
  "manageJobs.validation.stateRequired": "مهرباني وکړئ ایالت ولیکئ.",
  "manageJobs.validation.zipRequired": "مهرباني وکړئ پوستي کوډ ولیکئ.",
  "manageJobs.validation.zipInvalid": "مهرباني وکړئ 5 عددي پوستي کوډ ولیکئ، لکه 60659 یا 60659-1234.",
  "manageJobs.validation.descriptionRequired": "مهرباني وکړئ دنده تشریح کړئ.",
  "manageJobs.validation.instructionsRequired": "مهرباني وکړئ ولیکئ چې څنګه غوښتنلیک ورکړي.",
  "manageJobs.validation.rejectMessageRequired": "مهرباني وکړئ کارګمارونکي ته ووایاست چې څه بدل کړي.",

  "manageJobs.toast.sentForReview":
    "دنده خوندي شوه او د کتنې لپاره کارکوونکو ته ولېږل شوه. کار لټوونکي به یې له منظورېدو وروسته وویني.",
  "manageJobs.toast.saved": "دنده خوندي شوه.",
  "manageJobs.toast.notLocated":
    "دنده خوندي شوه، خو موږ یې پته پر نقشه ونه موندله، نو د واټن فلټرونه به یې ونه ښيي. سړک، ښار، ایالت او پوستي کوډ وګورئ.",

  "manageJobs.dashboard.title": "د دندو مدیریت",
  "manageJobs.dashboard.tabs": "د دندې حالت",

  "manageJobs.tab.pending": "ټولې په انتظار کې دندې",
  "manageJobs.tab.approved": "ټولې منظورې شوې دندې",
  "manageJobs.tab.todo": "ټولې هغه دندې چې اقدام ته اړتیا لري",
  "manageJobs.tab.closed": "ټولې تړل شوې دندې",

  "manageJobs.list.empty": "په دې برخه کې هېڅ دنده نشته.",

  "manageJobs.view.owner": "اعلان کوونکی",
  "manageJobs.view.ownerPending":
    "د کارګمارونکي حساب لا د منظورۍ په انتظار کې دی. تر هغه چې حساب په «د حسابونو مدیریت» کې منظور نه شي، دا دنده نه شي منظورېدای.",

  "manageJobs.action.approve": "منظورول",
  "manageJobs.action.reject": "ردول",
  "manageJobs.action.edit": "سمول",
  "manageJobs.action.close": "د دندې دا اعلان وتړئ",
  "manageJobs.action.reopen": "بیا پرانیستل",
  "manageJobs.action.delete": "ړنګول",
  "manageJobs.action.transfer": "لېږدول",
  "manageJobs.action.more": "نور",
  "manageJobs.action.working": "کار روان دی…",

  "manageJobs.reject.title": "دا دنده رد کړئ",
  "manageJobs.reject.intro": "«{title}» ستاسو له پیغام سره، د «اقدام ته اړتیا» په توګه خپل کارګمارونکي ته بېرته ځي.",
  "manageJobs.reject.message": "کارګمارونکي ته پیغام",
  "manageJobs.reject.hint": "ووایاست چې مخکې له دې چې کار لټوونکي دنده وویني، څه باید بدل شي.",
  "manageJobs.reject.submit": "دنده رد کړئ",

  "manageJobs.delete.title": "دا دنده ړنګه شي؟",
  "manageJobs.delete.body":
    "«{title}» ({company}) به د تل لپاره ړنګه شي، او د ټولو کار لټوونکو له خوندي شویو دندو څخه به هم لرې شي.",
  "manageJobs.delete.requests": "د دې کار لټوونکو د مرستې غوښتنې هم ړنګېږي: {names}.",
  "manageJobs.delete.submit": "دنده ړنګه کړئ",

  "manageJobs.transfer.title": "دا دنده ولېږدوئ",
  "manageJobs.transfer.intro":
    "هغه کارګمارونکی یا مدیر وټاکئ چې د «{title}» څښتن به وي. دا دنده د اوسني څښتن له پاڼې څخه لرې کېږي.",
  "manageJobs.transfer.to": "نوی څښتن",
  "manageJobs.transfer.hint": "د نوم، ایمیل یا شرکت له مخې ولټوئ.",
  "manageJobs.transfer.submit": "دنده ولېږدوئ",

  "manageJobs.close.title": "د دندې دا اعلان وتړل شي؟",
  "manageJobs.close.body": "«{title}» «ټولې تړل شوې دندې» ته ځي، او کار لټوونکي یې نور نه ویني.",
  "manageJobs.close.undoPublish":
    "د بېرته راګرځولو لپاره، دا په «ټولې تړل شوې دندې» کې پرانیزئ او «بیا پرانیستل» وټاکئ: کار لټوونکي به یې سمدستي بیا وویني.",
  "manageJobs.close.undoReview":
    "د بېرته راګرځولو لپاره، دا په «ټولې تړل شوې دندې» کې پرانیزئ او «بیا پرانیستل» وټاکئ: بیا به د کتنې لپاره کارکوونکو ته ولاړه شي، او کار لټوونکي به یې یوازې له منظورېدو وروسته بیا وویني.",
  "manageJobs.close.submit": "اعلان وتړئ",

  "manageJobs.dialog.cancel": "لغوه",

  "manageJobs.toast.approved": "دنده منظوره شوه!",
  "manageJobs.toast.rejected": "دنده رد شوه!",
  "manageJobs.toast.closed": "دنده وتړل شوه. کار لټوونکي یې نور نه ویني.",
  "manageJobs.toast.reopened": "دنده بیا پرانیستل شوه.",
  "manageJobs.toast.reopenedForReview": "دنده بیا پرانیستل شوه او د کتنې لپاره کارکوونکو ته ولېږل شوه.",
  "manageJobs.toast.deleted": "دنده ړنګه شوه!",
  "manageJobs.toast.transferred": "دنده {name} ته ولېږدول شوه.",
  "manageJobs.toast.approveFailed": "دنده منظوره نه شوه: {reason}",
  "manageJobs.toast.rejectFailed": "دنده رد نه شوه: {reason}",
  "manageJobs.toast.closeFailed": "دنده ونه تړل شوه: {reason}",
  "manageJobs.toast.reopenFailed": "دنده بیا پرانیستل نه شوه: {reason}",
  "manageJobs.toast.deleteFailed": "دنده ړنګه نه شوه: {reason}",
  "manageJobs.toast.transferFailed": "دنده ونه لېږدول شوه: {reason}",

  "manageJobs.error.unknownAction": "دا کړنه نشته.",

  "manageJobs.email.reviewSubject": "یوه دنده د کتنې په انتظار کې ده: {title}",
  "manageJobs.email.reviewBody":
    "«{title}» دنده د هغې کارګمارونکي اعلان یا بدله کړې ده. کار لټوونکي یې تر هغه نه ویني چې کارکوونکي یې منظوره کړي.",
  "manageJobs.email.reviewAction": "دنده وګورئ",
  "manageJobs.email.approvedSubject": "ستاسو دنده «{title}» منظوره شوه",
  "manageJobs.email.approvedBody":
    "سلام {name}، کارکوونکو «{title}» منظوره کړه. په {brand} کې کار لټوونکي اوس کولی شي هغه پیدا کړي.",
  "manageJobs.email.rejectedSubject": "ستاسو دنده «{title}» بدلونونو ته اړتیا لري",
  "manageJobs.email.rejectedBody":
    "سلام {name}، کارکوونکو «{title}» وکتله او غواړي چې مخکې له دې چې کار لټوونکي یې وویني، بدلونونه پکې راشي. د هغوی پیغام: «{message}». دنده سمه کړئ او خوندي یې کړئ، ترڅو بیا د کتنې لپاره ولېږل شي.",
  "manageJobs.email.viewAction": "دنده پرانیزئ",

  "manageJobs.error.jobMissing": "دنده {id} نشته",
  "manageJobs.error.forbidden": "ستاسو حساب د دې کار اجازه نه لري.",
  "manageJobs.error.nowApproved":
    "تاسو چې دا دنده پرانیستله، وروسته بل چا هغه ومنله، نو هیڅ بدلون نه دی شوی. مخکې له دې چې بیا هڅه وکړئ، دنده لکه څنګه چې اوس ده وګورئ.",
  "manageJobs.error.nowRejected":
    "تاسو چې دا دنده پرانیستله، وروسته بل چا هغه کارګمارونکي ته بېرته ولېږله، نو هیڅ بدلون نه دی شوی. مخکې له دې چې بیا هڅه وکړئ، دنده لکه څنګه چې اوس ده وګورئ.",
  "manageJobs.error.nowClosed":
    "تاسو چې دا دنده پرانیستله، وروسته بل چا هغه وتړله، نو هیڅ بدلون نه دی شوی. مخکې له دې چې بیا هڅه وکړئ، دنده لکه څنګه چې اوس ده وګورئ.",
  "manageJobs.error.nowPending":
    "تاسو چې دا دنده پرانیستله، وروسته بدله شوه او بیا د کتنې انتظار کوي، نو هیڅ بدلون نه دی شوی. مخکې له دې چې بیا هڅه وکړئ، دنده لکه څنګه چې اوس ده وګورئ.",
  "manageJobs.error.editedMeanwhile":
    "تاسو چې دا دنده پرانیستله، وروسته بل چا هغه سمه کړه، نو هیڅ بدلون نه دی شوی. مخکې له دې چې بیا هڅه وکړئ، دنده لکه څنګه چې اوس ده وګورئ.",
  "manageJobs.error.ownerPending":
    "تر هغه چې د دې دندې د کارګمارونکي حساب منظور نه شي، دا دنده نه شي منظورېدای. لومړی حساب په «د حسابونو مدیریت» کې منظور کړئ.",
  "manageJobs.error.transferTarget": "یو منظور شوی کارګمارونکی یا مدیر حساب وټاکئ، چې د دندې اوسنی څښتن نه وي.",
  "manageJobs.requests.title": "د مرستې غوښتنې",
  "manageJobs.requests.none": "تر اوسه هېڅ کار لټوونکي دا دنده نه ده غوښتې.",
  "manageJobs.requests.count_one": "{count} کار لټوونکي دا دنده غوښتې ده:",
  "manageJobs.requests.count_other": "{count} کار لټوونکو دا دنده غوښتې ده:",
  "manageJobs.candidates.title": "هغه کاندیدان چې موسسې معرفي کړي دي",
  "manageJobs.candidates.none": "موسسې تر اوسه د دې دندې لپاره هېڅوک نه دي معرفي کړي.",
  "manageJobs.candidates.note": "د موسسې یادښت:",
  "manageJobs.candidates.interview": "مرکه: {time}",
  "manageJobs.candidates.throughAgency": "د دې کاندید سره د اړیکې لپاره له موسسې سره اړیکه ونیسئ.",
  "manageJobs.tab.reported": "راپور شوې دندې",
  "manageJobs.publishRule.atOnce":
    "تاسو باوري کارګمارونکی یاست: ستاسو نوې او سمې شوې دندې سمدستي خپرېږي. اداره لا هم کولای شي وې ګوري.",
  "manageJobs.publishRule.reviewed": "اداره هره دنده مخکې له دې چې دنده لټوونکي یې وویني ګوري.",
  "manageJobs.publishedUnreviewed": "پرته له کتنې خپره شوه (باوري کارګمارونکی).",
  "manageJobs.email.unreviewedSubject": "پرته له کتنې خپره شوه: {title}",
  "manageJobs.email.unreviewedBody":
    "یو باوري کارګمارونکي «{title}» پرته له کتنې په {brand} کې خپره کړه. دنده لټوونکي یې اوس لیدلای شي؛ تاسو لا هم کولای شئ وې ګورئ، وې تړئ یا بدلونونه وغواړئ.",
  "manageJobs.bulk.title": "څو دندې وګورئ",
  "manageJobs.bulk.selectJob": "«{title}» وټاکئ",
  "manageJobs.bulk.selectAll": "په دې پاڼه کې ټولې دندې وټاکئ",
  "manageJobs.bulk.approve": "ټاکل شوې تایید کړئ",
  "manageJobs.bulk.rejectOpen": "ټاکل شوې په یو پیغام رد کړئ",
  "manageJobs.bulk.message": "کارګمارونکو ته پیغام",
  "manageJobs.bulk.messageHint": "هره ټاکل شوې دنده له دې پیغام سره خپل کارګمارونکي ته ورګرځي.",
  "manageJobs.bulk.reject": "ټاکل شوې رد کړئ",
  "manageJobs.bulk.noneSelected": "لږ تر لږه یوه دنده وټاکئ.",
  "manageJobs.bulk.tooMany": "په یو ځل تر یوې پاڼې زیاتې دندې مه ټاکئ.",
  "manageJobs.bulk.badSelection": "ټاکنه داسې څه لري چې دنده نه ده. پاڼه بیا پورته کړئ او بیا وټاکئ.",
  "manageJobs.bulk.separator": "، ",
  "manageJobs.bulk.approved_one": "{count} دنده تایید شوه.",
  "manageJobs.bulk.approved_other": "{count} دندې تایید شوې.",
  "manageJobs.bulk.rejected_one": "{count} دنده خپل کارګمارونکي ته ورګرځول شوه.",
  "manageJobs.bulk.rejected_other": "{count} دندې خپلو کارګمارونکو ته ورګرځول شوې.",
  "manageJobs.bulk.approvedSkipped_one":
    "{count} دنده تایید شوه. هغه دندې چې په دې منځ کې بدلې شوې یا لا نه تاییدېږي پرېښودل شوې ({skipped}): {names}",
  "manageJobs.bulk.approvedSkipped_other":
    "{count} دندې تایید شوې. هغه دندې چې په دې منځ کې بدلې شوې یا لا نه تاییدېږي پرېښودل شوې ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_one":
    "{count} دنده خپل کارګمارونکي ته ورګرځول شوه. هغه دندې چې په دې منځ کې بدلې شوې پرېښودل شوې ({skipped}): {names}",
  "manageJobs.bulk.rejectedSkipped_other":
    "{count} دندې خپلو کارګمارونکو ته ورګرځول شوې. هغه دندې چې په دې منځ کې بدلې شوې پرېښودل شوې ({skipped}): {names}",
  "manageJobs.bulk.dismissTitle": "د څو دندو راپورونه رد کړئ",
  "manageJobs.bulk.dismissConfirm":
    "هو، د ټاکل شویو دندو ټول خلاص راپورونه رد کړئ. پټې دندې به بیا دنده لټوونکو ته وښودل شي.",
  "manageJobs.bulk.confirmRequired": "د تایید لپاره خانه په نښه کړئ، بیا راپورونه رد کړئ.",
  "manageJobs.bulk.dismiss": "د ټاکل شویو راپورونه رد کړئ",
  "manageJobs.bulk.dismissed_one": "د {count} دندې راپورونه رد شول.",
  "manageJobs.bulk.dismissed_other": "د {count} دندو راپورونه رد شول.",
  "manageJobs.bulk.dismissedSkipped_one":
    "د {count} دندې راپورونه رد شول. هغه دندې چې نور نشته یا خلاص راپور نه لري پرېښودل شوې ({skipped}): {names}",
  "manageJobs.bulk.dismissedSkipped_other":
    "د {count} دندو راپورونه رد شول. هغه دندې چې نور نشته یا خلاص راپور نه لري پرېښودل شوې ({skipped}): {names}",
  "manageJobs.reports.title_one": "{count} خلاص راپور",
  "manageJobs.reports.title_other": "{count} خلاص راپورونه",
  "manageJobs.reports.hidden": "تر هغه چې تاسو پرېکړه وکړئ له دنده لټوونکو پټه ده.",
  "manageJobs.reports.keptVisible":
    "د دې دندې د پټولو لپاره کافي راپورونه شته، خو دا ښکاره پاتې ده ځکه چې کارګمارونکی یې تایید شوی یا باوري دی. مهرباني وکړئ پرېکړه وکړئ.",
  "manageJobs.reports.notCounted": "د دندې په پټولو کې نه شمېرل کېږي: دې حساب نه دي ښودلي چې د یو ریښتیني انسان دی.",
  "manageJobs.reports.by": "{name}، {date}",
  "manageJobs.reports.actHint":
    "کومه ستونزه نشته؟ راپورونه رد کړئ او دنده لټوونکي به دنده بیا وویني. د دندې تړل یا د بدلونونو غوښتنه (لاندې) هم دا حلوي.",
  "manageJobs.reports.dismiss": "راپورونه رد کړئ",
  "manageJobs.reports.contact": "{name} ته برېښنالیک",
  "manageJobs.toast.reportsDismissed_one": "{count} راپور رد شو.",
  "manageJobs.toast.reportsDismissed_other": "{count} راپورونه رد شول.",
  "manageJobs.toast.dismissFailed": "راپورونه رد نه شول: {reason}",
} satisfies CatalogueOf<typeof english>;
