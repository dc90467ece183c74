import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("signIn", "areas/accounts/sign-in.tsx"),
  route("signUp", "areas/accounts/sign-up.tsx"),
  route("signOut", "areas/accounts/sign-out.tsx"),
  route("signIn/link", "areas/accounts/sign-in-link.tsx"),
  route("forget_password", "areas/accounts/forget-password.tsx"),
  route("set_password", "areas/accounts/set-password.tsx"),
  route("confirm_send_email", "areas/accounts/confirm-send-email.tsx"),
  route("healthz", "shared/routes/healthz.ts"),
  route("language", "shared/routes/language.ts"),
  route("dev/outbox", "shared/routes/dev-outbox.tsx"),
  route("api/users/search", "areas/users/api-users-search.ts"),
  route("api/saved-jobs", "areas/find-jobs/api-saved-jobs.tsx"),
  layout("shared/routes/shell.tsx", [
    index("shared/routes/home.tsx"),
    route("addJob", "areas/manage-jobs/add-job.tsx"),
    route("updateJob/:jobId", "areas/manage-jobs/update-job.tsx"),
    route("admin/jobs", "shared/routes/tab-redirect.tsx", { id: "admin-jobs-redirect" }),
    route("admin/jobs/:tab", "areas/manage-jobs/dashboard.tsx", { id: "admin-jobs" }, [
      index("shared/routes/jobs-index.tsx", { id: "admin-jobs-index" }),
      route(":jobId", "areas/manage-jobs/dashboard-job.tsx", { id: "admin-job" }),
    ]),
    route("admin/accounts/create", "areas/users/admin-create-account.tsx"),
    route("admin/users", "shared/routes/tab-redirect.tsx", { id: "admin-users-redirect" }),
    route("admin/users/:tab", "areas/users/admin-users.tsx"),
    route("admin/users/:tab/:userId", "areas/users/admin-user.tsx"),
    route("employer/jobs", "shared/routes/tab-redirect.tsx", { id: "employer-jobs-redirect" }),
    route("employer/jobs/:tab", "areas/manage-jobs/dashboard.tsx", { id: "employer-jobs" }, [
      index("shared/routes/jobs-index.tsx", { id: "employer-jobs-index" }),
      route(":jobId", "areas/manage-jobs/dashboard-job.tsx", { id: "employer-job" }),
    ]),
    route("jobs", "areas/find-jobs/jobs.tsx", [
      index("shared/routes/jobs-index.tsx", { id: "jobs-index" }),
      route(":jobId", "areas/find-jobs/jobs-detail.tsx"),
    ]),
    route("jobsSaved", "areas/find-jobs/saved-jobs.tsx", [
      index("shared/routes/jobs-index.tsx", { id: "saved-jobs-index" }),
      route(":jobId", "areas/find-jobs/jobs-detail.tsx", { id: "saved-jobs-detail" }),
    ]),
    route("profile", "areas/accounts/profile.tsx", [
      index("areas/accounts/profile-menu.tsx"),
      route("account", "areas/accounts/profile-account.tsx"),
      route("help", "areas/accounts/profile-help.tsx"),
      route("set_profile", "areas/accounts/profile-set-profile.tsx"),
      route("set_password", "areas/accounts/profile-set-password.tsx"),
    ]),
    route("*", "shared/routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
