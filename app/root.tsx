import { useEffect, useLayoutEffect } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunctionArgs,
} from "react-router";
import { DemoBanner, SkipLink } from "~/shared/ui/banners";
import { ErrorPage } from "~/shared/ui/error-page";
import { useNonce } from "~/shared/ui/nonce";
import { PreloadNavigationFiles } from "~/shared/ui/route-files";
import { areaMessages, SHARED_AREAS } from "~/shared/i18n/catalog.server";
import { directionOf, stringsShouldRevalidate } from "~/shared/i18n/i18n";
import { I18nProvider } from "~/shared/i18n/i18n-context";
import { getLocale } from "~/shared/i18n/locale.server";
import { getBrand } from "~/shared/server/brand.server";
import { getEnv } from "~/shared/server/env.server";
import { saveDataOn } from "~/shared/server/request.server";
import { isOutboxMode } from "~/shared/server/mail.server";
import { isTextOutboxMode } from "~/shared/server/sms.server";
import { readToast, shownToast } from "~/shared/server/toast.server";
import { Toasts, useToast } from "~/shared/ui/toast";
import type { ShownToast } from "~/shared/action-result";
import { restoreTypedText } from "~/shared/ui/typed-text";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import bundledLogo from "./assets/logo.svg?no-inline";

export async function loader({ request }: Route.LoaderArgs) {
  const locale = getLocale(request);
  const { toast, clear } = await readToast(request);
  const payload = {
    locale,
    dir: directionOf(locale),
    messages: areaMessages(request, SHARED_AREAS),
    brand: getBrand(),
    // Pages then skip optional downloads (the logo image).
    saveData: saveDataOn(request),
    demo: getEnv().DEMO ? { outbox: { mail: isOutboxMode(), texts: isTextOutboxMode() } } : null,
    toast: toast && shownToast(request, toast),
  };
  return clear ? data(payload, { headers: { "Set-Cookie": clear } }) : payload;
}

// The root data (catalogue, brand) rarely changes: refetch it after actions, when a
// redirect left a toast cookie for it to show, or when the language switcher chose another language.
export function shouldRevalidate({ formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  if (typeof document === "undefined") return false;
  return /(?:^|;\s*)toast=/.test(document.cookie) || stringsShouldRevalidate();
}

export function Layout({ children }: { children: React.ReactNode }) {
  const root = useRouteLoaderData<typeof loader>("root");
  const nonce = useNonce();
  const locale = root?.locale ?? "en";
  return (
    <html
      lang={locale}
      dir={root?.dir ?? "ltr"}
      style={root?.demo ? ({ "--top-bar": "2.25rem" } as React.CSSProperties) : undefined}
    >
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#9a3412" />
        <link rel="icon" href={root?.brand.logoUrl ?? bundledLogo} />
        <link rel="manifest" href="/manifest.webmanifest" />
        {/* With a precedence React writes the stylesheet ahead of the script
            preloads, so the browser asks for it first: it holds up the first paint. */}
        <link rel="stylesheet" href={appCss} precedence="app" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-stone-50 text-stone-900 antialiased">
        {root ? (
          <I18nProvider locale={root.locale} dir={root.dir}>
            {/* Here rather than in App, so error pages have them too. */}
            <SkipLink />
            {root.demo && <DemoBanner outbox={root.demo.outbox} />}
            {children}
            <ToastFromServer toast={root.toast} />
          </I18nProvider>
        ) : (
          children
        )}
        <Toasts />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function ToastFromServer({ toast }: { toast: ShownToast | null }) {
  useToast(toast);
  return null;
}

export default function App() {
  // The root's layout effect runs once the whole page has hydrated, before the browser paints.
  useLayoutEffect(restoreTypedText, []);
  return (
    <>
      <PreloadNavigationFiles />
      <Outlet />
    </>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  // In the browser's console only: the server logged its failures with their reference (entry.server.tsx).
  useEffect(() => {
    if (!isRouteErrorResponse(error)) console.error(error);
  }, [error]);
  return (
    <main id="main">
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </main>
  );
}
