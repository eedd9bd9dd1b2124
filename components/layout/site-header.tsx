import Link from "next/link";
import { Countdown } from "@/components/booking/countdown";
import { BrandLink } from "@/components/layout/brand-link";
import { MobileMenu } from "@/components/layout/mobile-menu";
import { ThemeToggle } from "@/components/layout/theme-toggle";
import { messages } from "@/lib/messages";
import type { User } from "@/lib/generated/prisma/client";
import { currentUser } from "@/lib/server/auth/current-user";
import { nextBookedSlot } from "@/lib/server/bookings/list-bookings";

const links = [
  { href: "/", label: messages.nav.home },
  { href: "/services", label: messages.nav.services },
  { href: "/testimonials", label: messages.nav.testimonials },
];

/** Signed in: a Dashboard link to the right dashboard (by the current role); signed out: Login. */
function accountLink(user: User | null) {
  return user
    ? { href: user.role === "admin" ? "/dashboard/admin" : "/dashboard/user", label: messages.nav.dashboard }
    : { href: "/login", label: messages.nav.login };
}

/** Spec: 'Next Slot: Xd Xh Xm Xs' to the end of the customer's next paid, confirmed slot; nothing without one. */
function NextSlot({ endsAt, className }: { endsAt: string; className: string }) {
  return (
    <p className={className} data-testid="next-slot">
      {messages.booking.nextSlot} <Countdown to={endsAt} className="font-mono tabular-nums" />
    </p>
  );
}

export async function SiteHeader({ withAccount = true }: { withAccount?: boolean }) {
  const user = withAccount ? await currentUser() : null;
  const navLinks = withAccount ? [...links, accountLink(user)] : links;
  const next = user?.role === "user" ? await nextBookedSlot(user.id) : null;
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/70">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-3 sm:gap-4 sm:px-4">
        <BrandLink compact />
        {next ? <NextSlot endsAt={next.endsAt} className="ml-4 hidden rounded-full border px-3 py-1 text-xs font-medium md:block" /> : null}
        <nav aria-label="Main" className="ml-auto hidden items-center gap-1 text-sm sm:flex">
          {navLinks.map((link) => (
            <Link key={link.href} href={link.href} className="rounded-md px-2 py-2 font-medium sm:px-3 text-muted-foreground transition-colors hover:bg-accent hover:text-foreground">
              {link.label}
            </Link>
          ))}
        </nav>
        <div className="ml-auto flex items-center sm:ml-0">
          <MobileMenu links={navLinks} />
          <ThemeToggle />
        </div>
      </div>
      {next ? <NextSlot endsAt={next.endsAt} className="border-t px-4 py-1.5 text-center text-xs font-medium md:hidden" /> : null}
    </header>
  );
}
