import { createT, type MessageKey, type Messages, type Vars } from "~/i18n/i18n";

interface RootMatchData {
  messages?: Messages;
  brand?: { name: string };
}

/** "<page> · <brand>" in the visitor's language, from the root loader's catalogue. */
export function pageTitle(matches: readonly unknown[], key: MessageKey, vars?: Vars) {
  const root = (matches[0] as { data?: RootMatchData } | undefined)?.data;
  const t = createT(root?.messages ?? {});
  const brand = root?.brand?.name ?? "Harbor Jobs";
  return [{ title: `${t(key, { brand, ...vars })} · ${brand}` }];
}
