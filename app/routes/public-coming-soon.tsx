import { NotBuilt } from "~/components/not-built";
import { PublicPage } from "~/components/public-page";

export default function PublicComingSoon() {
  return (
    <PublicPage>
      <NotBuilt />
    </PublicPage>
  );
}
