/**
 * @jest-environment node
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Webhook } from "standardwebhooks";
import { webhookTypeOf } from "@/lib/server/webhooks/event-types";
import { isPublicAddress, privateAddressesAllowed, resolveChecked } from "@/lib/server/webhooks/addresses";
import { postWebhook } from "@/lib/server/webhooks/send";
import { webhookEndpointInputSchema } from "@/lib/validation/webhooks";

/**
 * Server-side request forgery: which addresses a webhook may be posted to
 * in production, and that a refused one is never connected to.
 */
describe("isPublicAddress", () => {
  it.each([
    "127.0.0.1",
    "127.8.9.10",
    "10.0.0.1",
    "172.16.5.4",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:10.1.2.3",
    "::ffff:169.254.169.254",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    // IPv4-compatible (::/96), whatever it holds.
    "::127.0.0.1",
    "::7f00:1",
    "::10.0.0.1",
    "::8.8.8.8",
    // IPv4-mapped and IPv4-translated.
    "::ffff:7f00:1",
    "::ffff:0:7f00:1",
    "::ffff:0:808:808",
    // NAT64: the well-known prefix holding a private address; the local-use prefix always.
    "64:ff9b::7f00:1",
    "64:ff9b::10.0.0.1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b:1::808:808",
    "64:ff9b:1:2:3::1",
    // 6to4 holding a private address.
    "2002:7f00:1::1",
    "2002:a00:1::",
    "2002:c0a8:101::1",
    "2002::1",
    // Teredo, whatever it holds.
    "2001:0:4136:e378:8000:63bf:3fff:fdd2",
    "2001::1",
    // Site-local, unique-local, link-local, multicast, unspecified, documentation.
    "fec0::1",
    "feff::1",
    "fd00::1",
    "fe80::1%eth0",
    "ff0e::1",
    "0:0:0:0:0:0:0:0",
    "2001:db8::1",
  ])("refuses the IPv6 form %s, which can reach a private address or is no public one", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(["93.184.215.14", "8.8.8.8", "2606:4700:4700::1111", "::ffff:93.184.215.14", "64:ff9b::5db8:d70e", "2002:5db8:d70e::1"])("allows the public address %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe("URLs of a private address in other spellings", () => {
  it.each([
    "http://2130706433/",
    "http://0x7f000001/",
    "http://0177.0.0.1/",
    "http://0x7f.1/",
    "http://127.1/",
    "http://127.0.0.1./",
    "http://0/",
    "http://[::127.0.0.1]/",
    "http://[::7f00:1]/",
    "http://[::ffff:127.0.0.1]/",
    "http://[64:ff9b::127.0.0.1]/",
    "http://[2002:7f00:1::]/",
    "http://[fec0::1]/",
    "http://[0:0:0:0:0:0:0:1]/",
  ])("refuses %s by the address the URL parser reads, without asking DNS", async (url) => {
    const dns = jest.fn();
    const host = new URL(url).hostname;
    await expect(resolveChecked(host, false, dns as never)).rejects.toMatchObject({ reason: "private" });
    expect(dns).not.toHaveBeenCalled();
  });
});

describe("privateAddressesAllowed", () => {
  it("allows private addresses outside production, and in production only when WEBHOOK_ALLOW_PRIVATE=true", () => {
    expect(privateAddressesAllowed({ NODE_ENV: "development" })).toBe(true);
    expect(privateAddressesAllowed({ NODE_ENV: "test" })).toBe(true);
    expect(privateAddressesAllowed({ NODE_ENV: "production" })).toBe(false);
    expect(privateAddressesAllowed({ NODE_ENV: "production", WEBHOOK_ALLOW_PRIVATE: "false" })).toBe(false);
    expect(privateAddressesAllowed({ NODE_ENV: "production", WEBHOOK_ALLOW_PRIVATE: "true" })).toBe(true);
  });
});

describe("resolveChecked", () => {
  const answering = (...addresses: string[]) => (async () => addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }))) as never;

  it("refuses a name that resolves to a private address, even among public ones", async () => {
    await expect(resolveChecked("hooks.example.com", false, answering("93.184.215.14", "10.0.0.7"))).rejects.toMatchObject({ reason: "private" });
    await expect(resolveChecked("hooks.example.com", false, answering("::ffff:127.0.0.1"))).rejects.toMatchObject({ reason: "private" });
  });

  it("refuses IP literals, bracketed IPv6 too, without asking DNS", async () => {
    const dns = jest.fn();
    await expect(resolveChecked("[::1]", false, dns as never)).rejects.toMatchObject({ reason: "private" });
    await expect(resolveChecked("169.254.169.254", false, dns as never)).rejects.toMatchObject({ reason: "private" });
    expect(dns).not.toHaveBeenCalled();
  });

  it("answers the checked addresses, and lets private ones through when allowed", async () => {
    await expect(resolveChecked("hooks.example.com", false, answering("93.184.215.14"))).resolves.toEqual([{ address: "93.184.215.14", family: 4 }]);
    await expect(resolveChecked("127.0.0.1", true)).resolves.toEqual([{ address: "127.0.0.1", family: 4 }]);
  });

  it("refuses a name that does not resolve", async () => {
    const failing = (async () => {
      throw new Error("ENOTFOUND");
    }) as never;
    await expect(resolveChecked("nowhere.invalid", false, failing)).rejects.toMatchObject({ reason: "unresolvable" });
  });
});

