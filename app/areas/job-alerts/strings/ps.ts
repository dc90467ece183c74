import type { CatalogueOf } from "~/shared/i18n/catalogue-of";
import type { strings as english } from "./en";

// Pashto strings of job alerts: the same keys and placeholders as English.
export const strings = {
  "jobAlerts.new.title": "د داسې نویو دندو په اړه ما خبر کړئ",
  "jobAlerts.new.intro": "هغه نوې دندې چې له دې لټون سره سمون لري تاسو ته به یې ولېږو.",
  "jobAlerts.new.forClient": "د {name} لپاره ({email})",
  "jobAlerts.new.noChannel":
    "دا د دندې لټوونکی بریښنالیک نه لري، او دا اداره لنډ پیغامونه نه لېږي، نو خبرتیاوې ورته نشي رسېدای.",
  "jobAlerts.new.search": "لټون",
  "jobAlerts.allJobs": "ټولې دندې",
  "jobAlerts.withFilters": "له فلټرونو سره",
  "jobAlerts.seeJobs": "دا دندې وګورئ",
  "jobAlerts.frequencyLabel": "څو ځله؟",
  "jobAlerts.frequency.instant": "کله چې راشي (هرو څو دقیقو کې)",
  "jobAlerts.frequency.daily": "په ورځ کې یو ځل",
  "jobAlerts.frequency.weekly": "په اونۍ کې یو ځل",
  "jobAlerts.channelLabel": "څنګه؟",
  "jobAlerts.channel.email": "په بریښنالیک {email} ته",
  "jobAlerts.channel.sms": "په لنډ پیغام {phone} ته",
  "jobAlerts.save": "خبرتیا خوندي کړئ",
  "jobAlerts.saving": "خوندي کېږي…",
  "jobAlerts.staffWords": "د لټون لپاره کلمې (اختیاري)",
  "jobAlerts.staffApply": "دا کلمې وکاروئ",
  "jobAlerts.noClient": "د کارونکو په مدیریت کې د دندې لټوونکي پاڼه پرانیزئ او «د دندې خبرتیا جوړه کړئ» وټاکئ.",
  "jobAlerts.toast.saved": "خبرتیا خوندي شوه. د داسې نویو دندو په اړه به تاسو ته بریښنالیک درولېږو.",
  "jobAlerts.toast.savedForClient": "د {name} لپاره خبرتیا خوندي شوه.",
  "jobAlerts.toast.paused": "خبرتیا ودرول شوه.",
  "jobAlerts.toast.resumed": "خبرتیا بیا چالانه شوه.",
  "jobAlerts.toast.changed": "خبرتیا بدله شوه.",
  "jobAlerts.toast.deleted": "خبرتیا ړنګه شوه.",
  "jobAlerts.error.invalidSearch":
    "دا لټون نشي خوندي کېدای: د هغه یو فلټر د دندو په لیست کې نشته. لیست ته ورشئ او فلټرونه بیا وټاکئ.",
  "jobAlerts.error.needsAddress":
    "د واټن فلټر د دندې لټوونکي پتې ته اړتیا لري. هغه په ترتیباتو کې ورزیاته کړئ، یا د واټن فلټر لرې کړئ.",
  "jobAlerts.error.tooMany":
    "تاسو دمخه {max} خبرتیاوې لرئ، چې تر ټولو زیات شمېر دی. لومړی یوه په ترتیباتو کې ړنګه کړئ.",
  "jobAlerts.error.forbidden": "یوازې د دندې لټوونکي او د ادارې کارکوونکي د دندو خبرتیاوې جوړولای شي.",
  "jobAlerts.error.frequency": "وټاکئ چې څو ځله.",
  "jobAlerts.error.channel": "له ښودل شویو لارو څخه یوه وټاکئ.",
  "jobAlerts.error.notFound": "دا خبرتیا نور نشته.",
  "jobAlerts.list.empty":
    "تاسو د دندو هېڅ خبرتیا نه لرئ. د دندو په موندلو کې لټون وکړئ او فلټرونه وټاکئ، بیا «د داسې نویو دندو په اړه ما خبر کړئ» وټاکئ.",
  "jobAlerts.list.findJobs": "د دندو موندلو ته لاړ شئ",
  "jobAlerts.list.on": "چالانه",
  "jobAlerts.list.paused": "درول شوې",
  "jobAlerts.list.pause": "ودروئ",
  "jobAlerts.list.resume": "بیا چالانه کړئ",
  "jobAlerts.list.change": "خوندي کړئ",
  "jobAlerts.list.delete": "ړنګول",
  "jobAlerts.list.confirmDelete": "د {search} خبرتیا ړنګه شي؟ نور به له هغې بریښنالیکونه ترلاسه نه کړئ.",
  "jobAlerts.list.confirm": "هو، ړنګه یې کړئ",
  "jobAlerts.list.cancel": "لغوه",
  "jobAlerts.stop.title": "دا د دندې خبرتیا ودرول شي؟",
  "jobAlerts.stop.body":
    "نور به د {search} په اړه {email} ته بریښنالیکونه نه راځي. تاسو کولای شئ خبرتیا په ترتیباتو کې بیا چالانه کړئ.",
  "jobAlerts.stop.button": "دا بریښنالیکونه ودروئ",
  "jobAlerts.stop.bodySms":
    "نور به د {search} په اړه {phone} ته لنډ پیغامونه نه راځي. تاسو کولای شئ خبرتیا په ترتیباتو کې بیا چالانه کړئ.",
  "jobAlerts.stop.buttonSms": "دا پیغامونه ودروئ",
  "jobAlerts.stop.stopping": "درول کېږي…",
  "jobAlerts.stop.done": "دا د دندې خبرتیا ودرول شوه. نور به له هغې بریښنالیکونه ترلاسه نه کړئ.",
  "jobAlerts.stop.already": "دا د دندې خبرتیا دمخه درول شوې ده.",
  "jobAlerts.stop.invalid":
    "دا لینک کار نه کوي: کېدای شي نیمګړی یا ډېر زوړ وي. ننوځئ او ترتیبات، بیا د دندو خبرتیاوې پرانیزئ ترڅو خپلې خبرتیاوې ودروئ.",
} satisfies CatalogueOf<typeof english>;
