/**
 * How many parts (segments) a text message is sent as, which is what a gateway charges for. A text
 * written wholly in the GSM 03.38 alphabet is GSM-7: 160 characters in one part, 153 a part when it
 * is split (the rest carries the header that joins them); the extension characters (€, [, ], {, },
 * ~, \, |, ^ and the form feed) take two places each. Any other character (Bangla, an emoji, a curly
 * quote) makes the whole text UCS-2: 70 UTF-16 units in one part, 67 a part when split.
 */
const GSM_BASIC =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
const GSM_EXTENSION = "\f^{}\\[~]|€";

const basic = new Set(GSM_BASIC);
const extension = new Set(GSM_EXTENSION);

export type SmsEncoding = "GSM-7" | "UCS-2";
export type SmsSegments = { encoding: SmsEncoding; units: number; segments: number };

export function smsSegments(text: string): SmsSegments {
  let septets = 0;
  for (const character of text) {
    if (basic.has(character)) septets += 1;
    else if (extension.has(character)) septets += 2;
    else {
      // UCS-2 counts UTF-16 units: a character beyond the basic plane (an emoji) takes two.
      const units = text.length;
      return { encoding: "UCS-2", units, segments: units <= 70 ? 1 : Math.ceil(units / 67) };
    }
  }
  return { encoding: "GSM-7", units: septets, segments: septets <= 160 ? 1 : Math.ceil(septets / 153) };
}
