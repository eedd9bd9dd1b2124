import "server-only";
import { requestClientAddress } from "@/lib/server/client-address";
import { runAudited } from "./context";

/**
 * Runs an admin's work with the audit log listening: each write it makes to
 * an audited table is recorded with the admin, their address and the fields
 * changed. Anyone else's work runs as it is.
 */
export async function audited<T>(actor: { id: string; email: string | null; role: string } | null, work: () => Promise<T>): Promise<T> {
  if (actor?.role !== "admin") return work();
  return runAudited({ id: actor.id, email: actor.email ?? "", clientAddress: await requestClientAddress() }, work);
}
