"use client";

import Link from "next/link";
import { GitCompareArrowsIcon, XIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { useReducedMotion } from "@/components/shared/use-reduced-motion";
import { Button, buttonVariants } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { messages } from "@/lib/messages";
import { formatPrice } from "@/lib/money";
import { cn } from "@/lib/utils";
import { useComparison } from "./compare-store";

const c = messages.compare;

/** The floating compare button (it shakes for 0.5 s whenever the selection changes) and the Compare dialog (spec). */
export function CompareLauncher() {
  const { selected, remove } = useComparison();
  const reduced = useReducedMotion();
  const [shaking, setShaking] = useState(false);
  const previous = useRef<string | null>(null);
  const signature = selected.map((service) => service.id).join(",");

  useEffect(() => {
    // The first reading (after a reload) is not a change.
    if (previous.current !== null && previous.current !== signature && !reduced) {
      setShaking(true);
      const timer = setTimeout(() => setShaking(false), 500);
      previous.current = signature;
      return () => clearTimeout(timer);
    }
    previous.current = signature;
  }, [signature, reduced]);

  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button size="icon" className={cn("fixed right-4 bottom-20 z-40 size-12 rounded-full shadow-lg", shaking && "animate-shake")} aria-label={c.open(selected.length)} data-testid="compare-button">
          <GitCompareArrowsIcon className="size-5" aria-hidden />
          {selected.length > 0 ? (
            <span className="absolute -top-1 -right-1 flex size-5 items-center justify-center rounded-full bg-destructive text-[11px] font-semibold text-white dark:bg-red-600" aria-hidden>
              {selected.length}
            </span>
          ) : null}
        </Button>
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
