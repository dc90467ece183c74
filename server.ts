import "./scripts/load-env";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import cluster from "node:cluster";
import { randomBytes } from "node:crypto";
import { readdirSync } from "node:fs";
import { createServer } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { constants as zlib } from "node:zlib";
import { createRequestHandler as createInProcessHandler, type ServerBuild } from "react-router";
import { limitBody, requireFormBody } from "./server/body";
import { noStoreByDefault } from "./server/cache";
import { superviseWorkers } from "./server/cluster";
import { writeOncePerTurn } from "./server/flush";
import { type EdgeConfig, listenHost, readEdgeConfig } from "./server/config";
import type { Registry } from "prom-client";
import { requireSameOrigin } from "./server/origin";
import {
  aggregateWorkerMetrics,
  createLog,
  createServerMetrics,
  observeRequests,
  ROUTE_LABELS,
  type RequestLocals,
  serveMetrics,
} from "./server/observe";
import { refuseOverload } from "./server/overload";
import { precompressedStatic } from "./server/static";

// The Node server: static files, security headers, compression and the React Router
// handler, in one process or, with WEB_CONCURRENCY > 1, in each of several workers under a
// primary that only supervises them. Everything that touches the database lives in the build.
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const BUILD = path.resolve(BUILD_DIR, "server/index.js");
const CLIENT_IP_HEADER = "x-harbor-client-ip";
// Pages are compressed per request: a fast level keeps the CPU per page small, while the
// static files were compressed at the best level once at build time (see docs/security.md).
const DYNAMIC_COMPRESSION_LEVEL = 3;
// Brotli's window for pages: 256 KB holds a page whole, so pages compress to the same size as with
// the default 4 MB (a CSV export may be larger, and compresses a little less well). At the default,
// Node reports each page's encoder to V8 as external memory large enough to start a full garbage
// collection every dozen pages: under load, 32 to 52 of them in 13 s instead of 4, and mostly why
// the smaller window takes over a third off the CPU per list page (docs/perf.md, "Decisions on
// the request path").
const DYNAMIC_BROTLI_WINDOW_BITS = 18;

interface Lifecycle {
  startup: () => Promise<void>;
  shutdown: () => Promise<void>;
  databaseAnswers: () => Promise<boolean>;
  /** The app's figures for /metrics (the benchmark's floor has none). */
  metrics?: Registry;
}

// Where a request's res.locals travel in its load context, for the wrapped loaders and actions
// to note the route pattern React Router matched (the log line's and the metrics' label). A
// symbol: nothing in the app reads it.
const REQUEST_LOCALS = Symbol("request locals");

