import { randomBytes, randomUUID } from "node:crypto";
import { BASE_URL, api, bookAndPay, insertCustomer, insertService, insertSlotAt, isoDay, pollUntil, pool, removeCreatedUsers, removeServices } from "./support";

/**
 * Stopping texts without signing in: the stop link every booking text ends with (its page asks,
 * only its form stops them, twice is harmless, a tampered link is told so), and the replies STOP
 * and START that Twilio and a generic gateway pass on (scripts/test-sms.ts posts them as they do).
 */
const FAKE_SMS_URL = process.env.FAKE_SMS_URL!;

type Taken = { to: string; text: string };
const taken = async (): Promise<Taken[]> => (await fetch(`${FAKE_SMS_URL}/__fake/messages`)).json();
const choiceOf = (id: string) => pool.query<{ reminderChannels: string; textsStoppedFrom: string | null }>(`SELECT "reminderChannels", "textsStoppedFrom" FROM "User" WHERE id = $1`, [id]).then((result) => result.rows[0]);
const newPhone = () => `+88017${String(randomBytes(4).readUInt32BE() % 1e8).padStart(8, "0")}`;

/** A customer whose number is verified and who chose texts. */
async function textedCustomer(channels: "sms" | "both" = "sms") {
  const customer = await insertCustomer("stopper");
  const phone = newPhone();
  await pool.query(`UPDATE "User" SET phone = $2, "phoneVerifiedAt" = now(), "reminderChannels" = $3 WHERE id = $1`, [customer.id, phone, channels]);
  return { ...customer, phone };
}

const unescapeHtml = (text: string) => text.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");

/** The page's own content (the header around it has a form too: the language switcher). */
const mainOf = (html: string) => html.slice(html.indexOf("<main"), html.indexOf("</main>"));

