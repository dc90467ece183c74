import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// Navigations render without React transitions: a transition's render yields to the browser every
// 5 ms, which on a slow phone stretched a page's render into dozens of tasks (issue 19). The data is
// loaded before the update, so there is nothing to wait for during the render anyway.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
