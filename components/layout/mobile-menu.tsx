import Link from "next/link";
import { MenuIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { MobileMenuAccount, MobileMenuCloser } from "./mobile-menu-account";

const itemClass = "flex w-full rounded-sm px-3 py-2 text-left text-sm hover:bg-accent focus-visible:bg-accent";

/**
 * The header's links on small screens: a disclosure (details/summary),
 * rendered by the server, so that it opens without JavaScript and from the
 * keyboard (Enter or Space on its button, then Tab through the links). With
 * JavaScript it closes once a page is chosen, and ends with the account link
 * (and Logout) for whoever is looking.
 */
export function MobileMenu({ links, label }: { links: { href: string; label: string }[]; label: string }) {
  return (
    <details className="relative sm:hidden">
      <summary className={cn(buttonVariants({ variant: "ghost", size: "icon" }), "cursor-pointer list-none [&::-webkit-details-marker]:hidden")}>
        <MenuIcon aria-hidden />
        <span className="sr-only">{label}</span>
      </summary>
      <nav aria-label={label} className="absolute top-full right-0 z-50 mt-2 w-48 rounded-md border bg-popover p-1 text-popover-foreground shadow-md">
        <ul className="grid">
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} prefetch={false} className={itemClass}>
                {link.label}
              </Link>
            </li>
          ))}
          <MobileMenuAccount itemClass={itemClass} />
        </ul>
        <MobileMenuCloser />
      </nav>
    </details>
  );
}
