"use client";

import { MoonIcon } from "@/components/ui/icons/moon";
import { SunIcon } from "@/components/ui/icons/sun";
import { Button } from "@/components/ui/button";
import { useWords } from "@/components/providers/locale-context";

/** The theme menu's button (sun in light mode, moon in dark). */
export function ThemeButton(props: React.ComponentProps<typeof Button>) {
  const { nav } = useWords();
  return (
    <Button variant="ghost" size="icon" aria-label={nav.theme} {...props}>
      <SunIcon className="size-5 dark:hidden" aria-hidden />
      <MoonIcon className="hidden size-5 dark:block" aria-hidden />
    </Button>
  );
}
