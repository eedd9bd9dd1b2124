import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DevMail } from "@/components/dev/dev-mail";
import { messages } from "@/lib/messages";
import { readDevMailbox } from "@/lib/server/mail/mailer";
import { readDevTexts } from "@/lib/server/sms/providers";

export const metadata: Metadata = { title: messages.mail.devTitle, robots: { index: false } };
export const dynamic = "force-dynamic";

/** Development only: the emails the site would have sent, with their links clickable and their attachments, and the texts beside them. */
export default async function DevMailboxPage() {
  if (process.env.NODE_ENV !== "development") notFound();
  const [mails, texts] = await Promise.all([readDevMailbox(), readDevTexts()]);
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-semibold">{messages.mail.devTitle}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{messages.mail.devSubtitle}</p>
      {mails.length === 0 ? <p className="mt-8">{messages.mail.devEmpty}</p> : null}
      <ol className="mt-8 grid gap-4">
        {mails.map((mail) => (
          <DevMail key={mail.file} {...mail} />
        ))}
      </ol>
      <h2 className="mt-10 text-xl font-semibold">{messages.sms.devTextsTitle}</h2>
      {texts.length === 0 ? <p className="mt-4">{messages.sms.devTextsEmpty}</p> : null}
      <ol className="mt-4 grid gap-4">
        {texts.map((text) => (
          <li key={text.file} className="rounded-md border p-4 text-sm">
            <p className="text-muted-foreground">
              {messages.sms.devTextTo(text.to)} · {new Date(text.sentAt).toLocaleString()}
            </p>
            <p className="mt-2 break-words whitespace-pre-wrap">{text.text}</p>
          </li>
        ))}
      </ol>
    </main>
  );
}
