"use client";

import { MenuIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { navMessages } from "@/lib/messages/nav";

/** The small screens' menu button. */
export function MenuButton(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="sm:hidden" aria-label={navMessages.menu} {...props}>
      <MenuIcon aria-hidden />
    </Button>
  );
}
