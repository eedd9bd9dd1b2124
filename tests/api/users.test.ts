import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { crc32, deflateSync } from "node:zlib";
import sharp from "sharp";
import { api, BASE_URL, bearer, json, login, pool, registerAdmin, registerCustomer, removeCreatedUsers, type SignedIn, type User } from "./support";

type ListedUser = User & { auth: { role: string } };

let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  admin = await registerAdmin();
  customer = await registerCustomer({ firstName: "Rahim", lastName: "Uddin" });
});

afterAll(async () => {
  await removeCreatedUsers();
  await pool.end();
});

// A 1x1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const upload = (token: string | null, file: Blob | null, name = "avatar.png") => {
  const form = new FormData();
  if (file) form.set("file", file, name);
  return api<User>("/api/user/update-profile-image", { method: "PUT", headers: token ? bearer(token) : {}, body: form });
};
/**
 * A PNG that claims `width` × `height` pixels, black and white, one bit a
 * pixel: a 16,000-pixel square is 32 MB of pixels and compresses to about
 * 31 kB (a decompression bomb).
 */
function bitmapPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const framed = Buffer.alloc(body.length + 8);
    framed.writeUInt32BE(data.length, 0);
    body.copy(framed, 4);
    framed.writeUInt32BE(crc32(body), body.length + 4);
    return framed;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  // Each row: a filter byte, then a bit per pixel.
  const pixels = deflateSync(Buffer.alloc((Math.ceil(width / 8) + 1) * height), { level: 9 });
  return Buffer.concat([PNG.subarray(0, 8), chunk("IHDR", header), chunk("IDAT", pixels), chunk("IEND", Buffer.alloc(0))]);
}

