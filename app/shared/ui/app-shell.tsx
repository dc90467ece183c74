import { useRef, type ReactNode } from "react";
import { mailboxOf } from "~/shared/mailbox";
import { Form, Link, useLocation } from "react-router";
import { activeNav, landingPath, menuFor, type NavItem } from "~/shared/access/navigation";
import type { Page } from "~/shared/access/policy";
import { intlLocale } from "~/shared/i18n/i18n";
import { useI18n, useT } from "~/shared/i18n/i18n-context";
import { PendingBanner } from "./banners";
import { Icon } from "./icon";
import { LanguageSwitcher } from "./language-switcher";
import { Logo } from "./logo";
import type { Role, UserStatus } from "~/shared/constants";

export interface ShellUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: UserStatus;
}

const MENU_ID = "main-menu";

/** How many things wait on a menu entry's page (the follow-ups due), shown next to it. */
export type MenuCounts = Partial<Record<Page, number>>;

export function AppShell({
  user,
  counts = {},
  children,
}: {
  user: ShellUser;
  counts?: MenuCounts;
  children: ReactNode;
}) {
  const t = useT();
  const dialog = useRef<HTMLDialogElement>(null);
  // The logo leads to the person's start page itself: "/" would answer with a redirect there.
  const home = landingPath(user.role);
  const closeMenu = () => dialog.current?.close();
  // A menu link closes the menu once the router has sent the page's request: closing a modal
  // dialog restyles the page, which on a slow phone held that request back by tens of milliseconds.
  const closeMenuAfterTap = () => setTimeout(closeMenu, 0);
  // Browsers with the Invoker Commands API open the menu without JavaScript;
  // the click handler covers the others once the page has hydrated.
  const openMenu = () => {
    if (!("commandForElement" in HTMLButtonElement.prototype)) dialog.current?.showModal();
  };
  const invoker = { commandfor: MENU_ID, command: "show-modal" };

  // One menu for every screen size, so its links and forms are in the page once:
  // on phones it is a modal <dialog>; from md up the closed dialog is laid out
  // as the fixed sidebar (display: contents lets its <aside> stand on its own).
  return (
    <div className="min-h-dvh md:flex">
      <header className="sticky top-0 z-20 flex h-16 items-center justify-between border-b border-stone-200 bg-white px-3 md:hidden">
        <button
          type="button"
          {...invoker}
          onClick={openMenu}
          aria-label={t("app.openMenu")}
          aria-controls={MENU_ID}
          className="flex size-11 items-center justify-center rounded-md hover:bg-stone-100"
        >
          <Icon name="menu" />
        </button>
        <Link to={home}>
          <Logo />
        </Link>
      </header>

      <dialog
        id={MENU_ID}
        ref={dialog}
        aria-label={t("app.mainMenu")}
        className="m-0 h-dvh max-h-dvh w-72 max-w-[85vw] bg-stone-100 p-0 backdrop:bg-black/25 md:contents"
        onClick={(event) => {
          if (event.target === event.currentTarget) closeMenu();
        }}
      >
        <aside className="flex h-full flex-col overflow-y-auto bg-stone-100 md:fixed md:top-[var(--top-bar,0px)] md:bottom-0 md:start-0 md:h-auto md:w-60 md:border-e md:border-stone-200">
          <form method="dialog" className="flex justify-end p-2 md:hidden">
            <button
              type="submit"
              aria-label={t("app.closeMenu")}
              className="flex size-11 items-center justify-center rounded-md hover:bg-stone-200"
            >
              <Icon name="x" />
            </button>
          </form>
          <Link to={home} className="hidden p-6 md:block">
            <Logo />
          </Link>
          <NavMenu user={user} counts={counts} onNavigate={closeMenuAfterTap} />
        </aside>
      </dialog>

      <main id="main" className="min-w-0 flex-1 md:ms-60">
        {user.role === "employer" && user.status === "pending" && <PendingBanner />}
        {children}
      </main>
    </div>
  );
}

function NavMenu({ user, counts, onNavigate }: { user: ShellUser; counts: MenuCounts; onNavigate?: () => void }) {
  const t = useT();
  const { pathname } = useLocation();
  const menu = menuFor(user);
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
                count={counts[item.page]}
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
        <p className="truncate px-2 text-stone-700" title={mailboxOf(user.email) ?? undefined}>
          {t("app.signedInAs", { name: user.name })}
        </p>
        <Form method="post" action="/signOut">
          <button
            type="submit"
            className="mt-2 flex min-h-11 w-full items-center gap-3 rounded-md px-3 font-medium hover:bg-stone-200"
          >
            <Icon name="log-out" className="size-5 rtl:-scale-x-100" />
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
  count?: number | undefined;
  onNavigate?: (() => void) | undefined;
}) {
  const t = useT();
  const { locale } = useI18n();
  return (
    <Link
      to={props.item.to}
      onClick={props.onNavigate}
      aria-current={props.current ? "page" : undefined}
      className={`flex min-h-11 items-center gap-3 rounded-md px-3 font-medium ${props.className}`}
    >
      <Icon name={props.item.icon} className="size-5 shrink-0" />
      {t(props.item.label)}
      {props.count ? (
        <span className="ms-auto rounded-full bg-red-700 px-2 text-sm font-semibold text-white">
          <span aria-hidden="true">{new Intl.NumberFormat(intlLocale(locale)).format(props.count)}</span>
          <span className="sr-only">{t("nav.dueCount", { count: props.count })}</span>
        </span>
      ) : null}
    </Link>
  );
}
