import "server-only";
import { notFound } from "next/navigation";
import type { User } from "@/lib/generated/prisma/client";
import { isAppError } from "@/lib/errors";
import { getBooking, getMyBooking, type BookingDetailDto } from "./booking-details";

/** For pages: the booking with its history, or the not-found page (unknown, malformed, or another customer's). */
export async function loadBookingPage(viewer: User, id: string): Promise<BookingDetailDto> {
  try {
    return viewer.role === "admin" ? await getBooking(viewer, id) : await getMyBooking(viewer, id);
  } catch (error) {
    if (isAppError(error, "not-found") || isAppError(error, "invalid")) notFound();
    throw error;
  }
}
