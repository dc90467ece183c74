/** A redirect target is only followed when it stays on this site. */
export function safeRedirectPath(target: string | null | undefined): string | null {
  if (!target || !target.startsWith("/") || target.startsWith("//") || target.startsWith("/\\")) {
    return null;
  }
  return target;
}
