import { expect, test, type Page } from "@playwright/test";
import { catalogs } from "~/shared/i18n/catalog.server";
import { stateOf } from "./helpers";

const es = catalogs.es;

test.use({ storageState: stateOf("client") });

// The browser's speech engine (and its voices) is outside our control, and headless
// Chromium usually has none: the page gets a stand-in speechSynthesis that records
// what it was asked to say. `voices` arrive late, as in Chromium, with voiceschanged.
async function stubSpeech(page: Page, voices: string[]) {
  await page.addInitScript((langs) => {
    const synth = window.speechSynthesis;
    const record = window as unknown as {
      spoken: { text: string; lang: string }[];
      voicesAsked: boolean;
      voicesChanged: boolean;
    };
    record.spoken = [];
    record.voicesAsked = false;
    record.voicesChanged = false;
    let available: { lang: string }[] = [];
    synth.getVoices = () => {
      record.voicesAsked = true;
      return available as SpeechSynthesisVoice[];
    };
    synth.speak = (utterance) => void record.spoken.push({ text: utterance.text, lang: utterance.lang });
    synth.cancel = () => {};
    setTimeout(() => {
      available = langs.map((lang) => ({ lang }));
      synth.dispatchEvent(new Event("voiceschanged"));
      record.voicesChanged = true;
    }, 300);
  }, voices);
}

/** Opens one of the demo's Janitor jobs (no test changes them) in Spanish; returns its title. */
async function openJobInSpanish(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: "lang", value: "es", url: baseURL }]);
  await page.goto("/jobs?q=Janitor");
  await page.locator("main li.job-card a").first().click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}/);
  return (await page.locator("#job-title").textContent()) ?? "";
}

test("Read aloud speaks the job in the page's language and stops", async ({ page, baseURL }) => {
  await stubSpeech(page, ["es-ES"]);
  const title = await openJobInSpanish(page, baseURL as string);

  await page.getByRole("button", { name: es["jobs.readAloud"] }).click();
  const spoken = await page.evaluate(() => (window as unknown as { spoken: { text: string; lang: string }[] }).spoken);
  expect(spoken.map((utterance) => utterance.lang)).toEqual(["es"]);
  const text = spoken[0]?.text ?? "";
  expect(text.startsWith(`${title}.`)).toBe(true);
  for (const label of [
    es["jobs.salaryRange"],
    es["jobs.shift"],
    es["jobs.location"],
    es["jobs.englishLevel"],
    es["jobs.description"],
  ]) {
    expect(text).toContain(`${label.replace(/:$/, "")}: `);
  }

  await page.getByRole("button", { name: es["jobs.stopReading"] }).click();
  await expect(page.getByRole("button", { name: es["jobs.readAloud"] })).toBeVisible();
});

test("there is no Read aloud button without a voice for the language", async ({ page, baseURL }) => {
  await stubSpeech(page, ["en-US"]);
  await openJobInSpanish(page, baseURL as string);
  await page.waitForFunction(() => (window as unknown as { voicesAsked: boolean }).voicesAsked);
  // Past the late voice list too: the stand-in announces it with voiceschanged.
  await page.waitForFunction(() => (window as unknown as { voicesChanged: boolean }).voicesChanged);
  await expect(page.getByRole("button", { name: es["jobs.readAloud"] })).toHaveCount(0);
});
