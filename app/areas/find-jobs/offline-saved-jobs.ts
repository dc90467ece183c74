import { useEffect } from "react";

// Saved Jobs offline, the page's part (docs/decisions/018): once the page has loaded and the
// browser is idle, the service worker is registered and asked to keep a fresh copy of the list
// and of each saved job's page. Here, in the Saved Jobs route's own file, so that it costs the
// first visit of any other page nothing.

const SCOPE = "/jobsSaved";

type Connection = { saveData?: boolean };

function afterLoadAndIdle(run: () => void): () => void {
  let cancelled = false;
  const start = () => {
    const go = () => {
      if (!cancelled) run();
    };
    // Safari has no idle callback: a second after the load is as good.
    if ("requestIdleCallback" in window) requestIdleCallback(go);
    else setTimeout(go, 1000);
  };
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", start);
  };
}

async function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker> {
  if (registration.active) return registration.active;
  const installing = (registration.installing ?? registration.waiting) as ServiceWorker;
  await new Promise<void>((resolve) => {
    installing.addEventListener("statechange", () => {
      if (installing.state === "activated") resolve();
    });
  });
  return installing;
}

async function keepSavedJobs(jobIds: readonly string[]): Promise<void> {
  const registration = await navigator.serviceWorker.register("/sw.js", { scope: SCOPE });
  const worker = await activeWorker(registration);
  // Workbox's own message: the worker fetches each page through its Saved Jobs route.
  const urlsToCache = [SCOPE, ...jobIds.map((id) => `${SCOPE}/${id}`)];
  worker.postMessage({ type: "CACHE_URLS", payload: { urlsToCache } });
}

/**
 * Only with `enabled` (a client, not on a shared phone, not in data-saver mode as the server
 * saw it), and not when the browser reports data-saver mode itself.
 */
export function useOfflineSavedJobs(enabled: boolean, jobIds: readonly string[]) {
  const ids = jobIds.join();
  useEffect(() => {
    const saveData = (navigator as Navigator & { connection?: Connection }).connection?.saveData;
    if (!enabled || saveData || !("serviceWorker" in navigator)) return;
    // Without a built service worker (npm run dev) there is nothing to register.
    return afterLoadAndIdle(() => void keepSavedJobs(ids ? ids.split(",") : []).catch(() => {}));
  }, [enabled, ids]);
}
