import Link from "next/link";
import { BrandLink } from "@/components/layout/brand-link";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { messages } from "@/lib/messages";
import { currentUser } from "@/lib/server/auth/current-user";

// The spec's header also links /testimonials; it joins this list when that
// page exists, so the header never leads to a missing page.
const links = [
  { href: "/", label: messages.nav.home },
  { href: "/services", label: messages.nav.services },
];

/** Signed in: a Dashboard link to the right dashboard (by the current role); signed out: Login. */
async function accountLink() {
  const role = (await currentUser())?.role;
  return role
    ? { href: role === "admin" ? "/dashboard/admin" : "/dashboard/user", label: messages.nav.dashboard }
    : { href: "/login", label: messages.nav.login };
}

export async function SiteHeader({ withAccount = true }: { withAccount?: boolean }) {
  const navLinks = withAccount ? [...links, await accountLink()] : links;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <BrandLink compact />
        <nav aria-label="Main" className="ml-auto flex items-center gap-0.5 text-sm sm:gap-1">
          {navLinks.map((link) => (
            <Link key={link.href} href={link.href} className="rounded-md px-2 py-2 font-medium sm:px-3 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground">
              {link.label}
            </Link>
          ))}
        </nav>
        <ThemeToggle />
      </div>
    </header>
  );
}
