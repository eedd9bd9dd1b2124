import { pageLocale } from "@/lib/server/i18n/page-locale";
import { clientLocale } from "@/lib/server/i18n/client-words";
import { getSettings, updateSettings } from "@/lib/server/settings/business-settings";
import { keepChosenLanguage } from "@/lib/server/users/language";
import { admin, customer, db, shop } from "./support";

/**
 * The shop's default language and digits (Business settings), as pages read them: a page whose visitor
 * chose no language and whose browser asks for none the site offers is under the `default` segment.
 */

beforeEach(async () => {
  await shop();
});

const segment = (locale: string) => Promise.resolve({ locale });

describe("the shop's default language", () => {
  it("is English until the shop chooses, and is what a page of the `default` segment is written in", async () => {
    expect((await getSettings()).defaultLocale).toBe("en");
    expect(await pageLocale(segment("default"))).toBe("en");
    expect(await updateSettings(await admin(), { defaultLocale: "bn" })).toMatchObject({ defaultLocale: "bn", latinDigits: false });
    expect(await pageLocale(segment("default"))).toBe("bn");
    // A chosen language is the page's, whatever the shop's default.
    expect(await pageLocale(segment("en"))).toBe("en");
  });

  it("refuses a language the site does not speak, and changes nothing", async () => {
    const before = await getSettings();
    await expect(updateSettings(await admin(), { defaultLocale: "fr" } as never)).rejects.toMatchObject({ kind: "invalid", fields: [expect.objectContaining({ field: "defaultLocale" })] });
    expect((await getSettings()).defaultLocale).toBe(before.defaultLocale);
  });

  it("is no page for a segment that names no language", async () => {
    await expect(pageLocale(segment("fr"))).rejects.toThrow();
  });
});

describe("Bangla digits", () => {
  it("are Bengali unless the shop chooses Latin ones, in what the browser is handed", async () => {
    expect((await clientLocale("bn")).intlLocale).toBe("bn-BD");
    expect(new Intl.NumberFormat((await clientLocale("bn")).intlLocale).format(45)).toBe("৪৫");
    await updateSettings(await admin(), { latinDigits: true });
    expect((await clientLocale("bn")).intlLocale).toBe("bn-BD-u-nu-latn");
    expect(new Intl.NumberFormat((await clientLocale("bn")).intlLocale).format(45)).toBe("45");
    expect((await clientLocale("en")).intlLocale).toBe("en-US");
    expect((await clientLocale("bn")).words.nav.services).toBe("সেবাসমূহ");
  });
});

describe("a person's chosen language", () => {
  it("is kept on their account", async () => {
    const person = await customer("rahim");
    expect(person.locale).toBeNull();
    await keepChosenLanguage(person, "bn");
    expect((await db.user.findUniqueOrThrow({ where: { id: person.id } })).locale).toBe("bn");
  });
});
