import "server-only";
import type { BusinessSettings } from "./defaults";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** The business as schema.org describes it: name, contact, address and opening hours. */
export function businessJsonLd(settings: BusinessSettings, appUrl: string): Record<string, unknown> {
  const open = settings.openingHours.filter((day) => !day.closed);
  const sameAs = Object.values(settings.socialLinks).filter(Boolean);
  return {
    "@context": "https://schema.org",
    "@type": "AutoWash",
    name: settings.businessName,
    ...(settings.tagline && { description: settings.tagline }),
    url: appUrl,
    ...(settings.logoUrl && { logo: new URL(settings.logoUrl, appUrl).toString() }),
    ...(settings.phone && { telephone: settings.phone }),
    ...(settings.email && { email: settings.email }),
    ...(settings.address && { address: { "@type": "PostalAddress", streetAddress: settings.address } }),
    ...(open.length > 0 && {
      openingHoursSpecification: open.map((day) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: `https://schema.org/${DAY_NAMES[day.weekday]}`, opens: day.open, closes: day.close })),
    }),
    ...(sameAs.length > 0 && { sameAs }),
    currenciesAccepted: settings.currency,
  };
}
