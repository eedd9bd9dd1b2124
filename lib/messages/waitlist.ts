import { waitlistFormMessages } from "./waitlist-forms";
import { remembering } from "./said";

export const waitlistMessages = remembering({
  ...waitlistFormMessages,
  onlyCustomers: "Only customers can join a waitlist",
  joinHint: "Every place is taken. Join the waitlist: if one frees up, the first customer waiting gets an email and 30 minutes to claim it.",
  joined: "You are on the waitlist. We will email you if a place frees up.",
  left: "You left the waitlist",
  placeFree: "A place is free in this slot: book it instead",
  alreadyWaiting: "You are already on this slot's waitlist",
  tooManyWaitlists: (n: number) => `You are already on ${n} waitlists, the most one customer may join at once. Leave one of them (in My Bookings) to join another.`,
  alreadyHoldPlace: "You already hold a place in this slot",
  notWaiting: "You are not on this slot's waitlist",
  slotClosed: "This slot can no longer be booked",
  fetched: "Waitlist fetched",
  apiJoined: "Joined the waitlist",
  apiLeft: "Left the waitlist",
} as const, "waitlist");