describe("postWebhook", () => {
  let server: Server;
  let url: string;
  let hits = 0;
  let answer = 204;
  let lastBody = "";
  let lastHeaders: Record<string, string | string[] | undefined> = {};

  beforeAll(async () => {
    server = createServer((request, response) => {
      hits += 1;
      const chunks: Buffer[] = [];
      request.on("data", (chunk: Buffer) => chunks.push(chunk));
      request.on("end", () => {
        lastBody = Buffer.concat(chunks).toString("utf8");
        lastHeaders = request.headers;
        if (answer === 302) response.writeHead(302, { location: "http://127.0.0.1:1/elsewhere" }).end();
        else response.writeHead(answer).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));
  beforeEach(() => {
    hits = 0;
    answer = 204;
  });

  it("in production, refuses a loopback endpoint without connecting to it, and says why", async () => {
    const result = await postWebhook({ url, body: "{}", headers: {}, allowPrivate: false });
    expect(result).toEqual({ ok: false, status: null, error: expect.stringContaining("127.0.0.1"), refused: true });
    expect(hits).toBe(0);
  });

  it("posts the body and headers when allowed, and a 2xx is a success", async () => {
    const secret = `whsec_${Buffer.from("a unit test's signing secret!!").toString("base64")}`;
    const at = new Date();
    const body = JSON.stringify({ type: "booking.created", timestamp: at.toISOString(), data: { booking: { _id: "b1" } } });
    const signature = new Webhook(secret).sign("msg_1", at, body);
    const headers = { "webhook-id": "msg_1", "webhook-timestamp": String(Math.floor(at.getTime() / 1000)), "webhook-signature": signature };
    expect(await postWebhook({ url, body, headers, allowPrivate: true })).toEqual({ ok: true, status: 204 });
    expect(hits).toBe(1);
    expect(lastBody).toBe(body);
    expect(lastHeaders["content-type"]).toBe("application/json");
    expect(new Webhook(secret).verify(lastBody, lastHeaders as Record<string, string>)).toEqual(JSON.parse(body));
  });

  it("counts any other answer as a failure, and never follows a redirect", async () => {
    answer = 500;
    expect(await postWebhook({ url, body: "{}", headers: {}, allowPrivate: true })).toMatchObject({ ok: false, status: 500, refused: false });
    answer = 302;
    expect(await postWebhook({ url, body: "{}", headers: {}, allowPrivate: true })).toMatchObject({ ok: false, status: 302, refused: false });
    expect(hits).toBe(2);
  });

  it("gives up on an endpoint that does not answer in time", async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      const result = await postWebhook({ url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}/`, body: "{}", headers: {}, allowPrivate: true, timeoutMs: 200 });
      expect(result).toMatchObject({ ok: false, status: null, refused: false, error: expect.stringContaining("No answer") });
    } finally {
      silent.closeAllConnections();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it("reports a closed port as a failure to retry", async () => {
    const result = await postWebhook({ url: "http://127.0.0.1:9/", body: "{}", headers: {}, allowPrivate: true });
    expect(result).toMatchObject({ ok: false, status: null, refused: false });
  });
});

describe("webhookEndpointInputSchema", () => {
  const parse = (input: unknown) => webhookEndpointInputSchema.safeParse(input);
  it("takes an http(s) URL and known events, each once", () => {
    expect(parse({ url: " https://example.com/hook ", events: ["booking.created", "review.created"] })).toMatchObject({ success: true, data: { url: "https://example.com/hook" } });
    expect(parse({ url: "http://[::1]:8080/x", events: ["booking.no_show"] }).success).toBe(true);
  });
  it.each([
    [{ url: "ftp://example.com", events: ["booking.created"] }],
    [{ url: "file:///etc/passwd", events: ["booking.created"] }],
    [{ url: "https://a:b@example.com", events: ["booking.created"] }],
    [{ url: "https://example.com", events: [] }],
    [{ url: "https://example.com", events: ["booking.created", "booking.created"] }],
    [{ url: "https://example.com", events: ["booking.no-show"] }],
    [{ url: "https://example.com" }],
  ])("refuses %j", (input) => {
    expect(parse(input).success).toBe(false);
  });
});

describe("webhookTypeOf: which recorded event is which webhook", () => {
  it.each([
    ["booking.created", {}, "booking.created"],
    ["booking.paid", { confirmed: true }, "booking.confirmed"],
    ["booking.paid", { confirmed: false }, null],
    ["booking.cancelled", {}, "booking.cancelled"],
    ["booking.rescheduled", {}, "booking.rescheduled"],
    ["booking.refunded", {}, "booking.refunded"],
    ["booking.completed", {}, "booking.completed"],
    ["booking.no-show", {}, "booking.no_show"],
    ["booking.email-sent", {}, null],
    ["booking.offered", {}, null],
    ["review.created", {}, "review.created"],
    ["service.updated", {}, "service.updated"],
  ] as const)("%s %j → %s", (type, payload, expected) => {
    expect(webhookTypeOf({ type, payload })).toBe(expected);
  });
});
