import "server-only";
import { mkdir, readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer, { type Transporter } from "nodemailer";
import { env } from "@/lib/config/env";
import { getSettings } from "@/lib/server/settings/settings";

export type MailAttachment = { filename: string; content: string; contentType: string };
export type Mail = { to: string; subject: string; text: string; attachments?: MailAttachment[] };

/**
 * Outgoing email through nodemailer: SMTP when SMTP_URL is set; otherwise, in
 * development, each message is written to .mail/ and listed at /dev/mailbox.
 * In production without SMTP_URL nothing can be delivered: it is logged.
 */
export const DEV_MAILBOX_DIR = path.join(process.cwd(), ".mail");

let transport: Transporter | undefined;

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
  return { from: `"${name}" <${address}>`, mail: { ...mail, text: `${mail.text}\n\n--\n${footer}` } };
}

export async function sendMail(original: Mail): Promise<void> {
  const { SMTP_URL } = env();
  const { from: MAIL_FROM, mail } = await branded(original);
  if (SMTP_URL) {
    transport ??= nodemailer.createTransport(SMTP_URL);
    await transport.sendMail({ from: MAIL_FROM, ...mail });
    return;
  }
  if (process.env.NODE_ENV === "production") {
    console.error(`SMTP_URL is not set: an email to ${mail.to} ("${mail.subject}") was not sent`);
    return;
  }
  await mkdir(DEV_MAILBOX_DIR, { recursive: true });
  const sentAt = new Date();
  const file = `${sentAt.getTime()}-${Math.random().toString(36).slice(2, 8)}.json`;
  const attachments = mail.attachments?.map((attachment) => attachment.filename);
  await writeFile(path.join(DEV_MAILBOX_DIR, file), JSON.stringify({ from: MAIL_FROM, ...mail, attachments, sentAt: sentAt.toISOString() }, null, 2));
}

export type StoredMail = Omit<Mail, "attachments"> & { from: string; sentAt: string; file: string; attachments?: string[] };

/** The development mailbox, newest first. */
export async function readDevMailbox(limit = 50): Promise<StoredMail[]> {
  const files = (await readdir(DEV_MAILBOX_DIR).catch(() => [] as string[])).filter((f) => f.endsWith(".json")).sort().reverse().slice(0, limit);
  const mails = await Promise.all(
    files.map(async (file) => ({ ...(JSON.parse(await readFile(path.join(DEV_MAILBOX_DIR, file), "utf8")) as Omit<StoredMail, "file">), file })),
  );
  return mails;
}
