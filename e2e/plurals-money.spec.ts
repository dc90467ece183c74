import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { catalogs } from "~/shared/i18n/catalog.server";
import { hydrated, stateOf, signUpClientAndSignIn } from "./helpers";

// Issue 15: a count agrees with its number by the language's plural rules, and
// wages, distances and dates are written the page language's way through Intl,
// with the digits 0–9 in every language (docs/decisions/012-plurals-and-numbers.md).

const jobCount = (page: Page) => page.locator("#job-count");
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/;

/** Text as read: bidi marks and isolates dropped, every kind of space one space. */
function plain(text: string | null): string {
  return (text ?? "")
    .replace(/[\u200e\u200f\u2066-\u2069]/g, "")
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim();
}

async function setLanguage(context: BrowserContext, baseURL: string | undefined, lang: string) {
  await context.addCookies([{ name: "lang", value: lang, url: baseURL ?? "" }]);
}

/** Errors the page logs or throws, such as a hydration mismatch between the server's and the browser's text. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

/** The path of one of the demo's Janitor jobs, which no test changes (any of them will do). */
async function demoJobPath(page: Page): Promise<string> {
  await page.goto("/jobs?q=Janitor");
  const href = await page.locator("main li.job-card a").first().getAttribute("href");
  return href?.split("?")[0] ?? "";
}

/** The value of a fact of the open job, by its label. */
function fact(page: Page, label: string) {
  return page.getByRole("article").locator("dt", { hasText: label }).locator("xpath=following-sibling::dd");
}

test("a count agrees with its number: 1 job, 2 jobs; لا توجد وظائف, وظيفة واحدة, وظيفتان", async ({
  page,
  context,
  baseURL,
}) => {
  // Six page loads in two languages and two saves: more than 30 s when the machine is busy.
  test.setTimeout(90_000);
  await signUpClientAndSignIn(page);
  const counts: [number, string, string][] = [
    [0, "0 jobs", "لا توجد وظائف"],
    [1, "1 job", "وظيفة واحدة"],
    [2, "2 jobs", "وظيفتان"],
  ];
  for (const [saved, english, arabic] of counts) {
    if (saved > 0) {
      await setLanguage(context, baseURL, "en");
      // The demo's Prep Cook jobs, which no test changes; the next one not yet saved. Jobs may
      // share a title: the star is found again by its job's name after the click.
      await page.goto("/jobs?q=Prep+Cook");
      const star = page
        .getByRole("main")
        .getByRole("button", { name: /^Save /, pressed: false })
        .first();
      const name = (await star.getAttribute("aria-label")) as string;
      // The star shows the save at the press; leaving the page before the server has answered
      // could cancel it.
      const answered = page.waitForResponse(
        (r) => r.url().includes("/api/saved-jobs") && r.request().method() === "POST",
      );
      await star.click();
      // Jobs may share a title: one of that name is now pressed.
      await expect(page.getByRole("button", { name, exact: true, pressed: true }).first()).toBeVisible();
      await answered;
    }
    await page.goto("/jobsSaved");
    await expect(jobCount(page)).toHaveText(english);
    await setLanguage(context, baseURL, "ar");
    await page.goto("/jobsSaved");
    await expect(jobCount(page)).toHaveText(arabic);
  }
});

const FORMATS = {
  en: {
    count: /^(\d{1,3}(,\d{3})*|More than \d+) jobs?$/,
    // Hourly pay with its cents, yearly in whole dollars.
    cardPay: /^(\$\d+\.\d{2}\+ an hour|\$\d{1,3}(,\d{3})+\+ a year)$/,
    pay: /^(\$\d+\.\d{2}( – \$\d+\.\d{2})? an hour|\$\d{1,3}(,\d{3})+( – \$\d{1,3}(,\d{3})+)? a year)$/,
    date: /^[A-Z][a-z]+ \d{1,2}, \d{4}$/,
    distance: /^(1 mile|\d{1,3}(,\d{3})*(\.\d)? miles) from you$/,
  },
  ar: {
    count: /^(أكثر من )?\d{1,3}(,\d{3})* (وظيفة|وظائف)$/,
    cardPay: /^(من \d+\.\d{2} US\$ في الساعة|من \d{1,3}(,\d{3})+ US\$ في السنة)$/,
    pay: /^(من \d+\.\d{2} US\$ إلى \d+\.\d{2} US\$ في الساعة|من \d{1,3}(,\d{3})+ US\$ إلى \d{1,3}(,\d{3})+ US\$ في السنة|[\d.,]+ US\$ في (الساعة|السنة))$/,
    date: /^\d{1,2} \S+ \d{4}$/,
    distance: /^على بُعد (\d[\d,]*(\.\d)? )?\S+ منك$/,
  },
} as const;

