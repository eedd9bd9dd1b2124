import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DevMail } from "@/components/dev/dev-mail";
import { messages } from "@/lib/messages";
import { readDevMailbox } from "@/lib/server/mail/mailer";

export const metadata: Metadata = { title: messages.mail.devTitle, robots: { index: false } };
export const dynamic = "force-dynamic";

/** Development only: the emails the site would have sent, with their links clickable and their attachments. */
export default async function DevMailboxPage() {
  if (process.env.NODE_ENV !== "development") notFound();
  const mails = await readDevMailbox();
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
    </main>
  );
}
