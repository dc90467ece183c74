import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { useT } from "~/shared/i18n/i18n-context";
import type { MessageKey } from "~/shared/i18n/i18n";

interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  error?: MessageKey | undefined;
  hint?: string;
}

// Addresses, passwords and numbers are written left to right in every
// language; in a right-to-left page they would otherwise start at the wrong end.
const LEFT_TO_RIGHT_TYPES = new Set(["email", "password", "tel", "url"]);

export function TextField({ name, label, error, hint, id, ...input }: TextFieldProps) {
  const t = useT();
  const inputId = id ?? name;
  const describedBy = [hint && `${inputId}-hint`, error && `${inputId}-error`].filter(Boolean).join(" ");
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="font-medium">
        {label}
      </label>
      <input
        id={inputId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        dir={input.type && LEFT_TO_RIGHT_TYPES.has(input.type) ? "ltr" : undefined}
        className="min-h-11 rounded-md border border-stone-400 bg-white px-3 text-base aria-invalid:border-red-700"
        {...input}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="text-sm font-medium text-red-800">
          {t(error)}
        </p>
      )}
    </div>
  );
}

export function FormError({ error }: { error?: MessageKey | undefined }) {
  const t = useT();
  if (!error) return null;
  return (
    <p role="alert" className="rounded-md bg-red-100 p-3 font-medium text-red-900">
      {t(error)}
    </p>
  );
}

export function SubmitButton(props: { pending: boolean; children: ReactNode; pendingLabel: string }) {
  return (
    <button
      type="submit"
      disabled={props.pending}
      className="min-h-11 rounded-md bg-orange-800 px-4 font-semibold text-white hover:bg-orange-900 disabled:opacity-70"
    >
      {props.pending ? props.pendingLabel : props.children}
    </button>
  );
}

/** A new password typed twice, with the length rule shown. */
export function NewPasswordFields(props: {
  passwordLabel: string;
  confirmLabel: string;
  errors: Partial<Record<string, MessageKey>>;
}) {
  const t = useT();
  return (
    <>
      <TextField
        name="password"
        type="password"
        autoComplete="new-password"
        label={props.passwordLabel}
        hint={t("signUp.passwordHint")}
        error={props.errors.password}
        required
      />
      <TextField
        name="confirmPassword"
        type="password"
        autoComplete="new-password"
        label={props.confirmLabel}
        error={props.errors.confirmPassword}
        required
      />
    </>
  );
}

interface FieldShellProps {
  id: string;
  label: ReactNode;
  hint?: string | undefined;
  error?: MessageKey | undefined;
  children: (describedBy: string | undefined) => ReactNode;
}

/** Label, hint and error around any control, wired with aria-describedby. */
export function FieldShell({ id, label, hint, error, children }: FieldShellProps) {
  const t = useT();
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-medium">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-red-800">
          {t(error)}
        </p>
      )}
    </div>
  );
}

const CONTROL = "rounded-md border border-stone-400 bg-white px-3 text-base aria-invalid:border-red-700";

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  error?: MessageKey | undefined;
  hint?: string | undefined;
}

export function SelectField({ name, label, options, error, hint, id, ...select }: SelectFieldProps) {
  const selectId = id ?? name;
  return (
    <FieldShell id={selectId} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select
          id={selectId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`min-h-11 ${CONTROL}`}
          {...select}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string;
  label: ReactNode;
  error?: MessageKey | undefined;
  hint?: string | undefined;
}

export function TextAreaField({ name, label, error, hint, id, ...textarea }: TextAreaFieldProps) {
  const areaId = id ?? name;
  return (
    <FieldShell id={areaId} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <textarea
          id={areaId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`py-2 ${CONTROL}`}
          {...textarea}
        />
      )}
    </FieldShell>
  );
}

export function CheckboxField({
  label,
  ...input
}: InputHTMLAttributes<HTMLInputElement> & { name: string; label: string }) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input type="checkbox" className="size-5 accent-orange-800" {...input} />
      {label}
    </label>
  );
}

/** One choice of several, as radio buttons in a fieldset whose legend is the question. */
export function RadioGroupField(props: {
  name: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  defaultValue?: string | undefined;
  error?: MessageKey | undefined;
  required?: boolean;
}) {
  const t = useT();
  const errorId = `${props.name}-error`;
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={props.error ? errorId : undefined}>
      <legend className="mb-1 font-medium">{props.legend}</legend>
      {props.options.map((option) => (
        <label key={option.value} className="flex min-h-11 items-center gap-3 rounded-md border border-stone-300 px-3">
          <input
            type="radio"
            name={props.name}
            value={option.value}
            defaultChecked={props.defaultValue === option.value}
            required={props.required}
            className="size-5 shrink-0 accent-orange-800"
          />
          {option.label}
        </label>
      ))}
      {props.error && (
        <p id={errorId} className="text-sm font-medium text-red-800">
          {t(props.error)}
        </p>
      )}
    </fieldset>
  );
}
