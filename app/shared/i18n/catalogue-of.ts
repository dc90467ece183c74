// Apart from i18n.ts, which takes its key types from every area's English strings
// (app/catalogs.ts): the strings files import this, so i18n.ts importing it back would close a circle.

/** The plural categories of CLDR, as Intl.PluralRules names them. */
export type PluralCategory = Intl.LDMLPluralRule;

/**
 * What a language's catalogue file holds: every key of its English file, and
 * each plural family in the forms of that language (catalogs.test.ts checks
 * them against the language's plural rules).
 */
export type CatalogueOf<EnglishFile> = {
  [K in keyof EnglishFile as K extends `${string}_${PluralCategory}` ? never : K]: string;
} & {
  [K in keyof EnglishFile as K extends `${infer Base}_other` ? `${Base}_${PluralCategory}` : never]?: string;
} & {
  [K in keyof EnglishFile as K extends `${string}_other` ? K : never]: string;
};
