import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";
import type { Brand } from "~/shared/server/brand.server";

const DEFAULT_BRAND: Brand = { name: "Harbor Jobs", logoUrl: null };

export function useBrand(): Brand {
  return useRouteLoaderData<typeof loader>("root")?.brand ?? DEFAULT_BRAND;
}

/** Whether the request asked to save data (`Save-Data: on`): optional images and preloads are left out. */
export function useSaveData(): boolean {
  return useRouteLoaderData<typeof loader>("root")?.saveData ?? false;
}
