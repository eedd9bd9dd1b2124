"use server";

import { conflict, isAppError } from "@/lib/errors";
import { messages } from "@/lib/messages";
import { createBay, deleteBay, updateBay } from "@/lib/server/bays/manage-bays";
import { bayWordsIn, sectionIn } from "@/lib/server/i18n/sections";
import { visitorLocale } from "@/lib/server/i18n/visitor-locale";
import { bayWords } from "@/lib/server/settings/business-settings";
import { action } from "./action";

/**
 * The work, with its one refusal made with a count ("This bay has 2 upcoming bookings: cancel or move
 * them first") said in the visitor's language; the fixed messages action() says itself.
 */
async function inVisitorWords<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isAppError(error, "conflict")) throw error;
    const count = Number(/\d+/.exec(error.message)?.[0]);
    const said = await Promise.all([bayWords(), visitorLocale()])
      .then(async ([words, locale]) => {
        if (locale === "en" || !Number.isInteger(count) || messages.bays.holdsBookings(words, count) !== error.message) return null;
        const [bays, theirWords] = await Promise.all([sectionIn(locale, "bays"), bayWordsIn(locale)]);
        return bays.holdsBookings(theirWords, count);
      })
      .catch(() => null);
    throw said ? conflict(said) : error;
  }
}

/** The Bays page's web door: the same operations as `/api/bays`, which decide who may (lib/policy). */
export const createBayAction = action({ signedIn: true }, async ({ actor }, values: unknown) => ({ data: await createBay(actor, values) }));

export const updateBayAction = action({ signedIn: true }, async ({ actor }, id: unknown, values: unknown) => ({ data: await inVisitorWords(() => updateBay(actor, id, values)) }));

export const deleteBayAction = action({ signedIn: true }, async ({ actor }, id: unknown) => ({ data: await inVisitorWords(() => deleteBay(actor, id)) }));
