import type { Request, RequestHandler, Response } from "express";

const UNSAFE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);
// What HTML forms and React Router's fetchers send; nothing in the app posts JSON over HTTP.
const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

function hasBody(req: Request): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

const TOO_LARGE = "Request body too large.\n";

function refuseTooLarge(res: Response) {
  // Closing the connection is what stops the client from sending the rest.
  res.status(413).set("Connection", "close").type("text/plain").send(TOO_LARGE);
}

// Refuses bodies over maxBytes before they are read: by Content-Length up front (Node's
// parser never delivers more than that), and by counting chunked bodies as they stream.
// The React Router handler reads `req` itself (request.formData() in actions), so the
// count has to watch the same stream rather than buffer it.
export function limitBody(maxBytes: number): RequestHandler {
  return (req, res, next) => {
    if (Number(req.headers["content-length"] ?? 0) > maxBytes) return refuseTooLarge(res);
    if (req.headers["transfer-encoding"] === undefined) return next();
    let received = 0;
    // Paused first: a 'data' listener on a stream that is not paused starts the flow at once,
    // and the chunks sent before the handler listens would be lost to it.
    req.pause();
    req.on("data", function count(chunk: Buffer) {
      received += chunk.length;
      if (received <= maxBytes) return;
      req.off("data", count);
      if (!res.headersSent) refuseTooLarge(res);
      // An error, not an end: the handler's request.formData() then rejects instead of
      // parsing a cut-off form (React Router logs that error once or twice), and the
      // dropped connection stops further bytes.
      req.destroy(new Error(`Request body over ${maxBytes} bytes, refused with 413`));
    });
    next();
  };
}

// Actions read forms only. Refusing every other type early also stops text/plain posts,
// which any page can send cross-site without a CORS preflight.
export function requireFormBody(): RequestHandler {
  return (req, res, next) => {
    if (!UNSAFE_METHODS.has(req.method) || !hasBody(req) || req.is(FORM_TYPES)) return next();
    res
      .status(415)
      .type("text/plain")
      .send("Send forms as application/x-www-form-urlencoded or multipart/form-data.\n");
  };
}
