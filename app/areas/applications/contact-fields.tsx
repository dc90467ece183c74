import { useT } from "~/shared/i18n/i18n-context";
import { RadioGroupField, TextAreaField } from "~/shared/ui/form";
import type { FieldErrors } from "~/shared/form";
import { CONTACT_METHODS } from "~/shared/constants";
import { NOTE_LIMIT } from "./request-forms";

/** How staff should reach the client, and the client's note: the fields of every new request. */
export function ContactFields({ errors, values }: { errors?: FieldErrors; values?: Record<string, string> }) {
  const t = useT();
  return (
    <>
      <RadioGroupField
        name="contactMethod"
        legend={t("applications.form.contactMethod")}
        options={CONTACT_METHODS.map((method) => ({ value: method, label: t(`applications.contact.${method}`) }))}
        defaultValue={values?.contactMethod}
        error={errors?.contactMethod}
        required
      />
      <TextAreaField
        name="note"
        label={t("applications.form.note")}
        hint={t("applications.form.noteHint", { max: NOTE_LIMIT })}
        maxLength={NOTE_LIMIT}
        rows={4}
        defaultValue={values?.note}
        error={errors?.note}
      />
    </>
  );
}
