import type { Metadata } from "next";
import { ContentPage } from "@/components/content/content-page";
import { messages } from "@/lib/messages";
import { showContentPage } from "@/lib/server/pages/content-pages";
import { getSettings } from "@/lib/server/settings/business-settings";

// Admins edit it (Business Settings → Pages): rendered per request, never at build time.
export const dynamic = "force-dynamic";

export async function generateMetadata(): Promise<Metadata> {
  const { businessName } = await getSettings();
  return { title: messages.pages.terms, description: messages.pages.termsDescription(businessName), alternates: { canonical: "/terms" } };
}

export default async function TermsPage() {
  return <ContentPage title={messages.pages.terms} page={await showContentPage("terms")} />;
}
