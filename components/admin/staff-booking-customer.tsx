import Link from "next/link";
import { UserIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { messages } from "@/lib/messages";
import type { CustomerMatch } from "@/lib/server/bookings/staff-booking";
import { newBookingUrl } from "@/lib/urls/staff-booking";

const staffBookingText = messages.staffBooking;

type Keep = Parameters<typeof newBookingUrl>[0];

/** A customer in New booking: found by the search (with Book for them), or the one chosen (with Change). */
export function StaffBookingCustomer({ customer, chooseHref, changeHref }: { customer: CustomerMatch; chooseHref?: Keep; changeHref?: Keep }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/30 p-3" data-testid="staff-booking-customer">
      <div className="flex min-w-0 items-start gap-3">
        <UserIcon className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden />
        <div className="min-w-0">
          {changeHref ? <p className="text-xs text-muted-foreground">{staffBookingText.chosen}</p> : null}
          <p className="font-medium break-words">{customer.name}</p>
          <p className="text-sm break-all text-muted-foreground">
            {[customer.phone, customer.email ?? staffBookingText.noEmail].filter(Boolean).join(" · ")}
          </p>
        </div>
      </div>
      {chooseHref ? (
        <Link href={newBookingUrl(chooseHref)} aria-label={staffBookingText.chooseOf(customer.name)} className={buttonVariants({ size: "sm" })}>
          {staffBookingText.choose}
        </Link>
      ) : null}
      {changeHref ? (
        <Link href={newBookingUrl(changeHref)} className={buttonVariants({ size: "sm", variant: "outline" })}>
          {staffBookingText.change}
        </Link>
      ) : null}
    </div>
  );
}
