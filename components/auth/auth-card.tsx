import Link from "next/link";
import { ArrowLeftIcon } from "lucide-react";
import type { Locale } from "@/lib/i18n/locales";
import { pageTranslator } from "@/lib/server/i18n/page-locale";

/** The frame of the sign-in pages: back link, heading, the form, and the privacy note. */
export async function AuthCard({ locale, title, subtitle, children, footer }: { locale: Locale; title: string; subtitle?: string; children: React.ReactNode; footer?: React.ReactNode }) {
  const t = await pageTranslator(locale, "auth");
  return (
    <div className="w-full max-w-md">
      <Link href="/" className="mb-8 inline-flex items-center gap-2 text-sm font-medium text-muted-foreground hover:text-foreground">
        <ArrowLeftIcon className="size-4" aria-hidden />
        {t("backHome")}
      </Link>
      <h1 className="text-3xl font-semibold tracking-tight">{title}</h1>
      {subtitle ? <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p> : null}
      <div className="mt-8">{children}</div>
      {footer ? <div className="mt-6 text-sm text-muted-foreground">{footer}</div> : null}
    </div>
  );
}

export async function PrivacyNote({ locale }: { locale: Locale }) {
  const t = await pageTranslator(locale, "auth");
  return <p className="mt-6 text-xs leading-relaxed text-muted-foreground">{t("privacyNote")}</p>;
}
