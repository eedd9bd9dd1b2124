"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { lazy, Suspense, useTransition } from "react";
import { LogOutIcon } from "@/components/ui/icons/log-out";
import { toast } from "@/components/ui/toast";
import { logoutAction } from "@/lib/actions/auth";
import type { ClientWords } from "@/lib/i18n/client-words";
import { useWords } from "@/components/providers/locale-context";
import { cn } from "@/lib/utils";
import type { Viewer } from "@/lib/server/users/viewer";
import { useViewer, useViewerRefresh } from "./viewer-context";

/** Signed in: Dashboard (the right one for the current role); signed out: Login. */
export function accountLink(viewer: Viewer | null, nav: ClientWords["nav"]) {
  return viewer ? { href: viewer.dashboard, label: nav.dashboard } : { href: "/login", label: nav.login };
}

/** Signs out from the header: the session ends on the server, the header asks again who is looking, the page is rendered again. */
export function useHeaderSignOut() {
  const router = useRouter();
  const refreshViewer = useViewerRefresh();
  const [pending, startTransition] = useTransition();
  const { nav } = useWords();
  const signOut = () =>
    startTransition(async () => {
      await logoutAction();
      toast.success(nav.loggedOut);
      refreshViewer();
      router.refresh();
    });
  return { pending, signOut };
}

/**
 * The header's last link, and for someone signed in a Logout button beside
 * it. Until the header knows who is looking, it keeps their place (no layout
 * shift) without offering a link that may be the wrong one.
 */
export function AccountLink({ className }: { className: string }) {
  const viewer = useViewer();
  const { nav } = useWords();
  const { pending, signOut } = useHeaderSignOut();
  const width = "min-w-[6.5rem] justify-center";
  const logoutSlot = "inline-flex size-9 items-center justify-center";
  if (viewer === undefined) {
    return (
      <span className="inline-flex items-center" aria-hidden>
        <span className={cn(className, width, "invisible inline-flex")}>{nav.dashboard}</span>
        <span className={cn(logoutSlot, "invisible")} />
      </span>
    );
  }
  const link = accountLink(viewer, nav);
  return (
    <span className="inline-flex items-center">
      {/* Not prefetched: a dashboard prefetched just after signing out would set where the next sign-in lands. */}
      <Link href={link.href} prefetch={false} className={cn(className, width, "inline-flex")}>
        {link.label}
      </Link>
      {viewer ? (
        <button type="button" onClick={signOut} disabled={pending} aria-label={nav.logout} title={nav.logout} className={cn(logoutSlot, "rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground disabled:opacity-50")}>
          <LogOutIcon className="size-4" aria-hidden />
        </button>
      ) : (
        <span className={logoutSlot} aria-hidden />
      )}
    </span>
  );
}

// Only a customer with a slot coming up sees it (the header learns that after the page has loaded):
// its code, the countdown's, loads then.
const NextSlotPill = lazy(() => import("./next-slot-pill").then((module) => ({ default: module.NextSlotPill })));

/** 'Next Slot: Starts in Xd Xh Xm Xs' (or 'Ends in' while it runs) for the customer's next paid, confirmed slot; nothing without one. */
export function NextSlot({ className }: { className: string }) {
  const viewer = useViewer();
  if (!viewer?.nextSlotStartsAt || !viewer.nextSlotEndsAt) return null;
  return (
    <Suspense fallback={null}>
      <NextSlotPill startsAt={viewer.nextSlotStartsAt} endsAt={viewer.nextSlotEndsAt} className={className} />
    </Suspense>
  );
}
