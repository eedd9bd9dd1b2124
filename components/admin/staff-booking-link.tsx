import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Locale } from "@/lib/i18n/locales";
import { sectionIn } from "@/lib/server/i18n/sections";

/** A booking's payment link for the admin to read out or copy (a read-only field: select it all to copy), labelled in the admin's language (`locale`). */
export async function StaffBookingLink({ url, locale }: { url: string; locale: Locale }) {
  const staffBookingText = await sectionIn(locale, "staffBooking");
  return (
    <div className="grid gap-2">
      <Label htmlFor="payment-link">{staffBookingText.linkLabel}</Label>
      <Input id="payment-link" readOnly value={url} className="font-mono text-xs" data-testid="payment-link" />
    </div>
  );
}
