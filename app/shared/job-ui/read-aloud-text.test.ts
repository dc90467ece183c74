import { describe, expect, it } from "vitest";
import { hasVoiceFor, jobSpeechText } from "./read-aloud-text";

describe("jobSpeechText", () => {
  it.each([
    ["title and company only", "Cook", "Diner", [], "Cook. Diner."],
    [
      "label with value",
      "Cook",
      "Diner",
      [["Salary Range", "$16 - $18 Hourly"]],
      "Cook. Diner. Salary Range: $16 - $18 Hourly.",
    ],
    [
      "label's own colon is not doubled",
      "Cook",
      "Diner",
      [["How to apply:", "Call us"]],
      "Cook. Diner. How to apply: Call us.",
    ],
    [
      "empty values are skipped",
      "Cook",
      "Diner",
      [
        ["Language Notes", ""],
        ["Shift", null],
      ],
      "Cook. Diner.",
    ],
    [
      "line breaks become spaces",
      "Cook",
      "Diner",
      [["Shift", "Mon-Fri\n9am - 5pm"]],
      "Cook. Diner. Shift: Mon-Fri 9am - 5pm.",
    ],
    [
      "sentence ends are kept",
      "Cook!",
      "Diner",
      [["Description", "Fast paced."]],
      "Cook! Diner. Description: Fast paced.",
    ],
    [
      "Arabic question mark",
      "طباخ",
      "مطعم",
      [["ملاحظات", "هل تتكلم العربية؟"]],
      "طباخ. مطعم. ملاحظات: هل تتكلم العربية؟",
    ],
  ] as const)("%s", (_, title, company, facts, expected) => {
    expect(jobSpeechText(title, company, facts)).toBe(expected);
  });
});

describe("hasVoiceFor", () => {
  it.each([
    [["en-US"], "en", true],
    [["ar-SA"], "ar", true],
    [["fa-IR"], "fa-AF", true],
    [["fa_IR"], "fa-AF", true],
    [["en-US", "fr-FR"], "sw", false],
    [[], "en", false],
    [["es-ES"], "en", false],
  ])("%j for %s is %s", (langs, locale, expected) => {
    expect(
      hasVoiceFor(
        langs.map((lang) => ({ lang })),
        locale,
      ),
    ).toBe(expected);
  });
});
