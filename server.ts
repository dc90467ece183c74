import "./scripts/load-env";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";

// The one Node process: static files, security headers, compression and the
// React Router handler. Everything that touches the database lives in the build.
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const BUILD = path.resolve(BUILD_DIR, "server/index.js");
const CLIENT_IP_HEADER = "x-harbor-client-ip";

interface Lifecycle {
  startup: () => Promise<void>;
  shutdown: () => Promise<void>;
}

const build = (await import(pathToFileURL(BUILD).href)) as ServerBuild;
const lifecycle = build.entry.module as unknown as Lifecycle;

try {
  await lifecycle.startup();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

const production = process.env.NODE_ENV === "production";
const app = express();
app.disable("x-powered-by");
if (process.env.TRUST_PROXY) app.set("trust proxy", process.env.TRUST_PROXY);

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
      "form-action 'self'",
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

app.use(compression());
// Fingerprinted build assets never change; everything else is revalidated hourly.
app.use("/assets", express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: "1y" }));
app.use(express.static(`${BUILD_DIR}/client`, { maxAge: "1h" }));

app.all(
  "*splat",
  createRequestHandler({
    build,
    mode: production ? "production" : "development",
    getLoadContext: (_req, res) => ({ nonce: res.locals.nonce as string }),
  }),
);

const port = Number(process.env.PORT ?? 3000);
const server = app.listen(port, () => {
  console.info(`Harbor Jobs is listening on http://localhost:${port}`);
});

async function stop(signal: string) {
  console.info(`${signal}: shutting down`);
  server.close();
  await lifecycle.shutdown();
  process.exit(0);
}
process.on("SIGINT", () => void stop("SIGINT"));
process.on("SIGTERM", () => void stop("SIGTERM"));
