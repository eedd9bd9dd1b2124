import "server-only";
import { db } from "@/lib/db";
import type { User } from "@/lib/generated/prisma/client";
import type { Locale } from "@/lib/i18n/locales";

/**
 * A signed-in person chose the site's language (the header's switcher): it is kept on their account,
 * so that their emails and texts are written in it and another device shows it once they sign in there.
 */
export async function keepChosenLanguage(user: Pick<User, "id" | "locale">, locale: Locale): Promise<void> {
  if (user.locale === locale) return;
  await db.user.update({ where: { id: user.id }, data: { locale } });
}
