import type { ReactNode } from "react";
import { Link } from "react-router";
import { useT } from "~/shared/i18n/i18n-context";

/** One settings page: a way back to the menu on small screens, a heading, the content. */
export function ProfilePage({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <section className="rounded-lg bg-white p-4 ring-1 ring-stone-200 md:p-6">
      <Link to="/profile" className="mb-2 flex min-h-11 items-center font-medium text-orange-900 underline md:hidden">
        {t("accounts.profile.back")}
      </Link>
      <h2 className="text-xl font-bold">{title}</h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}
