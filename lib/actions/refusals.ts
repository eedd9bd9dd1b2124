import "server-only";
import { AppError, isAppError } from "@/lib/errors";

/**
 * To a customer, another customer's record (a booking, a vehicle) is not
 * found (ids cannot be probed, as on the REST API); to the web door that is a
 * refusal like any other, so it answers as one.
 */
export async function refusedAsForbidden<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (isAppError(error, "not-found")) throw new AppError("forbidden", error.message, error.fields);
    throw error;
  }
}
