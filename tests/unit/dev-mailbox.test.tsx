import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { render, screen } from "@testing-library/react";
import { DevMail } from "@/components/dev/dev-mail";

jest.mock("@/lib/config/env", () => ({ env: () => ({ SMTP_URL: undefined, MAIL_FROM: "Spotless <no-reply@shop.example>" }) }));
jest.mock("@/lib/server/settings/business-settings", () => ({ getSettings: async () => ({ businessName: "Banani Auto Spa", address: "Road 11, Banani", phone: "", email: "" }) }));

const calendar = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nLOCATION:Road 11\\, Banani\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
const ics = { filename: "spotless-booking.ics", contentType: "text/calendar; charset=utf-8; method=PUBLISH", content: calendar };

describe("the development mailbox", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mailbox-"));
    jest.spyOn(process, "cwd").mockReturnValue(dir);
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps an email's attachments whole, to show them", async () => {
    const { readDevMailbox, sendMail } = await import("@/lib/server/mail/mailer");
    await sendMail({ to: "nadia@example.test", subject: "Your booking", text: "See you", attachments: [ics] });
    const [mail] = await readDevMailbox();
    expect(mail).toMatchObject({ to: "nadia@example.test", subject: "Your booking", attachments: [ics] });
  });

  it("shows each attachment by name, with its text and a download", () => {
    render(<DevMail subject="Your booking" to="nadia@example.test" sentAt={new Date().toISOString()} text="See you" attachments={[ics]} />);
    const attachments = screen.getByRole("list", { name: "Attachments" });
    expect(attachments).toHaveTextContent("spotless-booking.ics");
    expect(attachments).toHaveTextContent("LOCATION:Road 11\\, Banani");
    expect(screen.getByRole("link", { name: "Download" })).toHaveAttribute("download", "spotless-booking.ics");
  });
});

describe("the development mailbox's texts", () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mailbox-texts-"));
    jest.spyOn(process, "cwd").mockReturnValue(dir);
    jest.resetModules();
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("keeps each text in development, for the mailbox page", async () => {
    const { readDevTexts, smsProvider } = await import("@/lib/server/sms/providers");
    await smsProvider()!.send({ to: "+8801711111111", text: "First" });
    await smsProvider()!.send({ to: "+8801722222222", text: "Second" });
    const texts = await readDevTexts();
    expect(texts.map(({ to, text }) => ({ to, text })).sort((a, b) => a.text.localeCompare(b.text))).toEqual([
      { to: "+8801711111111", text: "First" },
      { to: "+8801722222222", text: "Second" },
    ]);
  });
});
