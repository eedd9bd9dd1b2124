import http from "node:http";
import { api, BASE_URL, bearer, json, newClientAddress, pool, registerCustomer, removeCreatedUsers, webSignIn, type SignedIn } from "./support";
import { serverAction } from "./server-actions";
import { errorsOf, newRequestId } from "./server-log";

/**
 * What a request may cost the server: bodies are read only up to a limit
 * (declared or streamed), nesting is bounded, and answers that depend on who
 * asks are never cached.
 */
let customer: SignedIn;

beforeAll(async () => {
  customer = await registerCustomer();
});

afterAll(async () => {
  await removeCreatedUsers();
  await pool.end();
});

const MB = 1024 * 1024;

/**
 * Sends `bytes` of a chunked body (no Content-Length) and then waits without
 * ending it: a server that read the whole body before judging it would never
 * answer, so an answer at all shows it counted the body as it arrived and
 * stopped at its limit. The client stops writing before the server answers,
 * so it is never still writing into a connection the server has closed (which
 * can lose the answer to a reset). Gives up after 20 s.
 */
async function streamUpload(route: string, headers: Record<string, string>, chunk: (index: number) => Buffer, bytes: number, method = "POST"): Promise<{ status: number; body: string }> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await streamUploadOnce(route, headers, chunk, bytes, method);
    } catch (error) {
      // A reset that still beat the answer is the transport racing, not the server failing: send again.
      const code = (error as NodeJS.ErrnoException).code;
      if (attempt >= 3 || (code !== "EPIPE" && code !== "ECONNRESET")) throw error;
    }
  }
}

function streamUploadOnce(route: string, headers: Record<string, string>, chunk: (index: number) => Buffer, bytes: number, method: string): Promise<{ status: number; body: string }> {
  const url = new URL(route, BASE_URL);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method, agent: false, headers: { ...headers, "transfer-encoding": "chunked" } }, (response) => {
      answered = true;
      clearTimeout(timer);
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (data) => (body += data));
      response.on("end", () => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body });
      });
    });
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`No answer within 20 s to ${bytes} bytes of an unfinished body: the server waits for the whole body`));
    }, 20_000);
    request.on("error", (error) => {
      if (answered) return;
      clearTimeout(timer);
      reject(error);
    });
    for (let index = 0, sent = 0; sent < bytes; index++) {
      const piece = chunk(index);
      request.write(piece);
      sent += piece.length;
    }
    // Deliberately not ended.
  });
}

