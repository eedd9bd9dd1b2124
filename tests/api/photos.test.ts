import sharp from "sharp";
import { randomUUID } from "node:crypto";
import { BASE_URL, api, bearer, insertService, pool, registerAdmin, registerCustomer, removeCreatedUsers, removeServices, type SignedIn } from "./support";

/**
 * Service photos over REST (admins): PNG, JPEG or WebP of at most 5 MB,
 * judged by their bytes, each with alt text; stored re-encoded as WebP in a
 * few widths; a service on the wire lists them (`images`) and names its
 * cover (`image`).
 */
type Photo = { _id: string; url: string; alt: string; width: number; height: number; isCover: boolean; variants: { width: number; url: string }[] };
type Service = { _id: string; image: string | null; images: Photo[] };

let admin: SignedIn;
let customer: SignedIn;
let serviceId: string;
const MB = 1024 * 1024;

const picture = (format: "png" | "jpeg" | "webp" | "gif", width = 1200, height = 900) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } })
    .composite([{ input: Buffer.from(`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fff"/></svg>`) }])
    [format]()
    .toBuffer();

function upload(fields: { file?: Buffer | string; name?: string; type?: string; alt?: string; cover?: string }, token: string | null = admin.accessToken, id = serviceId) {
  const form = new FormData();
  if (fields.file !== undefined) form.set("file", new Blob([typeof fields.file === "string" ? fields.file : new Uint8Array(fields.file)], { type: fields.type ?? "image/png" }), fields.name ?? "photo.png");
  if (fields.alt !== undefined) form.set("alt", fields.alt);
  if (fields.cover !== undefined) form.set("cover", fields.cover);
  return api<Photo>(`/api/services/${id}/photos`, { method: "POST", body: form, headers: token ? bearer(token) : {} });
}
const service = async () => (await api<Service>(`/api/services/${serviceId}`)).body.data;
const photoCount = async () => Number((await pool.query(`SELECT count(*) FROM "ServicePhoto" WHERE "serviceId" = $1`, [serviceId])).rows[0].count);

beforeAll(async () => {
  admin = await registerAdmin();
  customer = await registerCustomer();
  serviceId = await insertService({ name: `Photo Wash ${randomUUID().slice(0, 6)}`, priceCents: 2500 });
});

afterAll(async () => {
  await removeServices([serviceId]);
  await removeCreatedUsers();
  await pool.end();
});

describe("POST /api/services/{id}/photos", () => {
  it("refuses anyone but an admin, and stores nothing", async () => {
    const png = await picture("png");
    expect((await upload({ file: png, alt: "A car" }, null)).status).toBe(401);
    expect((await upload({ file: png, alt: "A car" }, customer.accessToken)).status).toBe(403);
    expect(await photoCount()).toBe(0);
  });

  it("refuses a body that is not multipart unread (415)", async () => {
    const answer = await api(`/api/services/${serviceId}/photos`, { method: "POST", headers: { ...bearer(admin.accessToken), "content-type": "application/json" }, body: JSON.stringify({ alt: "A car", file: "iVBORw0KGgo=" }) });
    expect(answer.status).toBe(415);
    expect(await photoCount()).toBe(0);
  });

  it("answers 404 for an unknown service and 400 for a malformed id", async () => {
    const png = await picture("png", 200, 150);
    expect((await upload({ file: png, alt: "A car" }, admin.accessToken, randomUUID())).status).toBe(404);
    const bad = await upload({ file: png, alt: "A car" }, admin.accessToken, "not-an-id");
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ field: "id", message: "must be a valid id" }]);
  });

  it("takes a PNG with alt text: 201, re-encoded as WebP in widths up to its own, and the first photo is the cover", async () => {
    const answer = await upload({ file: await picture("png"), alt: "  A blue car, freshly washed  " });
    expect(answer.status).toBe(201);
    const photo = answer.body.data;
    expect(photo).toEqual(expect.objectContaining({ alt: "A blue car, freshly washed", width: 1200, height: 900, isCover: true }));
    expect(photo.variants.map((variant) => variant.width)).toEqual([320, 640, 1024, 1200]);
    expect(photo.url).toBe(photo.variants.at(-1)!.url);
    for (const variant of photo.variants) {
      const response = await fetch(new URL(variant.url, BASE_URL));
      expect(response.status).toBe(200);
      const bytes = Buffer.from(await response.arrayBuffer());
      expect(bytes.subarray(8, 12).toString("ascii")).toBe("WEBP");
      expect((await sharp(bytes).metadata()).width).toBe(variant.width);
    }
    const shown = await service();
    expect(shown.images.map(({ _id, url, alt }) => ({ _id, url, alt }))).toEqual([{ _id: photo._id, url: photo.url, alt: photo.alt }]);
    expect(shown.image).toBe(photo.url);
  });

  it("takes JPEG and WebP, judging by the bytes: a PNG named .jpg and declared as JPEG is still a PNG, and an optional cover flag moves the cover", async () => {
    expect((await upload({ file: await picture("jpeg", 500, 400), name: "photo.jpeg", type: "image/jpeg", alt: "Interior" })).status).toBe(201);
    expect((await upload({ file: await picture("png", 500, 400), name: "camera.jpg", type: "image/jpeg", alt: "Wheels" })).status).toBe(201);
    const cover = await upload({ file: await picture("webp", 300, 200), name: "x.webp", type: "image/webp", alt: "Bonnet", cover: "true" });
    expect(cover.status).toBe(201);
    expect(cover.body.data.variants.map((variant) => variant.width)).toEqual([300]);
    const shown = await service();
    expect(shown.images.map((photo) => photo.alt)).toEqual(["A blue car, freshly washed", "Interior", "Wheels", "Bonnet"]);
    expect(shown.images.filter((photo) => photo.isCover).map((photo) => photo.alt)).toEqual(["Bonnet"]);
    expect(shown.image).toBe(cover.body.data.url);
  });

  it.each([
    ["a GIF", async () => ({ file: await picture("gif", 100, 100), name: "a.gif", type: "image/gif", alt: "Gif" }), 400, "file"],
    ["text named .png and declared as PNG", async () => ({ file: "this is not a picture at all", name: "photo.png", type: "image/png", alt: "Text" }), 400, "file"],
    ["an SVG", async () => ({ file: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', name: "x.svg", type: "image/svg+xml", alt: "Svg" }), 400, "file"],
    ["a damaged PNG (right signature, garbage after)", async () => ({ file: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(2000, 7)]), alt: "Broken" }), 400, "file"],
    ["no file", async () => ({ alt: "Nothing" }), 400, "file"],
    ["no alt text", async () => ({ file: await picture("png", 200, 150) }), 400, "alt"],
    ["alt text that shows nothing", async () => ({ file: await picture("png", 200, 150), alt: " \u200b " }), 400, "alt"],
    ["alt text over 200 characters", async () => ({ file: await picture("png", 200, 150), alt: "a".repeat(201) }), 400, "alt"],
    ["a file over 5 MB", async () => ({ file: Buffer.concat([await picture("png", 200, 150), Buffer.alloc(5 * MB)]), alt: "Huge" }), 413, "file"],
  ])("refuses %s, and stores nothing", async (_label, make, status, field) => {
    const before = await photoCount();
    const answer = await upload(await make());
    expect(answer.status).toBe(status);
    expect(answer.body.success).toBe(false);
    expect(answer.body.errors?.map((error: { field: string }) => error.field)).toContain(field);
    expect(await photoCount()).toBe(before);
  });

});

