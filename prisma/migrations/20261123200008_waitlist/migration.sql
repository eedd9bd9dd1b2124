-- CreateTable
CREATE TABLE "WaitlistEntry" (
    "id" UUID NOT NULL,
    "slotId" UUID NOT NULL,
    "customerId" UUID NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'waiting',
    "bookingId" UUID,
    "offeredAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "WaitlistEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "WaitlistEntry_bookingId_key" ON "WaitlistEntry"("bookingId");

-- CreateIndex
CREATE INDEX "WaitlistEntry_slotId_state_createdAt_idx" ON "WaitlistEntry"("slotId", "state", "createdAt");

-- CreateIndex
CREATE INDEX "WaitlistEntry_customerId_state_idx" ON "WaitlistEntry"("customerId", "state");

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_slotId_fkey" FOREIGN KEY ("slotId") REFERENCES "Slot"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_customerId_fkey" FOREIGN KEY ("customerId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "WaitlistEntry" ADD CONSTRAINT "WaitlistEntry_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Hand-written: a customer waits at most once for a slot at a time.
CREATE UNIQUE INDEX "WaitlistEntry_one_per_customer" ON "WaitlistEntry"("slotId", "customerId") WHERE state IN ('waiting', 'offered');
