import { describe, expect, it } from "vitest";
import { catalogs } from "./catalog.server";
import { LOCALES } from "./i18n";

const english = catalogs.en;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe.each(LOCALES.filter((l) => l !== "en"))("the %s catalogue", (locale) => {
  const catalog: Record<string, string> = catalogs[locale];

  it("has every key English has", () => {
    expect(Object.keys(english).filter((key) => !(key in catalog))).toEqual([]);
  });

  it("has no key English does not use", () => {
    expect(Object.keys(catalog).filter((key) => !(key in english))).toEqual([]);
  });

  it("keeps each message's placeholders and leaves none empty", () => {
    for (const [key, text] of Object.entries(english)) {
      expect(catalog[key]?.trim(), key).not.toBe("");
      expect(placeholders(catalog[key] ?? ""), key).toEqual(placeholders(text));
    }
  });
});
