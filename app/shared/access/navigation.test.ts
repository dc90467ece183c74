import { describe, expect, it } from "vitest";
import { activeNav, landingPath, menuFor, MENUS } from "./navigation";
import type { Role } from "~/shared/constants";

describe("landingPath", () => {
  it.each([
    ["admin", "/jobs"],
    ["employer", "/employer/jobs/pending"],
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
      navs: [
        "nav.findJobs",
        "nav.manageJobs",
        "nav.manageAccounts",
        "nav.applications",
        "nav.followUps",
        "nav.placementReport",
        "nav.failedDeliveries",
        "nav.setting",
      ],
    });
    expect(labels("employer")).toEqual({ buttons: ["nav.postJob"], navs: ["nav.manageJobs", "nav.setting"] });
    expect(labels("client")).toEqual({
      buttons: [],
      navs: ["nav.findJobs", "nav.savedJobs", "nav.myApplications", "nav.setting"],
    });
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
      { label: "nav.findJobs", to: "/a", icon: "search", page: "findJobs" },
      { label: "nav.savedJobs", to: "/a/b", icon: "star", page: "savedJobs" },
    ] as const;
    expect(activeNav(nested, "/a/b/c")?.to).toBe("/a/b");
    expect(activeNav(nested, "/a/bc")?.to).toBe("/a");
  });
});

describe("menuFor", () => {
  it("shows a pending admin only what the policy lets them open", () => {
    const menu = menuFor({ id: "me", role: "admin", status: "pending" });
    expect(menu.buttons).toEqual([]);
    expect(menu.navs.map((n) => n.to)).toEqual(["/jobs", "/profile"]);
  });

  it.each(["admin", "employer", "client"] as const)("shows an approved %s the whole role menu", (role) => {
    expect(menuFor({ id: "me", role, status: "approved" })).toEqual(MENUS[role]);
  });
});
