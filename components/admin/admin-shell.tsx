"use client";

import { MenuIcon, PanelLeftCloseIcon, PanelLeftOpenIcon } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { NavLink, type DashboardLink } from "@/components/dashboard/dashboard-nav";
import { LogoutButton } from "@/components/dashboard/logout-button";
import { BrandLink } from "@/components/layout/brand-link";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { useShop } from "@/components/shop/shop-context";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { adminMessages } from "@/lib/messages/admin";
import { dashboardMessages } from "@/lib/messages/dashboard";
import { useWords } from "@/components/providers/locale-context";
import { useSection } from "@/components/providers/section-words-context";
import { currentLinkOf } from "@/lib/urls/current-link";
import { cn } from "@/lib/utils";

type Admin = { firstName: string; lastName: string; image: string | null };

/** Admin sidebar auto-close thresholds. */
const CLOSE_ON_OUTSIDE_CLICK_MAX = 1024;
const CLOSE_ON_LINK_CLICK_MAX = 767;
const DESKTOP = "(min-width: 768px)";

function subscribe(onChange: () => void) {
  const query = window.matchMedia(DESKTOP);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}
/** Whether the sidebar sits beside the content (medium screens and up) rather than over it. */
const useDesktop = () => useSyncExternalStore(subscribe, () => window.matchMedia(DESKTOP).matches, () => true);

/**
 * The admin dashboard's frame (Admin dashboard layout): a collapsible
 * sidebar, open by default, 287 px beside the content on medium screens and
 * up (a toggle handle opens and closes it); on small screens a 300 px drawer
 * over the content, behind a menu button, closed until asked for. At 1024 px
 * or less a click outside closes it; at 767 px or less, so does a link.
 * While the test checkout takes the payments, every admin page says so.
 */
export function AdminShell({
  links,
  admin,
  testPayments = false,
  languageSwitch,
  children,
}: {
  links: DashboardLink[];
  admin: Admin;
  testPayments?: boolean;
  /** The language switcher (a server-rendered form). */
  languageSwitch?: React.ReactNode;
  children: React.ReactNode;
}) {
  const adminText = useSection(adminMessages, "admin");
  const dashboardText = useSection(dashboardMessages, "dashboard");
  const pathname = usePathname();
  const shop = useShop();
  const current = currentLinkOf(pathname, links.map((link) => link.href));
  const desktop = useDesktop();
  // null: the default for the screen (open beside the content, closed as a drawer).
  const [chosen, setChosen] = useState<boolean | null>(null);
  const open = chosen ?? desktop;
  const sidebar = useRef<HTMLElement>(null);
  const toggles = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (window.innerWidth > CLOSE_ON_OUTSIDE_CLICK_MAX) return;
      const target = event.target as Node;
      if (sidebar.current?.contains(target) || toggles.current?.contains(target)) return;
      // Menus and dialogs open from the page live in portals: a click there is not "outside".
      if ((target as Element).closest?.("[data-radix-popper-content-wrapper], [role=dialog], [role=alertdialog]")) return;
      setChosen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  useEffect(() => {
    if (!open || desktop) return;
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setChosen(false);
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open, desktop]);

  const toggleLabel = open ? adminText.closeSidebar : adminText.openSidebar;
  return (
    <div className="flex min-h-dvh">
      {open && !desktop ? <div className="fixed inset-0 z-40 bg-black/40 md:hidden" aria-hidden /> : null}
      <aside
        id="admin-sidebar"
        ref={sidebar}
        inert={!open}
        data-state={open ? "open" : "closed"}
        data-testid="admin-sidebar"
        className={cn(
          "z-50 shrink-0 overflow-hidden border-r bg-background transition-[width,transform] duration-200 motion-reduce:transition-none",
          "max-md:fixed max-md:inset-y-0 max-md:left-0 max-md:w-[300px]",
          "md:sticky md:top-0 md:h-dvh",
          // Before the screen size is known (server render), CSS alone shows the default.
          chosen === null ? "max-md:-translate-x-full md:w-[287px]" : open ? "md:w-[287px]" : "max-md:-translate-x-full md:w-0 md:border-r-0",
        )}
      >
        <div className="flex h-full w-[300px] flex-col gap-6 p-4 md:w-[287px]">
          <div className="flex h-9 items-center px-2">
            <BrandLink shop={shop} />
          </div>
          <nav aria-label={dashboardText.adminSidebar} className="flex-1">
            <ul className="grid gap-1">
              {links.map((link) => (
                <li key={link.href}>
                  <NavLink link={link} current={link.href === current} onClick={() => window.innerWidth <= CLOSE_ON_LINK_CLICK_MAX && setChosen(false)} />
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </aside>
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-b bg-background/90 px-4 backdrop-blur">
          <div ref={toggles} className="flex items-center">
            <Button
              variant="ghost"
              size="icon"
              className="hidden md:inline-flex"
              aria-controls="admin-sidebar"
              aria-expanded={open}
              aria-label={toggleLabel}
              onClick={() => setChosen(!open)}
            >
              {open ? <PanelLeftCloseIcon aria-hidden /> : <PanelLeftOpenIcon aria-hidden />}
            </Button>
            <Button variant="ghost" size="icon" className="md:hidden" aria-controls="admin-sidebar" aria-expanded={open} aria-label={adminText.menu} onClick={() => setChosen(!open)}>
              <MenuIcon aria-hidden />
            </Button>
          </div>
          <div className="ml-auto flex items-center gap-2">
            {languageSwitch}
            <ThemeToggle />
            <OptionsMenu admin={admin} />
            <LogoutButton />
          </div>
        </header>
        {/* A container: the pages lay out by the room they have (beside the open sidebar a tablet has a phone's), not by the screen's width. */}
        <main id="main" className="@container min-w-0 flex-1 px-4 py-6 md:px-8 md:py-8">
          {testPayments ? (
            <p data-testid="test-payments-banner" className="mb-6 rounded-md border border-amber-500/60 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-950 dark:bg-amber-950 dark:text-amber-50">
              {adminText.testPayments}
            </p>
          ) : null}
          {children}
        </main>
      </div>
    </div>
  );
}

/** The avatar menu 'Options': Home, Booking Manage, Setting. */
function OptionsMenu({ admin }: { admin: Admin }) {
  const { nav } = useWords();
  const adminText = useSection(adminMessages, "admin");
  const name = `${admin.firstName} ${admin.lastName}`;
  const initials = `${admin.firstName.charAt(0)}${admin.lastName.charAt(0)}`.toUpperCase();
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="rounded-full">
          <span className="sr-only">{adminText.options}</span>
          {admin.image ? (
            // eslint-disable-next-line @next/next/no-img-element
            <img src={admin.image} alt="" width={32} height={32} className="size-8 rounded-full border object-cover" />
          ) : (
            <span className="flex size-8 items-center justify-center rounded-full bg-primary text-xs font-semibold text-primary-foreground" aria-hidden>
              {initials}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel>
          {adminText.options}
          <span className="block truncate text-xs font-normal text-muted-foreground">{name}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link href="/">{nav.home}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/dashboard/admin/manage-bookings" prefetch={false}>{adminText.bookingManage}</Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link href="/">{adminText.setting}</Link>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
