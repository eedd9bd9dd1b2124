import "server-only";
import { z } from "zod";

/** A variable that is `true` or `false` (as text), with its default. */
const flag = (name: string, fallback: "true" | "false") => z.enum(["true", "false"], { error: `${name} must be true or false` }).default(fallback);

/** Server configuration, read once. `.env.example` documents every variable. */
const schema = z.object({
  DATABASE_URL: z
    .string({ error: "DATABASE_URL is required: `npm run dev` sets it for the embedded database" })
    .min(1, "DATABASE_URL is required: `npm run dev` sets it for the embedded database"),
  BUSINESS_TIMEZONE: z
    .string()
    .default("UTC")
    .refine((zone) => {
      try {
        new Intl.DateTimeFormat("en-US", { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    }, "BUSINESS_TIMEZONE must be an IANA time zone name such as Asia/Dhaka"),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  // Each connection keeps the app's statements prepared; 'false' for a connection pooler that cannot (PgBouncer before 1.21).
  DATABASE_PREPARED_STATEMENTS: flag("DATABASE_PREPARED_STATEMENTS", "true"),
  // Where people reach the site; links in emails point here.
  APP_URL: z.url("APP_URL must be a URL such as https://book.example.com").default("http://localhost:3000"),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default("Spotless <no-reply@spotless.local>"),
  UPLOAD_DIR: z.string().default("uploads"),
  UPLOADTHING_TOKEN: z.string().optional(),
  // Payments: Stripe Checkout when the secret key is set, else the built-in test checkout.
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  // Another Stripe-compatible API endpoint (the test suite's local fake); Stripe's own by default.
  STRIPE_API_URL: z.url("STRIPE_API_URL must be a URL").optional(),
  // SSLCOMMERZ (docs/payments.md): a store's id and password, and its API's base address: the sandbox
  // (https://sandbox.sslcommerz.com, the default) or the live one (https://securepay.sslcommerz.com).
  SSLCOMMERZ_STORE_ID: z.string().optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().optional(),
  SSLCOMMERZ_API_URL: z.url("SSLCOMMERZ_API_URL must be a URL such as https://securepay.sslcommerz.com").default("https://sandbox.sslcommerz.com"),
  // aamarPay (docs/payments.md): a store's id and signature key, and its API's base address: the sandbox
  // (https://sandbox.aamarpay.com, the default) or the live one (https://secure.aamarpay.com).
  AAMARPAY_STORE_ID: z.string().optional(),
  AAMARPAY_SIGNATURE_KEY: z.string().optional(),
  AAMARPAY_API_URL: z.url("AAMARPAY_API_URL must be a URL such as https://secure.aamarpay.com").default("https://sandbox.aamarpay.com"),
  // The test checkout moves no money; in production it runs only when this says so.
  ALLOW_TEST_CHECKOUT: flag("ALLOW_TEST_CHECKOUT", "false"),
  // Customers may cancel or reschedule until this many hours before the start; after that, the shop does it.
  CANCEL_NOTICE_HOURS: z.coerce
    .number({ error: "CANCEL_NOTICE_HOURS must be a whole number of hours" })
    .int("CANCEL_NOTICE_HOURS must be a whole number of hours")
    .min(0, "CANCEL_NOTICE_HOURS must be 0 or more")
    .max(24 * 60, "CANCEL_NOTICE_HOURS must be at most 1440 (60 days)")
    .default(24),
  // Reminder emails, in minutes before the start: '1440,120' is a day and two hours before. Empty: no reminders.
  REMINDER_OFFSETS_MINUTES: z
    .string()
    .default("1440,120")
    .transform((list, context) => {
      const offsets = list.split(",").map((part) => part.trim()).filter(Boolean).map(Number);
      if (offsets.some((minutes) => !Number.isInteger(minutes) || minutes < 1 || minutes > 60 * 24 * 60)) {
        context.addIssue({ code: "custom", message: "REMINDER_OFFSETS_MINUTES must list whole minutes from 1 to 86400, separated by commas, such as 1440,120" });
        return z.NEVER;
      }
      return [...new Set(offsets)].sort((a, b) => b - a);
    }),
  // Where the job worker runs: 'inline' inside each app server (npm start, npm run dev), 'off' when
  // `npm run worker` runs beside the app, or 'route' on a serverless host, which freezes a process between
  // requests: no worker, and the jobs route (POST /api/jobs/run, JOBS_SECRET) runs the jobs when a
  // scheduler calls it and when the app has just queued some.
  JOB_WORKER: z.enum(["inline", "off", "route"], { error: "JOB_WORKER must be inline, off or route" }).default("inline"),
  // The secret a scheduler sends to the jobs route (Authorization: Bearer ...); without it the route is closed.
  JOBS_SECRET: z.string().min(32, "JOBS_SECRET must be at least 32 characters: generate one with `openssl rand -base64 33`").optional(),
  // Outgoing webhooks may post to private, loopback and link-local addresses in production (docs/webhooks.md).
  WEBHOOK_ALLOW_PRIVATE: flag("WEBHOOK_ALLOW_PRIVATE", "false"),
  // The first retry of a failed webhook delivery comes after about this many seconds, doubling each time
  // (12 retries: about a day in all). Tests set 1 so that retries come within seconds.
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce
    .number({ error: "WEBHOOK_RETRY_DELAY_SECONDS must be a whole number of seconds" })
    .int("WEBHOOK_RETRY_DELAY_SECONDS must be a whole number of seconds")
    .min(1, "WEBHOOK_RETRY_DELAY_SECONDS must be at least 1")
    .max(3600, "WEBHOOK_RETRY_DELAY_SECONDS must be at most 3600")
    .default(15),
  // Text messages (docs/sms.md): Twilio when its account, token and sender are set; else a generic HTTP
  // gateway when its URL is; else, in development, the dev mailbox.
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  // The sender: a Twilio number (+E.164), an alphanumeric sender id, or a Messaging Service (MG…).
  TWILIO_FROM: z.string().optional(),
  // Another Twilio-compatible API endpoint (the test suite's local stand-in); Twilio's own by default.
  TWILIO_API_URL: z.url("TWILIO_API_URL must be a URL").optional(),
  SMS_GATEWAY_URL: z.url("SMS_GATEWAY_URL must be a URL such as https://gateway.example.com/api/send?api_key=KEY").optional(),
  SMS_GATEWAY_METHOD: z.enum(["GET", "POST"], { error: "SMS_GATEWAY_METHOD must be GET or POST" }).default("POST"),
  SMS_GATEWAY_TO_PARAM: z.string().min(1).default("to"),
  SMS_GATEWAY_TEXT_PARAM: z.string().min(1).default("message"),
  // The names of the sender's number and the text in the replies the gateway passes on (gateways differ).
  SMS_GATEWAY_REPLY_FROM_PARAM: z.string().min(1).default("from"),
  SMS_GATEWAY_REPLY_TEXT_PARAM: z.string().min(1).default("text"),
  // A regular expression the gateway's answer must match to mean "accepted" (besides a 2xx status).
  SMS_GATEWAY_SUCCESS: z.string().optional(),
  // A regular expression whose first group is the gateway's id of the message, in its answer.
  SMS_GATEWAY_ID_PATTERN: z.string().optional(),
  // The secret the gateway's delivery reports carry (X-Gateway-Secret, or ?secret=); without it they are refused.
  SMS_GATEWAY_REPORT_SECRET: z.string().min(16, "SMS_GATEWAY_REPORT_SECRET must be at least 16 characters").optional(),
});

export type ServerEnv = z.infer<typeof schema>;

let cached: ServerEnv | undefined;

export function env(): ServerEnv {
  cached ??= schema.parse({
    DATABASE_URL: process.env.DATABASE_URL,
    BUSINESS_TIMEZONE: process.env.BUSINESS_TIMEZONE || undefined,
    DATABASE_POOL_SIZE: process.env.DATABASE_POOL_SIZE || undefined,
    DATABASE_PREPARED_STATEMENTS: process.env.DATABASE_PREPARED_STATEMENTS || undefined,
    APP_URL: process.env.APP_URL || undefined,
    SMTP_URL: process.env.SMTP_URL || undefined,
    MAIL_FROM: process.env.MAIL_FROM || undefined,
    UPLOAD_DIR: process.env.UPLOAD_DIR || undefined,
    UPLOADTHING_TOKEN: process.env.UPLOADTHING_TOKEN || undefined,
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY || undefined,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET || undefined,
    STRIPE_API_URL: process.env.STRIPE_API_URL || undefined,
    ALLOW_TEST_CHECKOUT: process.env.ALLOW_TEST_CHECKOUT || undefined,
    SSLCOMMERZ_STORE_ID: process.env.SSLCOMMERZ_STORE_ID || undefined,
    SSLCOMMERZ_STORE_PASSWORD: process.env.SSLCOMMERZ_STORE_PASSWORD || undefined,
    SSLCOMMERZ_API_URL: process.env.SSLCOMMERZ_API_URL || undefined,
    AAMARPAY_STORE_ID: process.env.AAMARPAY_STORE_ID || undefined,
    AAMARPAY_SIGNATURE_KEY: process.env.AAMARPAY_SIGNATURE_KEY || undefined,
    AAMARPAY_API_URL: process.env.AAMARPAY_API_URL || undefined,
    CANCEL_NOTICE_HOURS: process.env.CANCEL_NOTICE_HOURS || undefined,
    REMINDER_OFFSETS_MINUTES: process.env.REMINDER_OFFSETS_MINUTES ?? undefined,
    JOB_WORKER: process.env.JOB_WORKER || undefined,
    JOBS_SECRET: process.env.JOBS_SECRET || undefined,
    WEBHOOK_ALLOW_PRIVATE: process.env.WEBHOOK_ALLOW_PRIVATE || undefined,
    WEBHOOK_RETRY_DELAY_SECONDS: process.env.WEBHOOK_RETRY_DELAY_SECONDS || undefined,
    TWILIO_ACCOUNT_SID: process.env.TWILIO_ACCOUNT_SID || undefined,
    TWILIO_AUTH_TOKEN: process.env.TWILIO_AUTH_TOKEN || undefined,
    TWILIO_FROM: process.env.TWILIO_FROM || undefined,
    TWILIO_API_URL: process.env.TWILIO_API_URL || undefined,
    SMS_GATEWAY_URL: process.env.SMS_GATEWAY_URL || undefined,
    SMS_GATEWAY_METHOD: process.env.SMS_GATEWAY_METHOD || undefined,
    SMS_GATEWAY_TO_PARAM: process.env.SMS_GATEWAY_TO_PARAM || undefined,
    SMS_GATEWAY_TEXT_PARAM: process.env.SMS_GATEWAY_TEXT_PARAM || undefined,
    SMS_GATEWAY_REPLY_FROM_PARAM: process.env.SMS_GATEWAY_REPLY_FROM_PARAM || undefined,
    SMS_GATEWAY_REPLY_TEXT_PARAM: process.env.SMS_GATEWAY_REPLY_TEXT_PARAM || undefined,
    SMS_GATEWAY_SUCCESS: process.env.SMS_GATEWAY_SUCCESS || undefined,
    SMS_GATEWAY_ID_PATTERN: process.env.SMS_GATEWAY_ID_PATTERN || undefined,
    SMS_GATEWAY_REPORT_SECRET: process.env.SMS_GATEWAY_REPORT_SECRET || undefined,
  });
  return cached;
}

const authSecretSchema = z
  .string({ error: "AUTH_SECRET is required: `npm run dev` and `npm test` set one; in production generate one with `openssl rand -base64 33`" })
  .min(32, "AUTH_SECRET must be at least 32 characters: generate one with `openssl rand -base64 33`");

/** Signs sessions and access tokens. Read when first needed, so that a build needs no secret. */
export function authSecret(): string {
  return authSecretSchema.parse(process.env.AUTH_SECRET);
}

const proxyHopsSchema = z
  .string()
  .regex(/^\d{1,2}$/, "TRUSTED_PROXY_HOPS must be a whole number: 0 without a proxy, 1 behind one load balancer")
  .transform(Number)
  .default(0);

/**
 * How many proxies (load balancers) in front of Spotless append to
 * X-Forwarded-For: the client is that many entries back from the connection.
 * 0 (the default) trusts no forwarded address at all.
 */
export function trustedProxyHops(): number {
  return proxyHopsSchema.parse(process.env.TRUSTED_PROXY_HOPS || undefined);
}

/**
 * The request header in which a serverless platform (which runs Spotless
 * without server.mjs) hands over the client's address, such as
 * `x-forwarded-for` on Vercel or `x-nf-client-connection-ip` on Netlify:
 * named by the operator, never guessed, since a header the platform does
 * not overwrite is whatever the client wrote. Null when not set.
 */
export function clientAddressHeader(): string | null {
  const name = (process.env.CLIENT_ADDRESS_HEADER ?? "").trim().toLowerCase();
  return name === "" ? null : name;
}
