import { createContext, useContext, useMemo, type ReactNode } from "react";
import { createT, DEFAULT_LOCALE, type Locale, type Messages, type TFunction } from "./i18n";

interface I18nValue {
  locale: Locale;
  dir: "ltr" | "rtl";
  t: TFunction;
}

const I18nContext = createContext<I18nValue | null>(null);

export function I18nProvider(props: {
  locale: Locale;
  dir: "ltr" | "rtl";
  messages: Messages;
  children: ReactNode;
}) {
  const { locale, dir, messages } = props;
  const value = useMemo(() => ({ locale, dir, t: createT(messages) }), [locale, dir, messages]);
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
