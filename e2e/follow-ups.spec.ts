import { expect, test } from "@playwright/test";
import { dayInZone } from "~/shared/agency-time";
import { pageAs, sidebar, signUpClientAndSignIn } from "./helpers";

// From a hire to its first follow-up call: staff record the hire with its pay and hours, the
// demo's clock passes 30 days (the /dev/outbox form: never a wait), the day-30 call shows on the
// follow-ups page, and staff record that the person is still working there.
test("staff record a hire, the day-30 call falls due as the clock passes, and staff record 'still working'", async ({
  page,
  browser,
}) => {
  test.slow();
  const name = `Samira Follow ${Date.now().toString(36)}`;
  const email = await signUpClientAndSignIn(page, name);

  const staff = await pageAs(browser, "admin");
  await staff.goto(`/admin/applications/new?client=${encodeURIComponent(email)}&job=Forklift`);
  await expect(staff.getByRole("radio", { name: new RegExp(name) })).toBeChecked();
  await staff
    .getByRole("radio", { name: /Forklift Operator/ })
    .first()
    .check();
  await staff.getByRole("radio", { name: "I will visit the office" }).check();
  await staff.getByRole("button", { name: "Send the request" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: new RegExp(`^${name} for `) })).toBeVisible();
  await staff.getByRole("radio", { name: "Applied", exact: true }).check();
  await staff.getByRole("button", { name: "Save status" }).click();
  await expect(staff.getByText("The status was saved. We emailed the client.")).toBeVisible();

  // Other specs may have moved the shared clock already; it only goes forward, so a start today
  // (agency time) has its day-30 call due or overdue once 30 more days have passed.
  const start = dayInZone(new Date(), "America/Chicago");
  await staff.getByLabel("Start date").fill(start);
  await staff.getByLabel("Scheduled hours a week").fill("38");
  await staff.getByLabel("Pay ($)").fill("1,520");
  await staff.getByLabel("Per", { exact: true }).selectOption({ label: "Week" });
  await staff.getByLabel("Type of employment").selectOption({ label: "Permanent" });
  await staff.getByRole("radio", { name: "Not offered", exact: true }).check();
  await staff.getByRole("button", { name: "Record the hire" }).click();
  await expect(staff.getByText("The hire was recorded. We emailed the client.")).toBeVisible();
  const placement = staff.getByRole("region", { name: /^Forklift Operator at / });
  await expect(placement.getByText("$1,520.00 a week ($40.00 an hour)")).toBeVisible();
  await expect(placement.getByText("38 (full-time)")).toBeVisible();
  // The job's one opening is filled: staff are asked, and leave it open for now.
  await staff.getByRole("link", { name: "Not now" }).click();
  await expect(staff.getByRole("link", { name: "Not now" })).toHaveCount(0);

  await staff.goto("/dev/outbox");
  const clock = staff.getByText(/^The app's clock/);
  const before = (await clock.textContent()) ?? "";
  await staff.getByLabel("Move the clock forward by (hours)").fill(String(30 * 24));
  await staff.getByRole("button", { name: "Move forward" }).click();
  await expect(clock).not.toHaveText(before);

  await staff.goto("/jobs");
  await sidebar(staff)
    .getByRole("link", { name: /^Follow-ups/ })
    .click();
  await expect(staff.getByRole("heading", { level: 1, name: "Follow-ups" })).toBeVisible();
  await staff.getByRole("link", { name: `${name}: day 30 call` }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `Day 30 call: ${name}` })).toBeVisible();
  await staff.getByRole("radio", { name: "Yes", exact: true }).check();
  await staff.getByLabel("Hours a week now (optional)").fill("40");
  await staff.getByLabel("Note (optional)").fill("Likes the team; asked about forklift licence");
  await staff.getByRole("button", { name: "Save the call" }).click();
  await expect(staff.getByText("The call was recorded.")).toBeVisible();
  await expect(staff.getByText("Still working there.")).toBeVisible();
  await staff.goto("/admin/follow-ups");
  await expect(staff.getByRole("link", { name: `${name}: day 30 call` })).toHaveCount(0);

  // The outcome report of the start's month (no other spec hires in the current month; the demo
  // data's placements started earlier) counts it: full-time at $40.00 an hour, working on day 30.
  const month = start.slice(0, 7);
  await staff.goto(`/admin/placements?from=${month}&to=${month}&by=month`);
  const table = staff.getByRole("table", { name: /^Placements that started from/ });
  const headers = await table.getByRole("columnheader").allTextContents();
  const total = table.getByRole("row", { name: /^All placements/ });
  // The row's name is its header cell; the figures are its cells, one per column after it.
  const figure = (column: string) => total.getByRole("cell").nth(headers.indexOf(column) - 1);
  await expect(figure("Placements")).toHaveText("1");
  await expect(figure("Full-time")).toContainText("1 of 1");
  await expect(figure("Average hourly wage, full-time")).toHaveText("$40.00");
  await expect(figure("Working on day 30")).toContainText("1 of 1");
  await expect(figure("Working on day 90")).toHaveText(/nothing to count/);
});
