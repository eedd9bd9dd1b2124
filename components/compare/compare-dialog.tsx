"use client";

import Link from "next/link";
import { XIcon } from "lucide-react";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { messages } from "@/lib/messages";
import { formatPrice } from "@/lib/format/money";
import { CompareButton } from "./compare-button";
import type { ComparedService } from "./compare-store";

const c = messages.compare;

/** The Compare dialog (Radix), loaded when first opened (CompareLauncher). */
export function CompareDialog({ selected, remove, button }: { selected: ComparedService[]; remove: (id: string) => void; button: { count: number; shaking: boolean } }) {
  return (
    <Dialog defaultOpen>
      <DialogTrigger asChild>
        <CompareButton {...button} />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{c.title}</DialogTitle>
          <DialogDescription>{c.body}</DialogDescription>
        </DialogHeader>
        {selected.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{c.empty}</p>
        ) : (
          <ul className="divide-y rounded-lg border" data-testid="compare-list">
            {selected.map((service) => (
              <li key={service.id} className="flex items-center gap-3 px-4 py-3 text-sm">
                <span className="min-w-0 flex-1 truncate font-medium">{service.name}</span>
                <span className="tabular-nums">{formatPrice(service.price)}</span>
                <span className="w-16 text-right text-muted-foreground tabular-nums">{c.minutes(service.duration)}</span>
                <Button variant="ghost" size="icon" aria-label={`${c.removeOne}: ${service.name}`} onClick={() => remove(service.id)}>
                  <XIcon aria-hidden />
                </Button>
              </li>
            ))}
          </ul>
        )}
        <Link href="/services" className={buttonVariants({ variant: "outline" })}>
          {c.goToService}
        </Link>
      </DialogContent>
    </Dialog>
  );
}
