import { remembering } from "./said";
export const mailMessages = remembering({
  devTitle: "Development mailbox",
  devSubtitle: "Emails the site sent while no SMTP server is configured. Only in development.",
  devEmpty: "No email has been sent yet.",
  devAttachments: "Attachments",
  devDownload: "Download",
} as const, "mail");
