import { getEnv } from "./env.server";

export interface Brand {
  name: string;
  logoUrl: string;
}

export function getBrand(): Brand {
  const env = getEnv();
  return { name: env.BRAND_NAME, logoUrl: env.BRAND_LOGO_URL };
}
