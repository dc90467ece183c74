import express from "express";
import { mkdtemp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { compressAssets } from "../scripts/compress-assets";
import { precompressedStatic } from "./static";
import { listen, send } from "./test-http";

const JOBS = Array.from({ length: 200 }, (_, id) => ({ id, title: "Line cook" }));
const SCRIPT = `export const jobs = ${JSON.stringify(JOBS)};\n`;
let client: string;

beforeAll(async () => {
  client = await mkdtemp(path.join(tmpdir(), "harbor-static-"));
  await mkdir(path.join(client, "assets"));
  await writeFile(path.join(client, "assets/jobs-AbC123.js"), SCRIPT);
  await writeFile(path.join(client, "assets/logo-XyZ789.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  await writeFile(path.join(client, "tiny.txt"), "hi");
  await compressAssets(client);
});

afterAll(() => rm(client, { recursive: true, force: true }));

async function startApp() {
  const app = express();
  app.use("/assets", precompressedStatic(path.join(client, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(precompressedStatic(client, { maxAge: "1h" }));
  app.all("*splat", (req, res) => void res.send(`app: ${req.method} ${req.path}`));
  return listen(app);
}

describe("compressAssets", () => {
  test("writes .br and .gz beside compressible files, and nothing that would not be smaller", async () => {
    const br = await readFile(path.join(client, "assets/jobs-AbC123.js.br"));
    const gz = await readFile(path.join(client, "assets/jobs-AbC123.js.gz"));
    expect(brotliDecompressSync(br).toString()).toBe(SCRIPT);
    expect(gunzipSync(gz).toString()).toBe(SCRIPT);
    expect(br.length).toBeLessThan(gz.length);
    await expect(readFile(path.join(client, "assets/logo-XyZ789.png.br"))).rejects.toThrow(/ENOENT/);
    await expect(readFile(path.join(client, "tiny.txt.br"))).rejects.toThrow(/ENOENT/);
  });
});

describe("precompressedStatic", () => {
  test("serves the brotli file when the client accepts br, typed as the original", async () => {
    const url = await startApp();
    const headers = { "accept-encoding": "gzip, deflate, br, zstd" };
    const reply = await send(`${url}/assets/jobs-AbC123.js`, { headers });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBe("br");
    const plain = await send(`${url}/assets/jobs-AbC123.js`);
    expect(reply.headers["content-type"]?.toLowerCase()).toBe(plain.headers["content-type"]?.toLowerCase());
    expect(reply.headers["content-type"]).toMatch(/^text\/javascript/);
    expect(reply.headers.vary).toBe("Accept-Encoding");
    expect(reply.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(reply.body).toString()).toBe(SCRIPT);
  });

  test("serves gzip to a client that takes only gzip", async () => {
    const url = await startApp();
    const reply = await send(`${url}/assets/jobs-AbC123.js`, { headers: { "accept-encoding": "gzip" } });
    expect(reply.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(reply.body).toString()).toBe(SCRIPT);
  });

  const NO_COMPRESSION = [undefined, "identity", "br;q=0, gzip;q=0"];
  test.each(NO_COMPRESSION)("serves the plain file for Accept-Encoding: %s", async (accept) => {
    const url = await startApp();
    const headers: Record<string, string> = accept ? { "accept-encoding": accept } : {};
    const reply = await send(`${url}/assets/jobs-AbC123.js`, { headers });
    expect(reply.status).toBe(200);
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(reply.headers.vary).toBe("Accept-Encoding");
    expect(reply.body.toString()).toBe(SCRIPT);
  });

  test("files outside /assets keep the hourly revalidation", async () => {
    const url = await startApp();
    const reply = await send(`${url}/tiny.txt`, { headers: { "accept-encoding": "br" } });
    expect(reply.headers["content-encoding"]).toBeUndefined();
    expect(reply.headers["cache-control"]).toBe("public, max-age=3600");
    expect(reply.body.toString()).toBe("hi");
  });

  test("other methods and missing files go on to the app, without a Content-Encoding", async () => {
    const url = await startApp();
    const headers = { "accept-encoding": "br" };
    const post = await send(`${url}/assets/jobs-AbC123.js`, { method: "POST", headers });
    expect(post.headers["content-encoding"]).toBeUndefined();
    expect(post.body.toString()).toBe("app: POST /assets/jobs-AbC123.js");
    const missing = await send(`${url}/jobs`, { headers });
    expect(missing.body.toString()).toBe("app: GET /jobs");
  });
});
