// What the service worker (service-worker.ts) keeps of Saved Jobs and how it shows a kept copy;
// plain functions, so that they are tested without a browser (docs/decisions/018).

export const SAVED_JOBS_CACHE = "saved-jobs";

/** The Saved Jobs list and a saved job's page (documents, not their `.data` requests). */
export function isSavedJobsPage(url: URL): boolean {
  return /^\/jobsSaved(?:\/[^/.]+)?$/.test(url.pathname);
}

/** A page's one copy: a link's query string (filters, page) opens the same copy. */
export function savedJobsKey(url: string): string {
  const key = new URL(url);
  key.search = "";
  key.hash = "";
  return key.href;
}

/**
 * Only the page itself, as the signed-in client saw it: not a sign-in page reached through a
 * redirect, not a filtered list (it would stand in for the whole one), nothing in data-saver mode.
 */
export function worthKeeping(request: Request, response: Response): boolean {
  return (
    response.status === 200 &&
    !response.redirected &&
    new URL(request.url).search === "" &&
    request.headers.get("Save-Data")?.trim().toLowerCase() !== "on"
  );
}

/** The server sent the page elsewhere: no one is signed in as the client whose copies these are. */
export function signedOut(response: Response): boolean {
  return response.type === "opaqueredirect" || response.redirected;
}

/**
 * A kept copy as it is shown without a connection: marked, so that the page shows its
 * "offline — saved on" notice, and without scripts. Started from a copy, the app would
 * fetch every next page's data from the server; as plain HTML its links open the other
 * kept copies, and the stylesheet comes from the service worker.
 */
export async function markOfflineCopy(copy: Response): Promise<Response> {
  const html = (await copy.text()).replace("<html", '<html data-offline=""');
  const headers = new Headers(copy.headers);
  headers.delete("Content-Length");
  const policy = headers.get("Content-Security-Policy");
  headers.set(
    "Content-Security-Policy",
    policy ? policy.replace(/script-src [^;]*/, "script-src 'none'") : "script-src 'none'",
  );
  return new Response(html, { status: copy.status, statusText: copy.statusText, headers });
}
