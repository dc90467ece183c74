import type { ReactNode } from "react";

/**
 * The list/detail screens (spec §2): small screens show the list, or the detail
 * when one is chosen; medium screens split half and half; large screens give a
 * third to the list and two thirds to the detail. Logical sides, so right-to-left
 * languages mirror it.
 */
export function ListDetailLayout(props: { list: ReactNode; detail: ReactNode; showDetail: boolean }) {
  return (
    <div className="md:flex md:items-start">
      <div className={`relative min-w-0 md:block md:w-1/2 lg:w-1/3 ${props.showDetail ? "hidden" : ""}`}>
        {props.list}
      </div>
      <div
        className={`min-w-0 bg-stone-100 md:sticky md:top-[var(--top-bar,0px)] md:block md:h-[calc(100dvh-var(--top-bar,0px))] md:w-1/2 md:overflow-y-auto md:border-s md:border-stone-200 lg:w-2/3 ${
          props.showDetail ? "" : "hidden"
        }`}
      >
        {props.detail}
      </div>
    </div>
  );
}
