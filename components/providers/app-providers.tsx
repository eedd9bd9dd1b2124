"use client";
import { ThemeProvider } from "next-themes";
import { FlashToasts } from "@/components/forms/flash-toasts";
import { LazyToaster } from "@/components/ui/lazy-toaster";
import { ShopProvider, type Shop } from "@/components/shop/shop-context";
import type { ClientLocale } from "@/lib/i18n/client-words";
import { LocaleProvider } from "./locale-context";

export function AppProviders({ shop, locale, children }: { shop: Shop; locale: ClientLocale; children: React.ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      <LocaleProvider value={locale}>
        <ShopProvider shop={shop}>{children}</ShopProvider>
        <LazyToaster />
        <FlashToasts />
      </LocaleProvider>
    </ThemeProvider>
  );
}
