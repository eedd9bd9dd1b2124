import { readdir, readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The emails the test SMTP server (scripts/test-mail.ts) received: one JSON
 * file per message in MAIL_CAPTURE_DIR, with the envelope recipients and the
 * raw message.
 */
function mailDir(): string {
  const dir = process.env.MAIL_CAPTURE_DIR;
  if (!dir) throw new Error("MAIL_CAPTURE_DIR is not set: run the tests through 'npm test'");
  return dir;
}

type CapturedMail = { to: string[]; raw: string };

/** The text of a MIME message's text/plain part, decoded. */
export function mailText(raw: string): string {
  return mailPart(raw, "text/plain") ?? "";
}

/** A MIME message's first part of this content type (text/plain, text/calendar…), decoded; null if it has none. */
export function mailPart(raw: string, contentType: string): string | null {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const pattern = new RegExp(`content-type:\\s*${contentType.replace("/", "\\/")}`, "i");
  const part = parts.find((p) => pattern.test(p.split(/\r?\n\r?\n/)[0])) ?? (contentType === "text/plain" ? raw : null);
  if (part === null) return null;
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join("\n\n");
  const encoding = head.match(/content-transfer-encoding:\s*([\w-]+)/i)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
}

/** Waits for the newest email to `to` that the test SMTP server received after `since`. */
export async function waitForMail(to: string, since: number, timeoutMs = 10_000): Promise<{ subject: string; text: string; raw: string }> {
  const dir = mailDir();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await readdir(dir)).filter((f) => Number(f.split("-")[0]) >= since).sort().reverse();
    for (const file of files) {
      const mail: CapturedMail = JSON.parse(await readFile(path.join(dir, file), "utf8"));
      if (mail.to.includes(to.toLowerCase())) {
        const subject = mail.raw.match(/^subject:\s*(.*)$/im)?.[1]?.trim() ?? "";
        return { subject, text: mailText(mail.raw), raw: mail.raw };
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No email to ${to} arrived within ${timeoutMs / 1000}s`);
}

/** Every email to `to` received after `since`, oldest first. */
export async function mailsTo(to: string, since = 0): Promise<{ subject: string; text: string; raw: string }[]> {
  const dir = mailDir();
  const found: { subject: string; text: string; raw: string }[] = [];
  for (const file of (await readdir(dir)).filter((f) => Number(f.split("-")[0]) >= since).sort()) {
    const mail: CapturedMail = JSON.parse(await readFile(path.join(dir, file), "utf8"));
    if (mail.to.includes(to.toLowerCase())) found.push({ subject: mail.raw.match(/^subject:\s*(.*)$/im)?.[1]?.trim() ?? "", text: mailText(mail.raw), raw: mail.raw });
  }
  return found;
}

export async function mailCount(to: string, since: number): Promise<number> {
  const dir = mailDir();
  let count = 0;
  for (const file of (await readdir(dir)).filter((f) => Number(f.split("-")[0]) >= since)) {
    const mail: CapturedMail = JSON.parse(await readFile(path.join(dir, file), "utf8"));
    if (mail.to.includes(to.toLowerCase())) count += 1;
  }
  return count;
}

/** The subjects of the emails to `to` received after `since`, oldest first. */
export async function mailSubjects(to: string, since: number): Promise<string[]> {
  const dir = mailDir();
  const subjects: string[] = [];
  for (const file of (await readdir(dir)).filter((f) => Number(f.split("-")[0]) >= since).sort()) {
    const mail: CapturedMail = JSON.parse(await readFile(path.join(dir, file), "utf8"));
    if (mail.to.includes(to.toLowerCase())) subjects.push(mail.raw.match(/^subject:\s*(.*)$/im)?.[1]?.trim() ?? "");
  }
  return subjects;
}

export const resetTokenFrom = (text: string) => {
  const match = text.match(/\/reset-password\?token=([A-Za-z0-9_%-]+)/);
  if (!match) throw new Error(`No reset link in: ${text}`);
  return decodeURIComponent(match[1]);
};
