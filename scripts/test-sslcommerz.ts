import { randomBytes } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { freePort } from "./net";
import { sendJson, sendPaymentPage, serveOnLoopback } from "./stand-in";

/**
 * A stand-in for SSLCOMMERZ on loopback, for the test suite (SSLCOMMERZ_API_URL
 * points here). It opens sessions (/gwprocess/v4/api.php), serves the hosted
 * page (Pay and Cancel buttons, plain forms that work without JavaScript),
 * posts the payment notification (IPN) to the session's ipn_url, and answers
 * the validation, transaction query and refund calls. The tests read and steer
 * it under /__fake/: pay a session without the browser, or tell it to refuse
 * the next session or refund, to post the notification late (only when asked)
 * or twice, or to report another amount.
 */
type Session = {
  sessionkey: string;
  tran_id: string;
  amount: string;
  currency: string;
  success_url: string;
  fail_url: string;
  cancel_url: string;
  ipn_url: string;
  status: "open" | "VALID" | "FAILED" | "CANCELLED";
  val_id: string | null;
  bank_tran_id: string | null;
  /** What the payment took, when a test said it took another amount. */
  paid_amount: string | null;
  validations: number;
};
type Refund = { refund_ref_id: string; bank_tran_id: string; refund_amount: string; refe_id: string; status: "refunded" };
type Behaviour = { failNextSession: boolean; failNextRefunds: number; holdNotices: boolean; noticeTwice: boolean; payAmount: string | null; failNextPayment: boolean };

const token = (prefix: string) => `${prefix}${randomBytes(10).toString("hex")}`;

