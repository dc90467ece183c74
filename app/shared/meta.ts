import { createT, mergedMessages, type MessageKey, type Vars } from "~/shared/i18n/i18n";

/** "<page> · <brand>" in the visitor's language, from the messages the matched routes sent. */
export function pageTitle(matches: readonly ({ loaderData?: unknown } | undefined)[], key: MessageKey, vars?: Vars) {
  const root = matches[0]?.loaderData as { brand?: { name: string } } | undefined;
  const t = createT(mergedMessages(matches).messages);
  const brand = root?.brand?.name ?? "Harbor Jobs";
  return [{ title: `${t(key, { brand, ...vars })} · ${brand}` }];
}
