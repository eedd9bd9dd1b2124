import type { Metadata, Viewport } from "next";
import { AppProviders } from "@/components/providers/app-providers";
import { geistSans } from "./font";
import { getSettings } from "@/lib/server/settings/business-settings";
import "./globals.css";

const description = "Book car care and cleaning services online: interior and exterior cleaning, engine service, oil change and more.";

/**
 * Titles, descriptions and Open Graph come from the shop's settings (its name
 * and tagline); absolute URLs from APP_URL (read when the page is built).
 */
export async function generateMetadata(): Promise<Metadata> {
  const { businessName, tagline } = await getSettings();
  const title = tagline ? `${businessName}: ${tagline}` : businessName;
  return {
    metadataBase: new URL(process.env.APP_URL || "http://localhost:3000"),
    title: { default: title, template: `%s | ${businessName}` },
    description,
    applicationName: businessName,
    openGraph: { type: "website", siteName: businessName, title, description, locale: "en_US", images: [{ url: "/images/hero-1.webp", width: 1600, height: 700, alt: title }] },
    twitter: { card: "summary_large_image", title, description, images: ["/images/hero-1.webp"] },
  };
}

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#0f172a" },
  ],
};

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const { businessName, currency, logoUrl, bayLabel } = await getSettings();
  return (
    <html lang="en" className={geistSans.variable} suppressHydrationWarning>
      <body className="min-h-dvh font-sans">
        <AppProviders shop={{ businessName, currency, logoUrl, bayLabel }}>{children}</AppProviders>
      </body>
    </html>
  );
}
