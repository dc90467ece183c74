import { getEnv } from "./env.server";

export interface Brand {
  name: string;
  /** null: the bundled logo. */
  logoUrl: string | null;
}

export function getBrand(): Brand {
  const env = getEnv();
  return { name: env.BRAND_NAME, logoUrl: env.BRAND_LOGO_URL ?? null };
}
