import { createContext, useContext, useEffect, useState } from "react";
import { useT } from "~/shared/i18n/i18n-context";

// A failed request's reference reaches the page two ways: the server renders it
// from the request's load context, and the browser reads it from a short-lived
// cookie that the failed response set (entry.server.tsx). The cookie is what
// carries it to an error met during a client-side navigation, whose response
// React Router reduces to "Unexpected Server Error" outside `npm run dev`.
export const ERROR_REFERENCE_COOKIE = "error-ref";
const REFERENCE = /^[0-9a-f]{8}$/;

/** The Set-Cookie value that hands the reference of a failed response to the browser. */
export function errorReferenceCookie(reference: string): string {
  return `${ERROR_REFERENCE_COOKIE}=${reference}; Path=/; Max-Age=60; SameSite=Lax`;
}

const ErrorReferenceContext = createContext<string | undefined>(undefined);

/** Server rendering: the reference of the request being answered. */
export const ErrorReferenceProvider = ErrorReferenceContext.Provider;

function referenceFromCookie(): string | undefined {
  if (typeof document === "undefined") return undefined;
  for (const part of document.cookie.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === ERROR_REFERENCE_COOKIE && value && REFERENCE.test(value)) return value;
  }
  return undefined;
}

/** "Reference: 1a2b3c4d", the line staff can find in the server log; nothing when there is none. */
export function ErrorReference() {
  const t = useT();
  const fromServer = useContext(ErrorReferenceContext);
  // Read once: the cookie is removed below, and a later render must keep showing it.
  const [reference] = useState(() => fromServer ?? referenceFromCookie());
  useEffect(() => {
    // Used up: a later error that never reached the server must not show this one's reference.
    if (reference) document.cookie = `${ERROR_REFERENCE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`;
  }, [reference]);
  if (!reference) return null;
  return (
    <p className="mt-2 text-stone-700">
      {t("errors.reference")}{" "}
      <code dir="ltr" className="font-mono font-semibold">
        {reference}
      </code>
    </p>
  );
}
