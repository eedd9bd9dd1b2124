/** Prices are integer cents in the database and dollars on the wire and screen. */
export const centsToDollars = (cents: number) => cents / 100;
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 0, maximumFractionDigits: 2 });
export const formatPrice = (dollars: number) => usd.format(dollars);