/** One request on a connection of its own (not pooled), sent whole: its answer, with its headers. */
function sendOnce(method: string, route: string, headers: Record<string, string>, body: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }> {
  const url = new URL(route, BASE_URL);
  return new Promise((resolve, reject) => {
    let answered = false;
    const request = http.request({ host: url.hostname, port: url.port, path: url.pathname, method, agent: false, headers: { ...headers, "content-length": Buffer.byteLength(body) } }, (response) => {
      answered = true;
      let text = "";
      response.setEncoding("utf8");
      response.on("data", (data) => (text += data));
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    // The server may close the connection before it has taken the whole body: the answer is what counts.
    request.on("error", (error) => (answered ? undefined : reject(error)));
    request.end(body);
  });
}

describe("request bodies", () => {
  it("refuses a JSON body over 64 kB with 413, as JSON, before reading it, and closes the connection", async () => {
    const padded = JSON.stringify({ email: customer.email, password: customer.password, padding: "x".repeat(70 * 1024) });
    const answer = await sendOnce("POST", "/api/auth/login", { "content-type": "application/json", "x-forwarded-for": newClientAddress() }, padded);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: "The request body is too large" });
    // What is left of the body is still on the connection: it is not kept for another request.
    expect(answer.headers.connection).toBe("close");
  });

  it("accepts a JSON body just under the limit", async () => {
    const answer = await api("/api/auth/login", { method: "POST", ...json({ email: customer.email, password: customer.password, padding: "x".repeat(60 * 1024) }) });
    expect(answer.status).toBe(200);
  });

  it("counts a chunked JSON body as it arrives and stops reading at the limit", async () => {
    const piece = Buffer.from(`${"[1,".repeat(1000)}`);
    const answer = await streamUpload("/api/auth/login", { "content-type": "application/json", "x-forwarded-for": newClientAddress() }, () => piece, 1 * MB);
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: "The request body is too large" });
  });

  it("counts a chunked avatar upload as it arrives and stops reading at 2 MB and a little", async () => {
    const boundary = "spotless-chunked";
    const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`);
    const filler = Buffer.alloc(64 * 1024, 7);
    const answer = await streamUpload("/api/user/update-profile-image", { "content-type": `multipart/form-data; boundary=${boundary}`, ...bearer(customer.accessToken) }, (index) => (index === 0 ? head : filler), 3 * MB, "PUT");
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toMatchObject({ success: false, message: "The image must be 2 MB or smaller." });
    const { rows } = await pool.query(`SELECT image FROM "User" WHERE id = $1`, [customer.user._id]);
    expect(rows[0].image).toBeNull();
  });

  it("refuses an oversized form posted to Auth.js's sign-in endpoint", async () => {
    const response = await fetch(`${BASE_URL}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": newClientAddress() },
      body: new URLSearchParams({ email: customer.email, password: customer.password, padding: "x".repeat(200 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ success: false, message: "The request body is too large" });
  });

  it("refuses a server action's body over the upload limit (a 5 MB photo and its framing) with 413, without running the action", async () => {
    const { id, page } = serverAction("updateInfoAction");
    const cookie = await webSignIn(customer.email, customer.password);
    const ids = [newRequestId(), newRequestId()];
    const headers = { "next-action": id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", origin: BASE_URL, cookie };
    const response = await sendOnce("POST", page, { ...headers, "x-request-id": ids[0] }, JSON.stringify([{ firstName: "x".repeat(Math.round(5.5 * MB)) }]));
    // Refused before Next.js reads it (server.mjs), which would answer 500.
    expect({ status: response.status, body: JSON.parse(response.body) }).toEqual({ status: 413, body: { success: false, message: "The request body is too large" } });
    const { rows } = await pool.query(`SELECT "firstName" FROM "User" WHERE id = $1`, [customer.user._id]);
    expect(rows[0].firstName).toBe("Test");

    // Streamed without a length, it is counted as it arrives: 6 MB of a body never finished get an answer.
    const streamed = await streamUpload(page, { ...headers, "x-request-id": ids[1] }, () => Buffer.alloc(64 * 1024, 120), 6 * MB);
    expect(streamed.status).toBe(413);
    expect(await errorsOf(ids)).toEqual([]);
  });

  it("refuses a form posted to a page without JavaScript (multipart) over the same limit with 413", async () => {
    const boundary = "spotless-page-post";
    const head = Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.png"\r\ncontent-type: image/png\r\n\r\n`);
    const ids = [newRequestId(), newRequestId()];
    const headers = { "content-type": `multipart/form-data; boundary=${boundary}`, origin: BASE_URL };
    const declared = await sendOnce("POST", "/login", { ...headers, "x-request-id": ids[0] }, `${head}${"x".repeat(Math.round(5.5 * MB))}\r\n--${boundary}--\r\n`);
    expect({ status: declared.status, body: JSON.parse(declared.body) }).toEqual({ status: 413, body: { success: false, message: "The request body is too large" } });
    const streamed = await streamUpload("/login", { ...headers, "x-request-id": ids[1] }, (index) => (index === 0 ? head : Buffer.alloc(64 * 1024, 120)), 6 * MB);
    expect(streamed.status).toBe(413);
    expect(await errorsOf(ids)).toEqual([]);
  });

  it("answers every such post, its client still sending: the connection is not closed under it before the rest is read", async () => {
    const boundary = "spotless-page-post";
    const body = `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="big.png"\r\n\r\n${"x".repeat(Math.round(5.5 * MB))}\r\n--${boundary}--\r\n`;
    const statuses: (number | string)[] = [];
    // Each on a connection of its own that asks to be closed after the answer (a reset there once lost one answer in five).
    for (let post = 0; post < 10; post += 1) {
      statuses.push(await sendOnce("POST", "/login", { "content-type": `multipart/form-data; boundary=${boundary}`, origin: BASE_URL }, body).then((answer) => answer.status, (error: NodeJS.ErrnoException) => error.code ?? "error"));
    }
    expect(statuses).toEqual(Array(10).fill(413));
  });
});

