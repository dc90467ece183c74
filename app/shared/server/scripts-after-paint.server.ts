/**
 * React Router asks for the page's scripts as soon as the HTML is read: a module preload for each
 * in the head and an inline module script that imports them. On a slow link they shared the
 * stylesheet's bandwidth, and the first paint waits for the stylesheet only: the page's plain forms
 * work before the scripts run (issue 19). So the page asks for its scripts after its first paint:
 * the preloads and the module script are written by a small inline script once the first frame
 * is on screen (a hidden page, which paints nothing, asks at once). A document without them, or
 * not in the shape React Router writes, passes unchanged.
 */
export function withScriptsAfterFirstPaint(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  // The page stays bytes: only its head and the module script are read as text. Decoding and
  // encoding the whole page again took 5 % of a job's page's CPU profile (docs/perf.md).
  const headEnd = html.indexOf("</head>");
  const typeAt = html.indexOf(MODULE_TYPE);
  if (headEnd === -1 || typeAt < headEnd) return html;
  const start = html.lastIndexOf(SCRIPT_START, typeAt);
  const sourceAt = typeAt + MODULE_TYPE.length;
  const end = html.indexOf(SCRIPT_END, sourceAt);
  const nonce = html.toString("utf8", start + SCRIPT_START.length, typeAt);
  if (start < headEnd || nonce.includes('"') || end === -1) return html;
  const source = html.toString("utf8", sourceAt, end);
  const head = html.toString("utf8", 0, headEnd);
  const preloads = [...head.matchAll(PRELOAD)].map((link) => link[1] as string);
  // JSON, with "<" escaped so that no "</script>" in the source can end the inline script.
  const json = (value: unknown) => JSON.stringify(value).replaceAll("<", "\\u003c");
  const loader = `<script nonce="${nonce}">(${LOAD_SCRIPTS})(${json(preloads)},${json(source)},${json(nonce)})</script>`;
  return Buffer.concat([
    Buffer.from(head.replace(PRELOAD, "")),
    html.subarray(headEnd, start),
    Buffer.from(loader),
    html.subarray(end + SCRIPT_END.length),
  ]);
}

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[^"]*")?\/>/g;
// React Router's module script: <script nonce="…" type="module" async="">…</script>.
const SCRIPT_START = '<script nonce="';
const MODULE_TYPE = '" type="module" async="">';
const SCRIPT_END = "</script>";

// The inline script: its arguments are the preloads' addresses, the module script's source and the
// page's nonce (given as text: some older browsers have no nonce property to read it from).
// A frame's callbacks run before its paint, and a task queued from one runs after it. A page that
// says it is visible but draws no frame (a covered window) still asks after a few seconds.
const LOAD_SCRIPTS = `function (preloads, source, nonce) {
  var loaded = false;
  function load() {
    if (loaded) return;
    loaded = true;
    preloads.forEach(function (href) {
      var link = document.createElement("link");
      link.rel = "modulepreload";
      link.href = href;
      document.head.appendChild(link);
    });
    var script = document.createElement("script");
    script.type = "module";
    script.setAttribute("nonce", nonce);
    script.textContent = source;
    document.body.appendChild(script);
  }
  if (document.visibilityState !== "visible") return load();
  requestAnimationFrame(function () { setTimeout(load); });
  setTimeout(load, 3000);
}`;
