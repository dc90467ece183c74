import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { insertJobs, jobRow } from "#db/factory";
import { jobAlerts } from "#db/schema";
import { action as newAlertAction } from "~/areas/job-alerts/new-alert";
import { loader as jobListLoader } from "~/areas/find-jobs/jobs";
import { alertSearchOf } from "~/shared/job-ui/alert-query";
import { newJobsForSearch } from "~/shared/job-ui/jobs.server";
import { getDb } from "~/shared/server/db.server";
import { args, createSignedInUser, get, post, settle, type TestUser } from "~/shared/testing/helpers";

// An alert never disagrees with the job list: for a generated set of jobs and several searches
// and filters, saved through the alert form, the alert's matching (the search the digests run)
// finds exactly the jobs the client's Find Jobs list shows, page after page.

const CHICAGO = { latitude: 41.9967, longitude: -87.6689 };
let employer: TestUser;

const clientWithAddress = () => createSignedInUser("client", { home: CHICAGO });

beforeAll(async () => {
  employer = await createSignedInUser("employer", { company: "Alert Co" });
});

describe("matching", () => {
  // A generated set of jobs over every filter's dimensions, each approved an hour ago.
  const approvedAt = new Date(Date.now() - 3_600_000);
  const TITLES = ["Line Cook", "Warehouse Associate", "Cook Assistant", "Cashier", "Driver", "Housekeeper"];
  const SHIFTS = ["Mon-Fri 9am-5pm", "6am-2pm", "10pm-6am", "", "Weekends 2pm-10pm"];
  const NOTES = ["", "Arabic spoken", "We speak Spanish and Dari", "Farsi helpful"];
  const LEVELS = ["None", "Basic", "Intermediate", "Advanced"] as const;

  const APPROVED = 64;

  beforeAll(async () => {
    const rows = Array.from({ length: 72 }, (_, i) =>
      jobRow(employer.id, {
        title: `${TITLES[i % TITLES.length]} ${i}`,
        jobType: i % 3 === 0 ? "Part-time" : "Full-time",
        wageType: i % 7 === 0 ? "Yearly" : "Hourly",
        wageMin: i % 7 === 0 ? 30_000 : 15 + (i % 6),
        wageMax: i % 7 === 0 ? 38_000 + i * 100 : 16 + (i % 6),
        englishLevel: LEVELS[i % 4],
        shift: SHIFTS[i % SHIFTS.length],
        languageNote: NOTES[i % NOTES.length],
        hasMedical: i % 2 === 0,
        hasOthers: i % 5 === 0,
        // Some near, some far, some without coordinates.
        latitude: i % 6 === 5 ? null : CHICAGO.latitude + (i % 4) * 0.15,
        longitude: i % 6 === 5 ? null : CHICAGO.longitude,
        postedAt: new Date(Date.now() - (i % 10) * 86_400_000),
        approvedAt,
        status: i % 9 === 4 ? "pending" : "approved",
      }),
    );
    await insertJobs(getDb(), rows);
    expect(rows.filter((row) => row.status === "approved")).toHaveLength(APPROVED);
  });

  const QUERIES = [
    "",
    "q=cook",
    "type=Part-time&pay=18",
    "english=None&english=Basic&benefit=medical",
    "lang=Arabic",
    "shift=specify&from=6&to=15",
    "anyDistance=0&distance=15",
    "posted=7&type=Full-time&benefit=others",
  ];

  it.each(QUERIES)("an alert for ?%s finds the jobs the job list shows", async (query) => {
    const client = await clientWithAddress();
    const saved = await settle(() =>
      newAlertAction(
        args(post("/alerts/new", { query, frequency: "daily", channel: "email" }, { Cookie: client.cookie })),
      ),
    );
    expect((saved as Response).status).toBe(302);
    const [alert] = await getDb().select().from(jobAlerts).where(eq(jobAlerts.clientId, client.id));
    expect(alert?.query).toBe(query);

    const listed: string[] = [];
    for (let page = 1; ; page++) {
      const data = (await jobListLoader(args(get(`/jobs?${query}${query ? "&" : ""}page=${page}`, client.cookie)))) as {
        result: { jobs: { id: string }[]; pageCount: number | null };
      };
      listed.push(...data.result.jobs.map((job) => job.id));
      if (data.result.pageCount !== null && page >= data.result.pageCount) break;
    }
    const found = await newJobsForSearch({
      query: alertSearchOf(alert?.query ?? ""),
      origin: CHICAGO,
      approvedAfter: new Date(0),
      excludeIds: [],
      limit: 1000,
    });
    expect(found.map((job) => job.id).sort()).toEqual(listed.sort());
    // Each search finds some of the generated jobs, and each filter leaves some out.
    expect(listed.length).toBeGreaterThan(0);
    if (query) expect(listed.length).toBeLessThan(APPROVED);
  });
});
