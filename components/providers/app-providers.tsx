"use client";
import { ThemeProvider } from "next-themes";
import { FlashToasts } from "@/components/forms/flash-toasts";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { ShopProvider, type Shop } from "@/components/shop/shop-context";

export function AppProviders({ shop, children }: { shop: Shop; children: React.ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      <ShopProvider shop={shop}>{children}</ShopProvider>
      <LazyToaster />
      <FlashToasts />
    </ThemeProvider>
  );
}
