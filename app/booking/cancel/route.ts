import { NextResponse, type NextRequest } from "next/server";
import { currentUser } from "@/lib/server/auth/current-user";
import { cancelCheckout } from "@/lib/server/bookings/cancel-checkout";
import { idSchema } from "@/lib/validation/common";

/**
 * Where a checkout's cancel link leads: the booking's hold is released and
 * the customer is back on the service page, which says so.
 */
export async function GET(request: NextRequest) {
  const bookingId = request.nextUrl.searchParams.get("booking");
  const customer = await currentUser();
  const back = customer && idSchema.safeParse(bookingId).success ? await cancelCheckout(bookingId!, customer) : null;
  const destination = back ?? "/services";
  return NextResponse.redirect(new URL(destination, request.nextUrl), { status: 303 });
}
