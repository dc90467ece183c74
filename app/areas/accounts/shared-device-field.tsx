import { CheckboxField } from "~/shared/ui/form";
import { useT } from "~/shared/i18n/i18n-context";

/** "This is a shared phone" with what it means, on every sign-in form (docs/decisions/018). */
export function SharedDeviceField({ checked }: { checked: boolean }) {
  const t = useT();
  return (
    <div>
      <CheckboxField
        name="sharedDevice"
        label={t("accounts.signIn.sharedDevice")}
        defaultChecked={checked}
        aria-describedby="shared-device-hint"
      />
      <p id="shared-device-hint" className="ms-8 text-sm text-stone-700">
        {t("accounts.signIn.sharedDeviceHint")}
      </p>
    </div>
  );
}
