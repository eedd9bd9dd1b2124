import { createServer, type IncomingMessage, type ServerResponse } from "node:http";

/** What the suite's loopback stand-ins for outside services (scripts/test-*.ts) share. */

export function sendJson(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body));
}

/** Text made safe inside a hosted page's HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A gateway's hosted payment page, as a stand-in serves it: what is to be paid, the transaction's state, and one
 * plain form per button (Pay, Cancel), each posting its hidden fields to its own address.
 */
export function sendPaymentPage(
  res: ServerResponse,
  page: { gateway: string; amount: string; currency: string; tranId: string; status: string; buttons: { label: string; action: string; fields: Record<string, string> }[] },
) {
  const hidden = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
      .join("");
  res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  res.end(`<!doctype html><html lang="en"><head><title>${escapeHtml(page.gateway)} (stand-in)</title></head><body>
<h1>Pay ${escapeHtml(page.amount)} ${escapeHtml(page.currency)}</h1><p>Transaction ${escapeHtml(page.tranId)}: ${escapeHtml(page.status)}</p>
${page.buttons.map((button) => `<form method="post" action="${escapeHtml(button.action)}">${hidden(button.fields)}<button type="submit">${escapeHtml(button.label)}</button></form>`).join("\n")}
</body></html>`);
}

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
