import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { useFetcher } from "react-router";
import { userPickFields } from "~/shared/user-pick";
import type { MessageKey } from "~/shared/i18n/i18n";
import { useT } from "~/shared/i18n/i18n-context";
import type { Role } from "~/shared/constants";

export interface PickableUser {
  id: string;
  name: string;
  email: string;
  company: string | null;
  role: Role;
}

export interface UserPickerProps {
  /** Form field of the chosen user's id; the typed text is sent as `${name}Search`. */
  name: string;
  label: string;
  hint?: string | undefined;
  error?: MessageKey | undefined;
  /** Left out of the suggestions, e.g. the user whose jobs are being moved. */
  excludeUserId?: string | undefined;
  /** What the text box shows at first, e.g. what was typed before a failed submit. */
  defaultQuery?: string | undefined;
}

const SEARCH_DELAY_MS = 200;

/**
 * Finds an employer or admin by name, email or company as the admin types, and
 * puts the chosen user's id in a hidden field. Without JavaScript it is a plain
 * text box whose text the server resolves (see findAssignableUser).
 */
export function UserPicker({ name, label, hint, error, excludeUserId, defaultQuery = "" }: UserPickerProps) {
  const t = useT();
  const baseId = useId();
  const inputId = `${baseId}-input`;
  const listId = `${baseId}-list`;
  const fields = userPickFields(name);
  const fetcher = useFetcher<{ users: PickableUser[] }>({ key: `user-picker-${baseId}` });
  const [query, setQuery] = useState(defaultQuery);
  const [chosen, setChosen] = useState<PickableUser | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const results = query.trim() ? (fetcher.data?.users ?? []) : [];
  const searching = fetcher.state === "loading";
  const showList = open && results.length > 0;

  // A press outside the text box (mouse or touch) blurs it before the press ends. Collapsing
  // the list right then would pull what sits below it, the form's submit button, from under the
  // pointer, and the click would land on nothing. So a blur during a press closes the list only
  // once the click that ends the press has reached its target.
  const pressing = useRef(false);
  const closeAfterPress = useRef(false);
  useEffect(() => {
    if (!showList) return;
    const listening = new AbortController();
    const options = { capture: true, signal: listening.signal };
    const pressEnded = () => {
      pressing.current = false;
      if (!closeAfterPress.current) return;
      closeAfterPress.current = false;
      setTimeout(() => setOpen(false));
    };
    const pressStarted = () => {
      pressing.current = true;
    };
    document.addEventListener("pointerdown", pressStarted, options);
    document.addEventListener("click", pressEnded, options);
    document.addEventListener("pointercancel", pressEnded, options);
    return () => {
      listening.abort();
      pressing.current = false;
      closeAfterPress.current = false;
    };
  }, [showList]);

  function onBlur() {
    if (pressing.current) closeAfterPress.current = true;
    else setOpen(false);
  }

  function search(text: string) {
    setQuery(text);
    setChosen(null);
    setActive(-1);
    setOpen(Boolean(text.trim()));
    clearTimeout(timer.current);
    if (!text.trim()) return;
    timer.current = setTimeout(() => {
      const params = new URLSearchParams({ q: text.trim() });
      if (excludeUserId) params.set("exclude", excludeUserId);
      void fetcher.load(`/api/users/search?${params}`);
    }, SEARCH_DELAY_MS);
  }

  function choose(user: PickableUser) {
    setChosen(user);
    setQuery(`${user.name} (${user.email})`);
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "ArrowDown" && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i + 1) % results.length);
    } else if (event.key === "ArrowUp" && results.length > 0) {
      event.preventDefault();
      setOpen(true);
      setActive((i) => (i <= 0 ? results.length - 1 : i - 1));
    } else if (event.key === "Enter" && open && results[active]) {
      // Choosing from the list must not submit the surrounding form.
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === "Escape" && open) {
      event.preventDefault();
      setOpen(false);
    }
  }

  const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`, `${inputId}-status`]
    .filter(Boolean)
    .join(" ");
  const status =
    !open || !query.trim()
      ? ""
      : searching
        ? t("picker.searching")
        : results.length === 0 && fetcher.data
          ? t("picker.noResults")
          : t("picker.results", { count: results.length });

  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      <input type="hidden" name={fields.id} value={chosen?.id ?? ""} />
      <input
        id={inputId}
        name={fields.search}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={listId}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={query}
        onChange={(event) => search(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        onFocus={() => setOpen(Boolean(query.trim()) && !chosen)}
        className="min-h-11 rounded-md border border-stone-400 bg-white px-3 text-base aria-invalid:border-red-700"
      />
      {/* In the flow rather than floating, so a dialog or a card never clips it. */}
      <ul
        id={listId}
        role="listbox"
        aria-label={label}
        hidden={!showList}
        className="max-h-72 overflow-auto rounded-md bg-white shadow-md ring-1 ring-stone-300"
      >
        {results.map((user, index) => (
          <li
            key={user.id}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps focus in the text box so the list does not close before the click lands.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(user)}
            className="flex min-h-11 cursor-pointer flex-col justify-center px-3 py-2 aria-selected:bg-orange-100 hover:bg-stone-100"
          >
            <span className="font-medium">{user.name}</span>
            <span className="text-sm text-stone-700">
              {[user.email, user.company, t(`role.${user.role}`)].filter(Boolean).join(" · ")}
            </span>
          </li>
        ))}
      </ul>
      {hint && (
        <p id={`${inputId}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      <p id={`${inputId}-status`} role="status" className="sr-only">
        {status}
      </p>
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-medium text-red-800">
          {t(error)}
        </p>
      )}
    </div>
  );
}
