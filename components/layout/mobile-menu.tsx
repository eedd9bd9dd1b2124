"use client";

import { lazy, Suspense } from "react";
import { useFirstUse } from "@/components/ui/use-first-use";
import { accountLink, useHeaderSignOut } from "./account-nav";
import { MenuButton } from "./menu-button";
import { useViewer } from "./viewer-context";

const loadList = () => import("./mobile-menu-list");
const MobileMenuList = lazy(() => loadList().then((module) => ({ default: module.MobileMenuList })));

/** The header's links on small screens, behind a menu button; the menu's code loads when first used. */
export function MobileMenu({ links }: { links: { href: string; label: string }[] }) {
  const viewer = useViewer();
  const { signOut } = useHeaderSignOut();
  const { used, standIn } = useFirstUse(loadList);
  const all = viewer === undefined ? links : [...links, accountLink(viewer)];
  if (!used) return <MenuButton {...standIn} />;
  return (
    <Suspense fallback={<MenuButton />}>
      <MobileMenuList links={all} onSignOut={viewer ? signOut : undefined} />
    </Suspense>
  );
}
