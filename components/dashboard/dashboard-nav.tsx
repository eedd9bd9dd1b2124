"use client";

import { ArrowLeftIcon } from "lucide-react";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { LogoutButton } from "@/components/dashboard/logout-button";
import { Button } from "@/components/ui/button";
import { currentLinkOf } from "@/lib/urls/current-link";
import { cn } from "@/lib/utils";

export type DashboardLink = { href: string; label: string };

/** A dashboard's sidebar: its links (the current one marked), Go Back (`goBack`: its words in the page's language) and Logout. */
export function DashboardNav({ links, label, goBack }: { links: DashboardLink[]; label: string; goBack: string }) {
  const pathname = usePathname();
  const router = useRouter();
  const current = currentLinkOf(pathname, links.map((link) => link.href));
  return (
    <nav aria-label={label} className="flex flex-col gap-1">
      <ul className="flex flex-row flex-wrap gap-1 md:flex-col">
        {links.map((link) => (
          <li key={link.href}>
            <NavLink link={link} current={link.href === current} />
          </li>
        ))}
      </ul>
      <div className="mt-2 flex flex-row gap-2 md:mt-6 md:flex-col">
        <Button type="button" variant="ghost" className="justify-start" onClick={() => (window.history.length > 1 ? router.back() : router.push("/"))}>
          <ArrowLeftIcon aria-hidden />
          {goBack}
        </Button>
        <LogoutButton className="justify-start" />
      </div>
    </nav>
  );
}

/**
 * One sidebar link; the current page's is marked (aria-current and a background).
 * Not prefetched: right after a sign-out the router would prefetch the links
 * still on screen, and a signed-out request for a dashboard page sets the
 * redirect cookie, so the next sign-in would land there instead of home.
 */
export function NavLink({ link, current, onClick }: { link: DashboardLink; current: boolean; onClick?: () => void }) {
  return (
    <Link
      href={link.href}
      prefetch={false}
      aria-current={current ? "page" : undefined}
      onClick={onClick}
      className={cn(
        "block rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-foreground",
        current ? "bg-accent text-foreground" : "text-muted-foreground",
      )}
    >
      {link.label}
    </Link>
  );
}
