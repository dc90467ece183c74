import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        {/* Navigations render without React transitions: a transition's render yields to the
            browser every 5 ms, which on a slow phone stretched a page's render into dozens of
            tasks (issue 19). The data is loaded before the update, so nothing is waited for. */}
        <HydratedRouter useTransitions={false} />
      </StrictMode>,
    );
  });
}

// Hydration waits for the page's first frame: when the scripts come from the cache they can arrive
// before it, and the page's plain forms already work without them, so the paint goes first. A tab
// opened in the background paints nothing (and runs no frames) until it is shown: it hydrates now.
if (document.visibilityState === "hidden") hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
