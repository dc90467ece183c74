/**
 * The form fields of a user picker named `name`: the chosen user's id (set by
 * the search-as-you-type list) and the typed text, which the server resolves
 * itself when the id is empty (no JavaScript, or nothing chosen from the list).
 */
export function userPickFields(name: string): { id: string; search: string } {
  return { id: name, search: `${name}Search` };
}

export interface UserPick {
  id: string;
  query: string;
}

export function readUserPick(form: FormData, name: string): UserPick {
  const fields = userPickFields(name);
  const text = (key: string) => {
    const value = form.get(key);
    return typeof value === "string" ? value.trim() : "";
  };
  return { id: text(fields.id), query: text(fields.search) };
}
