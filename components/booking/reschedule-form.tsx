"use client";

import { useActionState } from "react";
import { SlotPicker } from "@/components/booking/slot-picker";
import { rescheduleMyBookingAction, type BookingFormState } from "@/lib/actions/bookings";
import { messages } from "@/lib/messages";
import type { SlotDto } from "@/lib/server/slots/slot-dto";

const c = messages.bookingChanges;
const idle: BookingFormState = { error: null };

/**
 * The Reschedule page's choice of a new time: the service page's slot picker,
 * its dates leading back to this page, its button moving the booking (a form
 * posting to the server action) instead of booking.
 */
export function RescheduleForm({ bookingId, serviceId, today, date, slots }: { bookingId: string; serviceId: string; today: string; date: string; slots: SlotDto[] }) {
  const [state, action, pending] = useActionState(rescheduleMyBookingAction, idle);
  return (
    <div className="grid gap-3">
      {state.error ? (
        <p role="alert" className="rounded-lg border border-destructive/50 bg-destructive/10 p-3 text-sm text-destructive dark:text-red-300">
          {state.error}
        </p>
      ) : null}
      <SlotPicker
        serviceId={serviceId}
        today={today}
        date={date}
        slots={slots}
        datePath={`/dashboard/user/my-bookings/${bookingId}/reschedule`}
        submit={{ action, label: pending ? c.moving : c.moveHere, fields: { booking: bookingId }, pending }}
      />
    </div>
  );
}
