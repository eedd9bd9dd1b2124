import { writeFile } from "node:fs/promises";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort } from "./net";

/**
 * A real SMTP server on loopback for the test suite: the app sends through
 * SMTP_URL exactly as in production, and every message received is written
 * to `dir` (one JSON file: envelope recipients and the raw RFC 822 message)
 * for the tests to open.
 */
export async function startTestMailServer(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        const file = path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`);
        writeFile(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") })).then(() => callback(), callback);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return { url: `smtp://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