describe("many small pieces", () => {
  it("refuses a public action's call of 100,000 tiny values with 400 before it is decoded, and runs nothing", async () => {
    const { id, page } = serverAction("forgotPasswordAction");
    const requestId = newRequestId();
    const body = JSON.stringify([Object.fromEntries(Array.from({ length: 100_000 }, (_, index) => [`k${index}`, 0]))]);
    const headers = { "next-action": id, "content-type": "text/plain;charset=UTF-8", accept: "text/x-component", origin: BASE_URL, "x-forwarded-for": newClientAddress(), "x-request-id": requestId };
    const answer = await sendOnce("POST", page, headers, body);
    expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({ status: 400, body: { success: false, message: "The request body holds too many values" } });
    expect(await errorsOf([requestId])).toEqual([]);
  });

  it("refuses a form of 20,000 tiny parts posted to a page with 400, before any parser reads it", async () => {
    const boundary = "spotless-many-parts";
    const parts = Array.from({ length: 20_000 }, (_, index) => `--${boundary}\r\ncontent-disposition: form-data; name="f${index}"\r\n\r\nx\r\n`).join("");
    const requestId = newRequestId();
    const answer = await sendOnce("POST", "/", { "content-type": `multipart/form-data; boundary=${boundary}`, origin: BASE_URL, "x-forwarded-for": newClientAddress(), "x-request-id": requestId }, `${parts}--${boundary}--\r\n`);
    expect({ status: answer.status, body: JSON.parse(answer.body) }).toEqual({ status: 400, body: { success: false, message: "The form holds too many fields" } });
    expect(await errorsOf([requestId])).toEqual([]);
  });
});

describe("nesting", () => {
  it.each([401, 5_000, 30_000])("refuses JSON nested %i deep with 400 naming the field, not a 500", async (depth) => {
    const nested = `${"[".repeat(depth)}${"]".repeat(depth)}`;
    const answer = await api("/api/auth/login", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": newClientAddress() }, body: `{"email":${nested},"password":"x"}` });
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toEqual([{ field: "email", message: "is nested too deeply" }]);
  });
});

describe("what a body costs the server", () => {
  /** How long the server takes to answer one login body (sent whole, from a client address of its own). */
  async function timed(body: string): Promise<{ status: number; ms: number }> {
    const started = performance.now();
    const answer = await sendOnce("POST", "/api/auth/login", { "content-type": "application/json", "x-forwarded-for": newClientAddress() }, body);
    return { status: answer.status, ms: performance.now() - started };
  }
  const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

  it("refuses some 32,000 values nested hundreds deep in well under the time the same values take flat", async () => {
    const values = `${"0,".repeat(31_000)}0`;
    const login = `"email":"nobody@example.test","password":"Wrong#password1"`;
    const deepWide = `{${login},"padding":${"[".repeat(398)}${values}${"]".repeat(398)}}`;
    const flat = `{${login},"padding":[${values},${"0,".repeat(398)}0]}`;
    expect(Buffer.byteLength(deepWide)).toBeLessThan(64 * 1024);
    const deep: { status: number; ms: number }[] = [];
    const plain: { status: number; ms: number }[] = [];
    // In turns, so that whatever else the machine does weighs on both alike.
    for (let round = 0; round < 7; round += 1) {
      deep.push(await timed(deepWide));
      plain.push(await timed(flat));
    }
    // The flat body is read in full, its values checked one by one, and the sign-in tried; the deep one is refused on its text.
    expect(median(deep.map((answer) => answer.ms))).toBeLessThan(median(plain.map((answer) => answer.ms)) / 2);
    expect(new Set(deep.map((answer) => answer.status))).toEqual(new Set([400]));
    expect(new Set(plain.map((answer) => answer.status))).toEqual(new Set([401]));
  });
});

describe("caching", () => {
  it.each([
    ["GET /api/auth/auth-state", "/api/auth/auth-state", "GET"],
    ["GET /api/my-bookings", "/api/my-bookings", "GET"],
    ["GET /api/auth/viewer", "/api/auth/viewer", "GET"],
    ["POST /api/auth/refreshToken", "/api/auth/refreshToken", "POST"],
  ])("%s is private, no-store, answered or refused", async (_label, route, method) => {
    for (const headers of [bearer(customer.accessToken), {}]) {
      const response = await fetch(`${BASE_URL}${route}`, { method, headers: { "x-forwarded-for": newClientAddress(), ...headers } });
      await response.arrayBuffer();
      expect({ status: response.status < 500, cacheControl: response.headers.get("cache-control") }).toEqual({ status: true, cacheControl: "private, no-store" });
    }
  });

  it("is private, no-store on the login's answer, which carries tokens", async () => {
    const response = await fetch(`${BASE_URL}/api/auth/login`, { method: "POST", ...json({ email: customer.email, password: customer.password }) });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
  });
});
