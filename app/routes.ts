import { index, layout, route, type RouteConfig } from "@react-router/dev/routes";

// Pages whose feature arrives in a later issue share one placeholder module.
const soon = (path: string, id: string) => route(path, "routes/coming-soon.tsx", { id });

export default [
  route("signIn", "routes/sign-in.tsx"),
  route("signUp", "routes/sign-up.tsx"),
  route("signOut", "routes/sign-out.tsx"),
  route("forget_password", "routes/public-coming-soon.tsx", { id: "forget-password" }),
  route("set_password", "routes/set-password.tsx"),
  route("confirm_send_email", "routes/public-coming-soon.tsx", { id: "confirm-send-email" }),
  route("healthz", "routes/healthz.ts"),
  route("dev/outbox", "routes/dev-outbox.tsx"),
  layout("routes/shell.tsx", [
    index("routes/home.tsx"),
    soon("addJob", "add-job"),
    soon("updateJob/:jobId", "update-job"),
    route("admin/jobs", "routes/tab-redirect.tsx", { id: "admin-jobs-redirect" }),
    soon("admin/jobs/:tab", "admin-jobs"),
    soon("admin/jobs/:tab/:jobId", "admin-job"),
    soon("admin/accounts/create", "admin-create-account"),
    route("admin/users", "routes/tab-redirect.tsx", { id: "admin-users-redirect" }),
    soon("admin/users/:tab", "admin-users"),
    route("employer/jobs", "routes/tab-redirect.tsx", { id: "employer-jobs-redirect" }),
    soon("employer/jobs/:tab", "employer-jobs"),
    soon("employer/jobs/:tab/:jobId", "employer-job"),
    soon("jobs", "jobs"),
    soon("jobs/:jobId", "job"),
    soon("jobsSaved", "saved-jobs"),
    soon("jobsSaved/:jobId", "saved-job"),
    soon("profile", "profile"),
    soon("profile/account", "profile-account"),
    soon("profile/help", "profile-help"),
    soon("profile/set_profile", "profile-set-profile"),
    soon("profile/set_password", "profile-set-password"),
    route("*", "routes/not-found.tsx"),
  ]),
] satisfies RouteConfig;
