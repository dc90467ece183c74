import { data, Form, useNavigation } from "react-router";
import { FormError, SubmitButton, TextField } from "~/shared/ui/form";
import { ProfilePage } from "./profile-page";
import { ProfileSchema } from "~/shared/account-forms";
import { parseForm, typedValues, type FieldErrors } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import { getUserById, updateProfile } from "~/shared/server/users.server";
import { requirePage } from "~/shared/access/guard.server";
import { submitChecked } from "~/shared/client-action";
import { geocodeAddress } from "~/shared/server/geocoder.server";
import { pageTitle } from "~/shared/meta";
import { actionResult, redirectWithToast } from "~/shared/server/toast.server";
import type { Route } from "./+types/profile-set-profile";
import { pageMessages } from "./messages.server";
import { readForm } from "~/shared/server/request.server";
import { requireWithinLimits, writeRules } from "~/shared/server/rate-limit.server";

export async function loader({ request }: Route.LoaderArgs) {
  const session = await requirePage(request, "profile");
  const user = await getUserById(session.id);
  if (!user) throw data(null, { status: 404 });
  return {
    employer: user.role === "employer",
    messages: pageMessages(request),
    values: {
      name: user.name,
      phone: user.phone ?? "",
      company: user.company ?? "",
      street: user.street ?? "",
      city: user.city ?? "",
      state: user.state ?? "",
      zip: user.zip ?? "",
    },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const session = await requirePage(request, "profile");
  const form = await readForm(request);
  const values = typedValues(form);
  const parsed = parseForm(ProfileSchema, form);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values });
  await requireWithinLimits(request, [[writeRules().profile, session.id]]);
  const { street, city, state, zip, company, ...fields } = parsed.data;
  let address = null;
  if (street) {
    // The coordinates let the job list show distances.
    const point = await geocodeAddress({ street, city, state, zip });
    if (!point)
      return actionResult(request, 400, { errors: { zip: "accounts.profile.addressNotFound" } as FieldErrors, values });
    address = { street, city, state, zip, ...point };
  }
  const updated = await updateProfile(session.id, {
    ...fields,
    company: session.role === "employer" ? company : undefined,
    address,
  });
  if (updated === "notFound")
    return actionResult(request, 404, {
      errors: { form: "accounts.users.error.deletedMeanwhile" } as FieldErrors,
      values,
    });
  if (updated !== "updated") {
    const errors: FieldErrors = {
      phone: updated === "phoneTaken" ? "validation.phoneTaken" : "validation.phoneRequired",
    };
    return actionResult(request, 400, { errors, values });
  }
  throw await redirectWithToast("/profile/account", { type: "success", key: "accounts.profile.updated" });
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitChecked(ProfileSchema, request, serverAction);
}

export default function ProfileSetProfile({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  const values: Record<string, string | undefined> = actionData?.values ?? loaderData.values;

  return (
    <ProfilePage title={t("accounts.profile.menu.edit")}>
      <Form method="post" noValidate className="flex flex-col gap-4">
        <FormError error={errors.form} />
        <TextField
          name="name"
          autoComplete="name"
          label={t("signUp.name")}
          defaultValue={values.name}
          error={errors.name}
          required
        />
        <TextField
          name="phone"
          type="tel"
          autoComplete="tel"
          label={t("common.users.phoneOptional")}
          defaultValue={values.phone}
          error={errors.phone}
        />
        {loaderData.employer && (
          <TextField
            name="company"
            autoComplete="organization"
            label={t("signUp.company")}
            hint={t("accounts.profile.companyHint")}
            defaultValue={values.company}
            error={errors.company}
          />
        )}
        <fieldset className="flex flex-col gap-4 rounded-md border border-stone-300 p-4">
          <legend className="px-1 font-semibold">{t("accounts.profile.address")}</legend>
          <p className="text-sm text-stone-700">{t("accounts.profile.addressHint")}</p>
          <TextField
            name="street"
            autoComplete="address-line1"
            label={t("accounts.profile.street")}
            defaultValue={values.street}
            error={errors.street}
          />
          <TextField
            name="city"
            autoComplete="address-level2"
            label={t("accounts.profile.city")}
            defaultValue={values.city}
            error={errors.city}
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              name="state"
              autoComplete="address-level1"
              label={t("accounts.profile.state")}
              hint={t("accounts.profile.stateHint")}
              maxLength={2}
              defaultValue={values.state}
              error={errors.state}
            />
            <TextField
              name="zip"
              autoComplete="postal-code"
              inputMode="numeric"
              label={t("accounts.profile.zip")}
              defaultValue={values.zip}
              error={errors.zip}
            />
          </div>
        </fieldset>
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("common.users.saving")}>
          {t("accounts.profile.save")}
        </SubmitButton>
      </Form>
    </ProfilePage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "accounts.profile.menu.edit");
}
