"use client";
import { useTheme } from "next-themes";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * Below the header and a little room (globals.css's --toast-top: on phones, also below the next-slot
 * bar the header hangs under itself): toasts never cover its buttons or the countdown.
 */
const BELOW_HEADER = { top: "var(--toast-top)" };

/**
 * The old site's toasts: top-center, 4 s, at most 3 visible, 356 px wide, 14 px apart; but below the
 * sticky header instead of over it, where one covered the phone menu's button for as long as a finger
 * or pointer rested on it (a toast stays while hovered), or a header link on a wide screen.
 */
export function Toaster(props: ToasterProps) {
  const { theme = "system" } = useTheme();
  return (
    <Sonner
      theme={theme as ToasterProps["theme"]}
      position="top-center"
      duration={4000}
      visibleToasts={3}
      gap={14}
      offset={BELOW_HEADER}
      mobileOffset={BELOW_HEADER}
      style={{ "--width": "356px", "--normal-bg": "var(--popover)", "--normal-text": "var(--popover-foreground)", "--normal-border": "var(--border)" } as React.CSSProperties}
      {...props}
    />
  );
}
