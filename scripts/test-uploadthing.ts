import { createHash, createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { freePort } from "./net";

/**
 * A stand-in for uploadthing on loopback, for the test suite: the app's
 * uploadthing SDK is pointed here (UPLOADTHING_INGEST_URL and
 * UPLOADTHING_API_URL) with a token this stand-in made, and sends its real
 * requests. It takes uploads (a PUT of a multipart form to the URL the SDK
 * signed with the token's key: the signature is checked), serves each file
 * back at /f/{key} (as uploadthing's file host does) and deletes files
 * (POST /v6/deleteFiles, with the key in `x-uploadthing-api-key`).
 *
 * The tests steer it under /__fake/: POST /__fake/next with `{ mode }` makes
 * the next upload fail (`fail`: a 500), answer late (`late`, after `ms`), or
 * answer twice (`twice`: a second copy of the answer written on the
 * connection after the first); GET /__fake/files lists what it holds.
 */
type Stored = { key: string; type: string; bytes: Buffer };
type Next = { mode: "fail" | "late" | "twice"; ms?: number } | null;

export async function startFakeUploadthing(): Promise<{ url: string; token: string; stop: () => Promise<void> }> {
  const apiKey = `sk_test_${randomBytes(16).toString("hex")}`;
  const appId = `app${randomBytes(4).toString("hex")}`;
  const token = Buffer.from(JSON.stringify({ apiKey, appId, regions: ["loopback"] })).toString("base64");
  const files = new Map<string, Stored>();
  let next: Next = null;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };

  const signed = (rawUrl: string) => {
    const at = rawUrl.lastIndexOf("&signature=");
    if (at < 0) return false;
    const given = decodeURIComponent(rawUrl.slice(at + "&signature=".length));
    const expected = `hmac-sha256=${createHmac("sha256", apiKey).update(`${base}${rawUrl.slice(0, at)}`).digest("hex")}`;
    return given === expected;
  };

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const url = new URL(req.url ?? "/", base);
    const method = req.method ?? "GET";

    if (url.pathname === "/__fake/next" && method === "POST") {
      next = JSON.parse(body.toString("utf8")) as Next;
      return send(res, 200, { ok: true });
    }
    if (url.pathname === "/__fake/files" && method === "GET") {
      return send(res, 200, [...files.values()].map(({ key, type, bytes }) => ({ key, type, size: bytes.length })));
    }

    const served = url.pathname.match(/^\/f\/([^/]+)$/);
    if (served && method === "GET") {
      const file = files.get(served[1]);
      if (!file) return send(res, 404, { error: "Not found" });
      res.writeHead(200, { "content-type": file.type, "content-length": file.bytes.length });
      return res.end(file.bytes);
    }

    if (url.pathname === "/v6/deleteFiles" && method === "POST") {
      if (req.headers["x-uploadthing-api-key"] !== apiKey) return send(res, 401, { error: "Invalid API key" });
      const { fileKeys = [] } = JSON.parse(body.toString("utf8")) as { fileKeys?: string[] };
      let deletedCount = 0;
      for (const key of fileKeys) if (files.delete(key)) deletedCount += 1;
      return send(res, 200, { success: true, deletedCount });
    }

    const upload = url.pathname.match(/^\/([^/]+)$/);
    if (upload && method === "PUT") {
      if (!signed(req.url ?? "")) return send(res, 403, { error: "Invalid signature" });
      const steer = next;
      next = null;
      if (steer?.mode === "fail") return send(res, 500, { error: "The stand-in was told to fail this upload" });
      const form = await new Request(url, { method: "PUT", headers: { "content-type": String(req.headers["content-type"]) }, body }).formData();
      const file = form.get("file");
      if (!(file instanceof Blob)) return send(res, 400, { error: "No file" });
      const key = upload[1];
      const bytes = Buffer.from(await file.arrayBuffer());
      files.set(key, { key, type: file.type, bytes });
      if (steer?.mode === "late") await new Promise((resolve) => setTimeout(resolve, steer.ms ?? 2000));
      const answer = JSON.stringify({ url: `${base}/f/${key}`, appUrl: `${base}/f/${key}`, ufsUrl: `${base}/f/${key}`, fileHash: createHash("md5").update(bytes).digest("hex"), serverData: null });
      res.writeHead(200, { "content-type": "application/json", "content-length": Buffer.byteLength(answer) });
      res.end(answer, () => {
        // The same answer again, unasked, on the same connection.
        if (steer?.mode === "twice") res.socket?.write(`HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(answer)}\r\n\r\n${answer}`);
      });
      return;
    }
    return send(res, 404, { error: `No such route (${method} ${url.pathname})` });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => send(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    url: base,
    token,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
