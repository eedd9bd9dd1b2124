import Link from "next/link";
import { ClockIcon, SparklesIcon } from "lucide-react";
import { ServicePhoto } from "@/components/catalogue/service-photo";
import { CompareToggle } from "@/components/compare/compare-toggle";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "@/components/ui/card";
import { centsToDollars, dollarsToCents, formatPrice } from "@/lib/format/money";
import type { Locale } from "@/lib/i18n/locales";
import { pageTranslator } from "@/lib/server/i18n/page-locale";
import type { PricedServiceDto } from "@/lib/server/services/service-pricing";
import { getSettings } from "@/lib/server/settings/business-settings";

/** The grid and the carousel show one card per column: a third of the page on wide screens, half on tablets, all of a phone. */
const PHOTO_SIZES = "(min-width: 1152px) 360px, (min-width: 1024px) 31vw, (min-width: 640px) 47vw, 92vw";

/**
 * A service in the catalogue or the featured list: its cover photo, Book Now, and Add to Compare, in
 * `locale` (English unless told): its price in the shop's currency as that language writes it.
 */
export async function ServiceCard({ service, headingLevel: Heading = "h2", priority = false, locale = "en" }: { service: PricedServiceDto; headingLevel?: "h2" | "h3"; priority?: boolean; locale?: Locale }) {
  const cover = service.images.find((photo) => photo.isCover) ?? service.images[0];
  const [{ currency, latinDigits }, t] = await Promise.all([getSettings(), pageTranslator(locale, "catalogue")]);
  const price = formatPrice(centsToDollars(dollarsToCents(service.priceFrom)), currency, { locale, latinDigits });
  return (
    <Card className="h-full justify-between overflow-hidden pt-0" data-testid="service-card">
      {/* A fixed 4:3 box, photo or not, so that cards line up and nothing moves as the photo loads. */}
      <div className="relative aspect-[4/3] bg-muted" data-testid="service-card-photo">
        {cover ? (
          <ServicePhoto photo={cover} fill sizes={PHOTO_SIZES} priority={priority} />
        ) : (
          <SparklesIcon className="absolute inset-0 m-auto size-10 text-muted-foreground/40" aria-hidden />
        )}
      </div>
      <CardHeader>
        <CardTitle className="text-lg">
          <Heading>{service.name}</Heading>
        </CardTitle>
        <CardDescription className="line-clamp-2 min-h-10">{service.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center justify-between">
        {/* "from $X" when the price depends on the vehicle class; data-price is the default class's, which the catalogue's price range and sort go by. */}
        <span className="text-2xl font-semibold" data-testid="service-price" data-price={service.price}>
          {service.pricesVary ? t("card.priceFrom", { price }) : price}
        </span>
        <span className="flex items-center gap-1 text-sm text-muted-foreground">
          <ClockIcon className="size-4" aria-hidden />
          {t("card.minutes", { minutes: service.duration })}
        </span>
      </CardContent>
      <CardFooter className="grid gap-2">
        <Button asChild className="w-full">
          <Link href={`/service/${service._id}`} aria-label={`${t("card.bookNow")}: ${service.name}`}>
            {t("card.bookNow")}
          </Link>
        </Button>
        <CompareToggle service={{ id: service._id, name: service.name, price: service.priceFrom, ...(service.pricesVary && { priceFrom: true }), duration: service.duration, description: service.description, ...(cover && { image: cover.variants[0]?.url ?? cover.url }) }} words={{ add: t("compare.add"), remove: t("compare.remove") }} className="w-full" />
      </CardFooter>
    </Card>
  );
}
