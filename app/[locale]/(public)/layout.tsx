import { PublicChrome } from "@/components/layout/public-chrome";
import { pageLocale } from "@/lib/server/i18n/page-locale";

export default async function PublicLayout({ children, params }: { children: React.ReactNode; params: Promise<{ locale: string }> }) {
  return <PublicChrome locale={await pageLocale(params)}>{children}</PublicChrome>;
}
