import { Link, useLoaderData } from "react-router";
import { JobCards, twentyJobs } from "./job-cards";

export function loader() {
  return { jobs: twentyJobs() };
}

export default function Jobs() {
  const { jobs } = useLoaderData<typeof loader>();
  return <JobCards jobs={jobs} link={({ to, children }) => <Link to={to}>{children}</Link>} />;
}
