/**
 * Text typed into a <textarea> before the page's scripts came. The page shows and takes input
 * before they run (decision 023), and hydration sets a text area's value back to its server text
 * when that text is not empty (React's `initTextarea`; inputs keep what was typed), so someone
 * editing a job's description on a slow phone lost what they had typed.
 */
let typed: [HTMLTextAreaElement, string][] = [];

/** Called just before hydration: notes every text area whose value is no longer its server text. */
export function keepTypedText(root: ParentNode): void {
  typed = [...root.querySelectorAll("textarea")].flatMap((area): [HTMLTextAreaElement, string][] =>
    area.value === area.defaultValue ? [] : [[area, area.value]],
  );
}

/** Called once hydration has committed: puts the typed text back, as typing would. */
export function restoreTypedText(): void {
  // The prototype's setter, not the element's: React watches the element's own to tell its
  // changes from the user's, and an input event then reaches the field's onChange as typing does.
  const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, "value")?.set;
  for (const [area, value] of typed) {
    if (!area.isConnected) continue;
    setValue?.call(area, value);
    area.dispatchEvent(new Event("input", { bubbles: true }));
  }
  typed = [];
}
