import type { MessageKey } from "~/shared/i18n/i18n";
import { can, type Actor, type Page } from "./policy";
import type { Role } from "~/shared/constants";

export type NavIcon =
  | "plus"
  | "search"
  | "briefcase"
  | "users"
  | "settings"
  | "star"
  | "clipboard-list"
  | "list-checks"
  | "file-text"
  | "triangle-alert";

export interface NavItem {
  label: MessageKey;
  /** Where the item opens: a dashboard's default tab itself, so a tap costs no redirect. */
  to: string;
  /** The part of the site the item stands for, when wider than `to` (all of a dashboard's tabs). */
  section?: string;
  icon: NavIcon;
  /** The page it opens: the menu shows it only to whom the access policy lets in. */
  page: Page;
}

export interface RoleMenu {
  buttons: NavItem[];
  navs: NavItem[];
}

const postJob: NavItem = { label: "nav.postJob", to: "/addJob", icon: "plus", page: "postJob" };
const findJobs: NavItem = { label: "nav.findJobs", to: "/jobs", icon: "search", page: "findJobs" };
const setting: NavItem = { label: "nav.setting", to: "/profile", icon: "settings", page: "profile" };

export const MENUS: Record<Role, RoleMenu> = {
  admin: {
    buttons: [{ label: "nav.createAccount", to: "/admin/accounts/create", icon: "plus", page: "manageUsers" }, postJob],
    navs: [
      findJobs,
      {
        label: "nav.manageJobs",
        to: "/admin/jobs/pending",
        section: "/admin/jobs",
        icon: "briefcase",
        page: "adminJobs",
      },
      {
        label: "nav.manageAccounts",
        to: "/admin/users/client",
        section: "/admin/users",
        icon: "users",
        page: "manageUsers",
      },
      {
        label: "nav.applications",
        to: "/admin/applications/sent",
        section: "/admin/applications",
        icon: "clipboard-list",
        page: "referralQueue",
      },
      { label: "nav.followUps", to: "/admin/follow-ups", icon: "list-checks", page: "followUps" },
      { label: "nav.placementReport", to: "/admin/placements", icon: "file-text", page: "placementReport" },
      { label: "nav.failedDeliveries", to: "/admin/messages", icon: "triangle-alert", page: "failedDeliveries" },
      setting,
    ],
  },
  employer: {
    buttons: [postJob],
    navs: [
      {
        label: "nav.manageJobs",
        to: "/employer/jobs/pending",
        section: "/employer/jobs",
        icon: "briefcase",
        page: "employerJobs",
      },
      setting,
    ],
  },
  client: {
    buttons: [],
    navs: [
      findJobs,
      { label: "nav.savedJobs", to: "/jobsSaved", icon: "star", page: "savedJobs" },
      { label: "nav.myApplications", to: "/applications", icon: "clipboard-list", page: "myApplications" },
      setting,
    ],
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
    const section = nav.section ?? nav.to;
    if (isUnder(pathname, section) && (!best || section.length > (best.section ?? best.to).length)) best = nav;
  }
  return best;
}

/** The role's menu with only the entries the access policy lets this person open. */
export function menuFor(actor: Actor): RoleMenu {
  const allowed = (item: NavItem) => can(actor, { action: "visit", page: item.page });
  const menu = MENUS[actor.role];
  return { buttons: menu.buttons.filter(allowed), navs: menu.navs.filter(allowed) };
}