/** A JPEG carrying what a phone's photo may tell: EXIF with GPS coordinates, XMP and a comment. */
async function jpegWithMetadata(): Promise<Buffer> {
  const xmp = `<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description xmlns:dc="http://purl.org/dc/elements/1.1/"><dc:creator>XmpSecretAuthor</dc:creator></rdf:Description></rdf:RDF></x:xmpmeta>`;
  const jpeg = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg()
    .withExif({ IFD0: { Artist: "ExifSecretArtist" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "23/1 48/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "90/1 24/1 0/1" } })
    .withXmp(xmp)
    .toBuffer();
  const comment = Buffer.from("CommentSecret: parked at home", "ascii");
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xfffe, 0);
  segment.writeUInt16BE(comment.length + 2, 2);
  // The comment segment right after the start-of-image marker.
  return Buffer.concat([jpeg.subarray(0, 2), segment, comment, jpeg.subarray(2)]);
}

const avatarFiles = async () => readdir(path.join(process.env.UPLOAD_DIR!, "avatars")).catch(() => [] as string[]);
const imageOf = async (id: string) => (await pool.query(`SELECT image FROM "User" WHERE id = $1`, [id])).rows[0].image as string | null;

describe("GET /api/user/all", () => {
  it("is for admins: 401 signed out, 403 for a customer", async () => {
    expect((await api("/api/user/all")).status).toBe(401);
    const forbidden = await api("/api/user/all", { headers: bearer(customer.accessToken) });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body).toEqual({ success: false, message: "You do not have permission to do this" });
  });

  it("lists users newest first with totalDoc, the admin's own card first on page 1, the role also under auth.role", async () => {
    const answer = await api<ListedUser[]>("/api/user/all?limit=5", { headers: bearer(admin.accessToken) });
    expect(answer.status).toBe(200);
    const { rows } = await pool.query(`SELECT count(*)::int AS total FROM "User"`);
    expect(answer.body.totalDoc).toBe(rows[0].total);
    expect(answer.body.data).toHaveLength(5);
    expect(answer.body.data[0]._id).toBe(admin.user._id);
    expect(answer.body.data[1]._id).toBe(customer.user._id);
    expect(answer.body.data[1].auth).toEqual({ role: "user" });
    expect(answer.body.data[0]).not.toHaveProperty("passwordHash");
  });

  it("pages through everyone exactly once", async () => {
    const first = await api<ListedUser[]>("/api/user/all?limit=3&page=1", { headers: bearer(admin.accessToken) });
    const pages = Math.ceil(first.body.totalDoc! / 3);
    const ids: string[] = [];
    for (let page = 1; page <= pages; page += 1) {
      const answer = await api<ListedUser[]>(`/api/user/all?limit=3&page=${page}`, { headers: bearer(admin.accessToken) });
      ids.push(...answer.body.data.map((user) => user._id));
    }
    expect(ids).toHaveLength(first.body.totalDoc!);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("searches by email, first name, last name or full name", async () => {
    for (const term of [customer.email.toUpperCase(), "rahim", "UDDIN", "Rahim Uddin"]) {
      const answer = await api<ListedUser[]>(`/api/user/all?searchTerm=${encodeURIComponent(term)}`, { headers: bearer(admin.accessToken) });
      expect(answer.body.data.map((user) => user._id)).toContain(customer.user._id);
    }
    const none = await api<ListedUser[]>("/api/user/all?searchTerm=%25%25nobody%25", { headers: bearer(admin.accessToken) });
    expect(none.status).toBe(200);
    expect(none.body).toMatchObject({ data: [], totalDoc: 0 });
  });

  it("answers 400 for a bad page or limit", async () => {
    for (const query of ["page=0", "limit=0", "limit=-3", "limit=2.5"]) {
      expect((await api(`/api/user/all?${query}`, { headers: bearer(admin.accessToken) })).status).toBe(400);
    }
  });

  it("reads a limit above 100 as 100 and one that is not a number as the default, as the old API did", async () => {
    const total = Number((await pool.query(`SELECT count(*) FROM "User"`)).rows[0].count);
    const big = await api<ListedUser[]>("/api/user/all?limit=101", { headers: bearer(admin.accessToken) });
    expect(big.status).toBe(200);
    expect(big.body.data).toHaveLength(Math.min(100, total));
    const word = await api<ListedUser[]>("/api/user/all?limit=abc", { headers: bearer(admin.accessToken) });
    expect(word.status).toBe(200);
    expect(word.body.data).toHaveLength(Math.min(10, total));
  });
});

describe("PUT /api/user/update", () => {
  it("changes only the caller's own names", async () => {
    const someone = await registerCustomer();
    const answer = await api<User>("/api/user/update", { method: "PUT", ...json({ firstName: "  Nusrat " }, bearer(someone.accessToken)) });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ _id: someone.user._id, firstName: "Nusrat", lastName: "Customer" });
    const { rows } = await pool.query(`SELECT "firstName" FROM "User" WHERE id = $1`, [customer.user._id]);
    expect(rows[0].firstName).toBe("Rahim");
  });

  it("refuses other fields (email, role, another user's id) with 400 and changes nothing", async () => {
    for (const body of [{ email: "new@example.test" }, { role: "admin" }, { _id: customer.user._id, firstName: "Hacked" }]) {
      const answer = await api("/api/user/update", { method: "PUT", ...json(body, bearer(customer.accessToken)) });
      expect(answer.status).toBe(400);
    }
    const { rows } = await pool.query(`SELECT "firstName", email, role FROM "User" WHERE id = $1`, [customer.user._id]);
    expect(rows[0]).toEqual({ firstName: "Rahim", email: customer.email, role: "user" });
  });

  it("stores names without bidi controls, given at registration or changed later (they disguise a name in the admin's lists)", async () => {
    const spoofer = await registerCustomer({ firstName: "Ali\u202Enimda", lastName: "\u2066Khan\u2069" });
    expect(spoofer.user).toMatchObject({ firstName: "Alinimda", lastName: "Khan" });
    const renamed = await api<User>("/api/user/update", { method: "PUT", ...json({ lastName: "Kh\u200Fan\u061C" }, bearer(spoofer.accessToken)) });
    expect(renamed.status).toBe(200);
    const { rows } = await pool.query(`SELECT "firstName", "lastName" FROM "User" WHERE id = $1`, [spoofer.user._id]);
    expect(rows[0]).toEqual({ firstName: "Alinimda", lastName: "Khan" });
  });

  it("refuses a name that shows nothing, and stores names trimmed and in NFC", async () => {
    const invisible = await api("/api/user/update", { method: "PUT", ...json({ lastName: "\u200b\u200b\u200b" }, bearer(customer.accessToken)) });
    expect(invisible.status).toBe(400);
    expect(invisible.body.errors).toContainEqual({ field: "lastName", message: "* Last Name is required" });
    const cleaned = await api<{ firstName: string }>("/api/user/update", { method: "PUT", ...json({ firstName: "\u200b Zoe\u0308 \ufeff" }, bearer(customer.accessToken)) });
    expect(cleaned.status).toBe(200);
    const { rows } = await pool.query(`SELECT "firstName", "lastName" FROM "User" WHERE id = $1`, [customer.user._id]);
    expect(rows[0].firstName).toBe("Zo\u00eb");
    expect(rows[0].lastName).not.toMatch(/^\s*$/);
  });

  it("changes the caller's own phone and address, by registration's rules", async () => {
    const someone = await registerCustomer();
    const changed = await api<User>("/api/user/update", { method: "PUT", ...json({ phone: "01911 223344", address: " Road 9, Banani, Dhaka " }, bearer(someone.accessToken)) });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ phone: "+8801911223344", address: "Road 9, Banani, Dhaka" });
    for (const [body, field] of [
      [{ phone: "+880 171" }, "phone"],
      [{ phone: "" }, "phone"],
      [{ address: " " }, "address"],
      [{ address: "x".repeat(251) }, "address"],
    ] as const) {
      const refused = await api("/api/user/update", { method: "PUT", ...json(body, bearer(someone.accessToken)) });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.map((error) => error.field)).toEqual([field]);
    }
    const { rows } = await pool.query(`SELECT phone, address FROM "User" WHERE id = $1`, [someone.user._id]);
    expect(rows[0]).toEqual({ phone: "+8801911223344", address: "Road 9, Banani, Dhaka" });
  });

  it("changes the password only with the current one and by registration's rules; every session ends and the answer carries new tokens", async () => {
    const someone = await registerCustomer();
    const elsewhere = await login(someone.email, someone.password);
    const fresh = "Fresh#Garden2026";
    const refusals: [Record<string, string>, string][] = [
      [{ password: fresh }, "currentPassword"],
      [{ currentPassword: someone.password }, "password"],
      [{ currentPassword: "Not#TheCurrent1", password: fresh }, "currentPassword"],
      [{ currentPassword: someone.password, password: "short" }, "password"],
      [{ currentPassword: someone.password, password: "password1" }, "password"],
    ];
    for (const [body, field] of refusals) {
      const refused = await api("/api/user/update", { method: "PUT", ...json(body, bearer(someone.accessToken)) });
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.map((error) => error.field)).toContain(field);
    }
    // Refused, nothing changed: both sessions still work.
    for (const token of [someone.accessToken, elsewhere.accessToken]) expect((await api("/api/auth/auth-state", { headers: bearer(token) })).status).toBe(200);

    const changed = await api<User>("/api/user/update", { method: "PUT", ...json({ currentPassword: someone.password, password: fresh }, bearer(someone.accessToken)) });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({ _id: someone.user._id, email: someone.email });
    const { accessToken, refreshToken } = changed.body as unknown as { accessToken: string; refreshToken: string };
    expect(accessToken).toEqual(expect.any(String));
    expect(refreshToken).toEqual(expect.any(String));
    // Every earlier session ended (this one's too); the new tokens work, and only the new password signs in.
    for (const token of [someone.accessToken, elsewhere.accessToken]) expect((await api("/api/auth/auth-state", { headers: bearer(token) })).status).toBe(401);
    expect((await api("/api/auth/refreshToken", { method: "POST", ...json({}, bearer(elsewhere.refreshToken)) })).status).toBe(401);
    expect((await api("/api/auth/auth-state", { headers: bearer(accessToken) })).status).toBe(200);
    expect((await api("/api/auth/login", { method: "POST", ...json({ email: someone.email, password: someone.password }) })).status).toBe(401);
    await login(someone.email, fresh);
  });

  it("lets the current password be tried 5 times in 15 minutes", async () => {
    const someone = await registerCustomer();
    const attempt = () => api("/api/user/update", { method: "PUT", ...json({ currentPassword: "Not#TheCurrent1", password: "Fresh#Garden2026" }, bearer(someone.accessToken)) });
    for (let tries = 0; tries < 5; tries++) expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
    const right = await api("/api/user/update", { method: "PUT", ...json({ currentPassword: someone.password, password: "Fresh#Garden2026" }, bearer(someone.accessToken)) });
    expect(right.status).toBe(429);
  });

  it("answers 400 for an empty name and 401 signed out", async () => {
    const empty = await api("/api/user/update", { method: "PUT", ...json({ lastName: " " }, bearer(customer.accessToken)) });
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toContainEqual({ field: "lastName", message: "* Last Name is required" });
    expect((await api("/api/user/update", { method: "PUT", ...json({ firstName: "X" }) })).status).toBe(401);
  });
});

