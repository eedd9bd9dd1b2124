import Link from "next/link";
import { UserIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import type { CustomerMatch } from "@/lib/server/bookings/staff-booking";
import { sectionIn } from "@/lib/server/i18n/sections";
import { newBookingUrl } from "@/lib/urls/staff-booking";

type Keep = Parameters<typeof newBookingUrl>[0];

/** A customer in New booking: found by the search (with Book for them), or the one chosen (with Change); in the admin's language (`locale`). */
export async function StaffBookingCustomer({ customer, chooseHref, changeHref, locale }: { customer: CustomerMatch; chooseHref?: Keep; changeHref?: Keep; locale: Locale }) {
  const staffBookingText = await sectionIn(locale, "staffBooking");
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
