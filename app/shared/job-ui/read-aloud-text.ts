/** One line of the spoken job: a label the page shows and its value (skipped when empty). */
export type SpokenFact = readonly [label: string, value: string | null | undefined];

const SENTENCE_END = /[.!?؟۔:;…]$/u;

/** Ends a piece with a full stop unless it already ends a sentence, so the voice pauses between facts. */
function sentence(text: string): string {
  return SENTENCE_END.test(text) ? text : `${text}.`;
}

/**
 * The text the Read aloud button speaks: the title, the company, then each fact
 * as "Label: value." Line breaks (shifts, descriptions) become spaces.
 */
export function jobSpeechText(title: string, company: string, facts: readonly SpokenFact[]): string {
  const clean = (text: string) => text.replace(/\s+/g, " ").trim();
  const parts = [clean(title), clean(company)].filter(Boolean).map(sentence);
  for (const [label, value] of facts) {
    const spoken = clean(value ?? "");
    if (spoken) parts.push(sentence(`${clean(label).replace(/:$/, "")}: ${spoken}`));
  }
  return parts.join(" ");
}

/** Whether one of the browser's voices speaks the page's language ("fa-AF" matches a "fa-IR" voice). */
export function hasVoiceFor(voices: readonly { lang: string }[], locale: string): boolean {
  const language = locale.toLowerCase().split(/[-_]/)[0];
  return voices.some((voice) => voice.lang.toLowerCase().split(/[-_]/)[0] === language);
}