describe("DELETE /api/services/{id}/photos/{photoId}", () => {
  it("removes a photo (admins only); when the cover goes, the next photo becomes the cover", async () => {
    const before = await service();
    const cover = before.images.find((photo) => photo.isCover)!;
    expect((await api(`/api/services/${serviceId}/photos/${cover._id}`, { method: "DELETE" })).status).toBe(401);
    expect((await api(`/api/services/${serviceId}/photos/${cover._id}`, { method: "DELETE", headers: bearer(customer.accessToken) })).status).toBe(403);
    const answer = await api<Photo>(`/api/services/${serviceId}/photos/${cover._id}`, { method: "DELETE", headers: bearer(admin.accessToken) });
    expect(answer.status).toBe(200);
    const after = await service();
    expect(after.images.map((photo) => photo._id)).toEqual(before.images.filter((photo) => photo._id !== cover._id).map((photo) => photo._id));
    expect(after.images[0].isCover).toBe(true);
    expect(after.image).toBe(after.images[0].url);
    expect((await fetch(new URL(cover.url, BASE_URL))).status).toBe(404);
    expect((await api(`/api/services/${serviceId}/photos/${cover._id}`, { method: "DELETE", headers: bearer(admin.accessToken) })).status).toBe(404);
  });
});

describe("the image optimizer (/_next/image)", () => {
  const optimized = (url: string, width = 64) => fetch(`${BASE_URL}/_next/image?url=${encodeURIComponent(url)}&w=${width}&q=75`, { headers: { accept: "image/webp" } });

  it("resizes the site's own pictures", async () => {
    const answer = await optimized("/images/hero-1-640.webp");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("image/webp");
  });

  it("refuses uploads, another route's answer, a made-up path and a query, before fetching any of them", async () => {
    const photo = await upload({ file: await picture("png", 400, 300), alt: "Optimizer" });
    expect(photo.status).toBe(201);
    const uploaded = new URL(photo.body.data.url, BASE_URL).pathname;
    expect((await fetch(`${BASE_URL}${uploaded}`)).status).toBe(200);
    for (const url of [uploaded, "/api/health", "/api/services", "/not-served-here.png", "/images/hero-1-640.webp?v=2", "http://127.0.0.1:1/x.png"]) {
      const answer = await optimized(url);
      expect([url, answer.status]).toEqual([url, 400]);
      expect(await answer.text()).toBe('"url" parameter is not allowed');
    }
  });
});
