"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { useWords } from "@/components/providers/locale-context";
import { accountLink, useHeaderSignOut } from "./account-nav";
import { useViewer } from "./viewer-context";

/** The phone menu's last items: the account link for whoever is looking, and Logout for someone signed in. */
export function MobileMenuAccount({ itemClass }: { itemClass: string }) {
  const viewer = useViewer();
  const { signOut, pending } = useHeaderSignOut();
  const { nav } = useWords();
  if (viewer === undefined) return null;
  const link = accountLink(viewer, nav);
  return (
    <>
      <li>
        {/* Not prefetched: a dashboard prefetched just after signing out would set where the next sign-in lands. */}
        <Link href={link.href} prefetch={false} className={itemClass}>
          {link.label}
        </Link>
      </li>
      {viewer ? (
        <li>
          <button type="button" disabled={pending} className={itemClass} onClick={signOut}>
            {nav.logout}
          </button>
        </li>
      ) : null}
    </>
  );
}

/** Closes the phone menu it is in when one of its items is chosen, and on any other change of page. */
export function MobileMenuCloser() {
  const marker = useRef<HTMLSpanElement>(null);
  const pathname = usePathname();
  useEffect(() => {
    const menu = marker.current?.closest("details");
    if (!menu) return;
    menu.open = false;
    const chosen = (event: MouseEvent) => {
      if ((event.target as Element).closest("a, button")) menu.open = false;
    };
    menu.addEventListener("click", chosen);
    return () => menu.removeEventListener("click", chosen);
  }, [pathname]);
  return <span ref={marker} hidden />;
}
