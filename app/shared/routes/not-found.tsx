import { data } from "react-router";
import { ErrorPage } from "~/shared/ui/error-page";

export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <ErrorPage status={404} />;
}
