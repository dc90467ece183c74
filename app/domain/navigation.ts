import type { Role } from "#db/schema";
import type { MessageKey } from "~/i18n/i18n";

export type NavIcon = "plus" | "search" | "briefcase" | "users" | "settings" | "star";

export interface NavItem {
  label: MessageKey;
  to: string;
  icon: NavIcon;
}

export interface RoleMenu {
  buttons: NavItem[];
  navs: NavItem[];
}

const postJob: NavItem = { label: "nav.postJob", to: "/addJob", icon: "plus" };
const findJobs: NavItem = { label: "nav.findJobs", to: "/jobs", icon: "search" };
const setting: NavItem = { label: "nav.setting", to: "/profile", icon: "settings" };

export const MENUS: Record<Role, RoleMenu> = {
  admin: {
    buttons: [{ label: "nav.createAccount", to: "/admin/accounts/create", icon: "plus" }, postJob],
    navs: [
      findJobs,
      { label: "nav.manageJobs", to: "/admin/jobs", icon: "briefcase" },
      { label: "nav.manageAccounts", to: "/admin/users", icon: "users" },
      setting,
    ],
  },
  employer: {
    buttons: [postJob],
    navs: [{ label: "nav.manageJobs", to: "/employer/jobs", icon: "briefcase" }, setting],
  },
  client: {
    buttons: [],
    navs: [findJobs, { label: "nav.savedJobs", to: "/jobsSaved", icon: "star" }, setting],
  },
};

export function landingPath(role: Role): string {
  const first = MENUS[role].navs[0];
  if (!first) throw new Error(`Role ${role} has no navigation`);
  return first.to;
}

function isUnder(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

/** The nav item whose path is the longest prefix (by whole segments) of the current path. */
export function activeNav(navs: readonly NavItem[], pathname: string): NavItem | undefined {
  let best: NavItem | undefined;
  for (const nav of navs) {
    if (isUnder(pathname, nav.to) && (!best || nav.to.length > best.to.length)) best = nav;
  }
  return best;
}

const AREAS: { base: string; roles: readonly Role[] }[] = [
  { base: "/admin", roles: ["admin"] },
  { base: "/employer", roles: ["employer"] },
  { base: "/addJob", roles: ["admin", "employer"] },
  { base: "/updateJob", roles: ["admin", "employer"] },
  { base: "/jobsSaved", roles: ["client"] },
  { base: "/jobs", roles: ["admin", "client"] },
];

/** Whether a role may open a path inside the signed-in shell; others are sent to "/". */
export function canVisit(role: Role, pathname: string): boolean {
  const area = AREAS.find((a) => isUnder(pathname, a.base));
  return !area || area.roles.includes(role);
}
