import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { SMTPServer } from "smtp-server";
import { freePort } from "./net";

/**
 * A real SMTP server on loopback for the test suite: the app sends through
 * SMTP_URL exactly as in production, and every message received is written
 * to `dir` (one JSON file: envelope recipients and the raw RFC 822 message)
 * for the tests to open.
 *
 * Two kinds of recipient make it misbehave once, for the tests of delivery:
 * - `fail-once.…@…`: the first message to that address is refused with a
 *   temporary error (451), as a mail server that is briefly unwell would;
 * - `stall-once.…@…`: the first reminder (subject "Reminder: …") to that
 *   address is read but never answered (the sender is left waiting), and a
 *   marker file `stalled-<address>` is written; if the sender goes away
 *   meanwhile, the message is dropped, as a real server drops a transaction
 *   it never acknowledged. (The marker is JSON with no recipients, so that
 *   the tests reading every message file pass over it.)
 * - `hang-once.…@…`: the same for the first message of any kind to that
 *   address (a batch whose last email the server is slow to answer).
 * Only acknowledged messages are written, each file whole (written beside the folder, then moved in).
 */
export async function startTestMailServer(dir: string): Promise<{ url: string; stop: () => Promise<void> }> {
  // Each file is written beside the folder, then moved in whole: a test reading the folder never
  // meets a message half written.
  const partial = `${dir}.partial`;
  await mkdir(partial, { recursive: true });
  const save = async (name: string, content: string) => {
    await writeFile(path.join(partial, name), content);
    await rename(path.join(partial, name), path.join(dir, name));
  };
  const misbehaved = new Set<string>();
  const firstTime = (kind: string, to: string[]) => {
    const address = to.find((recipient) => recipient.startsWith(`${kind}.`));
    if (!address || misbehaved.has(`${kind}:${address}`)) return null;
    misbehaved.add(`${kind}:${address}`);
    return address;
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    // Loopback: no DNS lookup of the client's address for each connection.
    disableReverseLookup: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const failing = firstTime("fail-once", to);
        if (failing) {
          const error = Object.assign(new Error(`Try again later (the test server refuses the first message to ${failing})`), { responseCode: 451 });
          return callback(error);
        }
        const reminder = /^subject: reminder:/im.test(Buffer.concat(chunks).toString("utf8"));
        const stalling = (reminder ? firstTime("stall-once", to) : null) ?? firstTime("hang-once", to);
        if (stalling) {
          void save(`stalled-${stalling}`, JSON.stringify({ to: [], raw: "", stalled: stalling, at: new Date().toISOString() }));
          return; // never answered
        }
        const file = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}.json`;
        save(file, JSON.stringify({ to, raw: Buffer.concat(chunks).toString("utf8") })).then(() => callback(), callback);
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
