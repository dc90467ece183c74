import { useContext, useEffect } from "react";
import { preloadModule } from "react-dom";
import { matchRoutes, UNSAFE_DataRouterContext, UNSAFE_FrameworkContext, type Location } from "react-router";

// React Router fetches a route's module when a navigation or a fetcher first needs
// it, and the browser asks for the module's own imports (the shared chunks of
// vite.config.ts) only once the module has arrived: on a 300 ms link that is one
// round trip more per tap. The manifest, complete in every page (routeDiscovery
// "initial"), names those files, so they are asked for at once, side by side.
// The two contexts are React Router's own (its <PrefetchPageLinks> reads them);
// "UNSAFE_" marks them as outside its semver promise, hence this one small file.

type Manifest = NonNullable<React.ContextType<typeof UNSAFE_FrameworkContext>>["manifest"];
type Router = NonNullable<React.ContextType<typeof UNSAFE_DataRouterContext>>["router"];

// Paths whose files were asked for already. matchRoutes ranks every route of the app on each call,
// which on a slow phone cost tens of milliseconds per list of twenty save buttons (each a form
// that preloads its action's files) and per state change of a navigation; the routes are all known
// from the first page on, so a path's files never change.
const preloaded = new Set<string>();

function preloadRouteFiles(router: Router, manifest: Manifest, location: string | Location) {
  const pathname = typeof location === "string" ? location.split(/[?#]/)[0] : location.pathname;
  if (pathname === undefined || preloaded.has(pathname)) return;
  preloaded.add(pathname);
  for (const match of matchRoutes(router.routes, location) ?? []) {
    const route = manifest.routes[match.route.id];
    if (!route) continue;
    // A route module is whole, its clientAction in it (docs/decisions/022).
    for (const href of [route.module, ...(route.imports ?? [])]) preloadModule(href, { as: "script" });
  }
}

/** Once in the root: every navigation asks for its routes' modules and their imports together. */
export function PreloadNavigationFiles() {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  useEffect(() => {
    if (!router || !manifest) return;
    // The page's own files are here already (a form posting to its own page, a new search).
    preloaded.add(router.state.location.pathname);
    // Told when a navigation starts. Matching the routes waits for the next task: the router
    // sends the page's data request in this one, and a module's imports are only asked for
    // once the module has arrived, a round trip later, so the preloads still come first.
    return router.subscribe((state) => {
      const next = state.navigation.location;
      if (next) setTimeout(() => preloadRouteFiles(router, manifest, next), 0);
    });
  }, [router, manifest]);
  return null;
}

/**
 * Files fetched while a page is shown, not at the tap: those of the route a fetcher's form submits
 * to, or of the next page, when it is known (a sign-in's landing).
 */
export function usePreloadRouteFiles(path: string) {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const manifest = useContext(UNSAFE_FrameworkContext)?.manifest;
  useEffect(() => {
    if (router && manifest) preloadRouteFiles(router, manifest, path);
  }, [router, manifest, path]);
}
