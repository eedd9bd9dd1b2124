import type { Metadata, Viewport } from "next";
import { GeistSans } from "geist/font/sans";
import { AppProviders } from "@/components/providers/app-providers";
import { messages } from "@/lib/messages";
import "./globals.css";

export const metadata: Metadata = {
  title: { default: `${messages.app.name}: ${messages.app.tagline}`, template: `%s | ${messages.app.name}` },
  description: "Book car care and cleaning services online: interior and exterior cleaning, engine service, oil change and more.",
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0f172a" },
  ],
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" className={GeistSans.variable} suppressHydrationWarning>
      <body className="min-h-dvh font-sans">
        <AppProviders>{children}</AppProviders>
      </body>
    </html>
  );
}
