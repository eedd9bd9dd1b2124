-- Several cars in one visit: the bookings of one customer's cars in one slot, paid in one checkout.
CREATE TABLE "CheckoutGroup" (
    "id" UUID NOT NULL,
    "customerId" UUID NOT NULL,
    "paymentProvider" TEXT,
    "paymentSessionId" TEXT,
    "paymentUrl" TEXT,
    "amountCents" INTEGER NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "holdExpiresAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CheckoutGroup_pkey" PRIMARY KEY ("id")
);

CREATE UNIQUE INDEX "CheckoutGroup_paymentSessionId_key" ON "CheckoutGroup"("paymentSessionId");
CREATE INDEX "CheckoutGroup_customerId_idx" ON "CheckoutGroup"("customerId");
ALTER TABLE "CheckoutGroup" ADD CONSTRAINT "CheckoutGroup_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Existing bookings are each their own: no group, car 0.
ALTER TABLE "Booking" ADD COLUMN "checkoutGroupId" UUID,
ADD COLUMN "groupPosition" INTEGER NOT NULL DEFAULT 0;

CREATE INDEX "Booking_checkoutGroupId_idx" ON "Booking"("checkoutGroupId");
ALTER TABLE "Booking" ADD CONSTRAINT "Booking_checkoutGroupId_fkey" FOREIGN KEY ("checkoutGroupId") REFERENCES "CheckoutGroup"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- One live place per customer and slot, or one per car of the customer's group: a booking of its own
-- is car 0, so it still excludes a second booking of its own, or a group, in the same slot.
DROP INDEX "Booking_one_place_per_customer";
CREATE UNIQUE INDEX "Booking_one_place_per_customer" ON "Booking"("slotId", "customerId", "groupPosition") WHERE status IN ('pending', 'confirm');
