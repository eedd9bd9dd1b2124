import { randomUUID } from "node:crypto";
import pg from "pg";

/** The server and database that scripts/test.ts started. */
export const BASE_URL = required("BASE_URL");
const DATABASE_URL = required("DATABASE_URL");

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the API tests through 'npm test'`);
  return value;
}

export const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2 });

export type ApiAnswer<T = unknown> = {
  status: number;
  contentType: string;
  body: { success: boolean; message: string; data: T; totalDoc?: number; errors?: { field: string; message: string }[] };
};

export async function api<T = unknown>(path: string, init?: RequestInit): Promise<ApiAnswer<T>> {
  const response = await fetch(`${BASE_URL}${path}`, init);
  const contentType = response.headers.get("content-type") ?? "";
  const text = await response.text();
  let body: ApiAnswer<T>["body"];
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`${path} answered ${response.status} with a body that is not JSON: ${text.slice(0, 200)}`);
  }
  return { status: response.status, contentType, body };
}

/** A word no seeded service contains, to find only this test's fixtures. */
export const uniqueWord = () => `fx${randomUUID().slice(0, 8)}`;

export async function insertService(fields: { name: string; description?: string; priceCents: number; duration?: number; createdAt?: Date; isDeleted?: boolean }) {
  const id = randomUUID();
  await pool.query(
    `INSERT INTO "Service" (id, name, description, "priceCents", duration, "isDeleted", "createdAt", "updatedAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7, now())`,
    [id, fields.name, fields.description ?? "A fixture service for the API tests", fields.priceCents, fields.duration ?? 30, fields.isDeleted ?? false, fields.createdAt ?? new Date()],
  );
  return id;
}

export async function insertSlot(fields: { serviceId: string; date: string; startTime: string; endTime: string; status?: "available" | "booked" | "cancel"; heldUntil?: Date | null }) {
  const id = randomUUID();
  // The tests run with BUSINESS_TIMEZONE unset, so local times are UTC.
  await pool.query(
    `INSERT INTO "Slot" (id, "serviceId", date, "startTime", "endTime", "startsAt", "endsAt", status, "heldUntil", "updatedAt")
     VALUES ($1, $2, $3::date, $4::text, $5::text, ($3::text || ' ' || $4::text || '+00')::timestamptz, ($3::text || ' ' || $5::text || '+00')::timestamptz, $6::"SlotStatus", $7, now())`,
    [id, fields.serviceId, fields.date, fields.startTime, fields.endTime, fields.status ?? "available", fields.heldUntil ?? null],
  );
  return id;
}

export async function removeServices(ids: string[]) {
  await pool.query(`DELETE FROM "Slot" WHERE "serviceId" = ANY($1::uuid[])`, [ids]);
  await pool.query(`DELETE FROM "Service" WHERE id = ANY($1::uuid[])`, [ids]);
}

export const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);
