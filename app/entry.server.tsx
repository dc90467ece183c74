import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { withScriptsAfterFirstPaint } from "~/shared/server/scripts-after-paint.server";
import { wholePage } from "~/shared/server/whole-page.server";
import { errorReferenceCookie, ErrorReferenceProvider } from "~/shared/ui/error-reference";
import { NonceProvider } from "~/shared/ui/nonce";

export { startup, shutdown, databaseAnswers } from "~/shared/server/startup.server";
// The app's figures, which server.ts serves at /metrics with its own.
export { metrics } from "~/shared/server/metrics.server";

export const streamTimeout = 5_000;

/**
 * The details of a failure, for staff only: the page shows just the request's
 * reference (server.ts puts it in the load context and the X-Request-Id header), and
 * this log line has the same reference with the method, the path (never the query,
 * which may hold a person's search) and the error with its stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Neither a client that went away nor React Router's own answer to a bad request
  // (a POST to a page without an action: 405) is a failure of ours.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const path = new URL(request.url).pathname;
  logFailure(context, { reqId: context.requestId, method: request.method, path, err: error }, "request failed");
};

/** A failure's log line, or under `npm run dev` (no server.ts, no log) the console. */
function logFailure(context: AppLoadContext, details: Record<string, unknown>, message: string): void {
  if (context.log) context.log.error(details, message);
  else console.error(message, details);
}

/** A failed data request (a client-side navigation or form) hands its reference to the browser. */
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
  if (response.status >= 500 && typeof context.requestId === "string") {
    response.headers.append("Set-Cookie", errorReferenceCookie(context.requestId));
  }
  return response;
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = typeof loadContext.nonce === "string" ? loadContext.nonce : undefined;
  const reference = typeof loadContext.requestId === "string" ? loadContext.requestId : undefined;
  // The browser reads the reference from this cookie when it hydrates the error page.
  if (responseStatusCode >= 500 && reference) responseHeaders.append("Set-Cookie", errorReferenceCookie(reference));
  // The page is written whole: every loader has finished before React starts, and the app
  // suspends nowhere, so streaming it sent the same bytes only microseconds sooner, through three
  // more streams per request (docs/perf.md, "Decisions on the request path").
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const page = wholePage((html) => {
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      const body = withScriptsAfterFirstPaint(html);
      resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
    });
    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ErrorReferenceProvider value={reference}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ErrorReferenceProvider>
      </NonceProvider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          if (shellRendered) pipe(page);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors in the shell reject above, and React Router logs them.
          if (shellRendered)
            logFailure(
              loadContext,
              { reqId: reference, path: new URL(request.url).pathname, err: error },
              "rendering failed",
            );
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
