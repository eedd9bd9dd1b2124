"use client";

import { MenuIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { messages } from "@/lib/messages";

/** The small screens' menu button. */
export function MenuButton(props: React.ComponentProps<typeof Button>) {
  return (
    <Button variant="ghost" size="icon" className="sm:hidden" aria-label={messages.nav.menu} {...props}>
      <MenuIcon aria-hidden />
    </Button>
  );
}
