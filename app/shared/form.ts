import * as z from "zod/mini";
import { isKeyShaped, type MessageKey } from "~/shared/i18n/i18n";

/**
 * A length limit that ends the field's checks when it fails: zod runs the checks after a
 * failed one by default, and no pattern may ever see an over-long input (docs/security.md).
 */
export function maxChars(max: number, message: MessageKey = "validation.tooLong") {
  return z.maxLength(max, { message, abort: true });
}

export type FieldErrors = Partial<Record<string, MessageKey>>;

export type FormResult<T> = { ok: true; data: T } | { ok: false; errors: FieldErrors };

/** Validates form fields with a schema whose messages are catalogue keys. */
export function parseForm<S extends z.ZodMiniType>(schema: S, form: FormData): FormResult<z.infer<S>> {
  const fields: Record<string, string> = {};
  for (const [key, value] of form) if (typeof value === "string") fields[key] = value;
  const result = schema.safeParse(fields);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "form");
    errors[field] ??= isKeyShaped(issue.message) ? issue.message : "validation.required";
  }
  return { ok: false, errors };
}

/** What the user typed, returned with errors so a server-rendered form can refill itself. */
export function typedValues(form: FormData, omit: readonly string[] = []): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form) {
    if (typeof value === "string" && !omit.includes(key)) values[key] = value;
  }
  return values;
}
