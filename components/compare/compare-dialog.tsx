"use client";

import Image from "next/image";
import Link from "next/link";
import { XIcon } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { useLocale } from "@/components/providers/locale-context";
import { useShop } from "@/components/shop/shop-context";
import { fill, localNumber } from "@/lib/format/fill";
import { formatPrice } from "@/lib/format/money";
import { intlLocale as intlTag } from "@/lib/i18n/locales";
import { CompareButton, type CompareWords } from "./compare-button";
import type { ComparedService } from "./compare-store";

/**
 * The Compare dialog (Radix), loaded when first opened (CompareLauncher), in the page's language: the
 * services this browser saved, their prices in the shop's currency and their durations as that language
 * writes them.
 */
export function CompareDialog({ selected, remove, button, words }: { selected: ComparedService[]; remove: (id: string) => void; button: { count: number; shaking: boolean }; words: CompareWords }) {
  const { locale, intlLocale } = useLocale();
  const { currency } = useShop();
  // Latin digits in Bangla when the shop chose them (the page's Intl tag is then not the language's own).
  const writing = { locale, latinDigits: intlLocale !== intlTag(locale) };
  const priceOf = (service: ComparedService) => {
    const price = formatPrice(service.price, currency, writing);
    return service.priceFrom ? fill(words.priceFrom, { price }) : price;
  };
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <CompareButton {...button} words={words} />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{words.title}</DialogTitle>
          <DialogDescription>{words.body}</DialogDescription>
        </DialogHeader>
        {selected.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{words.empty}</p>
        ) : (
          <ul className="max-h-[60vh] divide-y overflow-y-auto rounded-lg border" data-testid="compare-list">
            {selected.map((service) => (
              <li key={service.id} className="grid grid-cols-[auto_1fr_auto] gap-x-3 gap-y-1 px-4 py-3 text-sm">
                {/* The cover, small and decorative (the name beside it says what it is); a fixed box either way. */}
                {service.image ? (
                  <Image src={service.image} alt="" width={64} height={48} unoptimized className="row-span-3 h-12 w-16 self-center rounded-md object-cover" />
                ) : (
                  <span className="row-span-3 h-12 w-16 self-center rounded-md bg-muted" aria-hidden />
                )}
                <Link href={`/service/${service.id}`} className="min-w-0 truncate font-medium underline-offset-4 hover:underline" aria-label={fill(words.goToNamed, { name: service.name })}>
                  {service.name}
                </Link>
                <Button variant="ghost" size="icon" className="row-span-3 self-center" aria-label={`${words.removeOne}: ${service.name}`} onClick={() => remove(service.id)}>
                  <XIcon aria-hidden />
                </Button>
                <p className="flex gap-4 tabular-nums">
                  <span>{priceOf(service)}</span>
                  <span className="text-muted-foreground">{fill(words.minutes, { minutes: localNumber(service.duration, intlLocale) })}</span>
                </p>
                {service.description ? <p className="line-clamp-2 text-muted-foreground">{service.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
        <Link href="/services" className={buttonVariants({ variant: "outline" })}>
          {words.browseAll}
        </Link>
      </DialogContent>
    </Dialog>
  );
}
