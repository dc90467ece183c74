import type { Express } from "express";
import { request, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach } from "vitest";

// Test helpers: a real Express app on an ephemeral port and a raw HTTP client, so the
// middleware sees real sockets, real chunked bodies and real header parsing.

const servers: Server[] = [];

afterEach(async () => {
  await Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
});

export async function listen(app: Express): Promise<string> {
  const server = app.listen(0);
  servers.push(server);
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface Reply {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

interface Send {
  method?: string;
  headers?: Record<string, string>;
  // A Buffer goes out with Content-Length; an iterable of chunks goes out chunked.
  body?: Buffer | Iterable<Buffer>;
}

export function send(url: string, { method = "GET", headers = {}, body }: Send = {}): Promise<Reply> {
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(url, { method, headers, agent: false }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    // A server that refuses a body closes the connection while the rest is still being
    // sent; that write error matters only if no answer came first.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    if (body === undefined) return void req.end();
    if (Buffer.isBuffer(body)) return void req.end(body);
    void (async () => {
      for (const chunk of body) {
        if (answered || req.destroyed) return;
        if (!req.write(chunk)) await new Promise((resolve) => req.once("drain", resolve));
      }
      req.end();
    })();
  });
}
