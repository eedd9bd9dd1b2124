import Link from "next/link";
import { AtSignIcon, BriefcaseIcon, CameraIcon, ClockIcon, GlobeIcon, MailIcon, MapPinIcon, PhoneIcon, PlayIcon } from "lucide-react";
import type { Locale } from "@/lib/i18n/locales";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import { getSettings } from "@/lib/server/settings/business-settings";
import type { SocialNetwork } from "@/lib/validation/settings";
import { summariseOpeningHours } from "@/lib/format/opening-hours";
import { todayIn } from "@/lib/format/time";

const SOCIAL: Record<SocialNetwork, { label: string; Icon: typeof GlobeIcon }> = {
  facebook: { label: "Facebook", Icon: GlobeIcon },
  instagram: { label: "Instagram", Icon: CameraIcon },
  x: { label: "X (Twitter)", Icon: AtSignIcon },
  linkedin: { label: "LinkedIn", Icon: BriefcaseIcon },
  youtube: { label: "YouTube", Icon: PlayIcon },
};

/** The shop's details (from its settings), the site's links, and the copyright of this year. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const [settings, t] = await Promise.all([getSettings(), pageTranslator(locale, "site")]);
  const siteLinks = [
    { href: "/", label: t("nav.home") },
    { href: "/dashboard/user/my-bookings", label: t("footer.booking") },
    { href: "/services", label: t("nav.services") },
    { href: "/dashboard", label: t("nav.dashboard") },
    { href: "/faq", label: t("footer.faq") },
  ];
  const legalLinks = [
    { href: "/privacy", label: t("footer.privacy") },
    { href: "/terms", label: t("footer.terms") },
    { href: "/privacy#cookies", label: t("footer.cookies") },
    { href: "/sitemap.xml", label: t("footer.sitemap") },
    { href: "/docs/api", label: t("footer.api") },
  ];
  const social = (Object.keys(SOCIAL) as SocialNetwork[]).filter((network) => settings.socialLinks[network]);
  const hours = summariseOpeningHours(settings.openingHours, { locale, closed: t("footer.closed"), latinDigits: settings.latinDigits });
  return (
    <footer className="mt-16 border-t bg-muted/40" data-testid="site-footer">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="min-w-0 space-y-3 text-sm">
          <p className="text-base font-semibold">{settings.businessName}</p>
          {settings.address ? (
            <p className="flex items-start gap-2 text-muted-foreground">
              <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden /> <span className="whitespace-pre-line">{settings.address}</span>
            </p>
          ) : null}
          {settings.phone ? (
            <p className="flex items-center gap-2 text-muted-foreground">
              <PhoneIcon className="size-4 shrink-0" aria-hidden />{" "}
              <a href={`tel:${settings.phone.replace(/[^+\d]/g, "")}`} className="hover:text-foreground" data-testid="footer-phone">
                {settings.phone}
              </a>
            </p>
          ) : null}
          {settings.email ? (
            <p className="flex min-w-0 items-center gap-2 text-muted-foreground">
              <MailIcon className="size-4 shrink-0" aria-hidden />{" "}
              <a href={`mailto:${settings.email}`} className="truncate hover:text-foreground">
                {settings.email}
              </a>
            </p>
          ) : null}
          {hours.length > 0 ? (
            <div className="flex items-start gap-2 text-muted-foreground">
              <ClockIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
              <dl className="grid grid-cols-[auto_1fr] gap-x-3" aria-label={t("footer.hours")}>
                {hours.map((line) => (
                  <div key={line.days} className="contents">
                    <dt>{line.days}</dt>
                    <dd>{line.hours}</dd>
                  </div>
                ))}
              </dl>
            </div>
          ) : null}
        </div>
        <FooterNav title={t("footer.links")} links={siteLinks} />
        <FooterNav title={t("footer.legal")} links={legalLinks} />
        {social.length > 0 ? (
          <div className="text-sm">
            <p className="mb-3 font-semibold">{t("footer.social")}</p>
            <ul className="flex flex-wrap gap-2">
              {social.map((network) => {
                const { label, Icon } = SOCIAL[network];
                return (
                  <li key={network}>
                    <a href={settings.socialLinks[network]} aria-label={label} rel="noopener noreferrer me" target="_blank" className="flex size-9 items-center justify-center rounded-md border bg-background text-muted-foreground hover:text-foreground">
                      <Icon className="size-4" aria-hidden />
                    </a>
                  </li>
                );
              })}
            </ul>
          </div>
        ) : null}
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">{t("footer.copyright", { year: Number(todayIn(settings.timeZone).slice(0, 4)), name: settings.businessName })}</p>
    </footer>
  );
}

function FooterNav({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <nav aria-label={title} className="text-sm">
      <p className="mb-3 font-semibold">{title}</p>
      <ul className="space-y-2">
        {links.map((link) => (
          <li key={link.label}>
            <Link href={link.href} className="text-muted-foreground hover:text-foreground">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
