import { describe, expect, it } from "vitest";
import {
  DEFAULT_FILTERS,
  containsPattern,
  filtersDifferFromDefaults,
  jobQueryString,
  jobQueryToParams,
  matchesAnyOf,
  matchesBenefits,
  matchesDistance,
  matchesJob,
  matchesLanguage,
  matchesPay,
  matchesPosted,
  matchesSearch,
  matchesShift,
  parseFilters,
  parseJobQuery,
  shiftWindow,
  statusesOf,
  type JobFilters,
  type MatchableJob,
} from "./job-filters";
import { parseShift } from "./shift";
import { anyWordPattern, languageWords } from "~/shared/constants";

const query = (search: string) => parseJobQuery(new URLSearchParams(search));
const filters = (changes: Partial<JobFilters>): JobFilters => ({ ...DEFAULT_FILTERS, ...changes });

describe("parseJobQuery", () => {
  it("gives the spec's defaults for an empty query", () => {
    expect(query("")).toEqual({
      q: "",
      status: "approved",
      page: 1,
      filters: {
        posted: 0,
        jobTypes: [],
        pay: 0,
        englishLevels: [],
        language: "Any",
        anyShift: true,
        shiftStart: 9,
        shiftEnd: 18,
        anyDistance: true,
        distance: 500,
        benefits: [],
      },
    });
  });

  it.each([
    ["q=%20Cook%20", { q: "Cook" }],
    ["q=line%0A%09cook%20%20x", { q: "line cook x" }],
    [`q=${"x".repeat(150)}`, { q: "x".repeat(100) }],
    ["page=3", { page: 3 }],
    ["page=0", { page: 1 }],
    ["page=-2", { page: 1 }],
    ["page=2.5", { page: 1 }],
    ["page=abc", { page: 1 }],
    ["page=99999999999999999999", { page: 1 }],
    ["status=rejected", { status: "rejected" }],
    ["status=all", { status: "all" }],
    ["status=deleted", { status: "approved" }],
  ])("%s", (search, expected) => {
    expect(query(search)).toMatchObject(expected);
  });

  it.each<[string, Partial<JobFilters>]>([
    ["posted=7", { posted: 7 }],
    ["posted=5", { posted: 0 }],
    ["posted=-3", { posted: 0 }],
    ["type=Part-time&type=Full-time&type=Gig", { jobTypes: ["Full-time", "Part-time"] }],
    ["type=Part-time&type=Part-time", { jobTypes: ["Part-time"] }],
    ["pay=18", { pay: 18 }],
    ["pay=21", { pay: 0 }],
    ["pay=1e1", { pay: 0 }],
    ["english=Advanced&english=basic", { englishLevels: ["Advanced"] }],
    ["lang=Persian%2FFarsi", { language: "Persian/Farsi" }],
    ["lang=Klingon", { language: "Any" }],
    ["shift=specify&from=22&to=6", { anyShift: false, shiftStart: 22, shiftEnd: 6 }],
    ["shift=specify&from=24&to=-1", { anyShift: false, shiftStart: 9, shiftEnd: 18 }],
    ["shift=specify&from=9am&to=", { anyShift: false, shiftStart: 9, shiftEnd: 18 }],
    ["shift=any&from=3&to=4", { anyShift: true, shiftStart: 9, shiftEnd: 18 }],
    ["anyDistance=0&distance=25", { anyDistance: false, distance: 25 }],
    ["anyDistance=0&anyDistance=1&distance=25", { anyDistance: true, distance: 500 }],
    ["anyDistance=0&distance=2.5", { anyDistance: false, distance: 2.5 }],
    ["anyDistance=0&distance=-5", { anyDistance: false, distance: 500 }],
    ["anyDistance=0&distance=0", { anyDistance: false, distance: 500 }],
    ["anyDistance=0&distance=1e9", { anyDistance: false, distance: 500 }],
    ["anyDistance=0&distance=99999999", { anyDistance: false, distance: 500 }],
    ["anyDistance=0&distance=ten", { anyDistance: false, distance: 500 }],
    ["anyDistance=yes&distance=10", { anyDistance: true, distance: 500 }],
    ["benefit=others&benefit=medical&benefit=dental", { benefits: ["medical", "others"] }],
  ])("filters %s", (search, expected) => {
    expect(query(search).filters).toEqual(filters(expected));
  });

  it("reads a submitted filter form the same way", () => {
    const form = new FormData();
    form.append("anyDistance", "0");
    form.append("distance", "30");
    form.append("shift", "any");
    form.append("type", "Full-time");
    expect(parseFilters(form)).toEqual(filters({ anyDistance: false, distance: 30, jobTypes: ["Full-time"] }));
  });
});

