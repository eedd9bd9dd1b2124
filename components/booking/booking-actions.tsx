import Link from "next/link";
import { CalendarClockIcon, PhoneIcon, XIcon } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/locales";
import type { BookingDto } from "@/lib/server/bookings/booking-dto";
import { accountWords } from "@/lib/server/i18n/account-words";
import { cn } from "@/lib/utils";
import { getSettings } from "@/lib/server/settings/business-settings";

export const myBookingPath = (id: string) => `/dashboard/user/my-bookings/${id}`;

/** Whether the customer may still cancel or move this confirmed booking online (the notice window). */
export const changeableNow = (booking: BookingDto, now: Date) => booking.status === "confirm" && booking.changeableUntil !== null && now.getTime() <= Date.parse(booking.changeableUntil);

/** Whether the customer may still cancel this confirmed booking online: as `changeableNow`, or with a deposit until its start (the deposit kept). */
export const cancellableNow = (booking: BookingDto, now: Date) => booking.status === "confirm" && booking.cancellableUntil !== null && now.getTime() < Date.parse(booking.cancellableUntil);

/**
 * What a customer can do with a booking: pay and cancel one awaiting payment;
 * reschedule or cancel a confirmed one until the notice window, and inside it
 * a line saying why not and how to reach the shop. Links to pages that ask
 * before acting, so they work without JavaScript. In the page's language (`locale`).
 */
export async function BookingActions({ booking, now, noticeHours, className, locale }: { booking: BookingDto; now: Date; noticeHours: number; className?: string; locale: Locale }) {
  const service = booking.service.name;
  const { t } = await accountWords(locale);
  if (booking.status === "pending") {
    return (
      <div className={cn("flex flex-wrap gap-2", className)}>
        {booking.payment_url ? (
          <a href={booking.payment_url} className={buttonVariants({ size: "sm" })}>
            {t("bookings.resumePayment")}
          </a>
        ) : null}
        <Link href={`${myBookingPath(booking._id)}/cancel`} aria-label={t("bookings.cancelOf", { service })} className={buttonVariants({ size: "sm", variant: "outline" })}>
          <XIcon aria-hidden /> {t("bookings.cancel")}
        </Link>
      </div>
    );
  }
  if (booking.status !== "confirm") return null;
  if (!changeableNow(booking, now)) {
    // How to reach the shop: its own phone and email (Business Settings).
    const shop = await getSettings();
    const noticeLine = (
      <p className={cn("flex items-start gap-2 text-sm text-muted-foreground", className)} data-testid="notice-line">
        <PhoneIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
        <span>{t("bookings.noticeLine", { hours: noticeHours, phone: shop.phone, email: shop.email })}</span>
      </p>
    );
    if (!cancellableNow(booking, now)) return noticeLine;
    // Paid with a deposit: it may still be cancelled, the deposit kept (the cancel page says so first).
    return (
      <div className={cn("grid gap-2", className)}>
        {noticeLine}
        <p className="text-sm text-muted-foreground">{t("bookings.keptIfCancelled")}</p>
        <Link href={`${myBookingPath(booking._id)}/cancel`} aria-label={t("bookings.cancelOf", { service })} className={buttonVariants({ size: "sm", variant: "outline", className: "w-fit" })}>
          <XIcon aria-hidden /> {t("bookings.cancel")}
        </Link>
      </div>
    );
  }
  return (
    <div className={cn("flex flex-wrap gap-2", className)}>
      <Link href={`${myBookingPath(booking._id)}/reschedule?date=${booking.slot.date}`} aria-label={t("bookings.rescheduleOf", { service })} className={buttonVariants({ size: "sm", variant: "outline" })}>
        <CalendarClockIcon aria-hidden /> {t("bookings.reschedule")}
      </Link>
      <Link href={`${myBookingPath(booking._id)}/cancel`} aria-label={t("bookings.cancelOf", { service })} className={buttonVariants({ size: "sm", variant: "outline" })}>
        <XIcon aria-hidden /> {t("bookings.cancel")}
      </Link>
    </div>
  );
}
