import pino, { type Logger } from "pino";
import { getEnv } from "./env.server";

let logger: Logger | undefined;

/**
 * The server's structured log: one JSON line per request (server/observe.ts) and per failure, to
 * stdout. Lines are written asynchronously, so a request never waits on the terminal or the log
 * collector's pipe; pino writes what is still buffered when the process exits.
 */
export function getLog(): Logger {
  logger ??= pino(
    {
      level: getEnv().LOG_LEVEL,
      // "info" rather than 30: what log collectors and people read without pino's table.
      formatters: { level: (label) => ({ level: label }) },
    },
    pino.destination({ sync: false }),
  );
  return logger;
}
