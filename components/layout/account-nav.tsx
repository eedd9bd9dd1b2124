"use client";

import Link from "next/link";
import { SlotCountdown } from "@/components/booking/countdown";
import { messages } from "@/lib/messages";
import { cn } from "@/lib/utils";
import type { Viewer } from "@/lib/server/auth/viewer";
import { useViewer } from "./viewer-context";

/** Signed in: Dashboard (the right one for the current role); signed out: Login. */
export function accountLink(viewer: Viewer | null) {
  return viewer ? { href: viewer.dashboard, label: messages.nav.dashboard } : { href: "/login", label: messages.nav.login };
}

/**
 * The header's last link. Until the header knows who is looking, it keeps
 * the link's place (no layout shift) without offering a link that may be the
 * wrong one.
 */
export function AccountLink({ className }: { className: string }) {
  const viewer = useViewer();
  const width = "min-w-[6.5rem] justify-center";
  if (viewer === undefined) {
    return (
      <span className={cn(className, width, "invisible inline-flex")} aria-hidden>
        {messages.nav.dashboard}
      </span>
    );
  }
  const link = accountLink(viewer);
  return (
    // Not prefetched: a dashboard prefetched just after signing out would set where the next sign-in lands.
    <Link href={link.href} prefetch={false} className={cn(className, width, "inline-flex")}>
      {link.label}
    </Link>
  );
}

/** 'Next Slot: Starts in Xd Xh Xm Xs' (or 'Ends in' while it runs) for the customer's next paid, confirmed slot; nothing without one. */
export function NextSlot({ className }: { className: string }) {
  const viewer = useViewer();
  if (!viewer?.nextSlotStartsAt || !viewer.nextSlotEndsAt) return null;
  return (
    <p className={className} data-testid="next-slot">
      {messages.booking.nextSlot} <SlotCountdown startsAt={viewer.nextSlotStartsAt} endsAt={viewer.nextSlotEndsAt} className="font-mono tabular-nums" />
    </p>
  );
}
