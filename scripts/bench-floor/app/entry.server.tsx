import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, ServerRouter } from "react-router";

// What server.ts asks of a build: there is no database to start, stop or ask.
export async function startup(): Promise<void> {}
export async function shutdown(): Promise<void> {}
export async function databaseAnswers(): Promise<boolean> {
  return true;
}

// The page is rendered whole and sent as one body, as app/entry.server.tsx does.
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  context: EntryContext,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { headers, status }));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      onAllReady: () => pipe(page),
      onShellError: reject,
    });
  });
}
