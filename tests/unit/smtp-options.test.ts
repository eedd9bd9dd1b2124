/**
 * @jest-environment node
 */
import url from "node:url";
import nodemailer from "nodemailer";
import { smtpOptions } from "@/lib/server/mail/smtp-options";

// nodemailer's own reading of a connection URL (with Node's legacy url.parse), which SMTP_URL's is measured against.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { parseConnectionUrl } = require("nodemailer/lib/shared") as { parseConnectionUrl: (text: string) => Record<string, unknown> };

const URLS = [
  "smtp://127.0.0.1:2525",
  "smtps://user:pass@smtp.example.com:465",
  "smtps://no-reply%40shop.example:p%23ss%2Fw%3Ard@smtp.example.com",
  "smtp://mail.example.com:587?pool=false&maxConnections=5&socketTimeout=1000",
  "smtp://mail.example.com?tls.rejectUnauthorized=false&tls.servername=mx.example.com&requireTLS=true&name=shop.example",
];

describe("SMTP_URL as the transport's options", () => {
  it.each(URLS)("means what nodemailer reads in %s", (text) => {
    expect(smtpOptions(text)).toEqual(parseConnectionUrl(text));
  });

  it("keeps the defaults the URL does not name, and lets the URL override them", () => {
    const defaults = { pool: true, maxConnections: 20, socketTimeout: 20_000 };
    expect(smtpOptions("smtp://mail.example.com?maxConnections=4", defaults)).toMatchObject({ pool: true, maxConnections: 4, socketTimeout: 20_000, host: "mail.example.com" });
    expect(smtpOptions("smtp://[::1]:25")).toMatchObject({ host: "::1", port: 25 });
  });

  it("makes a transport without Node's deprecated url.parse (DEP0169)", () => {
    const parse = jest.spyOn(url, "parse");
    try {
      const transport = nodemailer.createTransport(smtpOptions("smtps://user:pass@smtp.example.com:465?pool=true"));
      transport.close();
      expect(parse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
    }
  });
});
