import { smsMessages } from "@/lib/messages/sms";
import { REMINDER_CHANNELS, type ReminderChannels } from "@/lib/validation/sms";

/** The fieldset's legend and its choices' labels, written out in the page's language. */
export type ReminderChannelsWords = { legend: string; labels: Record<ReminderChannels, string> };

const ENGLISH: ReminderChannelsWords = { legend: smsMessages.channelsLegend, labels: smsMessages.channelLabels };

/**
 * "Send my reminders by": email, text or both, as radio buttons named `channels` (texts only once the number is
 * verified), with the field's message below. The profile's Phone section and the checkout ask with it
 * (`words`: in the page's language; English without).
 */
export function ReminderChannelsFieldset({ chosen, verified, error, idPrefix, words = ENGLISH }: { chosen: string; verified: boolean; error?: string; idPrefix: string; words?: ReminderChannelsWords }) {
  const errorId = `${idPrefix}-error`;
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{words.legend}</legend>
      {REMINDER_CHANNELS.map((option) => (
        <label key={option} className="flex items-center gap-2 text-sm">
          <input type="radio" name="channels" value={option} defaultChecked={chosen === option} disabled={option !== "email" && !verified} />
          {words.labels[option]}
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

