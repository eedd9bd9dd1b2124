import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { freePort } from "./net";
import { sendJson, sendPaymentPage, serveOnLoopback } from "./stand-in";

/**
 * A stand-in for aamarPay on loopback, for the test suite (AAMARPAY_API_URL
 * points here). It takes payment requests (/jsonpost.php), serves the hosted
 * page (Pay and Cancel buttons, plain forms that work without JavaScript,
 * which send the customer back to the merchant with aamarPay's callback
 * fields), and answers the transaction search (/api/v1/trxcheck/request.php).
 * aamarPay has no refund API, and neither has this. The tests read and steer
 * it under /__fake/: pay a transaction without the browser (the stand-in then
 * posts the callback itself), or tell it to refuse the next payment request,
 * fail the next payment, hold its callbacks back and post them late (only
 * when asked), post each twice, or report another amount.
 */
type Transaction = {
  track: string;
  tran_id: string;
  amount: string;
  currency: string;
  success_url: string;
  fail_url: string;
  cancel_url: string;
  pay_status: "Pending" | "Successful" | "Failed" | "Cancelled";
  pg_txnid: string | null;
  /** What the payment took, when a test said it took another amount. */
  paid_amount: string | null;
};
type Behaviour = { failNextRequest: boolean; failNextPayment: boolean; holdCallbacks: boolean; callbackTwice: boolean; payAmount: string | null };
const CALM: Behaviour = { failNextRequest: false, failNextPayment: false, holdCallbacks: false, callbackTwice: false, payAmount: null };

const token = (prefix: string) => `${prefix}${randomBytes(10).toString("hex")}`;
const STATUS_CODES = { Pending: "0", Successful: "2", Failed: "7", Cancelled: "7" } as const;

