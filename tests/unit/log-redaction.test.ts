/**
 * @jest-environment node
 */
import { createLogger, logLine, requestContext, requestIdFrom, routeConsoleTo, scrub, scrubText } from "@/lib/logging/logger.mjs";

function capture() {
  const lines: Record<string, unknown>[] = [];
  const raw: string[] = [];
  const logger = createLogger({ level: "debug", destination: { write: (line: string) => (raw.push(line), lines.push(JSON.parse(line))) } });
  return { logger, lines, raw };
}

const SECRETS = ["hunter2-Pa55", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl", "sk_live_4eC39HqLyjWDarjtT1zdp7dc", "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "r3fr3sh-t0k3n-value"];

describe("log lines", () => {
  it("are JSON with a level, a time and the request's id", () => {
    const { logger, lines } = capture();
    requestContext.run({ requestId: "req-0123456789" }, () => logger.info({ path: "/api/services" }, "request"));
    logger.info("outside a request");
    expect(lines[0]).toMatchObject({ level: "info", msg: "request", requestId: "req-0123456789", path: "/api/services", service: "spotless" });
    expect(typeof lines[0].time).toBe("string");
    expect(lines[1]).not.toHaveProperty("requestId");
  });

  it("never carry a password, token, key or cookie: not as a field, nor inside a message", () => {
    const { logger, raw } = capture();
    logger.info(
      { body: { email: "a@b.test", password: SECRETS[0], refreshToken: SECRETS[4] }, headers: { authorization: `Bearer ${SECRETS[1]}`, cookie: "authjs.session-token=abc" }, stripe: { apiKey: SECRETS[2] } },
      "sign-in",
    );
    logger.error(`Webhook secret ${SECRETS[3]} refused; body {"password":"${SECRETS[0]}"} url /reset?token=${SECRETS[4]}&x=1`);
    logger.warn(new Error(`Could not connect to postgresql://spotless:${SECRETS[0]}@db:5432/spotless`));
    const text = raw.join("");
    for (const secret of SECRETS) expect(text).not.toContain(secret);
    expect(text).toContain("[redacted]");
    expect(text).toContain("a@b.test");
  });

  it("scrub keeps what is not secret", () => {
    expect(scrub({ id: 7, email: "x@y.test", nested: [{ status: "paid" }], at: new Date("2026-01-02T03:04:05Z") })).toEqual({
      id: 7,
      email: "x@y.test",
      nested: [{ status: "paid" }],
      at: "2026-01-02T03:04:05.000Z",
    });
    expect(scrubText("GET /api/services?page=2&limit=10")).toBe("GET /api/services?page=2&limit=10");
    expect(scrubText("{ password: 'abc123', name: 'Ann' }")).toBe("{ password: '[redacted]', name: 'Ann' }");
  });

  it("take a sane request id from a load balancer, and make one otherwise", () => {
    expect(requestIdFrom("lb-7f3a9c21-0001", true)).toBe("lb-7f3a9c21-0001");
    for (const bad of [undefined, "", "short", "has spaces in it", "x".repeat(129), "<script>alert(1)</script>"]) {
      expect(requestIdFrom(bad, true)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    }
  });

  it("make their own request id when no trusted proxy is in front: the header then comes from the client", () => {
    expect(requestIdFrom("lb-7f3a9c21-0001", false)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it("never show a test checkout's session id, which pays or cancels its booking", () => {
    const { logger, raw } = capture();
    const session = "test_cs_Qm9va2luZy1zZXNzaW9uLWlkLTEyMzQ1Njc4";
    logger.info({ method: "GET", path: `/checkout/test/${session}` }, "request");
    logger.info(`Redirecting to /booking/success?session_id=${session}`);
    expect(raw.join("")).not.toContain(session);
    expect(raw.join("")).toContain("/checkout/test/[redacted]");
  });
});

describe("the console, routed through the logger", () => {
  const original = { ...console };
  afterEach(() => Object.assign(console, original));

  it("writes each call as one scrubbed JSON line, errors included", () => {
    const { logger, lines, raw } = capture();
    routeConsoleTo(logger);
    requestContext.run({ requestId: "req-abcdefgh" }, () => console.error("Refund failed for", { accessToken: SECRETS[1] }, new Error(`token=${SECRETS[4]}`)));
    console.log("Spotless is listening on %s", "http://localhost:4000");
    Object.assign(console, original);
    expect(lines[0]).toMatchObject({ level: "error", requestId: "req-abcdefgh", err: { type: "Error" } });
    expect(lines[1]).toMatchObject({ level: "info", msg: "Spotless is listening on http://localhost:4000" });
    for (const secret of SECRETS) expect(raw.join("")).not.toContain(secret);
  });

  it("takes lines with fields of their own (logLine), scrubbed like the rest", () => {
    const { logger, lines, raw } = capture();
    routeConsoleTo(logger);
    requestContext.run({ requestId: "req-fields-01" }, () => logLine("warn", { deliveryId: "d-1", attempt: 2, token: SECRETS[4], err: new Error(`Bearer ${SECRETS[1]}`) }, "An email could not be sent"));
    Object.assign(console, original);
    expect(lines[0]).toMatchObject({ level: "warn", requestId: "req-fields-01", deliveryId: "d-1", attempt: 2, token: "[redacted]", err: { type: "Error" }, msg: "An email could not be sent" });
    for (const secret of SECRETS) expect(raw.join("")).not.toContain(secret);
  });
});
