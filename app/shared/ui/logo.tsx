import bundledLogo from "~/assets/logo.svg?no-inline";
import { useT } from "~/shared/i18n/i18n-context";
import { useBrand, useSaveData } from "./root-data";

export function Logo({ className = "" }: { className?: string }) {
  const brand = useBrand();
  const saveData = useSaveData();
  const t = useT();
  const alt = t("app.logoAlt", { brand: brand.name });
  return (
    <span className={`flex items-center gap-2 ${className}`}>
      {/* With Save-Data the image is not fetched; the same name stays for screen readers. */}
      {saveData ? (
        <span className="sr-only">{alt}</span>
      ) : (
        <img src={brand.logoUrl ?? bundledLogo} alt={alt} width={32} height={32} />
      )}
      <span className="text-lg font-bold text-orange-900" aria-hidden="true">
        {brand.name}
      </span>
    </span>
  );
}
