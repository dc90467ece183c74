import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  route("signIn", "routes/sign-in.tsx"),
  route("signUp", "routes/sign-up.tsx"),
  route("signOut", "routes/sign-out.tsx"),
  route("signIn/link", "routes/sign-in-link.tsx"),
  route("forget_password", "routes/forget-password.tsx"),
  route("set_password", "routes/set-password.tsx"),
  route("confirm_send_email", "routes/confirm-send-email.tsx"),
  route("healthz", "routes/healthz.ts"),
  route("language", "routes/language.ts"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  route("api/users/search", "routes/api/users-search.ts"),
  route("api/saved-jobs", "routes/api/saved-jobs.tsx"),
  layout("routes/shell.tsx", [
    index("routes/home.tsx"),
    route("addJob", "routes/manage/add-job.tsx"),
    route("updateJob/:jobId", "routes/manage/update-job.tsx"),
    route("admin/jobs", "routes/tab-redirect.tsx", { id: "admin-jobs-redirect" }),
    route("admin/jobs/:tab", "routes/manage/dashboard.tsx", { id: "admin-jobs" }, [
      index("routes/jobs-index.tsx", { id: "admin-jobs-index" }),
      route(":jobId", "routes/manage/dashboard-job.tsx", { id: "admin-job" }),
    ]),
    route("admin/accounts/create", "routes/admin-create-account.tsx"),
    route("admin/users", "routes/tab-redirect.tsx", { id: "admin-users-redirect" }),
    route("admin/users/:tab", "routes/admin-users.tsx"),
    route("admin/users/:tab/:userId", "routes/admin-user.tsx"),
    route("employer/jobs", "routes/tab-redirect.tsx", { id: "employer-jobs-redirect" }),
    route("employer/jobs/:tab", "routes/manage/dashboard.tsx", { id: "employer-jobs" }, [
      index("routes/jobs-index.tsx", { id: "employer-jobs-index" }),
      route(":jobId", "routes/manage/dashboard-job.tsx", { id: "employer-job" }),
    ]),
    route("jobs", "routes/jobs.tsx", [
      index("routes/jobs-index.tsx", { id: "jobs-index" }),
      route(":jobId", "routes/jobs-detail.tsx"),
    ]),
    route("jobsSaved", "routes/saved-jobs.tsx", [
      index("routes/jobs-index.tsx", { id: "saved-jobs-index" }),
      route(":jobId", "routes/jobs-detail.tsx", { id: "saved-jobs-detail" }),
    ]),
    route("profile", "routes/profile.tsx", [
      index("routes/profile-menu.tsx"),
      route("account", "routes/profile-account.tsx"),
      route("help", "routes/profile-help.tsx"),
      route("set_profile", "routes/profile-set-profile.tsx"),
      route("set_password", "routes/profile-set-password.tsx"),
    ]),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
