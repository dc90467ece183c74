import { expect, test, type Page } from "@playwright/test";
import { catalogs } from "~/shared/i18n/catalog.server";
import { signInInAnyLanguage } from "./helpers";

const es = catalogs.es;

// The browser's speech engine (and its voices) is outside our control, and headless
// Chromium usually has none: the page gets a stand-in speechSynthesis that records
// what it was asked to say. `voices` arrive late, as in Chromium, with voiceschanged.
async function stubSpeech(page: Page, voices: string[]) {
  await page.addInitScript((langs) => {
    const synth = window.speechSynthesis;
    const record = window as unknown as { spoken: { text: string; lang: string }[]; voicesAsked: boolean };
    record.spoken = [];
    record.voicesAsked = false;
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
    }, 300);
  }, voices);
}

async function openFirstJobInSpanish(page: Page, baseURL: string) {
  await page.context().addCookies([{ name: "lang", value: "es", url: baseURL }]);
  await signInInAnyLanguage(page, "client@example.org");
  await page.goto("/jobs");
  await page.getByRole("main").getByRole("list").first().getByRole("listitem").first().getByRole("link").click();
  await expect(page).toHaveURL(/\/jobs\/[0-9a-f-]{36}/);
  return (await page.locator("#job-title").textContent()) ?? "";
}

test("Read aloud speaks the job in the page's language and stops", async ({ page, baseURL }) => {
  await stubSpeech(page, ["es-ES"]);
  const title = await openFirstJobInSpanish(page, baseURL as string);

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
  await openFirstJobInSpanish(page, baseURL as string);
  await page.waitForFunction(() => (window as unknown as { voicesAsked: boolean }).voicesAsked);
  // Past the late voice list too.
  await page.waitForTimeout(500);
  await expect(page.getByRole("button", { name: es["jobs.readAloud"] })).toHaveCount(0);
});
