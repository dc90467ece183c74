import { useEffect, useId, useRef, type ReactNode } from "react";
import { useT } from "~/shared/i18n/i18n-context";
import { Icon } from "./icon";

/**
 * A modal on the native <dialog>: the browser traps focus, closes on Escape and
 * returns focus to the opener (see docs/decisions/001-weight-budget.md).
 */
export function ModalDialog(props: { open: boolean; onClose: () => void; title: string; children: ReactNode }) {
  const { open, onClose } = props;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const t = useT();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-xl bg-white p-0 shadow-xl backdrop:bg-black/40"
    >
      <div className="flex items-start justify-between gap-4 border-b border-stone-200 p-4">
        <h2 id={titleId} className="text-lg font-bold">
          {props.title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t("app.closeDialog")}
          className="flex size-11 shrink-0 items-center justify-center rounded-md hover:bg-stone-100"
        >
          <Icon name="x" />
        </button>
      </div>
      <div className="p-4">{props.children}</div>
    </dialog>
  );
}
