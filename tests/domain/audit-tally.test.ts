import type { Prisma } from "@/lib/generated/prisma/client";
import { listAuditLog } from "@/lib/server/audit-log/list-audit-log";
import { admin, db } from "./support";

/**
 * The audit log's unfiltered total is the tally the database keeps as entries are written
 * (AuditLogTally), not a count of every entry: it must always be what counting would say.
 */

type Client = Pick<Prisma.TransactionClient, "$executeRaw">;

/** `count` entries in one INSERT statement, as the audit triggers write them (one a statement) or a bulk load would. */
const write = (client: Client, count: number, action = "tally.updated") =>
  client.$executeRaw`
    INSERT INTO "AuditLogEntry" (id, "actorId", "actorEmail", action, "targetType", "targetId", changes, "clientAddress")
    SELECT gen_random_uuid(), gen_random_uuid(), 'tally@example.test', ${action}, 'tally', i::text, '{}'::jsonb, '203.0.113.9'
      FROM generate_series(1, ${count}::int) AS i`;

const counted = async () => Number((await db.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM "AuditLogEntry"`)[0].n);

describe("the audit log's total", () => {
  it("is what counting the entries says, through single and bulk writes, rollbacks and writers at once", async () => {
    const staff = await admin();
    const total = async () => (await listAuditLog(staff, {})).total;
    expect(await total()).toBe(await counted());
    const before = await total();

    await write(db, 1);
    await write(db, 25);
    await db.$transaction(async (tx) => {
      await write(tx, 2);
      await write(tx, 3);
    });
    expect(await total()).toBe(before + 31);

    // A transaction that rolls back leaves neither entries nor tally.
    await expect(
      db.$transaction(async (tx) => {
        await write(tx, 4);
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await total()).toBe(before + 31);

    // Two transactions writing at once: the second neither waits for the first nor is lost.
    let wrote!: () => void;
    let finish!: () => void;
    const written = new Promise<void>((resolve) => (wrote = resolve));
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const first = db.$transaction(async (tx) => {
      await write(tx, 5);
      wrote();
      await finished;
    });
    await written;
    await write(db, 6);
    expect(await total()).toBe(before + 37);
    finish();
    await first;
    expect(await total()).toBe(before + 42);
    expect(await total()).toBe(await counted());

    // A filtered listing still counts its matches.
    expect((await listAuditLog(staff, { action: "tally.updated" })).total).toBe(42);
  });
});
