import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { users } from "#db/schema";
import { loader as adminUsersLoader } from "~/areas/users/admin-users";
import { loader as homeLoader } from "~/shared/routes/home";
import { loader as jobsLoader } from "~/areas/find-jobs/jobs";
import { loader as addJobLoader } from "~/areas/manage-jobs/add-job";
import { loader as dashboardLoader } from "~/areas/manage-jobs/dashboard";
import { loader as profileLoader } from "~/areas/accounts/profile";
import { loader as savedJobsLoader } from "~/areas/find-jobs/saved-jobs";
import { loader as shellLoader } from "~/shared/routes/shell";
import { loader as signInLoader } from "~/areas/accounts/sign-in";
import { loader as tabRedirectLoader } from "~/shared/routes/tab-redirect";
import { getDb } from "~/shared/server/db.server";
import { args, createSignedInUser, get, settle } from "~/shared/testing/helpers";
import { landingPath } from "~/shared/access/navigation";

async function outcome(run: () => Promise<unknown>) {
  const result = await settle(run);
  if (result instanceof Response) return { status: result.status, location: result.headers.get("Location") };
  return { status: 200, location: null };
}

describe("signed-out visitors", () => {
  it("are sent to /signIn carrying the path and query", async () => {
    expect(await outcome(() => shellLoader(args(get("/jobs?q=cook&page=2"))))).toEqual({
      status: 302,
      location: `/signIn?redirectTo=${encodeURIComponent("/jobs?q=cook&page=2")}`,
    });
  });
});

describe("role areas, checked in every page's loader", () => {
  const pages = {
    "/admin/users/client": [adminUsersLoader, { tab: "client" }],
    "/employer/jobs/pending": [dashboardLoader, { tab: "pending" }],
    "/employer/jobs/todo": [dashboardLoader, { tab: "todo" }],
    "/admin/jobs/pending": [dashboardLoader, { tab: "pending" }],
    "/addJob": [addJobLoader, {}],
    "/jobs": [jobsLoader, {}],
    "/jobsSaved": [savedJobsLoader, {}],
    "/profile": [profileLoader, {}],
  } as const;
  const cases = [
    ["client", "/admin/users/client", landingPath("client")],
    ["client", "/employer/jobs/pending", landingPath("client")],
    ["client", "/addJob", landingPath("client")],
    ["employer", "/admin/jobs/pending", landingPath("employer")],
    ["employer", "/jobs", landingPath("employer")],
    ["employer", "/jobsSaved", landingPath("employer")],
    ["admin", "/employer/jobs/pending", landingPath("admin")],
    ["admin", "/jobsSaved", landingPath("admin")],
    ["admin", "/admin/users/client", null],
    ["employer", "/employer/jobs/todo", null],
    ["client", "/jobsSaved", null],
    ["client", "/profile", null],
  ] as const;

  it.each(cases)("%s opening %s -> %s (the role's landing page)", async (role, path, expected) => {
    const user = await createSignedInUser(role, { company: "Acme" });
    const [pageLoader, params] = pages[path];
    // The page's own loader asks the policy about its page; the shell around it
    // only needs a session (route-access.int.test.ts walks every route).
    const result = await outcome(() =>
      (pageLoader as (a: never) => Promise<unknown>)(args(get(path, user.cookie), params)),
    );
    expect(result).toEqual(expected ? { status: 302, location: expected } : { status: 200, location: null });
    expect(await outcome(() => shellLoader(args(get(path, user.cookie))))).toEqual({ status: 200, location: null });
  });
});

describe("landing and default tabs", () => {
  it.each([
    ["admin", "/jobs"],
    ["employer", "/employer/jobs/pending"],
    ["client", "/jobs"],
  ] as const)("%s lands on %s", async (role, landing) => {
    const user = await createSignedInUser(role, { company: "Acme" });
    expect(await outcome(() => homeLoader(args(get("/", user.cookie))))).toEqual({ status: 302, location: landing });
    expect(await outcome(() => signInLoader(args(get("/signIn", user.cookie))))).toEqual({
      status: 302,
      location: landing,
    });
  });

  it.each([
    ["admin", "/admin/jobs", "/admin/jobs/pending"],
    ["admin", "/admin/users", "/admin/users/client"],
    ["employer", "/employer/jobs", "/employer/jobs/pending"],
  ] as const)("%s: %s redirects to %s", async (role, path, target) => {
    const user = await createSignedInUser(role, { company: "Acme" });
    expect(await outcome(() => tabRedirectLoader(args(get(path, user.cookie))))).toEqual({
      status: 302,
      location: target,
    });
  });
});

describe("a session whose account was removed", () => {
  it("is ended with the active-account toast", async () => {
    const user = await createSignedInUser("client");
    await getDb().delete(users).where(eq(users.id, user.id));
    const response = (await settle(() => shellLoader(args(get("/jobs", user.cookie))))) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe(`/signIn?redirectTo=${encodeURIComponent("/jobs")}`);
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => /session_token=;/.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("toast="))).toBe(true);
  });
});
