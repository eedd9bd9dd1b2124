"use client";

import Image from "next/image";
import Link from "next/link";
import { XIcon } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { compareMessages } from "@/lib/messages/compare";
import { Price, PriceFrom } from "@/components/shop/price";
import { CompareButton } from "./compare-button";
import type { ComparedService } from "./compare-store";

const compareText = compareMessages;

/** The Compare dialog (Radix), loaded when first opened (CompareLauncher). */
export function CompareDialog({ selected, remove, button }: { selected: ComparedService[]; remove: (id: string) => void; button: { count: number; shaking: boolean } }) {
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <CompareButton {...button} />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{compareText.title}</DialogTitle>
          <DialogDescription>{compareText.body}</DialogDescription>
        </DialogHeader>
        {selected.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{compareText.empty}</p>
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
                <Link href={`/service/${service.id}`} className="min-w-0 truncate font-medium underline-offset-4 hover:underline" aria-label={compareText.goToNamed(service.name)}>
                  {service.name}
                </Link>
                <Button variant="ghost" size="icon" className="row-span-3 self-center" aria-label={`${compareText.removeOne}: ${service.name}`} onClick={() => remove(service.id)}>
                  <XIcon aria-hidden />
                </Button>
                <p className="flex gap-4 tabular-nums">
                  <span>{service.priceFrom ? <PriceFrom amount={service.price} /> : <Price amount={service.price} />}</span>
                  <span className="text-muted-foreground">{compareText.minutes(service.duration)}</span>
                </p>
                {service.description ? <p className="line-clamp-2 text-muted-foreground">{service.description}</p> : null}
              </li>
            ))}
          </ul>
        )}
        <Link href="/services" className={buttonVariants({ variant: "outline" })}>
          {compareText.browseAll}
        </Link>
      </DialogContent>
    </Dialog>
  );
}
