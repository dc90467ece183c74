import { createContext, useContext, useMemo, type ReactNode } from "react";
import { useMatches } from "react-router";
import { createT, DEFAULT_LOCALE, mergedMessages, type Locale, type TFunction } from "./i18n";

interface I18nValue {
  locale: Locale;
  dir: "ltr" | "rtl";
  t: TFunction;
}

const I18nContext = createContext<I18nValue | null>(null);

/** Translates with the messages that the loaders of the matched routes sent. */
export function I18nProvider(props: { locale: Locale; dir: "ltr" | "rtl"; children: ReactNode }) {
  const { locale, dir } = props;
  const { messages, keys } = mergedMessages(useMatches());
  // Loaders send the same areas again when they re-run; `t` keeps its identity
  // while the set of keys is unchanged, so effects that depend on it do not re-run.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const value = useMemo(() => ({ locale, dir, t: createT(messages, locale) }), [locale, dir, keys]);
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

// Only an error page rendered without the root loader's data lacks a catalogue;
// it then shows message keys rather than crash.
const fallback: I18nValue = { locale: DEFAULT_LOCALE, dir: "ltr", t: createT({}) };

export function useI18n(): I18nValue {
  return useContext(I18nContext) ?? fallback;
}

export function useT(): TFunction {
  return useI18n().t;
}
