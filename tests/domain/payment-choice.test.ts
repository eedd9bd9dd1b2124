import { messages } from "@/lib/messages";
import { shopPaymentProvider } from "@/lib/server/payments/provider";
import { getSettings, updateSettings } from "@/lib/server/settings/business-settings";
import { AppError } from "@/lib/errors";
import { admin, shop } from "./support";

/**
 * Who takes the shop's payments (lib/server/settings/payment-choice.ts): the
 * shop chooses among the providers this server is set up for; without a
 * choice, the server's default stands (here: no Stripe key, so the test
 * checkout), as it did before there was a choice.
 */

const text = messages.paymentsLocal;

beforeEach(async () => {
  await shop();
});

async function fieldsOf(work: Promise<unknown>) {
  const error = await work.then(() => undefined, (thrown: unknown) => thrown);
  if (!(error instanceof AppError)) throw new Error(`Expected an AppError, got ${String(error)}`);
  return { kind: error.kind, fields: error.fields };
}

describe("the shop's payment provider", () => {
  it("is the server's default until the shop chooses one", async () => {
    expect((await getSettings()).paymentProvider).toBeNull();
    expect((await shopPaymentProvider())?.name).toBe("test");
  });

  it("may be one the server is set up for, and back to the default", async () => {
    const boss = await admin();
    expect(await updateSettings(boss, { paymentProvider: "test" })).toMatchObject({ paymentProvider: "test" });
    expect((await shopPaymentProvider())?.name).toBe("test");
    expect(await updateSettings(boss, { paymentProvider: null })).toMatchObject({ paymentProvider: null });
  });

  it("is refused, on its field, when the server is not set up for it, and nothing is saved", async () => {
    const boss = await admin();
    const refused = await fieldsOf(updateSettings(boss, { paymentProvider: "stripe", tagline: "Now on Stripe" }));
    expect(refused).toEqual({ kind: "invalid", fields: [{ field: "paymentProvider", message: text.providerNotConfigured("Stripe") }] });
    expect(await getSettings()).toMatchObject({ paymentProvider: null, tagline: expect.not.stringContaining("Stripe") });
  });

  it("is refused when it is no provider at all", async () => {
    const refused = await fieldsOf(updateSettings(await admin(), { paymentProvider: "paypal" } as never));
    expect(refused.kind).toBe("invalid");
    expect(refused.fields).toEqual([expect.objectContaining({ field: "paymentProvider", message: text.providerInvalid })]);
  });
});
