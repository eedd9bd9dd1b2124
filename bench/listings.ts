/**
 * The admin's and the customer's hot listings on a shop after five busy years (bench/seed-large.ts):
 * what each screen asks the server for, under load. Booking Management's default view (today's
 * bookings and those after, by slot time) and its searches by phone and by plate, the calendar's
 * week, a regular customer's My Bookings and the audit log's first page.
 */
import { encode } from "next-auth/jwt";
import type pg from "pg";
import { accessToken, CUSTOMERS, signedInCustomers } from "./booking-load";

/** The rows' targets: each, at each of these connection counts, answers with p99 at most this, without errors. */
export const LISTING_TARGET = { p99Ms: 100, connections: [1, 10] };

export type Listing = { name: string; url: string; headers: Record<string, string> };

/** What the phone and plate searches look for, and for whom, as a report can say it. */
export type ListingSubjects = { phoneTyped: string; phoneCustomers: number; plateTyped: string; myBookings: number; weekOf: string; today: string };

/**
 * An admin of the bench shop, signed in twice (two rows in "Session"): a bearer token for the REST
 * listings, and the web session's cookie (Auth.js's, as a sign-in on the login page sets it) for the
 * server-rendered calendar, which has no REST route.
 */
async function signedInAdmin(pool: pg.Pool, secret: string): Promise<{ token: string; cookie: string }> {
  const { rows: users } = await pool.query<{ id: string }>(
    `INSERT INTO "User" (id, "firstName", "lastName", email, "passwordHash", role, "updatedAt")
     VALUES (gen_random_uuid(), 'Bench', 'Admin', 'bench.admin@example.test', 'not-a-password-hash', 'admin', now())
     ON CONFLICT (email) DO UPDATE SET role = 'admin' RETURNING id`,
  );
  const userId = users[0].id;
  const { rows: sessions } = await pool.query<{ id: string }>(
    `INSERT INTO "Session" (id, "userId", "expiresAt") SELECT gen_random_uuid(), $1, now() + interval '1 day' FROM generate_series(1, 2) RETURNING id`,
    [userId],
  );
  const salt = "authjs.session-token";
  const jwt = await encode({ token: { sub: userId, role: "admin", signedInAt: Date.now(), sid: sessions[1].id }, secret, salt, maxAge: 86_400 });
  return { token: accessToken(secret, userId, sessions[0].id, "admin"), cookie: `${salt}=${jwt}` };
}

/**
 * The listings to load, with their subjects: the admin signed in, the customer of My Bookings (the
 * bench customer CUSTOMERS.myBookings names, a regular), the phone typed (the first nine digits of a
 * bench customer's number in its local form, as someone typing it would have them when the list
 * answers) and the plate typed (a whole plate, in small letters, with its space).
 */
export async function listingRoutes(appUrl: string, pool: pg.Pool, secret: string): Promise<{ listings: Listing[]; subjects: ListingSubjects }> {
  const admin = await signedInAdmin(pool, secret);
  const [customerToken] = await signedInCustomers(pool, secret, CUSTOMERS.myBookings.count, CUSTOMERS.myBookings.offset);
  const { rows: days } = await pool.query<{ today: string }>(
    `SELECT to_char(now() AT TIME ZONE coalesce((SELECT "timeZone" FROM "BusinessSettings" LIMIT 1), 'Asia/Dhaka'), 'YYYY-MM-DD') AS today`,
  );
  const today = days[0].today;
  const { rows: customer } = await pool.query<{ id: string; phone: string; bookings: number }>(
    `SELECT u.id, u.phone, (SELECT count(*)::int FROM "Booking" b WHERE b."customerId" = u.id) AS bookings
       FROM "User" u WHERE email LIKE 'bench.customer.%' ORDER BY email OFFSET $1 LIMIT 1`,
    [CUSTOMERS.myBookings.offset],
  );
  // '+8801700004001' typed as '017000040' (nine of its eleven local digits so far).
  const phoneTyped = `0${customer[0].phone.slice(4, 12)}`;
  const { rows: matching } = await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM "User" WHERE "phoneDigits" LIKE '%' || $1 || '%'`, [phoneTyped.slice(1)]);
  const { rows: vehicles } = await pool.query<{ plate: string }>(
    `SELECT v.plate FROM "Vehicle" v WHERE v."customerId" = $1 AND EXISTS (SELECT 1 FROM "Booking" b WHERE b."vehicleId" = v.id) ORDER BY v.plate LIMIT 1`,
    [customer[0].id],
  );
  const plateTyped = (vehicles[0]?.plate ?? "DHA 01-0040").toLowerCase();
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const api = (path: string, query: Record<string, string> = {}) => `${appUrl}${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ""}`;
  return {
    subjects: { phoneTyped, phoneCustomers: matching[0].n, plateTyped, myBookings: customer[0].bookings, weekOf: today, today },
    listings: [
      { name: "Booking Management, from today (GET /api/bookings)", url: api("/api/bookings", { from: today, sort: "slot" }), headers: bearer(admin.token) },
      { name: "Booking Management, search by phone as typed", url: api("/api/bookings", { searchTerm: phoneTyped }), headers: bearer(admin.token) },
      { name: "Booking Management, search by plate", url: api("/api/bookings", { searchTerm: plateTyped }), headers: bearer(admin.token) },
      { name: "My Bookings of a regular (GET /api/my-bookings)", url: api("/api/my-bookings"), headers: bearer(customerToken) },
      { name: "audit log, first page (GET /api/audit-log)", url: api("/api/audit-log"), headers: bearer(admin.token) },
      // Last: its week of a busy shop is megabytes of HTML, whose renders would still hold the server in the next row.
      { name: "calendar, this week (the admin page, server-rendered)", url: `${appUrl}/dashboard/admin/calendar?view=week`, headers: { cookie: admin.cookie } },
    ],
  };
}

/** Each listing answers 200 once before the load (a wrong token or route would load nothing but errors). */
export async function checkListings(listings: Listing[]): Promise<void> {
  for (const listing of listings) {
    const response = await fetch(listing.url, { headers: listing.headers, redirect: "manual" });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${listing.name}: ${response.status} ${body.slice(0, 200)}`);
    const total = /"totalDoc":(\d+)/.exec(body)?.[1];
    console.log(`  ${listing.name}: 200, ${(body.length / 1024).toFixed(0)} kB${total ? `, totalDoc ${total}` : ""}`);
  }
}
