"use client";
import { ThemeProvider } from "next-themes";
import { FlashToasts } from "@/components/forms/flash-toasts";
import { Toaster } from "@/components/ui/sonner";

export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
      <Toaster />
      <FlashToasts />
    </ThemeProvider>
  );
}