export async function startFakeAamarpay(store: { id: string; signatureKey: string }): Promise<{ url: string; stop: () => Promise<void> }> {
  const transactions = new Map<string, Transaction>();
  const held: Transaction[] = [];
  const requests: { method: string; path: string; params: Record<string, string> }[] = [];
  let behaviour: Behaviour = { ...CALM };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  const byTran = (tranId: string) => [...transactions.values()].find((transaction) => transaction.tran_id === tranId);

  /** What aamarPay reports of a transaction: its search answer, and the fields of its callback. */
  const report = (transaction: Transaction) => ({
    pg_txnid: transaction.pg_txnid ?? "",
    mer_txnid: transaction.tran_id,
    pay_status: transaction.pay_status,
    status_code: STATUS_CODES[transaction.pay_status],
    amount: transaction.paid_amount ?? transaction.amount,
    currency: transaction.currency,
    amount_original: transaction.paid_amount ?? transaction.amount,
    currency_merchant: transaction.currency,
    store_amount: transaction.paid_amount ?? transaction.amount,
  });
  const returnTo = (transaction: Transaction) => (transaction.pay_status === "Successful" ? transaction.success_url : transaction.pay_status === "Failed" ? transaction.fail_url : transaction.cancel_url);

  /** The callback, posted by the stand-in itself to where aamarPay sends the customer (what a test, not a browser, is given). */
  async function callBack(transaction: Transaction, times: number) {
    for (let time = 0; time < times; time += 1) {
      await fetch(returnTo(transaction), { method: "POST", body: new URLSearchParams(report(transaction)), redirect: "manual" }).then((response) => response.text());
    }
  }

  /** A payment made (or failed, cancelled); `callbacks` the stand-in posts itself (a browser posts the customer's own). */
  async function settle(transaction: Transaction, outcome: "pay" | "fail" | "cancel", callbacks: number) {
    if (outcome === "pay" && behaviour.failNextPayment) {
      behaviour.failNextPayment = false;
      outcome = "fail";
    }
    if (outcome === "pay") Object.assign(transaction, { pay_status: "Successful", pg_txnid: token("AAM"), paid_amount: behaviour.payAmount });
    else transaction.pay_status = outcome === "fail" ? "Failed" : "Cancelled";
    const times = callbacks + (behaviour.callbackTwice ? 1 : 0);
    if (behaviour.holdCallbacks) held.push(transaction);
    else await callBack(transaction, times);
    return returnTo(transaction);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString("utf8");
    const url = new URL(req.url ?? "/", base);
    const method = req.method ?? "GET";
    const path = url.pathname;

    // The tests' side door.
    if (path.startsWith("/__fake/")) {
      if (method === "GET" && path === "/__fake/requests") return sendJson(res, 200, requests);
      if (method === "GET" && path === "/__fake/transactions") return sendJson(res, 200, [...transactions.values()]);
      if (method === "POST" && path === "/__fake/behave") {
        behaviour = { ...behaviour, ...(JSON.parse(text || "{}") as Partial<Behaviour>) };
        return sendJson(res, 200, behaviour);
      }
      if (method === "POST" && path === "/__fake/reset") {
        behaviour = { ...CALM };
        held.length = 0;
        return sendJson(res, 200, behaviour);
      }
      // The callbacks held back (holdCallbacks), posted now: a callback that comes late.
      if (method === "POST" && path === "/__fake/release-callbacks") {
        const due = held.splice(0);
        for (const transaction of due) await callBack(transaction, 1);
        return sendJson(res, 200, { sent: due.length });
      }
      // Paid (or failed, cancelled) without a browser: the stand-in posts the callback, and answers where the customer would go.
      const act = path.match(/^\/__fake\/transactions\/([^/]+)\/(pay|fail|cancel)$/);
      const transaction = act && byTran(act[1]);
      if (method === "POST" && act && transaction?.pay_status === "Pending") {
        const redirect = await settle(transaction, act[2] as "pay" | "fail" | "cancel", 1);
        return sendJson(res, 200, { redirect, callback: report(transaction) });
      }
      return sendJson(res, 404, { error: "Unknown fake route" });
    }

    const params = { ...Object.fromEntries(url.searchParams), ...(req.headers["content-type"]?.includes("json") ? (JSON.parse(text || "{}") as Record<string, string>) : Object.fromEntries(new URLSearchParams(text))) };
    requests.push({ method, path, params: Object.fromEntries(Object.entries(params).filter(([name]) => name !== "signature_key")) });

    // The hosted page: no JavaScript, two forms carrying aamarPay's callback fields. A button answers 307, so the
    // browser posts them on to the merchant's success, fail or cancel address, as aamarPay's own page posts the customer back.
    if (path === "/paynow.php") {
      const transaction = [...transactions.values()].find((candidate) => candidate.track === url.searchParams.get("track"));
      if (!transaction) return sendJson(res, 404, { error: "No such payment request" });
      const act = url.searchParams.get("act");
      if (method === "POST" && (act === "pay" || act === "cancel") && transaction.pay_status === "Pending") {
        const to = await settle(transaction, act, 0);
        res.writeHead(307, { location: to });
        return res.end();
      }
      const fields = (payStatus: string) => ({ ...report(transaction), pay_status: payStatus });
      return sendPaymentPage(res, {
        gateway: "aamarPay",
        amount: transaction.amount,
        currency: transaction.currency,
        tranId: transaction.tran_id,
        status: transaction.pay_status,
        buttons: [
          { label: "Pay", action: `/paynow.php?track=${transaction.track}&act=pay`, fields: fields("Successful") },
          { label: "Cancel", action: `/paynow.php?track=${transaction.track}&act=cancel`, fields: fields("Cancelled") },
        ],
      });
    }

    if (params.store_id !== store.id || params.signature_key !== store.signatureKey) return sendJson(res, 200, { result: "false", error: "Invalid Store ID or Signature Key" });

    if (method === "POST" && path === "/jsonpost.php") {
      if (behaviour.failNextRequest) {
        behaviour.failNextRequest = false;
        return sendJson(res, 200, { result: "false", error: "The stand-in was told to refuse this payment request" });
      }
      for (const required of ["tran_id", "amount", "currency", "desc", "success_url", "fail_url", "cancel_url", "cus_name", "cus_email", "cus_phone"]) {
        if (params[required] === undefined) return sendJson(res, 200, { result: "false", error: `${required} is required` });
      }
      if (params.type !== "json") return sendJson(res, 200, { result: "false", error: "type must be json" });
      // The same tran_id asked again: the same page.
      const existing = byTran(params.tran_id);
      const transaction: Transaction = existing ?? {
        track: token("T"),
        tran_id: params.tran_id,
        amount: params.amount,
        currency: params.currency,
        success_url: params.success_url,
        fail_url: params.fail_url,
        cancel_url: params.cancel_url,
        pay_status: "Pending",
        pg_txnid: null,
        paid_amount: null,
      };
      transactions.set(transaction.track, transaction);
      return sendJson(res, 200, { result: "true", payment_url: `${base}/paynow.php?track=${transaction.track}` });
    }
    if (method === "GET" && path === "/api/v1/trxcheck/request.php") {
      const transaction = byTran(params.request_id ?? "");
      if (!transaction) return sendJson(res, 200, { status: "Invalid Request", message: "No transaction found for this request_id" });
      return sendJson(res, 200, report(transaction));
    }
    return sendJson(res, 404, { result: "false", error: `Unrecognized request (${method}: ${path})` });
  }

  const stop = await serveOnLoopback(port, handle, (error) => ({ result: "false", error: String(error) }));
  return { url: base, stop };
}