describe("jobQueryToParams", () => {
  it("omits every default", () => {
    expect(jobQueryString({ q: "", filters: DEFAULT_FILTERS, status: "approved", page: 1 })).toBe("");
  });

  it.each([
    "q=cook",
    "q=cook&page=2",
    "status=pending",
    "posted=3&type=Full-time&type=Part-time&pay=20&english=None&lang=Haitian+Creole",
    "shift=specify&from=22&to=6",
    "anyDistance=0&distance=12.5",
    "benefit=medical&benefit=others",
  ])("round-trips %s", (search) => {
    expect(jobQueryToParams(query(search)).toString()).toBe(search);
  });
});

describe("statusesOf", () => {
  it.each([
    ["approved", ["approved"]],
    ["rejected", ["rejected"]],
    ["all", undefined],
  ] as const)("%s → %o", (choice, statuses) => {
    expect(statusesOf(choice)).toEqual(statuses);
  });
});

describe("filtersDifferFromDefaults", () => {
  it.each<[Partial<JobFilters>, boolean]>([
    [{}, false],
    [{ posted: 30 }, true],
    [{ jobTypes: ["Part-time"] }, true],
    [{ pay: 16 }, true],
    [{ englishLevels: ["Basic"] }, true],
    [{ language: "Somali" }, true],
    [{ anyShift: false }, true],
    [{ anyDistance: false }, true],
    [{ benefits: ["medical"] }, true],
  ])("%o → %s", (changes, expected) => {
    expect(filtersDifferFromDefaults(filters(changes))).toBe(expected);
  });
});

describe("matchesSearch: case-insensitive on title or company", () => {
  const job = { title: "Line Cook", company: "Lakeside Foods" };
  it.each([
    ["", true],
    ["cook", true],
    ["LINE", true],
    ["lakeside", true],
    ["Foods", true],
    ["cashier", false],
    ["Cook Lakeside", false],
  ])("%s → %s", (q, expected) => {
    expect(matchesSearch(job, q)).toBe(expected);
  });
});

describe("matchesPosted", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  it.each([
    [0, 400, true],
    [3, 2.9, true],
    [3, 3, true],
    [3, 3.01, false],
    [7, 6, true],
    [7, 8, false],
    [30, 29.9, true],
    [30, 31, false],
  ] as const)("window %s days, posted %s days ago → %s", (window, ago, expected) => {
    expect(matchesPosted(daysAgo(ago), window, now)).toBe(expected);
  });
});

describe("matchesAnyOf: job type and English level", () => {
  it.each([
    ["Full-time", [], true],
    ["Full-time", ["Full-time"], true],
    ["Part-time", ["Full-time"], false],
    ["Basic", ["None", "Basic"], true],
    ["Advanced", ["None", "Basic"], false],
  ] as const)("%s in %o → %s", (value, chosen, expected) => {
    expect(matchesAnyOf<string>(value, chosen)).toBe(expected);
  });
});

describe("matchesPay: the minimum against the maximum wage", () => {
  it.each([
    ["Hourly", 15, 0, true],
    ["Hourly", 16, 16, true],
    ["Hourly", 15.99, 16, false],
    ["Hourly", 20, 20, true],
    ["Yearly", 34_000, 17, true],
    ["Yearly", 33_999, 17, false],
    ["Yearly", 40_000, 20, true],
  ] as const)("%s max %s, filter %s → %s", (wageType, wageMax, pay, expected) => {
    expect(matchesPay({ wageType, wageMax }, pay)).toBe(expected);
  });
});

describe("matchesLanguage: any word of the option in the note", () => {
  it.each([
    ["", "Any", true],
    ["", "Arabic", false],
    ["Arabic speakers welcome", "Arabic", true],
    ["ARABIC", "Arabic", true],
    ["Haitian Creole", "Haitian Creole", true],
    ["Creole helpful", "Haitian Creole", true],
    ["Farsi", "Persian/Farsi", true],
    ["persian spoken", "Persian/Farsi", true],
    ["Dari and Pashto", "Persian/Farsi", false],
    ["Spanish/English", "Spanish", true],
  ] as const)("%s with %s → %s", (note, language, expected) => {
    expect(matchesLanguage(note, language)).toBe(expected);
  });

  it("splits options on spaces and slashes", () => {
    expect(languageWords("Persian/Farsi")).toEqual(["persian", "farsi"]);
    expect(languageWords("Haitian Creole")).toEqual(["haitian", "creole"]);
  });
});

