import { smsMessages } from "@/lib/messages/sms";
import { REMINDER_CHANNELS } from "@/lib/validation/sms";

/**
 * "Send my reminders by": email, text or both, as radio buttons named `channels` (texts only once the number is
 * verified), with the field's message below. The profile's Phone section and the checkout ask with it.
 */
export function ReminderChannelsFieldset({ chosen, verified, error, idPrefix }: { chosen: string; verified: boolean; error?: string; idPrefix: string }) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{smsMessages.channelsLegend}</legend>
      {REMINDER_CHANNELS.map((option) => (
        <label key={option} className="flex items-center gap-2 text-sm">
          <input type="radio" name="channels" value={option} defaultChecked={chosen === option} disabled={option !== "email" && !verified} />
          {smsMessages.channelLabels[option]}
        </label>
      ))}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

