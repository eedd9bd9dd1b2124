-- AlterTable
ALTER TABLE "User" ADD COLUMN     "phoneVerifiedAt" TIMESTAMPTZ(3),
ADD COLUMN     "reminderChannels" TEXT NOT NULL DEFAULT 'email';

-- CreateTable
CREATE TABLE "SmsDelivery" (
    "key" TEXT NOT NULL,
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "kind" TEXT NOT NULL,
    "bookingId" UUID,
    "eventId" UUID,
    "recipient" TEXT NOT NULL,
    "body" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',
    "notBefore" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "lastAttemptAt" TIMESTAMPTZ(3),
    "providerId" TEXT,
    "segments" INTEGER,
    "sentAt" TIMESTAMPTZ(3),
    "deliveredAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SmsDelivery_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "PhoneVerification" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "phone" TEXT NOT NULL,
    "codeHash" TEXT NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "PhoneVerification_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "SmsDelivery_id_key" ON "SmsDelivery"("id");

-- CreateIndex
CREATE UNIQUE INDEX "SmsDelivery_providerId_key" ON "SmsDelivery"("providerId");

-- CreateIndex
CREATE INDEX "SmsDelivery_state_notBefore_idx" ON "SmsDelivery"("state", "notBefore");

-- CreateIndex
CREATE INDEX "SmsDelivery_bookingId_idx" ON "SmsDelivery"("bookingId");

-- CreateIndex
CREATE INDEX "SmsDelivery_createdAt_idx" ON "SmsDelivery"("createdAt");

-- CreateIndex
CREATE INDEX "PhoneVerification_userId_idx" ON "PhoneVerification"("userId");

-- AddForeignKey
ALTER TABLE "PhoneVerification" ADD CONSTRAINT "PhoneVerification_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "SmsDelivery" ADD CONSTRAINT "SmsDelivery_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Only the states and channels the code knows.
ALTER TABLE "SmsDelivery" ADD CONSTRAINT "SmsDelivery_state_check" CHECK ("state" IN ('pending', 'sent', 'delivered', 'failed', 'skipped'));
ALTER TABLE "SmsDelivery" ADD CONSTRAINT "SmsDelivery_attempts_check" CHECK ("attempts" >= 0);
ALTER TABLE "User" ADD CONSTRAINT "User_reminderChannels_check" CHECK ("reminderChannels" IN ('email', 'sms', 'both'));
