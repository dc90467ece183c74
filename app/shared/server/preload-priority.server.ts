import { Transform } from "node:stream";

/**
 * React Router writes a module preload for every script the page will run into the head, at the
 * browser's high priority, beside the stylesheet. On a slow link they shared its bandwidth, and the
 * first paint waits for the stylesheet only: the page's plain forms work before the scripts run
 * (issue 19). At low priority the browser asks for them once the stylesheet is on its way. The head
 * is held until it is complete (the shell is written at once, so that costs no time), the rest of
 * the page passes through untouched.
 */
export function scriptPreloadsAfterStylesheet() {
  let head: Buffer | null = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      if (head === null) return done(null, chunk);
      head = Buffer.concat([head, chunk]);
      const end = head.indexOf("</head>");
      if (end === -1) return done();
      const before = head.subarray(0, end).toString().replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`);
      const rest = head.subarray(end);
      head = null;
      done(null, Buffer.concat([Buffer.from(before), rest]));
    },
    flush(done) {
      done(null, head);
    },
  });
}

const PRELOAD = 'rel="modulepreload"';
