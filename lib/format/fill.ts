/**
 * The few words a client component completes itself, with a value only the browser knows (how many
 * services are being compared, a slot's time): the server writes the message out in the page's
 * language with plain `{name}` placeholders left in it, and the browser fills them in. No message
 * formatter in the browser (docs/languages.md).
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder: string, name: string) => (name in values ? String(values[name]) : placeholder));
}

const digitSets = new Map<string, string[] | null>();

/**
 * A text's digits as the page's language writes them, by Intl ('10:00' is '১০:০০' for 'bn-BD'), for
 * times and counts shown as they are stored; unchanged for a language with Latin digits ('en-US', or
 * 'bn-BD-u-nu-latn' for a shop that chose them).
 */
export function localDigits(text: string, intlTag: string): string {
  let digits = digitSets.get(intlTag);
  if (digits === undefined) {
    const format = new Intl.NumberFormat(intlTag, { useGrouping: false });
    const written = Array.from({ length: 10 }, (_, digit) => format.format(digit));
    digits = written.every((digit, index) => digit === String(index)) ? null : written;
    digitSets.set(intlTag, digits);
  }
  if (!digits) return text;
  const set = digits;
  return text.replace(/[0-9]/g, (digit) => set[Number(digit)]);
}

/** A whole number as the page's language writes it, without grouping ('12' is '১২' for 'bn-BD'). */
export const localNumber = (value: number, intlTag: string) => localDigits(String(value), intlTag);
