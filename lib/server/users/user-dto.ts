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
};

export function toUserDto(user: User): UserDto {
  return {
    _id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    image: user.image,
    phone: user.phone,
    address: user.address,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
  };
}

/** In the admin's user list the old client reads the role under `auth.role`; both are sent. */
export type ListedUserDto = UserDto & { auth: { role: User["role"] } };

export const toListedUserDto = (user: User): ListedUserDto => ({ ...toUserDto(user), auth: { role: user.role } });
