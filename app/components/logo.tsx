import { useT } from "~/i18n/i18n-context";
import { useBrand } from "./root-data";

export function Logo({ className = "" }: { className?: string }) {
  const brand = useBrand();
  const t = useT();
  return (
    <span className={`flex items-center gap-2 ${className}`}>
      <img src={brand.logoUrl} alt={t("app.logoAlt", { brand: brand.name })} width={32} height={32} />
      <span className="text-lg font-bold text-orange-900" aria-hidden="true">
        {brand.name}
      </span>
    </span>
  );
}
