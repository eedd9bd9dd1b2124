import Link from "next/link";
import { AtSignIcon, BriefcaseIcon, CameraIcon, GlobeIcon, MailIcon, MapPinIcon, PhoneIcon } from "lucide-react";
import { messages } from "@/lib/messages";

const f = messages.footer;

// Placeholders stay placeholders (#) until the pages behind them exist.
const siteLinks = [
  { href: "/", label: messages.nav.home },
  { href: "/dashboard/user/my-bookings", label: f.booking },
  { href: "/services", label: messages.nav.services },
  { href: "/dashboard", label: messages.nav.dashboard },
  { href: "#", label: f.faq },
];
const legalLinks = [...[f.privacy, f.terms, f.cookies].map((label) => ({ href: "#", label })), { href: "/sitemap.xml", label: f.sitemap }];
const socialLinks = [
  { label: "Facebook", Icon: GlobeIcon },
  { label: "Instagram", Icon: CameraIcon },
  { label: "X (Twitter)", Icon: AtSignIcon },
  { label: "LinkedIn", Icon: BriefcaseIcon },
];

export function SiteFooter() {
  return (
    <footer className="mt-16 border-t bg-muted/40">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div className="space-y-3 text-sm">
          <p className="text-base font-semibold">{messages.app.name}</p>
          <p className="flex items-start gap-2 text-muted-foreground">
            <MapPinIcon className="mt-0.5 size-4 shrink-0" aria-hidden /> {f.location}
          </p>
          <p className="flex items-center gap-2 text-muted-foreground">
            <PhoneIcon className="size-4" aria-hidden /> <a href={`tel:${f.phone.replace(/[^+\d]/g, "")}`} className="hover:text-foreground">{f.phone}</a>
          </p>
          <p className="flex items-center gap-2 text-muted-foreground">
            <MailIcon className="size-4" aria-hidden /> <a href={`mailto:${f.email}`} className="hover:text-foreground">{f.email}</a>
          </p>
        </div>
        <FooterNav title={f.links} links={siteLinks} />
        <FooterNav title={f.legal} links={legalLinks} />
        <div className="text-sm">
          <p className="mb-3 font-semibold">{f.social}</p>
          <ul className="flex gap-2">
            {socialLinks.map(({ label, Icon }) => (
              <li key={label}>
                <a href="#" aria-label={label} className="flex size-9 items-center justify-center rounded-md border bg-background text-muted-foreground hover:text-foreground">
                  <Icon className="size-4" aria-hidden />
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="border-t py-4 text-center text-xs text-muted-foreground">{f.copyright}</p>
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
            <Link href={link.href} className="text-muted-foreground hover:text-foreground">{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
