import "server-only";
import { AppError } from "@/lib/errors";
import { messages } from "@/lib/messages";
import { sectionIn, type SectionName } from "@/lib/server/i18n/sections";
import { visitorLocale } from "@/lib/server/i18n/visitor-locale";

type Counted = (...counts: number[]) => string;

/**
 * Runs an action's work; a refusal the domain said in English with counts (a section's message made
 * with numbers: "This vehicle class is used by 2 saved vehicles and 1 booking…") is said again in the
 * visitor's language, from the same section. The counts are read back from the English: the refusal is
 * said again only when the English message with them is the refusal exactly. Everything else (fixed
 * messages, which action() translates itself, and any other failure) passes as it is.
 */
export async function withCountedRefusals<T, N extends SectionName>(name: N, pick: (section: (typeof messages)[N]) => Counted, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw await countedInVisitorWords(error, name, pick);
  }
}

async function countedInVisitorWords<N extends SectionName>(error: unknown, name: N, pick: (section: (typeof messages)[N]) => Counted): Promise<unknown> {
  if (!(error instanceof AppError)) return error;
  const english = pick(messages[name]);
  const counts = (error.message.match(/\d+/g) ?? []).map(Number);
  if (counts.length !== english.length || english(...counts) !== error.message) return error;
  const locale = await visitorLocale().catch(() => null);
  if (!locale || locale === "en") return error;
  const said = pick(await sectionIn(locale, name))(...counts);
  return new AppError(error.kind, said, error.fields, error.retryAfterSeconds);
}
