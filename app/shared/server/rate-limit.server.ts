import { createThrottle } from "~/shared/throttle";
import { CLIENT_IP_HEADER } from "./auth.server";

// In-process counters: enough for the single Node process this app runs as.
// Several processes behind a balancer would each count on their own.
const perEmail = createThrottle({ max: 1, windowMs: 60_000 });
const perAddress = createThrottle({ max: 10, windowMs: 10 * 60_000 });
const perPasswordChanger = createThrottle({ max: 5, windowMs: 15 * 60_000 });

export type Limit = { ok: true } | { ok: false; retryAfterSeconds: number };

/**
 * Emailed links (password, sign-in): one per minute to an address, ten per ten
 * minutes from one client. Counted whether or not the email is registered, so
 * the answer gives nothing away.
 */
export function allowLinkEmail(request: Request, email: string): Limit {
  const ip = request.headers.get(CLIENT_IP_HEADER) || "unknown";
  const byAddress = perAddress.hit(ip);
  if (!byAddress.ok) return byAddress;
  return perEmail.hit(email.toLowerCase());
}

/** Guesses at the current password on the change-password form. */
export function allowPasswordChange(userId: string): Limit {
  return perPasswordChanger.hit(userId);
}
