import { useT } from "~/shared/i18n/i18n-context";

/** The approved admins as the options of a select, the person looking named as themselves. */
export function StaffOptions({ staff, me }: { staff: { id: string; name: string }[]; me: string }) {
  const t = useT();
  return staff.map((member) => (
    <option key={member.id} value={member.id}>
      {member.id === me ? t("applications.queue.me", { name: member.name }) : member.name}
    </option>
  ));
}
