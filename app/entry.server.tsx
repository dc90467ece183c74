import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { AppLoadContext, EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { scriptPreloadsAfterStylesheet } from "~/shared/server/preload-priority.server";
import { errorReferenceCookie, ErrorReferenceProvider } from "~/shared/ui/error-reference";
import { NonceProvider } from "~/shared/ui/nonce";

export { startup, shutdown, databaseAnswers } from "~/shared/server/startup.server";

export const streamTimeout = 5_000;

/**
 * The details of a failure, for staff only: the page shows just the request's
 * reference (server.ts puts it in the load context), and this line has the
 * same reference with the method, the path and the error with its stack.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  // Neither a client that went away nor React Router's own answer to a bad request
  // (a POST to a page without an action: 405) is a failure of ours.
  if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
  const reference = typeof context.requestId === "string" ? context.requestId : "--------";
  console.error(`[error ${reference}] ${request.method} ${new URL(request.url).pathname}`, error);
};

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
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA-mode builds wait for all content; browsers get the shell early.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <ErrorReferenceProvider value={reference}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </ErrorReferenceProvider>
      </NonceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body.pipe(scriptPreloadsAfterStylesheet()));
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors after the shell is sent are logged; earlier ones reject above.
          if (shellRendered)
            console.error(`[error ${reference ?? "--------"}] rendering ${new URL(request.url).pathname}`, error);
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
