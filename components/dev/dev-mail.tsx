import { PaperclipIcon } from "lucide-react";
import { mailMessages } from "@/lib/messages/mail";
import type { MailAttachment } from "@/lib/server/mail/mailer";

// split() with one capturing group puts the links at the odd positions.
const URL_PATTERN = /(https?:\/\/[^\s]+)/;

type DevMailProps = { subject: string; to: string; sentAt: string; text: string; attachments?: MailAttachment[] };

/** One email in the development mailbox: its links clickable, and its attachments (a calendar file) to read and download. */
export function DevMail({ subject, to, sentAt, text, attachments = [] }: DevMailProps) {
  return (
    <li className="rounded-lg border p-4">
      <p className="font-medium">{subject}</p>
      <p className="text-xs text-muted-foreground">
        To {to} · {new Date(sentAt).toLocaleString("en-US")}
      </p>
      <pre className="mt-3 whitespace-pre-wrap font-sans text-sm">
        {text.split(URL_PATTERN).map((part, i) =>
          i % 2 === 1 ? (
            <a key={i} href={part} className="break-all text-primary underline">
              {part}
            </a>
          ) : (
            part
          ),
        )}
      </pre>
      {attachments.length > 0 ? (
        <ul className="mt-3 grid gap-2 border-t pt-3" aria-label={mailMessages.devAttachments}>
          {attachments.map((attachment, index) => (
            <li key={index} className="text-sm">
              {attachment.content ? (
                <details>
                  <summary className="flex cursor-pointer flex-wrap items-center gap-2">
                    <PaperclipIcon className="size-4" aria-hidden />
                    <span className="font-medium">{attachment.filename}</span>
                    <span className="text-xs text-muted-foreground">{attachment.contentType.split(";")[0]}</span>
                    <a href={`data:${attachment.contentType.split(";")[0]};charset=utf-8,${encodeURIComponent(attachment.content)}`} download={attachment.filename} className="text-primary underline">
                      {mailMessages.devDownload}
                    </a>
                  </summary>
                  <pre className="mt-2 overflow-x-auto rounded bg-muted p-2 text-xs">{attachment.content}</pre>
                </details>
              ) : (
                <span className="flex items-center gap-2">
                  <PaperclipIcon className="size-4" aria-hidden />
                  {attachment.filename}
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}
