import type { ReactNode } from "react";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <main id="main" className="mx-auto flex w-full max-w-md flex-col gap-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Logo />
        <LanguageSwitcher />
      </div>
      <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-stone-200">{children}</div>
    </main>
  );
}