export async function startFakeSslcommerz(store: { id: string; password: string }): Promise<{ url: string; stop: () => Promise<void> }> {
  const sessions = new Map<string, Session>();
  const refunds: Refund[] = [];
  const held: Session[] = [];
  const requests: { method: string; path: string; params: Record<string, string> }[] = [];
  let behaviour: Behaviour = { failNextSession: false, failNextRefunds: 0, holdNotices: false, noticeTwice: false, payAmount: null, failNextPayment: false };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  const byTran = (tranId: string) => [...sessions.values()].filter((session) => session.tran_id === tranId);

  /** The notification SSLCOMMERZ posts to the merchant: what the browser would never be trusted with. */
  async function notify(session: Session) {
    const fields = { tran_id: session.tran_id, val_id: session.val_id ?? "", status: session.status, amount: session.paid_amount ?? session.amount, currency: session.currency, bank_tran_id: session.bank_tran_id ?? "" };
    const post = () => fetch(session.ipn_url, { method: "POST", body: new URLSearchParams(fields) }).then((response) => response.text());
    await post();
    if (behaviour.noticeTwice) await post();
  }

  async function settle(session: Session, outcome: "pay" | "fail" | "cancel") {
    if (outcome === "pay" && behaviour.failNextPayment) {
      behaviour.failNextPayment = false;
      outcome = "fail";
    }
    if (outcome === "pay") Object.assign(session, { status: "VALID", val_id: token("val"), bank_tran_id: token("bank"), paid_amount: behaviour.payAmount });
    else session.status = outcome === "fail" ? "FAILED" : "CANCELLED";
    if (behaviour.holdNotices) held.push(session);
    else await notify(session);
    return outcome === "pay" ? session.success_url : outcome === "fail" ? session.fail_url : session.cancel_url;
  }

  const transaction = (session: Session) => ({
    status: session.validations > 0 ? "VALIDATED" : session.status,
    tran_id: session.tran_id,
    val_id: session.val_id,
    bank_tran_id: session.bank_tran_id,
    amount: session.paid_amount ?? session.amount,
    store_amount: session.paid_amount ?? session.amount,
    currency: "BDT",
    currency_type: session.currency,
    currency_amount: session.paid_amount ?? session.amount,
  });

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? "/", base);
    const params = { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString("utf8"))) };
    const method = req.method ?? "GET";
    const path = url.pathname;

    // The tests' side door.
    if (path.startsWith("/__fake/")) {
      if (method === "GET" && path === "/__fake/requests") return sendJson(res, 200, requests);
      if (method === "GET" && path === "/__fake/refunds") return sendJson(res, 200, refunds);
      if (method === "GET" && path === "/__fake/sessions") return sendJson(res, 200, [...sessions.values()]);
      if (method === "POST" && path === "/__fake/behave") {
        behaviour = { ...behaviour, ...(JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as Partial<Behaviour>) };
        return sendJson(res, 200, behaviour);
      }
      if (method === "POST" && path === "/__fake/reset") {
        behaviour = { failNextSession: false, failNextRefunds: 0, holdNotices: false, noticeTwice: false, payAmount: null, failNextPayment: false };
        held.length = 0;
        return sendJson(res, 200, behaviour);
      }
      // The notifications held back (holdNotices), posted now: a notification that comes late.
      if (method === "POST" && path === "/__fake/release-notices") {
        const due = held.splice(0);
        for (const session of due) await notify(session);
        return sendJson(res, 200, { sent: due.length });
      }
      // Paid (or failed, cancelled) without a browser: the notification is posted, and where the customer would go is answered.
      const act = path.match(/^\/__fake\/transactions\/([^/]+)\/(pay|fail|cancel)$/);
      const session = act && byTran(act[1]).find((candidate) => candidate.status === "open");
      if (method === "POST" && act && session) return sendJson(res, 200, { redirect: await settle(session, act[2] as "pay" | "fail" | "cancel"), val_id: session.val_id });
      return sendJson(res, 404, { error: "Unknown fake route" });
    }

    requests.push({ method, path, params: Object.fromEntries(Object.entries(params).filter(([name]) => name !== "store_passwd")) });
    // The hosted page: no JavaScript, two forms. A button answers 307, so the browser posts the form's fields on to
    // the merchant's return address, as SSLCOMMERZ's own page posts the customer back.
    const page = path.match(/^\/gwprocess\/v4\/pay\/([^/]+)(?:\/(pay|cancel))?$/);
    if (page) {
      const session = sessions.get(page[1]);
      if (!session) return sendJson(res, 404, { status: "FAILED", failedreason: "No such session" });
      if (method === "POST" && page[2] && session.status === "open") {
        const to = await settle(session, page[2] as "pay" | "cancel");
        res.writeHead(307, { location: to });
        return res.end();
      }
      return sendPaymentPage(res, {
        gateway: "SSLCOMMERZ",
        amount: session.amount,
        currency: session.currency,
        tranId: session.tran_id,
        status: session.status,
        buttons: (["pay", "cancel"] as const).map((act) => ({ label: act === "pay" ? "Pay" : "Cancel", action: `/gwprocess/v4/pay/${session.sessionkey}/${act}`, fields: { tran_id: session.tran_id } })),
      });
    }

    if (params.store_id !== store.id || params.store_passwd !== store.password) return sendJson(res, 200, { status: "FAILED", failedreason: "Store Credential Error Or Store is De-active" });

    if (method === "POST" && path === "/gwprocess/v4/api.php") {
      if (behaviour.failNextSession) {
        behaviour.failNextSession = false;
        return sendJson(res, 200, { status: "FAILED", failedreason: "The stand-in was told to refuse this session" });
      }
      for (const required of ["total_amount", "currency", "tran_id", "success_url", "fail_url", "cancel_url", "cus_name", "cus_email", "cus_phone"]) {
        if (params[required] === undefined) return sendJson(res, 200, { status: "FAILED", failedreason: `Missing ${required}` });
      }
      const session: Session = {
        sessionkey: token("SK"),
        tran_id: params.tran_id,
        amount: params.total_amount,
        currency: params.currency,
        success_url: params.success_url,
        fail_url: params.fail_url,
        cancel_url: params.cancel_url,
        ipn_url: params.ipn_url,
        status: "open",
        val_id: null,
        bank_tran_id: null,
        paid_amount: null,
        validations: 0,
      };
      sessions.set(session.sessionkey, session);
      return sendJson(res, 200, { status: "SUCCESS", sessionkey: session.sessionkey, GatewayPageURL: `${base}/gwprocess/v4/pay/${session.sessionkey}` });
    }
    if (method === "GET" && path === "/validator/api/validationserverAPI.php") {
      const session = [...sessions.values()].find((candidate) => candidate.val_id && candidate.val_id === params.val_id);
      if (!session) return sendJson(res, 200, { status: "INVALID_TRANSACTION" });
      const answer = transaction(session);
      session.validations += 1;
      return sendJson(res, 200, answer);
    }
    if (method === "GET" && path === "/validator/api/merchantTransIDvalidationAPI.php") {
      if (params.refund_ref_id) {
        const refund = refunds.find((candidate) => candidate.refund_ref_id === params.refund_ref_id);
        return sendJson(res, 200, refund ? { APIConnect: "DONE", status: refund.status, refund_ref_id: refund.refund_ref_id } : { APIConnect: "DONE", status: "failed", errorReason: "No such refund" });
      }
      if (params.bank_tran_id) {
        if (behaviour.failNextRefunds > 0) {
          behaviour.failNextRefunds -= 1;
          return sendJson(res, 200, { APIConnect: "DONE", status: "failed", errorReason: "The stand-in was told to refuse this refund" });
        }
        const refund: Refund = { refund_ref_id: token("RF"), bank_tran_id: params.bank_tran_id, refund_amount: params.refund_amount, refe_id: params.refe_id, status: "refunded" };
        refunds.push(refund);
        return sendJson(res, 200, { APIConnect: "DONE", bank_tran_id: refund.bank_tran_id, trans_id: null, refund_ref_id: refund.refund_ref_id, status: "success" });
      }
      const found = byTran(params.tran_id ?? "").filter((session) => session.status !== "open");
      return sendJson(res, 200, { APIConnect: "DONE", no_of_trans_found: found.length, element: found.map(transaction) });
    }
    return sendJson(res, 404, { status: "FAILED", failedreason: `Unrecognized request (${method}: ${path})` });
  }

  const stop = await serveOnLoopback(port, handle, (error) => ({ status: "FAILED", failedreason: String(error) }));
  return { url: base, stop };
}
