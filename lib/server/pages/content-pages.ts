import "server-only";
import { audited } from "@/lib/server/audit/audited";
import { db } from "@/lib/db";
import { messages } from "@/lib/messages";
import { authorize } from "@/lib/policy/policy";
import { describeMinutes } from "@/lib/format/duration";
import { fillShopValues } from "@/lib/markdown/shop-values";
import { pagesShowing } from "@/lib/server/cache";
import { notFound } from "@/lib/errors";
import type { Actor, RawInput } from "@/lib/server/operation";
import { getSettings } from "@/lib/server/settings/business-settings";
import { parseInput } from "@/lib/validation/common";
import { CONTENT_PAGES, pageUpdateSchema, type ContentPageSlug } from "@/lib/validation/settings";

/** A FAQ or policy page as the REST contract and the pages show it. */
export type ContentPageDto = { slug: ContentPageSlug; markdown: string; updatedAt: string | null };

export const isContentPage = (slug: unknown): slug is ContentPageSlug => typeof slug === "string" && (CONTENT_PAGES as readonly string[]).includes(slug);

/** `GET /api/pages/{slug}` and the public page: its Markdown ('' until an admin writes it). */
export async function getContentPage(slug: unknown): Promise<ContentPageDto> {
  if (!isContentPage(slug)) throw notFound(messages.pages.unknownPage);
  const page = await db.contentPage.findUnique({ where: { slug } });
  return { slug, markdown: page?.markdown ?? "", updatedAt: page?.updatedAt.toISOString() ?? null };
}

/** The public page: its Markdown with the shop's values (`{{cancelNoticeHours}}`…) as the settings say now. The REST read keeps what the admin wrote. */
export async function showContentPage(slug: ContentPageSlug): Promise<ContentPageDto> {
  const [page, settings] = await Promise.all([getContentPage(slug), getSettings()]);
  const { businessName, address, phone, email, cancellationNoticeHours, holdMinutes } = settings;
  const values = { businessName, address, phone, email, cancelNotice: describeMinutes(cancellationNoticeHours * 60), cancelNoticeHours: cancellationNoticeHours, hold: describeMinutes(holdMinutes), holdMinutes };
  return { ...page, markdown: fillShopValues(page.markdown, values) };
}

/**
 * `PUT /api/pages/{slug}` and the page editor (admins): the page's new
 * Markdown. The caller is checked first, then the text (400, or 413 for a
 * body over the limit), then the page's name (404).
 */
export const updateContentPage = (actor: Actor, slug: unknown, raw?: RawInput): Promise<ContentPageDto> => audited(actor, () => writeContentPage(actor, slug, raw));

async function writeContentPage(actor: Actor, slug: unknown, raw?: RawInput): Promise<ContentPageDto> {
  authorize(actor, "settings.manage");
  const { markdown } = parseInput(pageUpdateSchema, typeof raw === "function" ? await (raw as () => Promise<unknown>)() : raw);
  if (!isContentPage(slug)) throw notFound(messages.pages.unknownPage);
  const page = await db.contentPage.upsert({ where: { slug }, create: { slug, markdown }, update: { markdown } });
  pagesShowing.contentPage(slug);
  return { slug, markdown: page.markdown, updatedAt: page.updatedAt.toISOString() };
}
