import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobs } from "#db/schema";
import { matchesLanguage, parseJobQuery } from "~/shared/job-ui/job-filters";
import { searchJobs } from "~/shared/job-ui/jobs.server";
import { getDb } from "~/shared/server/db.server";
import { createSignedInUser } from "~/shared/testing/helpers";
import { ANY_LANGUAGE, OTHER_LANGUAGES, languageWords } from "~/shared/constants";

// The database stores, when a job is written, which options of the language
// filter its note matches (db/schema.ts); it must agree with matchesLanguage
// for every option, whatever the casing, and follow edits of the note.

const OPTIONS = OTHER_LANGUAGES.filter((option) => option !== ANY_LANGUAGE);

const NOTES = [
  "",
  "English only",
  "Se habla ESPAÑOL",
  "Dari and Pashto spoken by the supervisor",
  "persian/FARSI",
  "Kinyarwanda, Lingala, French",
  "Haitian",
  "creole",
  "Malayalam", // contains "malay": the rule is a plain contains
  "Urdu (some Hindi)",
  "Tigrinya, Amharic, Somali, Swahili, Burmese, Rohingya, Russian, Ukrainian, Polish, Arabic, Spanish",
  // Every option's words, one note each, in upper case.
  ...OPTIONS.map((option) => `Speaks ${languageWords(option).join(" ").toUpperCase()}`),
];

describe("the language options stored with a job", () => {
  it("agree with matchesLanguage for every option and note", async () => {
    const owner = await createSignedInUser("employer");
    const rows = NOTES.map((languageNote, i) => ({
      title: `Language job ${i}`,
      jobType: "Full-time" as const,
      wageType: "Hourly" as const,
      wageMin: 15,
      wageMax: 16,
      englishLevel: "None" as const,
      status: "approved" as const,
      ownerId: owner.id,
      languageNote,
    }));
    const inserted = await getDb().insert(jobs).values(rows).returning({
      id: jobs.id,
      note: jobs.languageNote,
      languages: jobs.languages,
    });
    for (const job of inserted) {
      const expected = OPTIONS.filter((option) => matchesLanguage(job.note, option));
      expect([job.note, [...(job.languages ?? [])].sort()]).toEqual([job.note, [...expected].sort()]);
    }
    // Every option is found by the filter, exactly on the jobs whose note matches it.
    for (const option of OPTIONS) {
      const query = parseJobQuery(new URLSearchParams({ lang: option, q: "Language job" }));
      const result = await searchJobs({
        scope: { statuses: ["approved"] },
        query,
        origin: null,
      });
      const expected = inserted.filter((job) => matchesLanguage(job.note, option)).map((job) => job.id);
      expect(expected.length).toBeGreaterThan(0);
      expect(result.jobs.map((job) => job.id).sort()).toEqual(expected.sort());
    }
  });

  it("follow an edit of the note", async () => {
    const owner = await createSignedInUser("employer");
    const [job] = await getDb()
      .insert(jobs)
      .values({
        title: "Edited",
        jobType: "Part-time",
        wageType: "Hourly",
        wageMin: 15,
        wageMax: 16,
        englishLevel: "Basic",
        ownerId: owner.id,
        languageNote: "Arabic",
      })
      .returning({ id: jobs.id, languages: jobs.languages });
    expect(job?.languages).toEqual(["Arabic"]);
    const [edited] = await getDb()
      .update(jobs)
      .set({ languageNote: "Pashto or Dari" })
      .where(inArray(jobs.id, [job!.id]))
      .returning({ languages: jobs.languages });
    expect(edited?.languages).toEqual(["Dari", "Pashto"]);
  });
});
