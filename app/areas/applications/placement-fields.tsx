import type { FieldErrors } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import { EMPLOYMENT_TYPES, HEALTH_BENEFITS, MAX_WEEKLY_HOURS, PAY_PERIODS } from "~/shared/constants";
import { RadioGroupField, SelectField, TextField } from "~/shared/ui/form";

export type FormValues = Partial<Record<string, string>>;

/** A field's name in a form that holds a second placement ("nextStartDate" for the better job). */
export function fieldName(prefix: string, field: string): string {
  return prefix ? `${prefix}${field.charAt(0).toUpperCase()}${field.slice(1)}` : field;
}

/**
 * The fields of a placement: start date, pay and its period, hours, type, health benefits. Used by
 * "Record the hire", a correction and a check-in's better job; `id` keeps several on one page apart.
 */
export function PlacementFields({
  id,
  prefix = "",
  values,
  errors,
  required = true,
}: {
  id: string;
  prefix?: string;
  /** Whether the browser asks for the fields before sending (not for a better job that may not be). */
  required?: boolean;
  values: FormValues;
  errors: FieldErrors | undefined;
}) {
  const t = useT();
  const field = (name: string) => {
    const full = fieldName(prefix, name);
    return { id: `${id}-${name}`, name: full, defaultValue: values[full] ?? "", error: errors?.[full], required };
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField {...field("startDate")} type="date" label={t("applications.placement.startDate")} />
      <TextField
        {...field("hoursPerWeek")}
        inputMode="decimal"
        label={t("applications.placement.hoursPerWeek")}
        hint={t("applications.placement.hoursHint", { max: MAX_WEEKLY_HOURS })}
      />
      <TextField
        {...field("pay")}
        inputMode="decimal"
        label={t("applications.placement.pay")}
        hint={t("applications.placement.payHint")}
      />
      <SelectField
        {...field("payPeriod")}
        label={t("applications.placement.payPeriod")}
        options={PAY_PERIODS.map((period) => ({ value: period, label: t(`applications.placement.period.${period}`) }))}
      />
      <SelectField
        {...field("employmentType")}
        label={t("applications.placement.employmentType")}
        options={EMPLOYMENT_TYPES.map((type) => ({ value: type, label: t(`applications.placement.type.${type}`) }))}
      />
      <div className="sm:col-span-2">
        <RadioGroupField
          name={fieldName(prefix, "benefits")}
          legend={t("applications.placement.benefits")}
          defaultValue={values[fieldName(prefix, "benefits")]}
          error={errors?.[fieldName(prefix, "benefits")]}
          options={HEALTH_BENEFITS.map((benefits) => ({
            value: benefits,
            label: t(`applications.placement.benefits.${benefits}`),
          }))}
        />
      </div>
      <TextField
        {...field("benefitsFrom")}
        required={false}
        type="date"
        label={t("applications.placement.benefitsFrom")}
        hint={t("applications.placement.benefitsFromHint")}
      />
    </div>
  );
}
