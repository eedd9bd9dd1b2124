"use client";

import Link from "next/link";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { sessionMessages } from "@/lib/messages/session";
import { MenuButton } from "./menu-button";

/** The small screens' menu itself (Radix), loaded on first use (MobileMenu). */
export function MobileMenuList({ links, onSignOut }: { links: { href: string; label: string }[]; onSignOut?: () => void }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>
        <MenuButton />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        {links.map((link) => (
          <DropdownMenuItem key={link.href} asChild>
            <Link href={link.href} prefetch={false}>
              {link.label}
            </Link>
          </DropdownMenuItem>
        ))}
        {onSignOut ? <DropdownMenuItem onSelect={onSignOut}>{sessionMessages.logout}</DropdownMenuItem> : null}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
