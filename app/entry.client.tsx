import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { keepTypedText } from "~/shared/ui/typed-text";

// The page asked for this script after its first paint (scripts-after-paint.server.ts), so
// hydrating at once never holds that paint back.
keepTypedText();
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
