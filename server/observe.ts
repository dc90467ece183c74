import cluster from "node:cluster";
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { RequestHandler } from "express";
import pino, { type Level, type Logger } from "pino";
import { AggregatorRegistry, collectDefaultMetrics, Counter, Histogram, Registry } from "prom-client";

// What operators watch (docs/deploy.md, "Monitoring"): a JSON log line per request and the
// request figures of /metrics, by route pattern, never by URL: a URL's query may hold a person's
// search, and one label per job id would grow without end.

/** Labels of what no route of the app answers; a route's own label is its pattern ("/jobs/:jobId"). */
export const ROUTE_LABELS = {
  static: "static",
  health: "/healthz",
  metrics: "/metrics",
  // Refused at the edge (overload, body, origin) before React Router matched a route.
  unrouted: "(unrouted)",
} as const;

/** What a request leaves in res.locals for its log line. */
export interface RequestLocals {
  /** Eight hex digits: the X-Request-Id header, the log lines' reqId and the error page's reference. */
  requestId: string;
  /** The route pattern React Router matched, as it tells loaders and actions ("jobs/:jobId"). */
  pattern?: string;
  /** One of ROUTE_LABELS, for what no route answers. */
  route?: string;
}

/**
 * The server's structured log: a JSON line per request and per failure (the app writes its
 * failures through the load context), to stdout. Lines are written asynchronously, so a request
 * never waits on the terminal or the log collector's pipe; pino writes what is still buffered
 * when the process exits.
 */
export function createLog(level: Level | "silent"): Logger {
  return pino(
    // "info" rather than 30: what log collectors and people read without pino's table.
    { level, formatters: { level: (label) => ({ level: label }) } },
    pino.destination({ sync: false }),
  );
}

export interface ServerMetrics {
  /** What /metrics serves: the app's figures (appMetrics) and these. */
  registry: Registry;
  requestDuration: Histogram<"method" | "route" | "status">;
  overloadRefusals: Counter<"reason">;
}

/** The server's figures, in the app's registry when the build has one (the benchmark's floor has none). */
export function createServerMetrics(appMetrics: Registry | undefined): ServerMetrics {
  const registry = appMetrics ?? new Registry();
  // The process: CPU, memory, the event loop's delay, garbage collection.
  collectDefaultMetrics({ register: registry });
  return {
    registry,
    requestDuration: new Histogram({
      name: "harbor_http_request_duration_seconds",
      help: "Requests by method, route pattern and status, and the time to answer them",
      labelNames: ["method", "route", "status"] as const,
      registers: [registry],
    }),
    overloadRefusals: new Counter({
      name: "harbor_overload_refusals_total",
      help: "Requests refused with 503 because the server was overloaded (server/overload.ts)",
      labelNames: ["reason"] as const,
      registers: [registry],
    }),
  };
}

/** A request's label: its route's pattern ("/jobs/:jobId", a data request's "/jobs/:jobId.data") or a ROUTE_LABELS. */
export function routeLabel({ pattern, route }: RequestLocals, path: string): string {
  if (pattern === undefined) return route ?? ROUTE_LABELS.unrouted;
  // React Router's patterns have no leading slash, but the home page's "/".
  const label = pattern.startsWith("/") ? pattern : `/${pattern}`;
  return path.endsWith(".data") ? `${label}.data` : label;
}

/**
 * Names each request (X-Request-Id, always generated here: a proxy's id would be chosen by
 * whoever sent the request, and this one is also the short reference a person reads out from an
 * error page), and when it ends writes its log line and counts it. The line is built only at the
 * levels that write it, and pino writes it asynchronously.
 */
