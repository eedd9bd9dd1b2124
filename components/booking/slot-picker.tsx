"use client";
import { useOptimistic, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { format, parse } from "date-fns";
import { Button } from "@/components/ui/button";
import { Calendar } from "@/components/ui/calendar";
import { Skeleton } from "@/components/ui/skeleton";
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from "@/components/ui/tooltip";
import { messages } from "@/lib/messages";
import type { SlotDto } from "@/lib/server/slots/slot-dto";

const t = messages.service;
const toDate = (iso: string) => parse(iso, "yyyy-MM-dd", new Date());

/**
 * Date and time-slot choice on a service page. The date lives in the URL, so
 * the server renders that day's slots; the buttons show skeletons meanwhile.
 * Elsewhere (moving a booking) it can lead to another page for the date
 * (`datePath`) and, instead of booking, submit the chosen slot as `slot` to a
 * form action with `fields` beside it.
 */
export function SlotPicker({
  serviceId,
  today,
  date,
  slots,
  datePath = `/service/${serviceId}`,
  submit,
}: {
  serviceId: string;
  today: string;
  date: string;
  slots: SlotDto[];
  datePath?: string;
  submit?: { action: (form: FormData) => void; label: string; fields: Record<string, string>; pending?: boolean };
}) {
  const router = useRouter();
  const [loading, startTransition] = useTransition();
  // The chosen date shows at once; once that day's page arrives, the URL's date is the truth again.
  const [shownDate, showDate] = useOptimistic(date);
  const [selectedSlotId, setSelectedSlotId] = useState<string | null>(null);

  const chooseDate = (day: Date | undefined) => {
    if (!day) return;
    const iso = format(day, "yyyy-MM-dd");
    if (iso === shownDate) return;
    setSelectedSlotId(null);
    startTransition(() => {
      showDate(iso);
      router.replace(`${datePath}?date=${iso}`, { scroll: false });
    });
  };

  const book = () => {
    if (!selectedSlotId) return;
    // Signed out, proxy.ts remembers this in the redirect cookie and asks them to sign in first.
    router.push(`/procced-booking?service=${serviceId}&slot=${selectedSlotId}`);
  };

  return (
    <TooltipProvider>
      <section aria-labelledby="slots-heading" className="grid gap-6 rounded-xl border bg-card p-4 md:grid-cols-[auto_1fr] md:p-6">
        <div>
          <h2 className="mb-2 text-sm font-medium text-muted-foreground">{t.pickDate}</h2>
          <Calendar
            mode="single"
            required
            selected={toDate(shownDate)}
            defaultMonth={toDate(shownDate)}
            onSelect={chooseDate}
            disabled={{ before: toDate(today) }}
            startMonth={toDate(today)}
            className="rounded-lg border"
          />
        </div>
        <div className="flex flex-col">
          <h2 id="slots-heading" className="mb-3 text-lg font-semibold">{t.availableSlots}</h2>
          <div className="min-h-40 flex-1" aria-busy={loading} aria-live="polite">
            {loading ? (
              <div className="grid grid-cols-3 gap-2 sm:grid-cols-4" data-testid="slot-skeletons">
                {Array.from({ length: Math.max(slots.length, 8) }, (_, i) => (
                  <Skeleton key={i} className="h-9" />
                ))}
              </div>
            ) : slots.length === 0 ? (
              <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">{t.noSlots}</p>
            ) : (
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                {slots.map((slot) => (
                  <li key={slot._id}>
                    <SlotButton slot={slot} selected={slot._id === selectedSlotId} onSelect={() => setSelectedSlotId(slot._id)} />
                  </li>
                ))}
              </ul>
            )}
          </div>
          {submit ? (
            <form action={submit.action} className="mt-6">
              {Object.entries(submit.fields).map(([name, value]) => (
                <input key={name} type="hidden" name={name} value={value} />
              ))}
              <input type="hidden" name="slot" value={selectedSlotId ?? ""} />
              <Button type="submit" size="lg" className="w-full" disabled={!selectedSlotId || loading || submit.pending}>
                {submit.label}
              </Button>
            </form>
          ) : (
            <Button size="lg" className="mt-6 w-full" disabled={!selectedSlotId || loading} onClick={book}>
              {t.bookThis}
            </Button>
          )}
          {!selectedSlotId && <p className="mt-2 text-center text-xs text-muted-foreground">{t.chooseSlotFirst}</p>}
        </div>
      </section>
    </TooltipProvider>
  );
}

function SlotButton({ slot, selected, onSelect }: { slot: SlotDto; selected: boolean; onSelect: () => void }) {
  const range = `${slot.startTime} to ${slot.endTime}`;
  if (slot.bookable) {
    return (
      <Button variant={selected ? "default" : "outline"} className="w-full" aria-pressed={selected} aria-label={range} onClick={onSelect}>
        {slot.startTime}
      </Button>
    );
  }
  // Still focusable, so that keyboard users also get the reason.
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button variant="outline" className="w-full opacity-40 line-through" aria-disabled="true" aria-label={`${range}, ${t.notAvailable}`} onClick={(e) => e.preventDefault()}>
          {slot.startTime}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{t.notAvailable}</TooltipContent>
    </Tooltip>
  );
}
