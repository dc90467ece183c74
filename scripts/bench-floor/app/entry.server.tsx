import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";
import { wholePage } from "../../../app/shared/server/whole-page.server";

// What server.ts asks of a build: there is no database to start, stop or ask.
export async function startup(): Promise<void> {}
export async function shutdown(): Promise<void> {}
export async function databaseAnswers(): Promise<boolean> {
  return true;
}

// The page is rendered whole and sent as one body, the way app/entry.server.tsx does it.
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const page = wholePage((html) => {
      headers.set("Content-Type", "text/html; charset=utf-8");
      resolve(new Response(html, { headers, status }));
    });
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      onAllReady: () => pipe(page),
      onShellError: reject,
    });
  });
}
