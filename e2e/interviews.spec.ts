import { expect, test, type Locator, type Page } from "@playwright/test";
import { zonedTimeToInstant } from "~/shared/agency-time";
import { catalogs } from "~/shared/i18n/catalog.server";
import { formatZonedDateTime } from "~/shared/zoned-format";
import { pageAs, signUpClientAndSignIn } from "./helpers";

const ar = catalogs.ar;
const ZONE = "America/Chicago";
const before = (template: string) => template.split("{")[0] as string;

// Issue 40, interviews: staff schedule an interview for a job seeker who reads Arabic; she sees it
// in Arabic in My applications and gets the message (the demo outbox). The demo's clock is moved
// past the reminder times: one set of reminders. Staff then move the interview twice, and once the
// clock has passed the new times, the set of the time in between never came and one set for the
// final time did. The interview form's earliest time (its `min`, the app's clock in the agency's
// zone) is where the times are counted from, since other specs may have moved the clock too.

/** A wall-clock time (datetime-local form) plus whole hours, as the agency's wall clock reads it. */
function plusHours(local: string, hours: number): string {
  const instant = zonedTimeToInstant(local, ZONE) as Date;
  const later = new Date(instant.getTime() + hours * 3_600_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-US", {
      timeZone: ZONE,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
    })
      .formatToParts(later)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The time as the job seeker's messages write it. */
const inArabic = (local: string) => formatZonedDateTime(zonedTimeToInstant(local, ZONE) as Date, ZONE, "ar");

/** Fills an interview form's time `hours` after the app's now; answers the time typed. */
async function fillTime(form: Locator, hours: number): Promise<string> {
  const field = form.getByLabel(`Date and time (${ZONE})`);
  const now = (await field.getAttribute("min")) as string;
  const time = plusHours(now, hours);
  await field.fill(time);
  return time;
}

async function moveClock(page: Page, hours: number) {
  await page.goto("/dev/outbox");
  const clock = page.getByText(/^The app's clock/);
  const was = await clock.textContent();
  await page.getByLabel("Move the clock forward by (hours)").fill(String(hours));
  await page.getByRole("button", { name: "Move forward" }).click();
  await expect(clock).not.toHaveText(was as string);
}

/** The job seeker's messages in the outbox whose subject starts as `template` does and names `time`. */
function messagesTo(page: Page, email: string, template: string, time?: string) {
  const items = page
    .getByRole("listitem")
    .filter({ hasText: `To: ${email}` })
    .filter({ hasText: before(template) });
  return time ? items.filter({ hasText: time }) : items;
}

/** Waits until the delivery worker has put exactly `count` such messages in the outbox. */
async function expectInOutbox(page: Page, email: string, messages: () => Locator, count: number) {
  await expect
    .poll(
      async () => {
        await page.goto(`/dev/outbox?to=${encodeURIComponent(email)}`);
        return messages().count();
      },
      { timeout: 20_000 },
    )
    .toBe(count);
}

test("staff schedule an interview for an Arabic reader; she sees it, gets it and one set of reminders; after two moves only the last time's set comes", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const name = `Layla Interview ${Date.now().toString(36)}`;
  const email = await signUpClientAndSignIn(page, name);
  await page.request.post("/language", { form: { locale: "ar", redirectTo: "/jobs" } });

  // Staff ask for a job for her (she came to the office; she reads email), and send her CV.
  const staff = await pageAs(browser, "admin");
  await staff.goto("/admin/applications/new");
  await staff.getByLabel("Client's name or email").fill(email);
  await staff.getByLabel("Job title or employer").fill("Line Cook");
  await staff.getByRole("button", { name: "Find", exact: true }).click();
  await staff.getByRole("radio", { name: new RegExp(name) }).check();
  await staff
    .getByRole("radio", { name: /Line Cook/ })
    .first()
    .check();
  await staff.getByRole("radio", { name: "Email", exact: true }).check();
  await staff.getByRole("button", { name: "Send the request" }).click();
  await expect(staff.getByRole("heading", { level: 1, name: `${name} for Line Cook` })).toBeVisible();
  // An interview is never a bare move: it is scheduled with its details.
  await expect(staff.getByRole("radio", { name: "Interview", exact: true })).toHaveCount(0);
  await staff.getByRole("radio", { name: "Applied", exact: true }).check();
  await staff.getByRole("button", { name: "Save status" }).click();
  await expect(staff).toHaveURL(/\/admin\/applications\/applied\//);

  const interviews = staff.getByRole("region", { name: "Interviews" });
  const first = await fillTime(interviews, 72);
  await interviews.getByLabel("Address, phone number or video link").fill("2740 W Devon Ave, Chicago");
  await interviews.getByLabel("Whom to ask for (optional)").fill("Maria at the front desk");
  await interviews.getByLabel("Interpreter arranged").selectOption({ label: "Arabic" });
  await interviews.getByRole("button", { name: "Schedule the interview" }).click();
  await expect(staff.getByText("The interview was scheduled. We told the job seeker.")).toBeVisible();
  await expect(staff).toHaveURL(/\/admin\/applications\/interview\//);
  const requestPage = staff.url();

  // She sees it in Arabic, with the time in the agency's zone.
  await page.goto("/applications");
  await expect(
    page.getByRole("heading", { name: `${ar["applications.interview.mine.title"]}: ${inArabic(first)}` }),
  ).toBeVisible();
  await expect(page.getByText("Maria at the front desk")).toBeVisible();
  await expect(page.getByRole("main").getByText(ar["jobs.language.Arabic"], { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: new RegExp(ar["applications.interview.mine.cantCome"]) })).toBeVisible();

  // The outbox holds the message, with its calendar invitation; no reminder yet.
  await expectInOutbox(
    staff,
    email,
    () => messagesTo(staff, email, ar["applications.interview.email.setSubject"], inArabic(first)),
    1,
  );
  await expect(messagesTo(staff, email, ar["applications.interview.email.setSubject"])).toContainText(
    "[calendar: REQUEST]",
  );
  await expect(messagesTo(staff, email, ar["applications.interview.email.reminderSubject"])).toHaveCount(0);

  // Past both reminder times (a day and two hours before), not past the interview: one set.
  await moveClock(staff, 71);
  const reminders = (time?: string) => () =>
    messagesTo(staff, email, ar["applications.interview.email.reminderSubject"], time);
  await expectInOutbox(staff, email, reminders(inArabic(first)), 2);

  // Staff move it, then move it again before the first new time's reminders are due.
  await staff.goto(requestPage);
  const reschedule = async (hours: number) => {
    const item = staff.getByRole("region", { name: "Interviews" }).getByRole("listitem");
    await item.getByText("Reschedule").click();
    const time = await fillTime(item, hours);
    await item.getByRole("button", { name: "Save the new time" }).click();
    await expect(staff.getByText("The interview was moved. We told the job seeker.")).toBeVisible();
    return time;
  };
  const second = await reschedule(72);
  const third = await reschedule(96);

  await moveClock(staff, 95);
  await expectInOutbox(staff, email, reminders(inArabic(third)), 2);
  await expect(reminders(inArabic(second))()).toHaveCount(0);
  await expect(reminders()()).toHaveCount(4);
});
