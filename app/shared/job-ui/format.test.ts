import { describe, expect, it } from "vitest";
import { messagesFor } from "~/shared/i18n/catalog.server";
import { createT, type Locale } from "~/shared/i18n/i18n";
import { jobFormat, payFromText, payRangeText } from "./format";

// Intl writes non-breaking and narrow spaces; the cases write plain ones.
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const NOV_3 = new Date(Date.UTC(2026, 10, 3, 22));

describe("jobFormat", () => {
  it.each([
    ["en", "$22.50", "$18.00", "$45,000", "$45,000.50", "$16"],
    ["es", "22,50 $", "18,00 $", "45.000 $", "45.000,50 $", "16 $"],
    ["fr", "22,50 $", "18,00 $", "45 000 $", "45 000,50 $", "16 $"],
    ["uk", "22,50 $", "18,00 $", "45 000 $", "45 000,50 $", "16 $"],
    ["sw", "$ 22.50", "$ 18.00", "$ 45,000", "$ 45,000.50", "$ 16"],
    // Without the pattern's right-to-left mark: the amount stays in one piece in a sentence.
    ["ar", "22.50 US$", "18.00 US$", "45,000 US$", "45,000.50 US$", "16 US$"],
    ["fa-AF", "$ 22.50", "$ 18.00", "$ 45,000", "$ 45,000.50", "$ 16"],
    ["ps", "$ 22.50", "$ 18.00", "$ 45,000", "$ 45,000.50", "$ 16"],
  ] as const)(
    "%s: hourly pay with cents, yearly in whole dollars unless it has cents",
    (locale, h1, h2, y1, y2, step) => {
      const format = jobFormat(locale);
      expect(spaced(format.wage(22.5, "Hourly"))).toBe(h1);
      expect(spaced(format.wage(18, "Hourly"))).toBe(h2);
      expect(spaced(format.wage(45000, "Yearly"))).toBe(y1);
      expect(spaced(format.wage(45000.5, "Yearly"))).toBe(y2);
      expect(spaced(format.dollars(16))).toBe(step);
    },
  );

  it.each([
    ["en", "1 mile", "2 miles", "3.3 miles", "November 3, 2026", "March 2, 2026", "12am", "1pm"],
    ["fr", "1 mile", "2 miles", "3,3 miles", "3 novembre 2026", "2 mars 2026", "00 h", "13 h"],
    ["uk", "1 миля", "2 милі", "3,3 милі", "3 листопада 2026 р.", "2 березня 2026 р.", "0", "13"],
    // Arabic's own words for one and two miles; the digits 0–9.
    ["ar", "ميل", "ميلان", "3.3 ميل", "3 نوفمبر 2026", "2 مارس 2026", "12 ص", "1 م"],
    // Dari and Pashto: the Gregorian calendar and the digits 0–9 (their default is the solar calendar).
    ["fa-AF", "1 مایل", "2 مایل", "3.3 مایل", "3 نومبر 2026", "2 مارچ 2026", "00", "13"],
    ["ps", "1 مایل", "2 مایل", "3.3 مایل", "3 نومبر 2026", "2 مارچ 2026", "00", "13"],
  ] as const)("%s: distances, dates (in UTC) and hours", (locale, one, two, some, date, day, midnight, pm) => {
    const format = jobFormat(locale);
    expect(spaced(format.distance(1))).toBe(one);
    expect(spaced(format.distance(2))).toBe(two);
    expect(spaced(format.distance(3.25))).toBe(some);
    expect(spaced(format.date(NOV_3))).toBe(date);
    expect(spaced(format.day("2026-03-02"))).toBe(day);
    expect(spaced(format.hour(0))).toBe(midnight);
    expect(spaced(format.hour(13))).toBe(pm);
  });

  it("is built once per language, not per card", () => {
    expect(jobFormat("ar")).toBe(jobFormat("ar"));
    expect(jobFormat("ar")).not.toBe(jobFormat("en"));
  });
});

describe("pay sentences", () => {
  const pay = (locale: Locale) => ({ t: createT(messagesFor(locale), locale), format: jobFormat(locale) });

  it.each([
    [{ wageMin: 22.5, wageMax: 25, wageType: "Hourly" }, "$22.50+ an hour", "$22.50 – $25.00 an hour"],
    [{ wageMin: 18, wageMax: 18, wageType: "Hourly" }, "$18.00+ an hour", "$18.00 an hour"],
    [{ wageMin: 40000, wageMax: 52000, wageType: "Yearly" }, "$40,000+ a year", "$40,000 – $52,000 a year"],
  ] as const)("English: %o", (job, from, range) => {
    const { t, format } = pay("en");
    expect(payFromText(t, format, job)).toBe(from);
    expect(payRangeText(t, format, job)).toBe(range);
  });

  it("Arabic isolates each amount in the sentence", () => {
    const { t, format } = pay("ar");
    expect(spaced(payRangeText(t, format, { wageMin: 16.5, wageMax: 18, wageType: "Hourly" }))).toBe(
      "من \u206816.50 US$\u2069 إلى \u206818.00 US$\u2069 في الساعة",
    );
  });
});
