import { Writable } from "node:stream";

/**
 * Where React writes a page that is sent whole (app/entry.server.tsx, and the benchmark's floor in
 * scripts/bench-floor): it keeps the chunks and hands them over as one buffer when React ends.
 */
export function wholePage(onEnd: (html: Buffer<ArrayBuffer>) => void): Writable {
  const chunks: Buffer[] = [];
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
    final(done) {
      onEnd(Buffer.concat(chunks));
      done();
    },
  });
}
