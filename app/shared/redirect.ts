// Targets are resolved against a stand-in for the site's origin: only paths of this site
// are ever followed, so which host the site really has does not matter, and this module
// stays free of server settings (it is imported by browser code too).
const SITE = "http://harbor.invalid";
// Far longer than any path of the app; a longer target is an attack or a mistake.
export const MAX_REDIRECT_LENGTH = 2048;

// Browsers drop tabs and line breaks from a URL and read a backslash as a slash, so
// "/\t/evil.example" or "/\\evil.example" would leave the site. A plain scan, not a pattern:
// control characters in a regular expression are easy to get wrong.
function hasConfusingCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

/**
 * A redirect target is followed only when it is a path of this site: it must parse as a URL
 * against the site's origin and keep that origin. Returns the path, query and fragment to
 * redirect to, or null (the caller then uses its default page).
 */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (typeof target !== "string" || target.length > MAX_REDIRECT_LENGTH || !target.startsWith("/")) return null;
  if (hasConfusingCharacter(target)) return null;
  let url: URL;
  let decodedPath: string;
  try {
    url = new URL(target, SITE);
    decodedPath = decodeURIComponent(url.pathname);
  } catch {
    return null;
  }
  if (url.origin !== SITE) return null;
  // The path as parsed ("/.//evil.example" becomes "//evil.example") and as decoded
  // ("/%2F%2Fevil.example"), in case a later hop decodes it, must still be a path.
  if (url.pathname.startsWith("//") || decodedPath.startsWith("//") || hasConfusingCharacter(decodedPath)) return null;
  return url.pathname + url.search + url.hash;
}
