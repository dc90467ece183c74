import {
  Briefcase,
  LogOut,
  Menu,
  Plus,
  Search,
  Settings,
  Star,
  Users,
  X,
  type LucideIcon,
} from "lucide-react";
import { useRef, type ReactNode } from "react";
import { Form, Link, useLocation } from "react-router";
import type { Role, UserStatus } from "#db/schema";
import { activeNav, MENUS, type NavIcon, type NavItem } from "~/domain/navigation";
import { useT } from "~/i18n/i18n-context";
import { PendingBanner } from "./banners";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";

export interface ShellUser {
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
}

const ICONS: Record<NavIcon, LucideIcon> = {
  plus: Plus,
  search: Search,
  briefcase: Briefcase,
  users: Users,
  settings: Settings,
  star: Star,
};

const MENU_ID = "main-menu";

export function AppShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeMenu = () => dialog.current?.close();
  // Browsers with the Invoker Commands API open the menu without JavaScript;
  // the click handler covers the others once the page has hydrated.
  const openMenu = () => {
    if (!("commandForElement" in HTMLButtonElement.prototype)) dialog.current?.showModal();
  };
  const invoker = { commandfor: MENU_ID, command: "show-modal" };

  return (
    <div className="min-h-dvh md:flex">
      <aside className="fixed top-[var(--top-bar,0px)] bottom-0 start-0 hidden w-60 flex-col border-e border-stone-200 bg-stone-100 md:flex">
        <Link to="/" className="p-6">
          <Logo />
        </Link>
        <NavMenu user={user} />
      </aside>

      <header className="sticky top-0 z-20 flex h-16 items-center justify-between border-b border-stone-200 bg-white px-3 md:hidden">
        <button
          type="button"
          {...invoker}
          onClick={openMenu}
          aria-label={t("app.openMenu")}
          aria-controls={MENU_ID}
          className="flex size-11 items-center justify-center rounded-md hover:bg-stone-100"
        >
          <Menu aria-hidden="true" />
        </button>
        <Link to="/">
          <Logo />
        </Link>
      </header>

      <dialog
        id={MENU_ID}
        ref={dialog}
        aria-label={t("app.mainMenu")}
        className="m-0 h-dvh max-h-dvh w-72 max-w-[85vw] bg-stone-100 p-0 backdrop:bg-black/25 md:hidden"
        onClick={(event) => {
          if (event.target === event.currentTarget) closeMenu();
        }}
      >
        <div className="flex h-full flex-col">
          <form method="dialog" className="flex justify-end p-2">
            <button
              type="submit"
              aria-label={t("app.closeMenu")}
              className="flex size-11 items-center justify-center rounded-md hover:bg-stone-200"
            >
              <X aria-hidden="true" />
            </button>
          </form>
          <NavMenu user={user} onNavigate={closeMenu} />
        </div>
      </dialog>

      <main id="main" className="min-w-0 flex-1 md:ms-60">
        {user.role === "employer" && user.status === "pending" && <PendingBanner />}
        {children}
      </main>
    </div>
  );
}

function NavMenu({ user, onNavigate }: { user: ShellUser; onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const menu = MENUS[user.role];
  const active = activeNav(menu.navs, pathname);

  return (
    <nav aria-label={t("app.mainMenu")} className="flex flex-1 flex-col gap-4 px-3 pb-4">
      {menu.buttons.length > 0 && (
        <ul className="flex flex-col gap-2">
          {menu.buttons.map((item) => (
            <li key={item.to}>
              <MenuLink
                item={item}
                onNavigate={onNavigate}
                className="border-2 border-orange-800 text-orange-900 hover:bg-orange-50"
              />
            </li>
          ))}
        </ul>
      )}
      <ul className="flex flex-col">
        {menu.navs.map((item) => {
          const isActive = item === active;
          return (
            <li key={item.to} className="border-b border-stone-200">
              <MenuLink
                item={item}
                onNavigate={onNavigate}
                current={isActive}
                className={isActive ? "bg-orange-800 text-white" : "hover:bg-stone-200"}
              />
            </li>
          );
        })}
      </ul>
      <div className="mt-auto border-t border-stone-300 pt-3 text-sm">
        <LanguageSwitcher className="mb-3 px-2" />
        <p className="truncate px-2 text-stone-700" title={user.email}>
          {t("app.signedInAs", { name: user.name })}
        </p>
        <Form method="post" action="/signOut">
          <button
            type="submit"
            className="mt-2 flex min-h-11 w-full items-center gap-3 rounded-md px-3 font-medium hover:bg-stone-200"
          >
            <LogOut aria-hidden="true" className="size-5 rtl:-scale-x-100" />
            {t("nav.signOut")}
          </button>
        </Form>
      </div>
    </nav>
  );
}

function MenuLink(props: {
  item: NavItem;
  className: string;
  current?: boolean;
  onNavigate?: (() => void) | undefined;
}) {
  const t = useT();
  const Icon = ICONS[props.item.icon];
  return (
    <Link
      to={props.item.to}
      onClick={props.onNavigate}
      aria-current={props.current ? "page" : undefined}
      className={`flex min-h-11 items-center gap-3 rounded-md px-3 font-medium ${props.className}`}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      {t(props.item.label)}
    </Link>
  );
}
