import type { RequestHandler } from "express";
import onHeaders from "on-headers";

// Pages and .data answers are per user (session, language, flash toasts): no browser or
// shared cache may keep them unless the route says otherwise with its own Cache-Control.
// Set just before the headers go out, because the React Router handler adds the route's
// headers with res.append, which would join a value set earlier instead of replacing it.
export function noStoreByDefault(): RequestHandler {
  return (_req, res, next) => {
    onHeaders(res, () => {
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "private, no-store");
    });
    next();
  };
}
