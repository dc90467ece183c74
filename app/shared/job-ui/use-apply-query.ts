import { useLocation, useNavigate } from "react-router";
import { jobQueryString, type JobQuery } from "./job-filters";

/** Shows the first page of a new search at the current path (an open job stays open). */
export function useApplyQuery() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (query: Omit<JobQuery, "page">) => navigate(`${pathname}${jobQueryString({ ...query, page: 1 })}`);
}
