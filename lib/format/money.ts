/** Prices are integer cents in the database and dollars on the wire and screen. */
export const centsToDollars = (cents: number) => cents / 100;
export const dollarsToCents = (dollars: number) => Math.round(dollars * 100);

const wholeDollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });
const withCents = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** '$50' for whole dollars, '$74.50' otherwise (never '$74.5'). */
export const formatPrice = (dollars: number) => (Number.isInteger(dollars) ? wholeDollars : withCents).format(dollars);
