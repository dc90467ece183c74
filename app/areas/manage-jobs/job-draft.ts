import { useMemo, useSyncExternalStore } from "react";

// One draft per browser. It records whose it is, so on a shared computer (an
// agency's front desk) nobody is offered someone else's draft.
const DRAFT_KEY = "harbor.jobDraft";

export interface JobDraft {
  userId: string;
  savedAt: number;
  values: Record<string, string>;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be switched off by the browser's privacy settings.
    return null;
  }
}

function readRaw(): string | null {
  try {
    return storage()?.getItem(DRAFT_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The stored draft, or "corrupt" when something unreadable sits under the key. */
export function parseJobDraft(raw: string | null, userId: string): JobDraft | "corrupt" | null {
  if (!raw) return null;
  try {
    const draft = JSON.parse(raw) as Partial<JobDraft>;
    if (typeof draft !== "object" || draft === null || typeof draft.values !== "object" || draft.values === null) {
      return "corrupt";
    }
    if (draft.userId !== userId) return null;
    const values = Object.fromEntries(Object.entries(draft.values).filter(([, v]) => typeof v === "string"));
    return { userId, savedAt: Number(draft.savedAt) || 0, values };
  } catch {
    return "corrupt";
  }
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** The draft found in the browser; null while rendering on the server. */
export function useStoredJobDraft(userId: string | undefined): JobDraft | "corrupt" | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => (userId ? parseJobDraft(raw, userId) : null), [raw, userId]);
}

export function saveJobDraft(userId: string, form: HTMLFormElement): void {
  const values: Record<string, string> = {};
  for (const [key, value] of new FormData(form)) if (typeof value === "string") values[key] = value;
  try {
    storage()?.setItem(DRAFT_KEY, JSON.stringify({ userId, savedAt: Date.now(), values } satisfies JobDraft));
  } catch {
    // A full or disabled storage only loses the draft, never the form.
  }
}

export function clearJobDraft(): void {
  try {
    storage()?.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}

/** Puts a draft's values into the form's own (uncontrolled) fields. */
export function fillJobForm(form: HTMLFormElement, values: Record<string, string>): void {
  for (const element of Array.from(form.elements)) {
    if (!(
      element instanceof HTMLInputElement ||
      element instanceof HTMLSelectElement ||
      element instanceof HTMLTextAreaElement
    )) {
      continue;
    }
    if (!element.name || element.type === "hidden" || element.type === "submit") continue;
    if (element instanceof HTMLInputElement && element.type === "checkbox")
      element.checked = values[element.name] === "on";
    else if (element.name in values) element.value = values[element.name] ?? "";
  }
}
