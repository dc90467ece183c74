import { useT } from "~/shared/i18n/i18n-context";

/** The detail pane while no job is chosen (never seen on small screens, where only the list shows). */
export function NoJobSelected() {
  const t = useT();
  return (
    <div className="flex h-full min-h-48 items-center justify-center p-6 text-center text-stone-700">
      <p>{t("jobs.noJobSelected")}</p>
    </div>
  );
}

/** The detail pane for a job that does not exist or that the viewer may not see. */
export function JobNotFound() {
  const t = useT();
  return (
    <section className="p-6">
      <h2 className="text-2xl font-bold">{t("jobs.notFoundTitle")}</h2>
      <p className="mt-2 text-stone-700">{t("jobs.notFoundBody")}</p>
    </section>
  );
}
