import type { Logger } from "pino";
import "react-router";

declare module "react-router" {
  interface AppLoadContext {
    /** The CSP nonce the server generated for this response. */
    nonce?: string;
    /** Eight hex digits naming this request: an error page shows it, and the server log has it with the details. */
    requestId?: string;
    /** The server's structured log (server/observe.ts); absent under `npm run dev`. */
    log?: Logger;
    /**
     * Answers a request for a page's data (`/jobs.data`) in this process, as the router would over
     * HTTP: an action sends that page's data with its answer (app/shared/server/landing.server.ts).
     */
    pageData?: (request: Request) => Promise<Response>;
  }
}
