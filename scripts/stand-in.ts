import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/** What the suite's loopback stand-ins for outside services (scripts/test-*.ts) share. */

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** Text made safe inside a hosted page's HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * Serves `handle` on 127.0.0.1:`port`; a request it fails on is answered 500 with `failure(error)`, in the
 * service's own error shape. Resolves once listening, with the way to stop it (open connections closed too).
 */
export async function serveOnLoopback(port: number, handle: (req: IncomingMessage, res: ServerResponse) => Promise<unknown>, failure: (error: unknown) => unknown): Promise<() => Promise<void>> {
  const server = createServer((req, res) => {
    handle(req, res).catch((error) => sendJson(res, 500, failure(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
}
