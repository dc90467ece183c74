import { Form, redirect } from "react-router";
import { PublicPage } from "~/shared/ui/public-page";
import { useT } from "~/shared/i18n/i18n-context";
import { getUser, signOut } from "~/shared/server/auth.server";
import { pageTitle } from "~/shared/meta";
import { redirectWithToast } from "~/shared/server/toast.server";
import type { Route } from "./+types/sign-out";

export async function loader({ request }: Route.LoaderArgs) {
  if (!(await getUser(request))) throw redirect("/signIn");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const headers = await signOut(request);
  // What this browser kept of the app (saved jobs for offline use, its service worker) goes with
  // the session: the next person on the phone finds none of it (docs/decisions/018). Not the HTTP
  // cache: pages are never stored in it (private, no-store), and emptying it would make the next
  // sign-in download the app's files again over a metered connection.
  headers.set("Clear-Site-Data", '"storage"');
  throw await redirectWithToast("/signIn", { type: "success", key: "auth.signedOut" }, { headers });
}

export default function SignOut() {
  const t = useT();
  return (
    <PublicPage>
      <Form method="post" className="flex flex-col gap-4">
        <h1 className="text-2xl font-bold">{t("nav.signOut")}</h1>
        <button type="submit" className="min-h-11 rounded-md bg-orange-800 px-4 font-semibold text-white">
          {t("nav.signOut")}
        </button>
      </Form>
    </PublicPage>
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageTitle(matches, "nav.signOut");
}
