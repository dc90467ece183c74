import { cacheNames, clientsClaim, type WorkboxPlugin } from "workbox-core";
import { ExpirationPlugin } from "workbox-expiration";
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import { NetworkFirst } from "workbox-strategies";
import {
  isSavedJobsPage,
  markOfflineCopy,
  SAVED_JOBS_CACHE,
  savedJobsKey,
  signedOut,
  worthKeeping,
} from "./offline-copy";

// The service worker of Saved Jobs offline (docs/decisions/018), built into /sw.js by
// scripts/service-worker.ts and registered with the scope /jobsSaved, so it sees no other page.
// A program of its own: only the pieces of ServiceWorkerGlobalScope it uses are declared
// (the project's TypeScript library is the DOM's).
declare const self: { __WB_MANIFEST: (string | PrecacheEntry)[]; skipWaiting(): Promise<void> };

// A new version takes over at once: its stylesheet is the one the pages it refreshes link to.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
// The fingerprinted stylesheet, the only file of the build listed (scripts/service-worker.ts).
precacheAndRoute(self.__WB_MANIFEST);

const savedJobsCopies: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => savedJobsKey(request.url),
  cacheWillUpdate: async ({ request, response }) => (worthKeeping(request, response) ? response : null),
  fetchDidSucceed: async ({ response }) => {
    if (signedOut(response)) await caches.delete(SAVED_JOBS_CACHE);
    return response;
  },
  // Signing out clears the site's storage (Clear-Site-Data), the precache with it. A copy whose
  // request was on its way then is stored after the clearing, so it is taken out here.
  cacheDidUpdate: async () => {
    if (!(await caches.has(cacheNames.precache))) await caches.delete(SAVED_JOBS_CACHE);
  },
  // Called only when the network failed or was too slow (NetworkFirst).
  cachedResponseWillBeUsed: async ({ cachedResponse }) => cachedResponse && markOfflineCopy(cachedResponse),
};

// The pages the client opens, and those the page asks for (Workbox's CACHE_URLS message,
// offline-saved-jobs.ts), go through here: a fresh copy whenever the server answers.
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && request.method === "GET" && isSavedJobsPage(url),
  new NetworkFirst({
    cacheName: SAVED_JOBS_CACHE,
    networkTimeoutSeconds: 10,
    plugins: [savedJobsCopies, new ExpirationPlugin({ maxEntries: 100 })],
  }),
);
