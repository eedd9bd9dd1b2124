import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { messages } from "@/lib/messages";
import { readDevMailbox } from "@/lib/server/mail/mailer";

export const metadata: Metadata = { title: messages.mail.devTitle, robots: { index: false } };
export const dynamic = "force-dynamic";

// split() with one capturing group puts the links at the odd positions.
const URL_PATTERN = /(https?:\/\/[^\s]+)/;

/** Development only: the emails the site would have sent, with their links clickable. */
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
          <li key={mail.file} className="rounded-lg border p-4">
            <p className="font-medium">{mail.subject}</p>
            <p className="text-xs text-muted-foreground">
              To {mail.to} · {new Date(mail.sentAt).toLocaleString("en-US")}
            </p>
            <pre className="mt-3 whitespace-pre-wrap font-sans text-sm">
              {mail.text.split(URL_PATTERN).map((part, i) =>
                i % 2 === 1 ? (
                  <a key={i} href={part} className="break-all text-primary underline">
                    {part}
                  </a>
                ) : (
                  part
                ),
              )}
            </pre>
          </li>
        ))}
      </ol>
    </main>
  );
}
