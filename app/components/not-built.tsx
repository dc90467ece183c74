import { useT } from "~/i18n/i18n-context";

export function NotBuilt() {
  const t = useT();
  return (
    <section className="p-6">
      <h1 className="text-2xl font-bold">{t("notBuilt.title")}</h1>
      <p className="mt-2 text-stone-700">{t("notBuilt.body")}</p>
    </section>
  );
}