test.describe("as Amina", () => {
  test.use({ storageState: stateOf("amina") });

  for (const lang of ["en", "ar"] as const) {
    for (const width of [1280, 375]) {
      test(`${lang}, ${width} px: wages, distances and dates in the list and the job view`, async ({
        page,
        context,
        baseURL,
      }, testInfo) => {
        const formats = FORMATS[lang];
        const errors = pageErrors(page);
        await setLanguage(context, baseURL, lang);
        await page.setViewportSize({ width, height: 900 });
        await page.goto("/jobs");
        await expect(page.locator("html")).toHaveAttribute("lang", lang);
        await hydrated(page);

        expect(plain(await jobCount(page).textContent())).toMatch(formats.count);
        const pays = await page.locator(".job-wage").allTextContents();
        expect(pays.length).toBeGreaterThan(0);
        for (const pay of pays) expect(plain(pay)).toMatch(formats.cardPay);
        if (lang === "ar") {
          // The amount is isolated inside the Arabic sentence, as names and titles are, in one
          // left-to-right piece ("16.00 US$", not "$US 16.00").
          expect(pays[0]).toMatch(/^من \u2068[\d,.]+[\s\u00a0]US\$\u2069 في/);
        }
        expect(await page.getByRole("main").innerText()).not.toMatch(ARABIC_DIGITS);
        await page.screenshot({ path: testInfo.outputPath(`list-${lang}-${width}.png`) });

        await page.goto(await demoJobPath(page));
        await expect(page.getByRole("article")).toBeVisible();
        const labels = catalogs[lang];
        expect(plain(await fact(page, labels["jobs.salaryRange"]).textContent())).toMatch(formats.pay);
        expect(plain(await fact(page, labels["jobs.postedOn"]).textContent())).toMatch(formats.date);
        const distance = page.getByRole("article").getByText(lang === "en" ? /from you$/ : /منك$/);
        expect(plain(await distance.textContent())).toMatch(formats.distance);
        expect(await page.getByRole("article").innerText()).not.toMatch(ARABIC_DIGITS);
        await page.screenshot({ path: testInfo.outputPath(`job-${lang}-${width}.png`), fullPage: true });
        expect(errors).toEqual([]);
      });
    }
  }

  test("the filter panel's pay steps and hours, in English and Arabic", async ({ page, context, baseURL }) => {
    await page.goto("/jobs");
    await page.locator("summary[title='Filters']").click();
    for (const amount of [16, 17, 18, 19, 20]) {
      await expect(page.getByRole("radio", { name: `$${amount}+ an hour`, exact: true })).toBeAttached();
    }
    const hours = page.locator("#filter-from option");
    // The hours of the day, in their order.
    await expect(hours.first()).toHaveText("12am");
    await expect(hours.nth(13)).toHaveText("1pm");

    await setLanguage(context, baseURL, "ar");
    await page.goto("/jobs");
    await page.locator("details > summary").click();
    const steps = await page
      .locator("input[name='pay']:not([value='0'])")
      .evaluateAll((inputs) => inputs.map((input) => input.closest("label")?.textContent ?? ""));
    expect(steps.map(plain)).toEqual([
      "من 16 US$ في الساعة",
      "من 17 US$ في الساعة",
      "من 18 US$ في الساعة",
      "من 19 US$ في الساعة",
      "من 20 US$ في الساعة",
    ]);
    const arabicHours = (await page.locator("#filter-from option").allTextContents()).map(plain);
    expect(arabicHours).toHaveLength(24);
    expect(arabicHours.join(" ")).not.toMatch(ARABIC_DIGITS);
    expect(arabicHours[13]).toMatch(/^1 /);
  });

  // Chromium ships no Pashto locale data; formatting Pashto with it would make the
  // browser's text differ from the server's and React would throw the page away.
  test("a Pashto job list and job view hydrate without a mismatch", async ({ page, context, baseURL }) => {
    const errors = pageErrors(page);
    await setLanguage(context, baseURL, "ps");
    await page.goto("/jobs");
    await expect(page.locator("html")).toHaveAttribute("lang", "ps");
    await hydrated(page);
    await page.goto(await demoJobPath(page));
    await expect(page.getByRole("article")).toBeVisible();
    await hydrated(page);
    expect(await page.getByRole("main").innerText()).not.toMatch(ARABIC_DIGITS);
    expect(errors).toEqual([]);
  });
});
