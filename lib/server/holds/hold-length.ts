/** How long a slot is held for a customer who is paying. */
export const HOLD_MINUTES = 30;
export const HOLD_MS = HOLD_MINUTES * 60_000;
