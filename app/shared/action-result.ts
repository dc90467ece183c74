import type { FieldErrors } from "./form";

/** A toast as the browser shows it: already in the visitor's language. */
export interface ShownToast {
  type: "success" | "error";
  message: string;
}

/**
 * What every action answers when it does not redirect (docs/decisions/011-action-results-and-toasts.md).
 * Success usually redirects, with a toast in a cookie; this is the answer that stays on the page.
 */
export interface ActionResult {
  /** Which of the page's forms was sent, where a page has several. */
  intent?: string;
  /** Message keys by field name, shown next to the field; `form` for the form as a whole. */
  errors?: FieldErrors;
  /** What was typed (never a password), so a form rendered by the server refills itself. */
  values?: Record<string, string>;
  /** Feedback that belongs to no field. */
  toast?: ShownToast;
}
