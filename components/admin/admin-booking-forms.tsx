"use client";

import Link from "next/link";
import { FormField } from "@/components/forms/form-field";
import { FormMessage } from "@/components/forms/form-message";
import { useActionForm } from "@/components/forms/use-action-form";
import { Button, buttonVariants } from "@/components/ui/button";
import { Textarea } from "@/components/ui/textarea";
import { Input } from "@/components/ui/input";
import { nativeSelectClass } from "@/components/forms/page-size-select";
import { adminCancelBookingAction, recordCounterPaymentAction, recordManualRefundAction, setBookingStatusAction } from "@/lib/actions/bookings";
import { COUNTER_METHODS, MANUAL_REFUND_METHODS } from "@/lib/validation/booking";
import { paymentsAtShopMessages as englishAtShop } from "@/lib/messages/payments-at-shop";
import { bookingChangesMessages as englishChanges } from "@/lib/messages/booking-changes";
import { useSection } from "@/components/providers/section-words-context";

/**
 * Booking Management's cancellation: refund or not, and the reason the
 * customer's email quotes. A POST to the server action, so it works without
 * JavaScript (docs/forms.md); the page it sits on is the confirmation step.
 */
export function AdminCancelForm({ bookingId, paidAmount, refundableOnline = true, backHref }: { bookingId: string; paidAmount: string | null; refundableOnline?: boolean; backHref: string }) {
  const { formProps, formMessage, fieldError, initial, pending } = useActionForm({
    action: adminCancelBookingAction.bind(null, bookingId),
    defaults: { refund: "on" },
  });
  const bookingChangesMessages = useSection(englishChanges, "bookingChanges");
  const reasonError = fieldError("reason");
  return (
    <form {...formProps} className="grid gap-4">
      <FormMessage tone="error" title={reasonError ? undefined : formMessage} />
      {paidAmount ? (
        <div className="grid gap-1">
          <label className="flex items-center gap-2 text-sm font-medium">
            <input type="checkbox" name="refund" defaultChecked={initial("refund") === "on"} className="size-4 accent-primary" />
            {bookingChangesMessages.refundField(paidAmount)}
          </label>
          <p className="pl-6 text-xs text-muted-foreground">{bookingChangesMessages.refundHint}</p>
          {refundableOnline ? null : <p className="pl-6 text-xs font-medium text-amber-800 dark:text-amber-200">{bookingChangesMessages.refundByHandHint}</p>}
        </div>
      ) : null}
      <FormField id="cancel-reason" label={bookingChangesMessages.reasonField} error={reasonError}>
        {(control) => <Textarea {...control} name="reason" required maxLength={500} rows={3} placeholder={bookingChangesMessages.reasonPlaceholder} defaultValue={initial("reason")} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="destructive" disabled={pending}>
          {pending ? bookingChangesMessages.cancelling : bookingChangesMessages.adminCancelConfirm}
        </Button>
        <Link href={backHref} className={buttonVariants({ variant: "outline" })}>
          {bookingChangesMessages.keep}
        </Link>
      </div>
    </form>
  );
}

/** Once the slot has started: mark the booking completed or a no-show (one form, a button for each). */
export function BookingStatusForms({ bookingId, status }: { bookingId: string; status: string }) {
  const { formProps, formMessage, pending } = useActionForm({ action: setBookingStatusAction.bind(null, bookingId) });
  const bookingChangesMessages = useSection(englishChanges, "bookingChanges");
  const choices = [
    { value: "complete", label: bookingChangesMessages.markComplete, current: status === "complete" },
    { value: "no-show", label: bookingChangesMessages.markNoShow, current: status === "no-show" },
  ];
  return (
    <form {...formProps} className="grid gap-2">
      <FormMessage tone="error" title={formMessage} />
      <div className="flex flex-wrap gap-2">
        {choices.map((choice) => (
          <Button
            key={choice.value}
            type="submit"
            name="status"
            value={choice.value}
            variant={choice.value === "no-show" ? "outline" : "secondary"}
            disabled={pending || choice.current}
            aria-pressed={choice.current}
          >
            {choice.label}
          </Button>
        ))}
      </div>
    </form>
  );
}

/**
 * A refund the shop made by hand (cash, card, transfer, other), recorded on
 * the booking: amount up to what was paid, and a note. A POST to the server
 * action (the booking in a hidden field), so it works without JavaScript.
 */
export function ManualRefundForm({ bookingId, maxAmount, maxLabel }: { bookingId: string; maxAmount: number; maxLabel: string }) {
  const { formProps, formMessage, fieldError, initial, pending } = useActionForm({
    action: recordManualRefundAction,
    defaults: { method: "cash", amount: String(maxAmount) },
  });
  const bookingChangesMessages = useSection(englishChanges, "bookingChanges");
  return (
    <form {...formProps} className="grid gap-3" aria-labelledby="manual-refund-heading">
      <h2 id="manual-refund-heading" className="font-semibold">
        {bookingChangesMessages.recordRefundTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{bookingChangesMessages.recordRefundBody}</p>
      <FormMessage tone="error" title={formMessage} />
      <input type="hidden" name="booking" value={bookingId} />
      <div className="grid gap-3 @xl:grid-cols-2">
        <FormField id="refund-method" label={bookingChangesMessages.refundMethod} error={fieldError("method")}>
          {(control) => (
            <select {...control} name="method" className={nativeSelectClass} defaultValue={initial("method")}>
              {MANUAL_REFUND_METHODS.map((method) => (
                <option key={method} value={method}>
                  {bookingChangesMessages.refundMethods[method]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="refund-amount" label={bookingChangesMessages.refundAmount(maxLabel)} error={fieldError("amount")}>
          {(control) => <Input {...control} name="amount" type="number" inputMode="decimal" min={0.01} max={maxAmount} step="0.01" required defaultValue={initial("amount")} />}
        </FormField>
      </div>
      <FormField id="refund-note" label={bookingChangesMessages.refundNote} error={fieldError("note")}>
        {(control) => <Textarea {...control} name="note" maxLength={500} rows={2} defaultValue={initial("note")} />}
      </FormField>
      <Button type="submit" disabled={pending} className="w-fit">
        {pending ? bookingChangesMessages.recordingRefund : bookingChangesMessages.recordRefund}
      </Button>
    </form>
  );
}

/**
 * What the customer paid at the counter (cash, card, mobile wallet), recorded on the booking: the amount due at the
 * shop, prefilled. A POST to the server action (the booking in a hidden field), so it works without JavaScript.
 */
export function CounterPaymentForm({ bookingId, due, dueLabel }: { bookingId: string; due: number; dueLabel: string }) {
  const { formProps, formMessage, fieldError, initial, pending } = useActionForm({
    action: recordCounterPaymentAction,
    defaults: { method: "cash", amount: String(due) },
  });
  const paymentsAtShopMessages = useSection(englishAtShop, "paymentsAtShop");
  return (
    <form {...formProps} className="grid gap-3" aria-labelledby="counter-payment-heading">
      <h2 id="counter-payment-heading" className="font-semibold">
        {paymentsAtShopMessages.recordTitle}
      </h2>
      <p className="text-sm text-muted-foreground">{paymentsAtShopMessages.recordHint(dueLabel)}</p>
      <FormMessage tone="error" title={formMessage} />
      <input type="hidden" name="booking" value={bookingId} />
      <div className="grid gap-3 @xl:grid-cols-2">
        <FormField id="counter-method" label={paymentsAtShopMessages.methodLabel} error={fieldError("method")}>
          {(control) => (
            <select {...control} name="method" className={nativeSelectClass} defaultValue={initial("method")}>
              {COUNTER_METHODS.map((method) => (
                <option key={method} value={method}>
                  {paymentsAtShopMessages.methods[method]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField id="counter-amount" label={paymentsAtShopMessages.amountLabel} error={fieldError("amount")}>
          {(control) => <Input {...control} name="amount" type="number" inputMode="decimal" min={0.01} step="0.01" required defaultValue={initial("amount")} />}
        </FormField>
      </div>
      <Button type="submit" disabled={pending} className="w-fit">
        {pending ? paymentsAtShopMessages.recording : paymentsAtShopMessages.record}
      </Button>
    </form>
  );
}
