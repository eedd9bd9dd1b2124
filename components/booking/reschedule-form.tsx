"use client";

import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { SlotPicker, type PickerLanguage } from "@/components/booking/slot-picker";
import { Button } from "@/components/ui/button";
import { rescheduleMyBookingAction } from "@/lib/actions/bookings";
import type { PickerSlot, Unavailable } from "@/components/booking/slot-unavailable";

type Props = {
  bookingId: string;
  serviceId: string;
  today: string;
  date: string;
  slots: PickerSlot[];
  selectedSlotId?: string;
  month: string;
  openDays: string[];
  hasOpenDates: boolean;
  pagePath: string;
  /** Slots the booking may not move to, each with the reason (inside the notice window). */
  unavailable: Record<string, Unavailable>;
  /** The submit button's words, written out in the page's language. */
  words: { moveHere: string; moving: string };
  /** The calendar's and slots' language (slotPickerLanguage). */
  language: PickerLanguage;
};

/**
 * The Reschedule page's choice of a new time: the service page's calendar and
 * slots, their choices kept in this page's URL, and, instead of Book This
 * Service, a POST to the server action that moves the booking. Without
 * JavaScript, choosing a day or a slot reloads this page with it in the URL,
 * and Move posts the form (docs/forms.md).
 */
export function RescheduleForm({ bookingId, serviceId, pagePath, words, ...picker }: Props) {
  const { formProps, formMessage, pending } = useActionForm({ action: rescheduleMyBookingAction.bind(null, bookingId) });
  return (
    <div className="grid gap-3">
      <FormMessage tone="error" title={formMessage} />
      <SlotPicker
        serviceId={serviceId}
        {...picker}
        pagePath={pagePath}
        renderSubmit={(selected, loading) => (
          <form {...formProps} className="mt-6">
            {selected ? <input type="hidden" name="slot" value={selected} /> : null}
            <Button type="submit" size="lg" className="w-full" disabled={!selected || loading || pending}>
              {pending ? words.moving : words.moveHere}
            </Button>
          </form>
        )}
      />
    </div>
  );
}
