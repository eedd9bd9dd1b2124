import "server-only";
import { z } from "zod";
import type { User } from "@/lib/generated/prisma/client";
import { authorize, type PlainPermission } from "@/lib/policy/policy";
import { idSchema, parseInput } from "@/lib/validation/common";
import { audited } from "@/lib/server/audit/audited";

/** Who is acting: the signed-in person (read fresh from the database), or null. */
export type Actor = User | null;

/** Input as a door has it: a value, or a way to read it (a request body) once the caller is let in. */
export type RawInput = unknown | (() => Promise<unknown>);

const NO_INPUT = z.unknown();
const idInput = z.object({ id: idSchema });

async function read(raw: RawInput): Promise<unknown> {
  return typeof raw === "function" ? (raw as () => Promise<unknown>)() : raw;
}

/**
 * A guarded domain operation: who may run it (a permission of the policy),
 * what it takes (a zod schema, the same one the forms use) and what it does.
 * Server actions and REST handlers call it the same way, with the actor they
 * found and the input as it came; so the caller is refused (401/403) before
 * the input is read, and the input is refused (400) before anything is done.
 * What an admin's operation writes is recorded in the audit log
 * (lib/server/audit), in the same transaction as each write.
 */
export function operation<S extends z.ZodType = typeof NO_INPUT, T = unknown>(
  spec: { permission: PlainPermission; input?: S },
  run: (input: z.output<S>, actor: User) => Promise<T>,
): (actor: Actor, input?: RawInput) => Promise<T> {
  return async (actor, raw) => {
    authorize(actor, spec.permission);
    const input = parseInput(spec.input ?? NO_INPUT, await read(raw)) as z.output<S>;
    return audited(actor, () => run(input, actor));
  };
}

/**
 * The same, for an operation on one record named by id (`/…/{id}`): the id
 * is checked (a 400 naming `id`) before the input.
 */
export function recordOperation<S extends z.ZodType = typeof NO_INPUT, T = unknown>(
  spec: { permission: PlainPermission; input?: S },
  run: (id: string, input: z.output<S>, actor: User) => Promise<T>,
): (actor: Actor, id: unknown, input?: RawInput) => Promise<T> {
  return async (actor, id, raw) => {
    authorize(actor, spec.permission);
    const target = parseInput(idInput, { id }).id;
    const input = parseInput(spec.input ?? NO_INPUT, await read(raw)) as z.output<S>;
    return audited(actor, () => run(target, input, actor));
  };
}