let config: EdgeConfig;
try {
  config = readEdgeConfig(process.env);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
const lifecycle = build.entry.module as unknown as Lifecycle;

try {
  await lifecycle.startup();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

// Migrations run here first, once: in the primary before any worker exists (a worker's own
// startup then finds nothing to do).
if (cluster.isPrimary && config.WEB_CONCURRENCY > 1) {
  await lifecycle.shutdown();
  if (config.METRICS_TOKEN) aggregateWorkerMetrics();
  superviseWorkers(config.WEB_CONCURRENCY);
} else {
  serve();
}

function serve(): void {
  const production = process.env.NODE_ENV === "production";
  const app = express();
  app.disable("x-powered-by");
  if (config.TRUST_PROXY !== undefined) app.set("trust proxy", config.TRUST_PROXY);
  const log = createLog(config.LOG_LEVEL);
  const serverMetrics = createServerMetrics(lifecycle.metrics);
  app.use(observeRequests(log, serverMetrics));

  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.nonce = nonce;
    // Only the server may tell the app who the client is (used for rate limits).
    req.headers[CLIENT_IP_HEADER] = req.ip ?? req.socket.remoteAddress ?? "";
    res.set({
      "Content-Security-Policy": [
        "default-src 'self'",
        `script-src 'self' 'nonce-${nonce}'`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "connect-src 'self'",
        "font-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        `form-action 'self'${config.OIDC_ISSUER ? ` ${new URL(config.OIDC_ISSUER).origin}` : ""}`,
        "frame-ancestors 'none'",
      ].join("; "),
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Permissions-Policy": "camera=(), microphone=(), geolocation=()",
      ...(production ? { "Strict-Transport-Security": "max-age=31536000; includeSubDomains" } : {}),
    });
    next();
  });

  // Static files first, so they skip the overload limit and on-the-fly compression (they
  // come precompressed). Fingerprinted build assets never change; the rest is revalidated hourly.
  const clientFiles = express.Router();
  clientFiles.use("/assets", precompressedStatic(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y" }));
  clientFiles.use(precompressedStatic(`${BUILD_DIR}/client`, { maxAge: "1h" }));
  // The build does not change while the server runs: listed once, its files spare every page,
  // data request and health check two file-system lookups (docs/perf.md).
  const clientPaths = new Set(readdirSync(`${BUILD_DIR}/client`, { recursive: true }).map((file) => `/${file}`));
  app.use((req, res, next) => {
    if (!clientPaths.has(req.path)) return next();
    (res.locals as RequestLocals).route = ROUTE_LABELS.static;
    clientFiles(req, res, next);
  });
  // Before the overload check: an overloaded server is when its figures matter most.
  app.get("/metrics", serveMetrics(config.METRICS_TOKEN, serverMetrics.registry));
  // The overload check comes next, before any other work on the request (compression, body,
  // session), so that a refusal costs almost nothing; /healthz passes (docs/reliability.md).
  app.use(
    refuseOverload({
      maxInFlight: config.MAX_IN_FLIGHT,
      maxLagMs: config.MAX_EVENT_LOOP_LAG_MS,
      exempt: ["/healthz"],
      onRefuse: (reason) => serverMetrics.overloadRefusals.inc({ reason }),
    }),
  );
  // The load balancer's check, answered here rather than by a route: it needs none of what follows
  // (compression, the session, the router), which made it cost seven times a bare answer.
  app.get("/healthz", (_req, res, next) => {
    (res.locals as RequestLocals).route = ROUTE_LABELS.health;
    lifecycle.databaseAnswers().then(
      (ok) =>
        void res
          .status(ok ? 200 : 503)
          .set("Cache-Control", "no-store")
          .json({ ok }),
      next,
    );
  });
  app.use(
    compression({
      level: DYNAMIC_COMPRESSION_LEVEL,
      brotli: {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: DYNAMIC_COMPRESSION_LEVEL,
          [zlib.BROTLI_PARAM_LGWIN]: DYNAMIC_BROTLI_WINDOW_BITS,
        },
      },
    }),
  );
  app.use(writeOncePerTurn());
  app.use(noStoreByDefault());
  // Cheap checks on the headers alone, before the React Router handler reads a body.
  app.use(limitBody(config.MAX_BODY_BYTES));
  app.use(requireSameOrigin({ baseUrl: config.BASE_URL, port: config.PORT }));
  app.use(requireFormBody());

  // What runs on: a stop waits for it before closing the database (see stop).
  const running = new Set<Promise<unknown>>();
  const counted = <T>(work: Promise<T>): Promise<T> => {
    running.add(work);
    const done = () => running.delete(work);
    work.then(done, done);
    return work;
  };
  // The first loader or action to run names the request's route: an action's in-process data
  // request for the page it lands on (pageData) does not carry the locals.
  const noteRoute = ({ context, pattern }: { context: unknown; pattern: string }) => {
    const locals = (context as { [REQUEST_LOCALS]?: RequestLocals })[REQUEST_LOCALS];
    if (locals) locals.pattern ??= pattern;
  };
  // React Router stops waiting for a loader or action when the client goes away, yet it runs
  // to its end, so each is counted itself, not only the request that started it.
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      if (!route) return [id, route];
      const { loader, action } = route.module;
      const module = {
        ...route.module,
        ...(loader && {
          loader: (args: Parameters<typeof loader>[0]) => (noteRoute(args), counted(Promise.resolve(loader(args)))),
        }),
        ...(action && {
          action: (args: Parameters<typeof action>[0]) => (noteRoute(args), counted(Promise.resolve(action(args)))),
        }),
      };
      return [id, { ...route, module }];
    }),
  );
  const countedBuild: ServerBuild = { ...build, routes };
  const answerInProcess = createInProcessHandler(countedBuild, "production");
  const handle = createRequestHandler({
    build: countedBuild,
    // Error details go to the server log under the reference the error page shows, never
    // into the page: only `npm run dev` (Vite's own server, not this file) shows them there.
    mode: "production",
    getLoadContext: (_req, res) => {
      const locals = res.locals as RequestLocals;
      const context = { nonce: res.locals.nonce as string, requestId: locals.requestId, log };
      return {
        ...context,
        pageData: (request: Request) => answerInProcess(request, context),
        [REQUEST_LOCALS]: locals,
      };
    },
  });
  app.all("*splat", (req, res, next) => void counted(handle(req, res, next)));

  // Slow or idle clients must not hold connections: all headers within 10 s, the whole
  // request within 30 s, an idle keep-alive connection closed after 5 s. Node checks the first
  // two only every connectionsCheckingInterval (30 s by default), hence 1 s.
  const server = createServer(
    { headersTimeout: 10_000, requestTimeout: 30_000, keepAliveTimeout: 5_000, connectionsCheckingInterval: 1_000 },
    app,
  );
  // A demo server answers only on this computer unless HOST says otherwise (listenHost).
  const host = listenHost(config);
  server.listen(config.PORT, host, () => {
    console.info(`Harbor Jobs is listening on http://localhost:${config.PORT} (${host ?? "all interfaces"})`);
  });

  // Requests under way are answered first (idle connections close at once), and the work of
  // those whose client has gone (the server no longer counts their connections) is finished, for
  // at most 10 s in all: closing the database under it would fail it half-done.
  async function stop(signal: string) {
    console.info(`${signal}: shutting down`);
    // Closing the database waits for a connection still in use: past this, the process just ends.
    setTimeout(() => process.exit(1), 15_000).unref();
    const closed = new Promise((resolve) => server.close(resolve));
    await Promise.race([
      closed.then(async () => {
        while (running.size > 0) await Promise.allSettled(running);
      }),
      new Promise((resolve) => setTimeout(resolve, 10_000)),
    ]);
    await lifecycle.shutdown();
    process.exit(0);
  }
  process.on("SIGINT", () => void stop("SIGINT"));
  process.on("SIGTERM", () => void stop("SIGTERM"));
}
