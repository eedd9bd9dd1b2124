import type { User } from "@/lib/generated/prisma/client";

/** The old site's user on the wire; never the password hash. */
export type UserDto = {
  _id: string;
  firstName: string;
  lastName: string;
  email: string;
  image: string | null;
  phone: string;
  address: string;
  role: User["role"];
  createdAt: string;
  /** Whether `phone` was proven theirs by a texted code (texts go only to a verified number). */
  phoneVerified: boolean;
  /** How they want reminders: `email`, `sms` or `both`. */
  reminderChannels: string;
};

export function toUserDto(user: User): UserDto {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    // "" for a customer booked by the shop without one: the field stays a string for existing clients.
    email: user.email ?? "",
    image: user.image,
    phone: user.phone,
    address: user.address,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    phoneVerified: user.phoneVerifiedAt !== null,
    reminderChannels: user.reminderChannels,
  };
}

/**
 * In the admin's user list the old client reads the role under `auth.role`; both are sent.
 * `noShows` (the list only): how many of the account's bookings were marked no-show.
 */
export type ListedUserDto = UserDto & { auth: { role: User["role"] }; noShows?: number };

export const toListedUserDto = (user: User, noShows?: number): ListedUserDto => ({ ...toUserDto(user), auth: { role: user.role }, ...(noShows !== undefined && { noShows }) });
