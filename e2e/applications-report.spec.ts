import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { pageAs, sidebar } from "./helpers";

// Staff download the placement report and open it as a spreadsheet would; the
// employer sees, on their own job, the candidate staff referred. The demo seed
// holds the requests: Fariba Ahmadi referred to a Lakeside Foods job (her
// contact shared) and hired by Harborview Hotels 14 days after she asked.
test("staff download the placement report; the employer sees the referred candidate", async ({ browser }) => {
  test.setTimeout(90_000);
  const admin = await pageAs(browser, "admin");
  await admin.goto("/jobs");

  await sidebar(admin).getByRole("link", { name: "Placement report" }).click();
  await expect(admin).toHaveURL("/admin/placements");
  await expect(admin.getByRole("heading", { name: "Placement report" })).toBeVisible();
  const table = admin.getByRole("table");
  await expect(table.getByRole("columnheader", { name: "Hires" })).toBeVisible();
  // A row per month: one of them at least.
  await expect(table.getByRole("rowheader", { name: /Harborview Hotels/ }).first()).toBeVisible();

  const [download] = await Promise.all([
    admin.waitForEvent("download"),
    admin.getByRole("link", { name: "Download CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^placements-\d{4}-\d{2}-to-\d{4}-\d{2}\.csv$/);
  const bytes = await readFile(await download.path());
  // UTF-8 with a byte order mark, so a spreadsheet reads the names right.
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n");
  expect(lines[0]).toBe(
    "Month,Company,Employer account,Jobs approved,Requests,Referrals,Interviews,Hires,Median days from request to hire",
  );
  // A row per month and employer; Fariba's hire is in one of Harborview Hotels' (other journeys may add more).
  const hotel = lines.map((line) => line.split(",")).filter((cells) => cells[1] === "Harborview Hotels");
  expect(hotel.every((cells) => /^\d{4}-\d{2}$/.test(cells[0] ?? "") && cells[2] === "Tom Becker")).toBe(true);
  expect(hotel.some((cells) => Number(cells[7]) >= 1)).toBe(true);
  expect(lines.some((line) => line.startsWith("All months,All employers,,"))).toBe(true);

  // From Fariba's page in Manage Accounts, staff open the Lakeside Foods job she was referred to.
  await admin.goto("/admin/users/client?q=Fariba");
  await admin.getByRole("link", { name: "Edit Fariba Ahmadi" }).click();
  const requests = admin.getByRole("region", { name: "Requests for help with a job" });
  await requests.getByRole("link", { name: / at Lakeside Foods$/ }).click();
  await expect(admin).toHaveURL(/\/admin\/jobs\/approved\/[0-9a-f-]{36}$/);
  const jobId = admin.url().split("/").pop() as string;
  const asked = admin.getByRole("region", { name: "Requests for help", exact: true });
  await expect(asked.getByText(/job seekers? asked for this job:/)).toBeVisible();
  await expect(asked.getByRole("link", { name: "Fariba Ahmadi" })).toBeVisible();

  // The employer sees her as a referred candidate, with the staff's note and the contact staff shared.
  const employer = await pageAs(browser, "employer");
  await employer.goto(`/employer/jobs/approved/${jobId}`);
  const candidates = employer.getByRole("region", { name: "Candidates referred by the agency" });
  await expect(candidates.getByText("Fariba Ahmadi")).toBeVisible();
  await expect(
    candidates.getByText("Two years in a bakery, reliable, can start next Monday. Speaks Dari and some English."),
  ).toBeVisible();
  await expect(candidates.getByRole("link", { name: "fariba@example.org" })).toHaveAttribute(
    "href",
    "mailto:fariba@example.org",
  );
  await expect(employer.getByRole("region", { name: "Requests for help", exact: true })).toHaveCount(0);
});
