import type { ManagerRole } from "~/shared/access/job-status";
import { routePath } from "~/shared/access/route-path";
import type { Page } from "~/shared/access/policy";

/** Which dashboard a URL is in: staff's /admin/jobs or an employer's own /employer/jobs. */
export function dashboardOf(request: Request): { page: Page; role: ManagerRole } {
  // Routes match without regard to case or escapes (/ADMIN/jobs, /%61dmin/jobs), so the test does too.
  return routePath(request).startsWith("/admin/")
    ? { page: "adminJobs", role: "admin" }
    : { page: "employerJobs", role: "employer" };
}