describe("PUT /api/user/update-profile-image", () => {
  it("stores an image re-encoded as WebP and serves it back", async () => {
    const someone = await registerCustomer();
    const answer = await upload(someone.accessToken, new Blob([PNG], { type: "image/png" }));
    expect(answer.status).toBe(200);
    expect(answer.body.data.image).toMatch(/^\/uploads\/avatars\/[0-9a-f-]+\.webp$/);
    const served = await fetch(`${BASE_URL}${answer.body.data.image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: "webp", width: 1, height: 1 });
  });

  it("stores a JPEG without its EXIF (GPS), XMP or comment, within 512 pixels", async () => {
    const jpeg = await jpegWithMetadata();
    const sent = await sharp(jpeg).metadata();
    expect(sent.exif).toBeDefined();
    expect(sent.xmp).toBeDefined();
    expect(jpeg.includes("CommentSecret")).toBe(true);

    const someone = await registerCustomer();
    const answer = await upload(someone.accessToken, new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "photo.jpg");
    expect(answer.status).toBe(200);
    const stored = await readFile(path.join(process.env.UPLOAD_DIR!, "avatars", path.basename(answer.body.data.image!)));
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 512, height: 384 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.comments).toBeUndefined();
    for (const secret of ["ExifSecretArtist", "XmpSecretAuthor", "CommentSecret"]) expect(stored.includes(secret)).toBe(false);
    // What the site serves is that file.
    const served = Buffer.from(await (await fetch(`${BASE_URL}${answer.body.data.image}`)).arrayBuffer());
    expect(served.equals(stored)).toBe(true);
  });

  it("refuses a small PNG that claims 16,000 × 16,000 pixels (a decompression bomb) with 400, and stores nothing", async () => {
    const bomb = bitmapPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(64 * 1024);
    const someone = await registerCustomer();
    const before = await avatarFiles();
    const answer = await upload(someone.accessToken, new Blob([new Uint8Array(bomb)], { type: "image/png" }), "bomb.png");
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("The image is too large in pixels (at most 40 megapixels).");
    expect(answer.body.errors).toEqual([{ field: "file", message: "The image is too large in pixels (at most 40 megapixels)." }]);
    expect(await avatarFiles()).toEqual(before);
    expect(await imageOf(someone.user._id)).toBeNull();
  });

  it("replaces the previous avatar file", async () => {
    const someone = await registerCustomer();
    const first = await upload(someone.accessToken, new Blob([PNG], { type: "image/png" }));
    const second = await upload(someone.accessToken, new Blob([PNG], { type: "image/png" }));
    expect(second.status).toBe(200);
    expect((await fetch(`${BASE_URL}${first.body.data.image}`)).status).toBe(404);
    expect((await fetch(`${BASE_URL}${second.body.data.image}`)).status).toBe(200);
  });

  it.each([
    ["a text file", new Blob(["hello"], { type: "text/plain" }), "notes.txt"],
    ["text pretending to be a PNG", new Blob(["<svg onload=alert(1)>"], { type: "image/png" }), "evil.png"],
    ["an SVG", new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: "image/svg+xml" }), "a.svg"],
  ])("rejects %s with 400 and stores nothing", async (_label, blob, name) => {
    const before = await avatarFiles();
    const answer = await upload(customer.accessToken, blob, name);
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("Invalid file type. Please select an image.");
    expect(await avatarFiles()).toEqual(before);
    expect(await imageOf(customer.user._id)).toBeNull();
  });

  it("rejects an image over 2 MB with 400 and stores nothing", async () => {
    const before = await avatarFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const answer = await upload(customer.accessToken, new Blob([big], { type: "image/png" }));
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe("The image must be 2 MB or smaller.");
    expect(await avatarFiles()).toEqual(before);
    expect(await imageOf(customer.user._id)).toBeNull();
  });

  it("answers 400 without a file and 401 signed out", async () => {
    expect((await upload(customer.accessToken, null)).status).toBe(400);
    expect((await upload(null, new Blob([PNG], { type: "image/png" }))).status).toBe(401);
  });
});

describe("PUT /api/auth/update-role/{id}", () => {
  const setRole = (token: string | null, id: string, body: unknown) =>
    api<ListedUser>(`/api/auth/update-role/${id}`, { method: "PUT", ...json(body, token ? bearer(token) : {}) });

  it("lets an admin make a customer an admin, effective at once, and back", async () => {
    const someone = await registerCustomer();
    expect((await api("/api/user/all", { headers: bearer(someone.accessToken) })).status).toBe(403);
    const promoted = await setRole(admin.accessToken, someone.user._id, { role: "admin" });
    expect(promoted.status).toBe(200);
    expect(promoted.body.data).toMatchObject({ _id: someone.user._id, role: "admin", auth: { role: "admin" } });
    // The same access token now reaches admin endpoints: the role is read from the database.
    expect((await api("/api/user/all", { headers: bearer(someone.accessToken) })).status).toBe(200);
    expect((await setRole(admin.accessToken, someone.user._id, { role: "User" })).body.data.role).toBe("user");
  });

  it("is refused for customers (403) and signed-out callers (401)", async () => {
    const someone = await registerCustomer();
    expect((await setRole(customer.accessToken, someone.user._id, { role: "admin" })).status).toBe(403);
    expect((await setRole(customer.accessToken, customer.user._id, { role: "admin" })).status).toBe(403);
    expect((await setRole(null, someone.user._id, { role: "admin" })).status).toBe(401);
    const { rows } = await pool.query(`SELECT role FROM "User" WHERE id = ANY($1::uuid[])`, [[someone.user._id, customer.user._id]]);
    expect(rows.map((row) => row.role)).toEqual(["user", "user"]);
  });

  it("never changes the admin's own role", async () => {
    const answer = await setRole(admin.accessToken, admin.user._id, { role: "user" });
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe("You cannot change your own role");
  });

  it("always leaves an admin: two admins demoting each other at the same moment leave one of them", async () => {
    const [first, second] = [await registerAdmin(), await registerAdmin()];
    // The two are the shop's only admins for this test (the other admins are put back after it).
    const others = (await pool.query<{ id: string }>(`UPDATE "User" SET role = 'user' WHERE role = 'admin' AND id <> ALL($1::uuid[]) RETURNING id`, [[first.user._id, second.user._id]])).rows.map((row) => row.id);
    try {
      for (let round = 0; round < 5; round += 1) {
        await pool.query(`UPDATE "User" SET role = 'admin' WHERE id = ANY($1::uuid[])`, [[first.user._id, second.user._id]]);
        const answers = await Promise.all([setRole(first.accessToken, second.user._id, { role: "user" }), setRole(second.accessToken, first.user._id, { role: "user" })]);
        const admins = Number((await pool.query(`SELECT count(*) FROM "User" WHERE role = 'admin'`)).rows[0].count);
        expect({ round, admins }).toEqual({ round, admins: 1 });
        // One wins; the other is refused: 409 when it was already under way, 403 when its admin had been demoted before it began.
        const [won, lost] = [...answers].sort((a, b) => a.status - b.status);
        expect(won.status).toBe(200);
        expect([403, 409]).toContain(lost.status);
        if (lost.status === 409) expect(lost.body.message).toBe("The shop needs at least one admin: make another account an admin first");
      }
    } finally {
      await pool.query(`UPDATE "User" SET role = 'admin' WHERE id = ANY($1::uuid[])`, [others]);
    }
  });

  it("answers 404 for an unknown user and 400 for a bad id or role", async () => {
    expect((await setRole(admin.accessToken, randomUUID(), { role: "user" })).status).toBe(404);
    expect((await setRole(admin.accessToken, "not-a-uuid", { role: "user" })).status).toBe(400);
    const badRole = await setRole(admin.accessToken, customer.user._id, { role: "owner" });
    expect(badRole.status).toBe(400);
    expect(badRole.body.errors).toContainEqual({ field: "role", message: "must be admin or user" });
  });
});