export function observeRequests(log: Logger, { requestDuration }: ServerMetrics): RequestHandler {
  return (req, res, next) => {
    const start = performance.now();
    const locals = res.locals as RequestLocals;
    locals.requestId = randomBytes(4).toString("hex");
    res.setHeader("X-Request-Id", locals.requestId);
    res.once("close", () => {
      const ms = performance.now() - start;
      const route = routeLabel(locals, req.path);
      requestDuration.observe({ method: req.method, route, status: res.statusCode }, ms / 1000);
      // The load balancer's checks and the scrapes would bury the pages.
      const level = route === ROUTE_LABELS.health || route === ROUTE_LABELS.metrics ? "debug" : "info";
      if (!log.isLevelEnabled(level)) return;
      log[level]({
        reqId: locals.requestId,
        method: req.method,
        route,
        status: res.statusCode,
        ms: Math.round(ms * 10) / 10,
        // The client went away before the answer was sent whole.
        ...(!res.writableFinished && { aborted: true }),
      });
    });
    next();
  };
}

const METRICS_REQUEST = "harbor:metrics";
interface MetricsMessage {
  type: typeof METRICS_REQUEST;
  id: number;
  text?: string;
  error?: string;
}
const isMetricsMessage = (message: unknown): message is MetricsMessage =>
  typeof message === "object" && message !== null && (message as MetricsMessage).type === METRICS_REQUEST;

/**
 * The primary of several workers (server/cluster.ts) adds their figures up for the worker that
 * a scrape reached: any worker may get it, and each alone knows only its own requests.
 */
export function aggregateWorkerMetrics(): void {
  const aggregator = new AggregatorRegistry();
  cluster.on("message", (worker, message: unknown) => {
    if (!isMetricsMessage(message)) return;
    aggregator.clusterMetrics().then(
      (text) => worker.send({ type: METRICS_REQUEST, id: message.id, text }),
      (error: unknown) => worker.send({ type: METRICS_REQUEST, id: message.id, error: String(error) }),
    );
  });
}

/** This process's figures, or in a worker all the workers' figures through the primary. */
function metricsReader(registry: Registry): () => Promise<string> {
  if (!cluster.isWorker) return () => registry.metrics();
  // Constructed for its side effect: the worker answers the primary's requests for its figures.
  AggregatorRegistry.setRegistries([registry]);
  new AggregatorRegistry();
  const waiting = new Map<number, { resolve: (text: string) => void; reject: (error: Error) => void }>();
  let next = 0;
  process.on("message", (message: unknown) => {
    const pending = isMetricsMessage(message) ? waiting.get(message.id) : undefined;
    if (!pending || !isMetricsMessage(message)) return;
    waiting.delete(message.id);
    if (message.text !== undefined) pending.resolve(message.text);
    else pending.reject(new Error(message.error ?? "no metrics"));
  });
  return () =>
    new Promise((resolve, reject) => {
      const id = next++;
      waiting.set(id, { resolve, reject });
      process.send?.({ type: METRICS_REQUEST, id });
    });
}

// Compared as digests: equal lengths whatever was sent, so the comparison takes the same time.
const digest = (token: string) => createHash("sha256").update(token).digest();

/**
 * GET /metrics in Prometheus' text format, for `Authorization: Bearer <METRICS_TOKEN>` only.
 * Without a token, a plain 404: a scrape set up against a server without one fails clearly,
 * rather than on the sign-in page the app shows for other paths.
 */
export function serveMetrics(token: string | undefined, registry: Registry): RequestHandler {
  if (!token) {
    return (_req, res) => {
      (res.locals as RequestLocals).route = ROUTE_LABELS.metrics;
      res.status(404).set("Cache-Control", "no-store").type("text/plain").send("Not found.\n");
    };
  }
  const expected = digest(token);
  const read = metricsReader(registry);
  return (req, res, next) => {
    (res.locals as RequestLocals).route = ROUTE_LABELS.metrics;
    res.set("Cache-Control", "no-store");
    const given = /^Bearer (\S+)$/i.exec(req.get("authorization") ?? "")?.[1] ?? "";
    if (!timingSafeEqual(digest(given), expected)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("Unauthorized.\n");
      return;
    }
    read().then((text) => void res.type(registry.contentType).send(text), next);
  };
}
