import { getBrand } from "~/shared/server/brand.server";

// The web app manifest that makes the app installable on a phone's home screen. A resource
// route, not a file of the build: the brand's name and logo are settings (BRAND_NAME,
// BRAND_LOGO_URL). The PNG icons were rendered from app/assets/logo.svg.
export function loader() {
  const brand = getBrand();
  const icons = [
    ...(brand.logoUrl ? [{ src: brand.logoUrl, sizes: "any" }] : []),
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png" },
  ];
  const manifest = {
    name: brand.name,
    short_name: brand.name,
    start_url: "/",
    scope: "/",
    display: "standalone",
    // The colours of the shell (root.tsx's theme-color, the page background).
    theme_color: "#9a3412",
    background_color: "#fafaf9",
    icons,
  };
  return new Response(JSON.stringify(manifest), {
    headers: { "Content-Type": "application/manifest+json", "Cache-Control": "public, max-age=3600" },
  });
}
