/**
 * @jest-environment node
 */
import { withCountedRefusals } from "@/lib/actions/counted-refusals";
import { AppError, conflict } from "@/lib/errors";
import { messages } from "@/lib/messages";
import { visitorLocale } from "@/lib/server/i18n/visitor-locale";

/**
 * A refusal said with counts (Service Management's delete of a service with live bookings) is said
 * again in the visitor's language; the visitor's language and the shop's digits are stand-ins.
 */
jest.mock("@/lib/server/i18n/visitor-locale", () => ({ visitorLocale: jest.fn() }));
jest.mock("@/lib/server/settings/business-settings", () => ({ getSettings: jest.fn(async () => ({ latinDigits: false })) }));

const language = visitorLocale as jest.Mock;
const refused = (error: unknown) => () => Promise.reject(error);

async function failure(work: () => Promise<unknown>): Promise<AppError> {
  try {
    await withCountedRefusals("adminServices", (text) => text.hasLiveBookings, work);
  } catch (error) {
    return error as AppError;
  }
  throw new Error("not refused");
}

describe("a refusal said with counts", () => {
  it("is said in Bangla, with its counts, for a Bangla visitor", async () => {
    language.mockResolvedValue("bn");
    const error = await failure(refused(conflict(messages.adminServices.hasLiveBookings(2, 1))));
    expect(error).toBeInstanceOf(AppError);
    expect(error.kind).toBe("conflict");
    expect(error.message).toContain("২টি চালু বুকিং");
    expect(error.message).toContain("১টি হোল্ড");
  });

  it("stays English for an English visitor, and other failures pass as they are", async () => {
    language.mockResolvedValue("en");
    const english = conflict(messages.adminServices.hasLiveBookings(3, 0));
    expect(await failure(refused(english))).toBe(english);
    language.mockResolvedValue("bn");
    const other = conflict(messages.api.serviceNotFound);
    expect(await failure(refused(other))).toBe(other);
    const crash = new Error("database down");
    expect(await failure(refused(crash))).toBe(crash);
  });

  it("answers the work's value when it is not refused", async () => {
    await expect(withCountedRefusals("adminServices", (text) => text.hasLiveBookings, async () => 7)).resolves.toBe(7);
  });
});
