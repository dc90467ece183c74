/**
 * A request's path as the route table matches it: React Router decodes percent-escapes and
 * ignores case, so /JOBS, /Admin/jobs and /%61dmin/jobs reach the same loaders as /jobs and
 * /admin/jobs. A loader that tells its pages apart by the URL compares this form, so that no
 * spelling of a URL picks a different page, and so a different guard, than the route matched.
 */
export function routePath(request: Request): string {
  const { pathname } = new URL(request.url);
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // React Router keeps a path it cannot decode as it is, and so does this.
    decoded = pathname;
  }
  // Trailing slashes dropped by a scan: a pattern like /\/+$/ slows down on long runs of slashes.
  let end = decoded.length;
  while (end > 1 && decoded[end - 1] === "/") end--;
  return decoded.slice(0, end).toLowerCase();
}
