import { data } from "react-router";

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * An action's form, or a 4xx page: a body that is not a form (415), cannot be
 * parsed (400), carries a file (this app takes none) or a NUL character (which
 * PostgreSQL cannot store in text) is refused before anything looks at it.
 */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("Content-Type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.includes(type)) throw data(null, { status: 415 });
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw data(null, { status: 400 });
  }
  for (const [, value] of form) {
    if (typeof value !== "string" || value.includes("\u0000")) throw data(null, { status: 400 });
  }
  return form;
}

/** The browser's data-saver mode (the Save-Data request header): pages then skip optional downloads. */
export function saveDataOn(request: Request): boolean {
  return request.headers.get("Save-Data")?.trim().toLowerCase() === "on";
}

// Every id in the app's paths: a uuid (jobs, requests) or the auth library's letters and digits (users).
const PATH_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * An id from the URL's path, or a 404: a NUL byte (which PostgreSQL cannot store in text),
 * another control character, an overlong or otherwise malformed id never reaches the database.
 */
export function pathId(params: Record<string, string | undefined>, name: string): string {
  const id = params[name];
  if (id === undefined || !PATH_ID.test(id)) throw data(null, { status: 404 });
  return id;
}
