import "server-only";
import { db } from "@/lib/db";

/** Which of these slots the customer waits for (waiting, or offered a place): the service page shows them so. */
export async function slotsWaitedFor(customerId: string, slotIds: string[]): Promise<string[]> {
  if (slotIds.length === 0) return [];
  const entries = await db.waitlistEntry.findMany({
    where: { customerId, slotId: { in: slotIds }, state: { in: ["waiting", "offered"] } },
    select: { slotId: true },
  });
  return entries.map((entry) => entry.slotId);
}
