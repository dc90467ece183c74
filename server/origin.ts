import type { Request, RequestHandler } from "express";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

// Cookies ride along on a cross-site form post, so every state-changing request must come
// from our own pages. Browsers say where a request came from (Origin, Sec-Fetch-Site); a
// request with neither is not from a browser page and has no victim's cookies to abuse.
// Without BASE_URL the site is whatever host the request came to (127.0.0.1, a LAN address).
export function requireSameOrigin({ baseUrl, port }: { baseUrl?: string; port: number }): RequestHandler {
  const siteOrigin = originOf(baseUrl ?? `http://localhost:${port}`);
  const isOwnOrigin = (origin: string, req: Request) =>
    origin === siteOrigin || (baseUrl === undefined && origin === originOf(`${req.protocol}://${req.host}`));
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = req.get("origin");
    if (req.get("sec-fetch-site") === "cross-site" || (origin !== undefined && !isOwnOrigin(origin, req))) {
      res.status(403).type("text/plain").send("Cross-site request refused.\n");
      return;
    }
    next();
  };
}
