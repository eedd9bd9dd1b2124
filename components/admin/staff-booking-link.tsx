import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { messages } from "@/lib/messages";

const staffBookingText = messages.staffBooking;

/** A booking's payment link for the admin to read out or copy (a read-only field: select it all to copy). */
export function StaffBookingLink({ url }: { url: string }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor="payment-link">{staffBookingText.linkLabel}</Label>
      <Input id="payment-link" readOnly value={url} className="font-mono text-xs" data-testid="payment-link" />
    </div>
  );
}
