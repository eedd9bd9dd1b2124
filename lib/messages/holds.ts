import { remembering } from "./said";
/** The shop's view of live holds (Holds page, `/api/bookings/holds`) and releasing one. */
export const holdsMessages = remembering({
  navLink: "Holds",
  title: "Holds",
  subtitle:
    "Bookings awaiting payment right now, the busiest address first. Many holds from one customer or one address may be someone keeping times from others: release them to free the places.",
  found: (n: number) => (n === 1 ? "1 live hold" : `${n} live holds`),
  empty: "Nothing is held right now.",
  customer: "Customer",
  bookingSlot: "Booking Slot",
  /** A booking's slot in a line: 'Nov 28 2026 at 10:00'. */
  slotAt: (date: string, time: string) => `${date} at ${time}`,
  heldUntil: "Held until",
  address: "Client address",
  unknownAddress: "Unknown",
  counts: "Live holds",
  byCustomer: (n: number) => `${n} by this customer`,
  fromAddress: (n: number) => `${n} from this address`,
  offered: "Offered from the waitlist",
  release: "Release",
  releaseOf: (customer: string, service: string, time: string) => `Release the hold of ${customer}: ${service}, ${time}`,
  released: "Hold released: the place is free again, and the customer was told.",
  ended: "That hold had already ended (paid, cancelled or run out).",
  fetched: "Live holds retrieved",
  apiReleased: "Hold released",
  notAHold: "This booking is no longer awaiting payment, so there is no hold to release",
  releasedReason: "The shop released this unpaid hold so that other customers can book the time.",
} as const, "holds");