/** The page's form as a browser without JavaScript posts it: its hidden fields (the server action's and the token), multipart, to the page. */
async function postPageForm(path: string, change?: (fields: [string, string][]) => [string, string][]): Promise<{ status: number; html: string }> {
  const page = await (await fetch(`${BASE_URL}${path}`)).text();
  const form = mainOf(page).match(/<form[^>]*>([\s\S]*?)<\/form>/)?.[1] ?? "";
  let fields = [...form.matchAll(/<input[^>]*type="hidden"[^>]*>/g)].map((input): [string, string] => [unescapeHtml(input[0].match(/name="([^"]*)"/)?.[1] ?? ""), unescapeHtml(input[0].match(/value="([^"]*)"/)?.[1] ?? "")]);
  if (change) fields = change(fields);
  const body = new FormData();
  for (const [name, value] of fields) body.append(name, value);
  const response = await fetch(`${BASE_URL}${path}`, { method: "POST", body, headers: { origin: BASE_URL }, redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

let serviceId: string;
let shop: string;

beforeAll(async () => {
  serviceId = await insertService({ name: `Stop Wash ${randomUUID().slice(0, 6)}`, priceCents: 2000, duration: 30 });
  shop = (await pool.query<{ businessName: string }>(`SELECT "businessName" FROM "BusinessSettings" LIMIT 1`)).rows[0].businessName;
});

afterAll(async () => {
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("the stop link", () => {
  let customer: Awaited<ReturnType<typeof textedCustomer>>;
  let path: string;

  beforeAll(async () => {
    customer = await textedCustomer("sms");
    const slot = await insertSlotAt(serviceId, new Date(`${isoDay(5)}T13:00:00Z`));
    await bookAndPay(customer.token, serviceId, slot);
    const [text] = await pollUntil(async () => (await taken()).filter((one) => one.to === customer.phone), (texts) => texts.length === 1, 20_000);
    path = new URL(text.text.match(/https?:\/\/\S+\/s\/[A-Za-z0-9_-]+/)![0]).pathname;
  });

  it("ends the booking's text, and opening it asks and changes nothing", async () => {
    expect(path).toMatch(/^\/s\/[A-Za-z0-9_-]{30}$/);
    const page = await fetch(`${BASE_URL}${path}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`Stop texts from ${shop}?`);
    expect(html).toMatch(/<form[^>]*>[\s\S]*Stop texts<\/button>/);
    expect(await choiceOf(customer.id)).toEqual({ reminderChannels: "sms", textsStoppedFrom: null });
  });

  it("stops texts when its form is posted (without JavaScript), and says so again, changing nothing, when posted twice", async () => {
    const first = await postPageForm(path);
    expect(first.status).toBe(200);
    expect(first.html).toContain(`Texts from ${shop} are off.`);
    expect(await choiceOf(customer.id)).toEqual({ reminderChannels: "email", textsStoppedFrom: "sms" });

    const again = await postPageForm(path);
    expect(again.status).toBe(200);
    expect(again.html).toContain(`Texts from ${shop} were already off`);
    expect(await choiceOf(customer.id)).toEqual({ reminderChannels: "email", textsStoppedFrom: "sms" });
  });

  it("answers a tampered link with a page that says it is not valid, and its form stops nothing", async () => {
    const other = await textedCustomer("both");
    const token = path.slice("/s/".length);
    const tampered = `/s/${token.slice(0, 5)}${token[5] === "x" ? "y" : "x"}${token.slice(6)}`;
    for (const bad of [tampered, "/s/not-a-token", `/s/${"A".repeat(30)}`, `/s/${token}extra`]) {
      const page = await fetch(`${BASE_URL}${bad}`);
      expect({ bad, status: page.status }).toEqual({ bad, status: 200 });
      const html = await page.text();
      expect(html).toContain("This link to stop texts is not valid");
      expect(mainOf(html)).not.toContain("<form");
    }
    // The good link's form with another token in it: refused in the page, nothing changed.
    const forged = await postPageForm(path, (fields) => fields.map(([name, value]): [string, string] => (name === "token" ? [name, tampered.slice(3)] : [name, value])));
    expect(forged.status).toBe(200);
    expect(forged.html).toContain("This link to stop texts is not valid");
    expect(await choiceOf(other.id)).toEqual({ reminderChannels: "both", textsStoppedFrom: null });
  });

  it("stops nothing on another method, or on a post that is not its form", async () => {
    const other = await textedCustomer("sms");
    const slot = await insertSlotAt(serviceId, new Date(`${isoDay(6)}T13:00:00Z`));
    await bookAndPay(other.token, serviceId, slot);
    const [text] = await pollUntil(async () => (await taken()).filter((one) => one.to === other.phone), (texts) => texts.length === 1, 20_000);
    const otherPath = new URL(text.text.match(/https?:\/\/\S+\/s\/[A-Za-z0-9_-]+/)![0]).pathname;
    // Next.js renders a page whatever the method; what matters is that nothing but the form's post stops texts.
    for (const method of ["PUT", "DELETE", "PATCH"]) {
      const answer = await fetch(`${BASE_URL}${otherPath}`, { method, headers: { origin: BASE_URL } });
      expect({ method, serverError: answer.status >= 500 }).toEqual({ method, serverError: false });
    }
    const plain = await fetch(`${BASE_URL}${otherPath}`, { method: "POST", headers: { origin: BASE_URL, "content-type": "application/x-www-form-urlencoded" }, body: "token=x" });
    expect(plain.status).toBeLessThan(500);
    expect(await choiceOf(other.id)).toEqual({ reminderChannels: "sms", textsStoppedFrom: null });
  });
});

describe("replies", () => {
  const TWILIO_INCOMING = `${BASE_URL}/api/webhooks/sms/twilio/incoming`;
  const GATEWAY_INCOMING = `${BASE_URL}/api/webhooks/sms/gateway/incoming`;
  type Answer = { status: number; contentType: string | null; body: string };
  const reply = async (provider: "twilio" | "gateway", from: string, text: string): Promise<Answer> =>
    (await fetch(`${FAKE_SMS_URL}/__fake/reply?${new URLSearchParams({ provider, from, text, url: provider === "twilio" ? TWILIO_INCOMING : GATEWAY_INCOMING })}`, { method: "POST" })).json();

  it("takes Twilio's signed STOP and START from a verified number, answering empty TwiML, and ignores other words", async () => {
    const customer = await textedCustomer("both");
    // The same number verified on a second account (a shared phone), and on an unverified third.
    const sharing = await insertCustomer("sharing");
    await pool.query(`UPDATE "User" SET phone = $2, "phoneVerifiedAt" = now(), "reminderChannels" = 'sms' WHERE id = $1`, [sharing.id, customer.phone]);
    const unverified = await insertCustomer("unverified");
    await pool.query(`UPDATE "User" SET phone = $2, "reminderChannels" = 'sms' WHERE id = $1`, [unverified.id, customer.phone]);

    const stop = await reply("twilio", customer.phone, "  Stop ");
    expect(stop.status).toBe(200);
    expect(stop.contentType).toMatch(/^text\/xml/);
    expect(stop.body).toMatch(/<Response\s*\/>|<Response><\/Response>/);
    expect(await choiceOf(customer.id)).toEqual({ reminderChannels: "email", textsStoppedFrom: "both" });
    expect(await choiceOf(sharing.id)).toEqual({ reminderChannels: "email", textsStoppedFrom: "sms" });
    expect(await choiceOf(unverified.id)).toEqual({ reminderChannels: "sms", textsStoppedFrom: null });

    expect((await reply("twilio", customer.phone, "thanks, see you then")).status).toBe(200);
    expect(await choiceOf(customer.id)).toEqual({ reminderChannels: "email", textsStoppedFrom: "both" });

    expect((await reply("twilio", customer.phone, "unstop")).status).toBe(200);
    expect(await choiceOf(customer.id)).toEqual({ reminderChannels: "both", textsStoppedFrom: null });
    expect(await choiceOf(sharing.id)).toEqual({ reminderChannels: "sms", textsStoppedFrom: null });
  });

  it("takes the generic gateway's replies with its secret: each stop word, START, an unknown number", async () => {
    const customer = await textedCustomer("sms");
    for (const word of ["STOP", "stopall", "Unsubscribe", "cancel", "END", "quit"]) {
      const stopped = await reply("gateway", customer.phone, word);
      expect({ word, status: stopped.status, data: JSON.parse(stopped.body).data }).toEqual({ word, status: 200, data: { action: "stopped", customers: expect.any(Number) } });
      expect(await choiceOf(customer.id)).toEqual({ reminderChannels: "email", textsStoppedFrom: "sms" });
      const started = await reply("gateway", customer.phone, "START");
      expect(JSON.parse(started.body).data).toEqual({ action: "started", customers: 1 });
      expect(await choiceOf(customer.id)).toEqual({ reminderChannels: "sms", textsStoppedFrom: null });
    }
    const nobody = await reply("gateway", newPhone(), "STOP");
    expect({ status: nobody.status, data: JSON.parse(nobody.body).data }).toEqual({ status: 200, data: { action: "stopped", customers: 0 } });
    const chatter = await reply("gateway", customer.phone, "Can I come at 3?");
    expect(JSON.parse(chatter.body).data).toEqual({ action: "ignored", customers: 0 });
  });

  it("refuses a reply without a valid signature or secret, and changes nothing", async () => {
    const customer = await textedCustomer("sms");
    const fields = new URLSearchParams({ From: customer.phone, Body: "STOP" });
    const forged = await api("/api/webhooks/sms/twilio/incoming", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": "bm90LWEtc2lnbmF0dXJl" }, body: fields });
    expect({ status: forged.status, success: (forged.body as { success: boolean }).success }).toEqual({ status: 401, success: false });
    expect((await api("/api/webhooks/sms/twilio/incoming", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: fields })).status).toBe(401);
    const wrongSecret = await api("/api/webhooks/sms/gateway/incoming", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", "x-gateway-secret": "not-the-secret" }, body: new URLSearchParams({ from: customer.phone, text: "STOP" }) });
    expect(wrongSecret.status).toBe(401);
    expect((await api(`/api/webhooks/sms/gateway/incoming?${new URLSearchParams({ from: customer.phone, text: "STOP" })}`, { method: "POST" })).status).toBe(401);
    expect(await choiceOf(customer.id)).toEqual({ reminderChannels: "sms", textsStoppedFrom: null });
  });

  it("answers a reply whose sender is not a number with a 400 that says so, signed or not", async () => {
    for (const provider of ["twilio", "gateway"] as const) {
      for (const from of ["", "not a number", "+1"]) {
        const answer = await reply(provider, from, "STOP");
        expect({ provider, from, status: answer.status }).toEqual({ provider, from, status: 400 });
        expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: "The reply's sender is missing or is not a phone number" });
      }
    }
  });
});
