import { describe, expect, it } from "vitest";
import { catalogs } from "./catalog.server";
import { familyOf, LOCALES } from "./i18n";

const english: Record<string, string> = catalogs.en;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const plainKeys = Object.keys(english).filter((key) => familyOf(key) === key);
// A plural family is a base key whose English forms end in _one, _other…
const families = [
  ...new Set(
    Object.keys(english)
      .filter((key) => familyOf(key) !== key)
      .map(familyOf),
  ),
];

describe.each(LOCALES)("the %s catalogue", (locale) => {
  const catalog: Record<string, string> = catalogs[locale];
  // The plural categories of the language, from the CLDR data of the JavaScript engine.
  const rules = new Intl.PluralRules(locale);
  const forms = rules.resolvedOptions().pluralCategories;
  const expected = [...plainKeys, ...families.flatMap((family) => forms.map((form) => `${family}_${form}`))];

  it("has every key English has, and each plural family in every form its plural rules use", () => {
    expect(expected.filter((key) => !(key in catalog))).toEqual([]);
  });

  it("has no key English does not use, nor a plural form its language does not have", () => {
    expect(Object.keys(catalog).filter((key) => !expected.includes(key))).toEqual([]);
  });

  it("keeps each message's placeholders and leaves none empty", () => {
    for (const key of plainKeys) {
      expect(catalog[key]?.trim(), key).not.toBe("");
      expect(placeholders(catalog[key] ?? ""), key).toEqual(placeholders(english[key] ?? ""));
    }
  });

  // A form may leave the number out only when it stands for one number ("وظيفتان" is
  // "two jobs"); French "one" is also 0, Ukrainian "one" also 21, so they must show it.
  it("keeps the placeholders of a plural family in each form; only a form for one number may leave out {count}", () => {
    const numbersOf = (form: string) =>
      Array.from({ length: 1001 }, (_, n) => n).filter((n) => rules.select(n) === form);
    for (const family of families) {
      const reference = placeholders(english[`${family}_other`] ?? "");
      for (const form of forms) {
        const key = `${family}_${form}`;
        const text = catalog[key] ?? "";
        expect(text.trim(), key).not.toBe("");
        const optional = numbersOf(form).length === 1 ? ["count"] : [];
        const shown = placeholders(text);
        expect(shown, key).toEqual(reference.filter((name) => shown.includes(name) || !optional.includes(name ?? "")));
      }
    }
  });
});
