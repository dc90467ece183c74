/**
 * Text typed into a <textarea> before the page's scripts came. The page shows and takes input
 * before they run (decision 023), and hydration sets a text area's value back to its server text
 * when that text is not empty (React's `initTextarea`; inputs keep what was typed), so someone
 * editing a job's description on a slow phone lost what they had typed.
 */
let typed = new Map<HTMLTextAreaElement, string>();

// Typing goes on while hydration yields to the browser: the newest text is the one kept.
function noteTyping(event: Event) {
  if (event.target instanceof HTMLTextAreaElement) typed.set(event.target, event.target.value);
}

/** Called just before hydration: notes every text area whose value is no longer its server text. */
export function keepTypedText(): void {
  typed = new Map(
    [...document.querySelectorAll("textarea")]
      .filter((area) => area.value !== area.defaultValue)
      .map((area) => [area, area.value]),
  );
  document.addEventListener("input", noteTyping, true);
}

/**
 * Called once hydration has committed: puts the typed text back. No input event: a form that
 * saves drafts on input (the job form) would take it for new typing and drop the draft it offers.
 */
export function restoreTypedText(): void {
  document.removeEventListener("input", noteTyping, true);
  for (const [area, value] of typed) {
    if (area.isConnected && area.value !== value) area.value = value;
  }
  typed.clear();
}
