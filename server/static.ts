import type { RequestHandler } from "express";
import expressStaticGzip from "express-static-gzip";

// Serves root like express.static, but answers with the .br or .gz file written beside a
// file at build time (scripts/compress-assets.ts) when the client accepts it, brotli first,
// with the original's Content-Type and Vary: Accept-Encoding.
type ServeStaticOptions = NonNullable<expressStaticGzip.ExpressStaticGzipOptions["serveStatic"]>;

export function precompressedStatic(root: string, options: ServeStaticOptions): RequestHandler {
  const serve = expressStaticGzip(root, { enableBrotli: true, orderPreference: ["br"], serveStatic: options });
  // Only GET and HEAD: the package sets Content-Encoding before serve-static passes other
  // methods on, which would mislabel the app's own answer to, say, a POST to a file's URL.
  return (req, res, next) => (req.method === "GET" || req.method === "HEAD" ? serve(req, res, next) : next());
}
