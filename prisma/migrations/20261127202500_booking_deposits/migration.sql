-- The shop may ask for a deposit online instead of the full price; 'full' keeps paying as before.
ALTER TABLE "BusinessSettings" ADD COLUMN "deposit" TEXT NOT NULL DEFAULT 'full',
ADD COLUMN "depositCents" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN "depositPercent" INTEGER NOT NULL DEFAULT 100;

-- What a booking asks for online and what is left for the shop; null online: the whole amount, as before.
ALTER TABLE "Booking" ADD COLUMN "amountDueOnlineCents" INTEGER,
ADD COLUMN "amountDueAtShopCents" INTEGER NOT NULL DEFAULT 0;

ALTER TABLE "CheckoutGroup" ADD COLUMN "amountDueOnlineCents" INTEGER;
