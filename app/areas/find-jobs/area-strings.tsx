import { Outlet } from "react-router";
import { requirePage } from "~/shared/access/guard.server";
import { stringsShouldRevalidate } from "~/shared/i18n/i18n";
import type { Route } from "./+types/area-strings";
import { pageMessages } from "./messages.server";

// The strings of Find Jobs and Saved Jobs, sent when a visit enters them (or chooses another
// language), not with every search: they were 3.4 of the list data's 7.7 KB (brotli, Arabic).
export async function loader({ request }: Route.LoaderArgs) {
  // As for the shell around it: signed in is enough; each page's loader asks about that page.
  await requirePage(request, "home");
  return { messages: pageMessages(request) };
}

export const shouldRevalidate = stringsShouldRevalidate;

export default function AreaStrings() {
  return <Outlet />;
}
