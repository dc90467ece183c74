import { describe, expect, it } from "vitest";
import type { Role } from "#db/schema";
import { activeNav, canVisit, landingPath, MENUS } from "./navigation";

describe("landingPath", () => {
  it.each([
    ["admin", "/jobs"],
    ["employer", "/employer/jobs"],
    ["client", "/jobs"],
  ] as const)("%s lands on %s", (role, path) => {
    expect(landingPath(role)).toBe(path);
  });
});

describe("MENUS", () => {
  it("lists the spec's buttons and navs per role", () => {
    const labels = (role: Role) => ({
      buttons: MENUS[role].buttons.map((b) => b.label),
      navs: MENUS[role].navs.map((n) => n.label),
    });
    expect(labels("admin")).toEqual({
      buttons: ["nav.createAccount", "nav.postJob"],
      navs: ["nav.findJobs", "nav.manageJobs", "nav.manageAccounts", "nav.setting"],
    });
    expect(labels("employer")).toEqual({ buttons: ["nav.postJob"], navs: ["nav.manageJobs", "nav.setting"] });
    expect(labels("client")).toEqual({ buttons: [], navs: ["nav.findJobs", "nav.savedJobs", "nav.setting"] });
  });
});

describe("activeNav", () => {
  const navs = MENUS.client.navs;
  it.each([
    ["/jobs", "/jobs"],
    ["/jobs/123", "/jobs"],
    ["/jobsSaved", "/jobsSaved"],
    ["/jobsSaved/abc", "/jobsSaved"],
    ["/profile/help", "/profile"],
    ["/addJob", undefined],
    ["/", undefined],
  ])("%s -> %s", (path, expected) => {
    expect(activeNav(navs, path)?.to).toBe(expected);
  });

  it("prefers the longest matching path", () => {
    const nested = [
      { label: "nav.findJobs", to: "/a", icon: "search" },
      { label: "nav.savedJobs", to: "/a/b", icon: "star" },
    ] as const;
    expect(activeNav(nested, "/a/b/c")?.to).toBe("/a/b");
    expect(activeNav(nested, "/a/bc")?.to).toBe("/a");
  });
});

describe("canVisit", () => {
  const table: [string, Record<Role, boolean>][] = [
    ["/", { admin: true, employer: true, client: true }],
    ["/admin/jobs/pending", { admin: true, employer: false, client: false }],
    ["/admin/users/client", { admin: true, employer: false, client: false }],
    ["/employer/jobs/pending", { admin: false, employer: true, client: false }],
    ["/addJob", { admin: true, employer: true, client: false }],
    ["/updateJob/42", { admin: true, employer: true, client: false }],
    ["/jobs", { admin: true, employer: false, client: true }],
    ["/jobs/42", { admin: true, employer: false, client: true }],
    ["/jobsSaved", { admin: false, employer: false, client: true }],
    ["/profile/account", { admin: true, employer: true, client: true }],
    ["/administrator", { admin: true, employer: true, client: true }],
  ];
  for (const [path, allowed] of table) {
    for (const role of ["admin", "employer", "client"] as const) {
      it(`${role} ${allowed[role] ? "may" : "may not"} open ${path}`, () => {
        expect(canVisit(role, path)).toBe(allowed[role]);
      });
    }
  }
});
