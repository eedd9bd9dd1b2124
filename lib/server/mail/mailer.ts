import "server-only";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import MarkdownIt from "markdown-it";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/config/env";
import { getSettings } from "@/lib/server/settings/business-settings";
import { smtpOptions } from "./smtp-options";

export type MailAttachment = { filename: string; content: string; contentType: string };
/** `html`: an HTML part beside the text, for an email that lists what was booked. */
export type Mail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[]; messageId?: string };

/**
 * How one job worker sends email: it takes email jobs EMAIL_BATCH at a time (one fetch of the
 * queue, one transaction that locks them and marks them sent, each email of the batch on a mail
 * server connection of its own), and runs up to emailLanes() batches at once, so that one is being
 * fetched and read while another waits on the mail server. Each running batch holds one database
 * connection: two, or one when the process has fewer than four (DATABASE_POOL_SIZE).
 */
export const EMAIL_BATCH = 10;
export const emailLanes = (): number => (env().DATABASE_POOL_SIZE >= 4 ? 2 : 1);

/**
 * Outgoing email through nodemailer: SMTP when SMTP_URL is set; otherwise, in
 * development, each message is written to .mail/ and listed at /dev/mailbox.
 * In production without SMTP_URL nothing can be delivered: every attempt fails.
 */
export const DEV_MAILBOX_DIR = path.join(process.cwd(), ".mail");

let transport: Transporter | undefined;

/**
 * How long the transport waits for the mail server, unless SMTP_URL says
 * otherwise (`?socketTimeout=…`): well inside the email job's own time limit,
 * so that a server that stops answering fails the attempt, which is retried.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

/**
 * Connections to the mail server are kept open and reused (nodemailer's pool), as many as the
 * worker sends at once (EMAIL_BATCH × emailLanes(): twenty by default), unless SMTP_URL says
 * otherwise (`?pool=false`, `?maxConnections=…`; with fewer, emails wait for a connection): a new
 * connection per email (TCP, greeting, TLS, login) costs more than the email itself, and
 * reminders fall due by the thousand.
 */
function smtpTransport(smtpUrl: string): Transporter {
  return nodemailer.createTransport(smtpOptions(smtpUrl, { ...SMTP_TIMEOUTS, pool: true, maxConnections: EMAIL_BATCH * emailLanes() }));
}

const escapeHtml = new MarkdownIt().utils.escapeHtml;

/**
 * The sender: MAIL_FROM's address under the shop's name ('Shine Auto <no-reply@…>'), and every
 * message ends with the shop's details (its settings), so customers know who wrote and how to reach them.
 */
async function branded(mail: Mail): Promise<{ from: string; mail: Mail }> {
  const { MAIL_FROM } = env();
  const settings = await getSettings();
  const address = MAIL_FROM.match(/<([^>]+)>/)?.[1] ?? MAIL_FROM.trim();
  const name = settings.businessName.replace(/["\\\r\n<>]/g, "");
  const footer = [settings.businessName, settings.address.replace(/\s*\n\s*/g, ", "), settings.phone, settings.email].filter(Boolean).join(" · ");
  const html = mail.html?.replace("</body>", `<hr><p style="color:#555;font-size:small">${escapeHtml(footer)}</p></body>`);
  return { from: `"${name}" <${address}>`, mail: { ...mail, text: `${mail.text}\n\n--\n${footer}`, ...(html && { html }) } };
}

/** Sends one email now; throws if the mail server refuses it or cannot be reached. Emails go out through the queue (deliveries.ts), which retries. */
export async function sendMail(original: Mail): Promise<void> {
  const { SMTP_URL } = env();
  const { from: MAIL_FROM, mail } = await branded(original);
  if (SMTP_URL) {
    transport ??= smtpTransport(SMTP_URL);
    await transport.sendMail({ from: MAIL_FROM, ...mail });
    return;
  }
  // Failed, not dropped: the attempt is logged and retried, and the delivery log shows why.
  if (process.env.NODE_ENV === "production") throw new Error("SMTP_URL is not set: no email can be sent");
  await mkdir(DEV_MAILBOX_DIR, { recursive: true });
  // When it was written to the mailbox: the wall clock, which orders its files.
  const sentAt = new Date();
  const file = `${sentAt.getTime()}-${Math.random().toString(36).slice(2, 8)}.json`;
  // Attachments whole (the calendar file is text), so that the mailbox can show them.
  const { messageId: _messageId, ...stored } = mail;
  await writeFile(path.join(DEV_MAILBOX_DIR, file), JSON.stringify({ from: MAIL_FROM, ...stored, sentAt: sentAt.toISOString() }, null, 2));
}

export type StoredMail = Mail & { from: string; sentAt: string; file: string };

/** The development mailbox, newest first. */
export async function readDevMailbox(limit = 50): Promise<StoredMail[]> {
  const files = (await readdir(DEV_MAILBOX_DIR).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort().reverse().slice(0, limit);
  return Promise.all(
    files.map(async (file) => {
      const mail = JSON.parse(await readFile(path.join(DEV_MAILBOX_DIR, file), "utf8")) as Omit<StoredMail, "attachments" | "file"> & { attachments?: (MailAttachment | string)[] };
      // Mails stored before attachments were kept whole name them only.
      const attachments = mail.attachments?.map((attachment) => (typeof attachment === "string" ? { filename: attachment, contentType: "", content: "" } : attachment));
      return { ...mail, attachments, file };
    }),
  );
}
