import type { CDPSession } from "@playwright/test";

// What a tab sends over the network, from the DevTools protocol, and how many of
// those requests came one after another: the journey script (scripts/journey.ts)
// and the round-trip test (e2e/round-trips.spec.ts) both count with it.

export interface Hop {
  url: string;
  method: string;
  start: number;
  /** When the answer began to arrive (a streamed page's data is used from then on). */
  responded: number | null;
  end: number | null;
  bytes: number;
  cached: boolean;
}

// Quiet network: nothing in flight for this long.
const QUIET_MS = 500;

/** Every request the tab makes, from the DevTools protocol: start, end, bytes on the wire, cache. */
export async function recordNetwork(cdp: CDPSession) {
  const hops: Hop[] = [];
  const open = new Map<string, Hop>();
  let inFlight = 0;
  let lastChange = performance.now();
  const finish = (id: string, at: number, bytes: number) => {
    const hop = open.get(id);
    if (!hop) return;
    hop.end = at;
    hop.bytes = bytes;
    open.delete(id);
    inFlight--;
    lastChange = performance.now();
  };
  cdp.on("Network.requestWillBeSent", (event) => {
    // A redirect answered the previous hop of this request.
    if (event.redirectResponse) {
      const redirected = open.get(event.requestId);
      if (redirected) redirected.responded = event.timestamp;
      finish(event.requestId, event.timestamp, event.redirectResponse.encodedDataLength);
    }
    const hop: Hop = {
      url: event.request.url,
      method: event.request.method,
      start: event.timestamp,
      responded: null,
      end: null,
      bytes: 0,
      cached: false,
    };
    hops.push(hop);
    open.set(event.requestId, hop);
    inFlight++;
    lastChange = performance.now();
  });
  cdp.on("Network.requestServedFromCache", (event) => {
    const hop = open.get(event.requestId);
    if (hop) hop.cached = true;
  });
  cdp.on("Network.responseReceived", (event) => {
    const hop = open.get(event.requestId);
    if (!hop) return;
    hop.responded = event.timestamp;
    if (event.response.fromDiskCache || event.response.fromPrefetchCache) hop.cached = true;
  });
  cdp.on("Network.loadingFinished", (event) => finish(event.requestId, event.timestamp, event.encodedDataLength));
  cdp.on("Network.loadingFailed", (event) => finish(event.requestId, event.timestamp, 0));
  await cdp.send("Network.enable");
  // The page's own cache is what a warm visit uses.
  await cdp.send("Network.setCacheDisabled", { cacheDisabled: false });

  return {
    mark: () => hops.length,
    /** The requests answered by now: only those can have held up what is on screen. */
    answered: () => new Set(hops.filter((hop) => hop.responded !== null)),
    /** Waits until nothing is in flight for a while; returns when the last request ended. */
    async quiet() {
      const deadline = performance.now() + 60_000;
      while (inFlight > 0 || performance.now() - lastChange < QUIET_MS) {
        if (performance.now() > deadline)
          throw new Error(`the network never went quiet: ${[...open.values()].map((h) => h.url).join(", ")}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return lastChange;
    },
    /** The step's requests, and the longest chain among those answered by the time its answer was shown. */
    summary(since: number, answeredWhenShown: Set<Hop>) {
      const network = hops.slice(since).filter((hop) => !hop.cached);
      const { depth, chain } = longestChain(network.filter((hop) => answeredWhenShown.has(hop)));
      return {
        requests: network.length,
        sent: network.map(describe),
        cached: hops.length - since - network.length,
        bytes: network.reduce((sum, hop) => sum + hop.bytes, 0),
        inARow: depth,
        chain,
      };
    },
  };
}

/** The longest run of requests each sent only once the one before it had been answered. */
export function longestChain(hops: Hop[]): { depth: number; chain: string[] } {
  const sorted = [...hops].sort((a, b) => a.start - b.start);
  const best: { depth: number; previous: number }[] = [];
  sorted.forEach((hop, i) => {
    let entry = { depth: 1, previous: -1 };
    sorted.slice(0, i).forEach((earlier, j) => {
      const before = best[j];
      if (earlier.responded !== null && earlier.responded <= hop.start && before && before.depth + 1 > entry.depth) {
        entry = { depth: before.depth + 1, previous: j };
      }
    });
    best.push(entry);
  });
  let last = best.reduce((top, entry, i) => (entry.depth > (best[top]?.depth ?? 0) ? i : top), 0);
  const chain: string[] = [];
  for (let hop = sorted[last]; hop; hop = sorted[last]) {
    chain.unshift(describe(hop));
    last = best[last]?.previous ?? -1;
  }
  return { depth: sorted.length ? Math.max(...best.map((entry) => entry.depth)) : 0, chain };
}

/** "POST /path?query" (GET left out), the query cut short. */
function describe(hop: Hop): string {
  const url = new URL(hop.url);
  const query = url.search.length > 40 ? `${url.search.slice(0, 39)}…` : url.search;
  return `${hop.method === "GET" ? "" : `${hop.method} `}${url.pathname}${query}`;
}
