/**
 * React Router writes a module preload for every script the page will run into the head, at the
 * browser's high priority, beside the stylesheet. On a slow link they shared its bandwidth, and the
 * first paint waits for the stylesheet only: the page's plain forms work before the scripts run
 * (issue 19). At low priority the browser asks for them once the stylesheet is on its way. Only the
 * head changes: the same words in the body are the page's text.
 */
export function withScriptPreloadsAfterStylesheet(html: Buffer<ArrayBuffer>): Buffer<ArrayBuffer> {
  const end = html.indexOf("</head>");
  if (end === -1) return html;
  const head = html.subarray(0, end).toString().replaceAll(PRELOAD, `${PRELOAD} fetchpriority="low"`);
  return Buffer.concat([Buffer.from(head), html.subarray(end)]);
}

const PRELOAD = 'rel="modulepreload"';