describe("matchesShift: the shift text's pairs against the window", () => {
  const specify = (start: number, end: number) => ({ anyShift: false, shiftStart: start, shiftEnd: end });
  const job = (shift: string) => {
    const ranges = parseShift(shift);
    return { shiftStarts: ranges?.starts ?? null, shiftEnds: ranges?.ends ?? null };
  };
  it.each([
    ["9am-5pm", specify(9, 18), true],
    ["9am-5pm", specify(9, 17), true],
    ["9am-5pm", specify(10, 18), false],
    ["9am-5pm", specify(9, 16), false],
    ["8:30 AM to 1 PM", specify(8, 13), true],
    ["8:30 AM to 1 PM", specify(9, 13), false],
    ["10pm to 6am", specify(9, 18), false],
    ["10pm to 6am", specify(22, 6), true],
    ["10pm to 6am", specify(21, 7), true],
    ["10pm to 6am", specify(23, 6), false],
    ["1am to 5am", specify(22, 6), true],
    ["Mon-Thu 7:00 am - 3:30 pm, Fri 7am-12pm", specify(7, 12), true],
    ["Mon-Thu 7:00 am - 3:30 pm, Fri 7am-12pm", specify(8, 12), false],
    ["9am, 5pm, 8pm", specify(0, 1), true],
    ["flexible", specify(0, 1), true],
    ["Mon-Fri 9-5", specify(0, 1), true],
    ["9am-5pm", { anyShift: true, shiftStart: 0, shiftEnd: 1 }, true],
  ])("%s in %o → %s", (shift, window, expected) => {
    expect(matchesShift(job(shift), window)).toBe(expected);
  });

  it("treats an end before the start as the next day", () => {
    expect(shiftWindow(22, 6)).toEqual({ start: 22, end: 30 });
    expect(shiftWindow(9, 18)).toEqual({ start: 9, end: 18 });
  });
});

describe("matchesDistance", () => {
  it.each([
    [null, { anyDistance: true, distance: 500 }, true],
    [900, { anyDistance: true, distance: 500 }, true],
    [null, { anyDistance: false, distance: 500 }, false],
    [4.9, { anyDistance: false, distance: 5 }, true],
    [5, { anyDistance: false, distance: 5 }, false],
    [12, { anyDistance: false, distance: 5 }, false],
  ])("%s miles with %o → %s", (distance, f, expected) => {
    expect(matchesDistance(distance, f)).toBe(expected);
  });
});

describe("matchesBenefits: every selected benefit is required", () => {
  it.each([
    [{ hasMedical: false, hasOthers: false }, [], true],
    [{ hasMedical: true, hasOthers: false }, ["medical"], true],
    [{ hasMedical: false, hasOthers: true }, ["medical"], false],
    [{ hasMedical: true, hasOthers: false }, ["medical", "others"], false],
    [{ hasMedical: true, hasOthers: true }, ["medical", "others"], true],
  ] as const)("%o with %o → %s", (job, benefits, expected) => {
    expect(matchesBenefits(job, benefits)).toBe(expected);
  });
});

describe("matchesJob", () => {
  const now = new Date("2026-11-21T12:00:00Z");
  const job: MatchableJob = {
    title: "Line Cook",
    company: "Lakeside Foods",
    postedAt: new Date("2026-11-20T12:00:00Z"),
    jobType: "Full-time",
    wageType: "Hourly",
    wageMax: 18,
    englishLevel: "Basic",
    languageNote: "Arabic speakers welcome",
    shiftStarts: [9],
    shiftEnds: [17],
    hasMedical: true,
    hasOthers: false,
    distance: 3.2,
  };
  it("needs every rule to pass", () => {
    const all = filters({
      posted: 3,
      jobTypes: ["Full-time"],
      pay: 18,
      englishLevels: ["Basic"],
      language: "Arabic",
      anyShift: false,
      anyDistance: false,
      distance: 5,
      benefits: ["medical"],
    });
    expect(matchesJob(job, { q: "cook", filters: all }, now)).toBe(true);
    expect(matchesJob(job, { q: "cook", filters: { ...all, pay: 19 } }, now)).toBe(false);
    expect(matchesJob(job, { q: "cashier", filters: all }, now)).toBe(false);
  });
});

describe("containsPattern", () => {
  it.each([
    ["cook", "%cook%"],
    ["100%", "%100\\%%"],
    ["a_b", "%a\\_b%"],
    ["back\\slash", "%back\\\\slash%"],
  ])("%s → %s", (term, pattern) => {
    expect(containsPattern(term)).toBe(pattern);
  });
});

describe("anyWordPattern: any of the words, taken literally", () => {
  it.each([
    [["persian", "farsi"], "Persian spoken", true],
    [["persian", "farsi"], "some FARSI", true],
    [["persian", "farsi"], "Pashto", false],
    [["a.b"], "A.B here", true],
    [["a.b"], "axb", false],
    [["c++", "(x)|y"], "knows C++", true],
    [["c++", "(x)|y"], "(X)|Y", true],
    [["c++", "(x)|y"], "y", false],
  ])("%j in %s → %s", (words, note, expected) => {
    // JavaScript's and PostgreSQL's expressions agree on these escapes; the
    // integration tests run the real `~*`.
    expect(new RegExp(anyWordPattern(words), "i").test(note)).toBe(expected);
  });
});
