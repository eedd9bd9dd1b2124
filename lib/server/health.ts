import "server-only";
import net from "node:net";
import { db } from "@/lib/db";
import { env } from "@/lib/config/env";
import { messages } from "@/lib/messages";
import { unavailable } from "@/lib/errors";
import { isPreparedStatementFailure, noticePreparedStatementFailure, preparedStatementsWork } from "@/lib/server/database/prepared-statements";
import { shopPaymentProvider } from "@/lib/server/payments/provider";
import { uploadFolderProblem } from "@/lib/server/storage/upload-folder";

/** How long the database, or the mail server, may take to answer before it counts as down. */
const TIMEOUT_MS = 3000;
/** How long the mail server's answer holds: a load balancer asks every few seconds, and the mail server need not hear of each. */
const MAIL_PROBE_MS = 30_000;

export type Health = {
  status: "ok";
  database: "ok";
  /** The mail server (SMTP_URL): it accepts connections, does not, or is not set here. */
  mail: "ok" | "unreachable" | "not-configured";
  /** Who takes payments: Stripe, SSLCOMMERZ, aamarPay, the test checkout (no money moves), or nobody (bookings cannot be paid). */
  payments: "stripe" | "sslcommerz" | "aamarpay" | "test-checkout" | "not-configured";
  /** Uploaded files: the local folder can be written (or uploadthing takes them), or it cannot. */
  uploads: "ok" | "not-writable";
  /** Where this instance's job worker is: inside it, `npm run worker` beside it (JOB_WORKER=off), or the jobs route (JOB_WORKER=route). */
  worker: "inline" | "off" | "route";
};

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/** Whether a TCP connection to the mail server opens (nodemailer's default ports: 465 for smtps, 587 for smtp). */
function mailServerAnswers(smtpUrl: string): Promise<boolean> {
  let url: URL;
  try {
    url = new URL(smtpUrl);
  } catch {
    return Promise.resolve(false);
  }
  const port = Number(url.port) || (url.protocol === "smtps:" ? 465 : 587);
  return new Promise((resolve) => {
    const socket = net.connect({ host: url.hostname.replace(/^\[|\]$/g, ""), port, timeout: TIMEOUT_MS });
    const done = (answers: boolean) => {
      socket.destroy();
      resolve(answers);
    };
    socket.once("connect", () => done(true));
    socket.once("timeout", () => done(false));
    socket.once("error", () => done(false));
  });
}

let mailProbe: { at: number; answers: Promise<boolean> } | undefined;

async function mailState(): Promise<Health["mail"]> {
  const { SMTP_URL } = env();
  if (!SMTP_URL) return "not-configured";
  if (!mailProbe || Date.now() - mailProbe.at > MAIL_PROBE_MS) mailProbe = { at: Date.now(), answers: mailServerAnswers(SMTP_URL) };
  return (await mailProbe.answers) ? "ok" : "unreachable";
}

/** Read once the database answered: the shop's choice of provider is a setting. */
async function paymentsState(): Promise<Health["payments"]> {
  const provider = await shopPaymentProvider();
  if (!provider) return "not-configured";
  return provider.name === "test" ? "test-checkout" : provider.name;
}

/**
 * `GET /api/health`, for load balancers, uptime checks and operators: 200
 * while the instance can serve and its database answers (within a few
 * seconds) through connections that can keep the app's prepared statements, with the state of the parts that can fail without stopping it
 * (mail, payments, uploads) in `data`; otherwise "unavailable" (503), so
 * that the balancer sends traffic elsewhere.
 */
export async function checkHealth(): Promise<Health> {
  const [databaseFailure, mail, uploadProblem] = await Promise.all([
    withTimeout(db.$queryRaw`SELECT 1`).then(
      () => null,
      (error: unknown) => error ?? new Error("no answer"),
    ),
    mailState(),
    env().UPLOADTHING_TOKEN ? null : uploadFolderProblem(),
  ]);
  if (databaseFailure) {
    noticePreparedStatementFailure(databaseFailure);
    throw unavailable(isPreparedStatementFailure(databaseFailure) ? messages.api.preparedStatementsUnsupported : messages.api.databaseDown);
  }
  // Through a pooler that cannot keep prepared statements every query may fail: say so, and which setting fixes it.
  const preparedStatementsHold = await withTimeout(preparedStatementsWork()).catch((error: unknown) => {
    noticePreparedStatementFailure(error);
    if (isPreparedStatementFailure(error)) return false;
    throw unavailable(messages.api.databaseDown);
  });
  if (!preparedStatementsHold) throw unavailable(messages.api.preparedStatementsUnsupported);
  return { status: "ok", database: "ok", mail, payments: await paymentsState(), uploads: uploadProblem ? "not-writable" : "ok", worker: env().JOB_WORKER };
}
