/**
 * The benchmark's references, each a bare `node:http` server on loopback:
 *
 *   tsx bench/reference-server.ts api <port> <databaseUrl>
 *     `GET /api/services` with the same query, the same SQL and the same
 *     JSON as Spotless, on `pg` alone: what the framework and the ORM cost.
 *   tsx bench/reference-server.ts static <port> <file>
 *     one HTML file (the /services page as Spotless rendered it), from memory:
 *     what rendering costs.
 *
 * Neither validates more than it needs to answer the benchmark's requests.
 */
import { readFileSync } from "node:fs";
import http from "node:http";
import pg from "pg";
import { messages } from "../lib/messages";
import { escapeLike } from "../lib/server/database/like";
import { classPrice, priceRange } from "../lib/server/vehicles/pricing";

const [mode, portText, target] = process.argv.slice(2);
const port = Number(portText);

function apiServer(databaseUrl: string) {
  // The same pool size as the app's (node-postgres' default, 10).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  return http.createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://reference");
    if (url.pathname !== "/api/services") {
      response.writeHead(404).end();
      return;
    }
    const term = url.searchParams.get("searchTerm")?.trim();
    const limit = Math.min(Number(url.searchParams.get("limit") ?? 10) || 10, 100);
    const page = Math.max(Number(url.searchParams.get("page") ?? 1) || 1, 1);
    const params: unknown[] = [];
    let where = `NOT "isDeleted"`;
    if (term) {
      params.push(`%${escapeLike(term)}%`);
      where += ` AND (name ILIKE $1 OR description ILIKE $1)`;
    }
    try {
      const [rows, count] = await Promise.all([
        pool.query(
          `SELECT id, name, description, "priceCents", duration, "bufferMinutes", "payAtShop", "isFeatured", "isDeleted", "createdAt", "updatedAt"
             FROM "Service" WHERE ${where} ORDER BY "createdAt" DESC, id ASC LIMIT ${limit} OFFSET ${(page - 1) * limit}`,
          params,
        ),
        pool.query(`SELECT count(*)::int AS n FROM "Service" WHERE ${where}`, params),
      ]);
      // The page's photos, as Spotless sends them: in order, each with its widths, the cover's largest as `image`.
      const ids = rows.rows.map((row) => row.id);
      const photos = ids.length
        ? (await pool.query(`SELECT id, "serviceId", alt, width, height, "isCover", variants FROM "ServicePhoto" WHERE "serviceId" = ANY($1::uuid[]) ORDER BY position ASC, "createdAt" ASC`, [ids])).rows
        : [];
      const imagesOf = (serviceId: string) =>
        photos
          .filter((photo) => photo.serviceId === serviceId)
          .map((photo) => {
            const variants = (photo.variants as { width: number; url: string }[]).map(({ width, url }) => ({ width, url })).sort((x, y) => x.width - y.width);
            return { _id: photo.id, url: variants.at(-1)?.url ?? "", alt: photo.alt, width: photo.width, height: photo.height, isCover: photo.isCover, variants };
          });
      // Their prices by vehicle class and their add-ons, as Spotless adds them (lib/server/services/service-pricing.ts).
      const [classes, servicePrices, addOns] = ids.length
        ? await Promise.all([
            pool.query(`SELECT id, name, "isDefault" FROM "VehicleClass" ORDER BY position ASC, "createdAt" ASC, id ASC`).then((result) => result.rows),
            pool.query(`SELECT "serviceId", "vehicleClassId", "priceCents", duration FROM "ServicePrice" WHERE "serviceId" = ANY($1::uuid[])`, [ids]).then((result) => result.rows),
            pool
              .query(
                `SELECT a.*, COALESCE((SELECT json_agg(json_build_object('vehicleClass', p."vehicleClassId", 'priceCents', p."priceCents")) FROM "AddOnPrice" p WHERE p."addOnId" = a.id), '[]'::json) AS prices
                   FROM "AddOn" a WHERE NOT a."isDeleted" AND a."serviceIds" && $1::uuid[] ORDER BY a.position ASC, a."createdAt" ASC, a.id ASC`,
                [ids],
              )
              .then((result) => result.rows),
          ])
        : [[], [], []];
      const pricingOf = (row: { id: string; name: string; priceCents: number; duration: number }) => {
        const priced = { id: row.id, name: row.name, priceCents: row.priceCents, duration: row.duration, prices: servicePrices.filter((price) => price.serviceId === row.id) };
        const range = priceRange(priced, classes);
        return {
          prices: classes.map((vehicleClass) => {
            const price = classPrice(priced, vehicleClass);
            return { vehicleClass: vehicleClass.id, name: vehicleClass.name, isDefault: vehicleClass.isDefault, offered: price !== null, price: price && price.priceCents / 100, duration: price?.duration ?? null };
          }),
          priceFrom: range.fromCents / 100,
          pricesVary: range.varies,
          addOns: addOns
            .filter((addOn) => addOn.serviceIds.includes(row.id))
            .map((addOn) => ({
              _id: addOn.id,
              name: addOn.name,
              description: addOn.description,
              price: addOn.priceCents / 100,
              minutes: addOn.minutes,
              services: addOn.serviceIds,
              prices: (addOn.prices as { vehicleClass: string; priceCents: number }[]).map((price) => ({ vehicleClass: price.vehicleClass, price: price.priceCents / 100 })),
              position: addOn.position,
              createdAt: addOn.createdAt.toISOString(),
              updatedAt: addOn.updatedAt.toISOString(),
            })),
        };
      };
      const data = rows.rows.map((row) => {
        const images = imagesOf(row.id);
        return {
          _id: row.id,
          name: row.name,
          description: row.description,
          price: row.priceCents / 100,
          duration: row.duration,
          bufferMinutes: row.bufferMinutes,
          image: images.find((photo) => photo.isCover)?.url ?? null,
          images,
          isFeatured: row.isFeatured,
          payAtShop: row.payAtShop,
          isDeleted: row.isDeleted,
          createdAt: row.createdAt.toISOString(),
          updatedAt: row.updatedAt.toISOString(),
          ...pricingOf(row),
        };
      });
      const body = JSON.stringify({ success: true, message: messages.api.servicesFetched, data, totalDoc: count.rows[0].n });
      response.writeHead(200, { "content-type": "application/json" }).end(body);
    } catch {
      response.writeHead(500).end();
    }
  });
}

function staticServer(file: string) {
  const html = readFileSync(file);
  return http.createServer((_request, response) => {
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-length": html.length }).end(html);
  });
}

const server = mode === "api" ? apiServer(target) : staticServer(target);
server.listen(port, "127.0.0.1", () => console.log(`reference ${mode} on ${port}`));
process.on("SIGTERM", () => server.close(() => process.exit(0)));
