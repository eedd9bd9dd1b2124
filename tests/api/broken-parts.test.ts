import { randomUUID } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../scripts/net";
import { logged, serve, type Started } from "./processes";
import { bearer, insertService, pool, pollUntil, registerAdmin, registerCustomer, removeCreatedUsers, removeServices, type SignedIn } from "./support";

/**
 * An instance with parts broken that do not stop it serving: an upload folder
 * it cannot write (a clear message to whoever uploads, and one line in the
 * log at start) and a mail server that does not answer. It keeps serving, and
 * its health says what does not work.
 */
jest.setTimeout(120_000);

// A 1x1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

let admin: SignedIn;
let workDir: string;
let server: Started & { url: string };

beforeAll(async () => {
  admin = await registerAdmin();
  workDir = await mkdtemp(path.join(os.tmpdir(), "spotless-broken-parts-"));
  // A file where the folder should be: no one, root included, can create folders inside it.
  const blocker = path.join(workDir, "not-a-folder");
  await writeFile(blocker, "");
  server = await serve({ UPLOAD_DIR: path.join(blocker, "uploads"), UPLOADTHING_TOKEN: "", SMTP_URL: `smtp://127.0.0.1:${await freePort()}`, JOB_WORKER: "off" });
});

afterAll(async () => {
  await server?.stop();
  await rm(workDir, { recursive: true, force: true });
  await removeCreatedUsers();
  await pool.end();
});

describe("an instance that cannot write its upload folder and whose mail server is away", () => {
  const folderLines = () => logged(server.output(), "error").filter((line) => line.startsWith("The upload folder (UPLOAD_DIR) cannot be written"));

  it("says so in its log once, at start", async () => {
    await pollUntil(async () => folderLines(), (lines) => lines.length > 0, 30_000);
    expect(folderLines()).toHaveLength(1);
    expect(folderLines()[0]).toContain("avatars, service photos and logos cannot be uploaded");
  });

  it("keeps serving, and its health says what does not work", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ status: "ok", database: "ok", mail: "unreachable", payments: "test-checkout", uploads: "not-writable", worker: "off" });
  });

  it("tells whoever uploads that the server's storage cannot be written, without a path", async () => {
    const customer = await registerCustomer();
    const avatar = new FormData();
    avatar.set("file", new Blob([PNG], { type: "image/png" }), "avatar.png");
    const serviceId = await insertService({ name: `Outage photos ${randomUUID().slice(0, 8)}`, priceCents: 1000 });
    try {
      const photo = new FormData();
      photo.set("file", new Blob([PNG], { type: "image/png" }), "photo.png");
      photo.set("alt", "A clean car");
      for (const [route, method, token, body] of [
        ["/api/user/update-profile-image", "PUT", customer.accessToken, avatar],
        [`/api/services/${serviceId}/photos`, "POST", admin.accessToken, photo],
      ] as const) {
        const response = await fetch(`${server.url}${route}`, { method, headers: bearer(token), body });
        expect({ route, status: response.status }).toEqual({ route, status: 503 });
        const { message } = await response.json();
        expect(message).toContain("storage for uploaded files cannot be written");
        expect(message).not.toContain(workDir);
        expect(message).not.toMatch(/\/|EACCES|ENOTDIR/);
      }
    } finally {
      await removeServices([serviceId]);
    }
    // Still one line from the start; each failed upload is logged with its reason (and path) for the operator.
    expect(folderLines()).toHaveLength(1);
    expect(logged(server.output(), "error").filter((line) => line.startsWith("An upload could not be stored"))).toHaveLength(2);
  });
});
