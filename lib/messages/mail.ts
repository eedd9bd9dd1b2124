export const mailMessages = {
  resetSubject: (shop: string) => `Set a new password for ${shop}`,
  resetText: (name: string, link: string, shop: string) =>
    `Hello ${name},\n\nSomeone asked to set a new password for your ${shop} account. If it was you, open this link within 30 minutes:\n\n${link}\n\nThe link works once. If you did not ask, ignore this email: your password stays as it is.`,
  devTitle: "Development mailbox",
  devSubtitle: "Emails the site sent while no SMTP server is configured. Only in development.",
  devEmpty: "No email has been sent yet.",
  devAttachments: "Attachments",
  devDownload: "Download",
} as const;
