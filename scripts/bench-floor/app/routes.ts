import { route, type RouteConfig } from "@react-router/dev/routes";

export default [route("jobs", "jobs.tsx")] satisfies RouteConfig;
