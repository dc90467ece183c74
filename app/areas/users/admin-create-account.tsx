import { useMemo } from "react";
import { Form, useNavigation } from "react-router";
import { FormError, RadioGroupField, SubmitButton, TextField } from "~/shared/ui/form";
import { ACCOUNT_ROLES, CreateAccountSchema } from "~/shared/account-forms";
import { parseForm, typedValues, type FieldErrors } from "~/shared/form";
import { useT } from "~/shared/i18n/i18n-context";
import { createAccount } from "~/shared/server/users.server";
import { sendInvitation } from "~/shared/server/auth.server";
import type { Tx } from "~/shared/server/db.server";
import { queueText } from "~/shared/server/message-queue.server";
import { textsAvailable } from "~/shared/server/sms.server";
import { accountReadyText } from "~/shared/server/texts.server";
import { DEFAULT_LOCALE } from "~/shared/i18n/i18n";
import { formatPhone } from "~/shared/phone";
import { submitChecked } from "~/shared/client-action";
import { pageTitle } from "~/shared/meta";
import { actionResult, redirectWithToast, type Toast } from "~/shared/server/toast.server";
import { useToast } from "~/shared/ui/toast";
import type { Route } from "./+types/admin-create-account";
import { pageMessages } from "./messages.server";
import { requireAllowed, requirePage } from "~/shared/access/guard.server";
import { readForm } from "~/shared/server/request.server";

const SECRET_FIELDS = ["password"];

export async function loader({ request }: Route.LoaderArgs) {
  await requirePage(request, "manageUsers");
  return { messages: pageMessages(request) };
}

// The new account is written by our code, so the admin's own session is untouched.
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAllowed(request, { action: "manageUsers" });
  const form = await readForm(request);
  const values = typedValues(form, SECRET_FIELDS);
  const parsed = parseForm(CreateAccountSchema, form);
  if (!parsed.ok) return actionResult(request, 400, { errors: parsed.errors, values });
  const { password, company, ...fields } = parsed.data;
  // A phone-only client signs in with texted codes, which need an SMS provider.
  if (!fields.email && !textsAvailable()) {
    return actionResult(request, 400, { errors: { email: "users.validation.textsOff" } as FieldErrors, values });
  }
  const phone = fields.phone || null;
  const notify = async (tx: Tx, id: string) => {
    if (password) return;
    // A phone-only client signs in with a texted code: the text says where.
    if (!fields.email && phone) await queueText(tx, accountReadyText(phone, fields.name, DEFAULT_LOCALE));
    else await sendInvitation(tx, { id, email: fields.email });
  };
  const created = await createAccount(
    { ...fields, status: "approved", company: company || undefined, password: password || undefined },
    { actorId: admin.id, notify },
  );
  if (!created.ok) {
    const errors: FieldErrors =
      created.error === "phoneTaken" ? { phone: "validation.phoneTaken" } : { email: "users.validation.emailTaken" };
    return actionResult(request, 400, { errors, values });
  }
  const toast: Toast = password
    ? { type: "success", key: "users.createAccount.created", vars: { email: fields.email } }
    : fields.email
      ? { type: "success", key: "users.createAccount.invited", vars: { email: fields.email } }
      : {
          type: "success",
          key: "users.createAccount.phoneOnly",
          vars: { name: fields.name, phone: formatPhone(phone ?? "") },
        };
  throw await redirectWithToast("/admin/accounts/create", toast);
}

export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  return submitChecked(CreateAccountSchema, request, serverAction, SECRET_FIELDS);
}

export default function AdminCreateAccount({ actionData }: Route.ComponentProps) {
  const t = useT();
  const navigation = useNavigation();
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};

  // The errors may be far down a long form: a toast says at once that it was not created.
  const failed = useMemo(
    () => (actionData?.errors ? { type: "error" as const, message: t("users.createAccount.failed") } : null),
    [actionData, t],
  );
  useToast(failed);

  return (
    <section className="mx-auto max-w-xl p-4 md:p-6">
      <h1 className="text-2xl font-bold">{t("users.createAccount.title")}</h1>
      <p className="mt-1 text-stone-700">{t("users.createAccount.intro")}</p>
      <Form
        method="post"
        noValidate
        className="group mt-6 flex flex-col gap-4 rounded-lg bg-white p-4 ring-1 ring-stone-200 md:p-6"
      >
        <FormError error={errors.form} />
        <RadioGroupField
          name="role"
          legend={t("users.role")}
          options={ACCOUNT_ROLES.map((role) => ({ value: role, label: t(`users.createAccount.role.${role}`) }))}
          defaultValue={values.role}
          error={errors.role}
        />
        <TextField
          name="name"
          autoComplete="off"
          label={t("signUp.name")}
          defaultValue={values.name}
          error={errors.name}
          required
        />
        <TextField
          name="email"
          type="email"
          autoComplete="off"
          label={t("signUp.email")}
          hint={t("users.createAccount.emailHint")}
          defaultValue={values.email}
          error={errors.email}
        />
        <TextField
          name="phone"
          type="tel"
          autoComplete="off"
          label={t("common.users.phoneOptional")}
          defaultValue={values.phone}
          error={errors.phone}
        />
        {/* CSS shows the company only while "employer" is checked, with or without JavaScript. */}
        <div className="hidden group-has-[input[value=employer]:checked]:block">
          <TextField
            name="company"
            autoComplete="off"
            label={t("signUp.company")}
            hint={t("signUp.companyHint")}
            defaultValue={values.company}
            error={errors.company}
          />
        </div>
        <TextField
          name="password"
          type="password"
          autoComplete="new-password"
          label={t("users.createAccount.password")}
          hint={t("users.createAccount.passwordHint")}
          error={errors.password}
        />
        <SubmitButton pending={navigation.state === "submitting"} pendingLabel={t("users.createAccount.submitting")}>
          {t("users.createAccount.submit")}
        </SubmitButton>
      </Form>
    </section>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "users.createAccount.title");
}
