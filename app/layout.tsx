import type { Metadata, Viewport } from "next";
import { GeistSans } from "geist/font/sans";
import { AppProviders } from "@/components/providers/app-providers";
import { messages } from "@/lib/messages";
import "./globals.css";

const title = `${messages.app.name}: ${messages.app.tagline}`;
const description = "Book car care and cleaning services online: interior and exterior cleaning, engine service, oil change and more.";

// Absolute URLs in links for search engines and sharing come from APP_URL (read when the page is built).
export const metadata: Metadata = {
  metadataBase: new URL(process.env.APP_URL || "http://localhost:3000"),
  title: { default: title, template: `%s | ${messages.app.name}` },
  description,
  applicationName: messages.app.name,
  openGraph: { type: "website", siteName: messages.app.name, title, description, locale: "en_US", images: [{ url: "/images/hero-1.webp", width: 1600, height: 700, alt: title }] },
  twitter: { card: "summary_large_image", title, description, images: ["/images/hero-1.webp"] },
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
