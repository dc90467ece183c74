import { useT } from "~/shared/i18n/i18n-context";
import type { RequestStatus } from "~/shared/constants";

const COLOURS: Record<RequestStatus, string> = {
  sent: "bg-amber-100 text-amber-900",
  working: "bg-sky-100 text-sky-900",
  applied: "bg-indigo-100 text-indigo-900",
  interview: "bg-violet-100 text-violet-900",
  hired: "bg-green-100 text-green-900",
  notSelected: "bg-stone-200 text-stone-800",
  withdrawn: "bg-stone-200 text-stone-800",
  positionFilled: "bg-stone-200 text-stone-800",
};

/** Where a request stands, in the client's plain words. */
export function RequestStatusBadge({ status }: { status: RequestStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-block shrink-0 whitespace-nowrap rounded-full px-2 py-0.5 text-sm font-medium ${COLOURS[status]}`}
    >
      {t(`requestStatus.${status}`)}
    </span>
  );
}
