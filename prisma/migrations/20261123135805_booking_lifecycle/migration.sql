-- AlterEnum
ALTER TYPE "BookingStatus" ADD VALUE 'no-show';

-- AlterTable
ALTER TABLE "Booking" ADD COLUMN     "calendarSequence" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "DomainEvent" (
    "id" UUID NOT NULL,
    "position" BIGSERIAL NOT NULL,
    "type" TEXT NOT NULL,
    "bookingId" UUID,
    "actorRole" TEXT NOT NULL,
    "actorId" UUID,
    "payload" JSONB NOT NULL DEFAULT '{}',
    "occurredAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "relayedAt" TIMESTAMPTZ(3),

    CONSTRAINT "DomainEvent_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "EmailDelivery" (
    "key" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "bookingId" UUID,
    "eventId" UUID,
    "recipient" TEXT,
    "subject" TEXT,
    "body" TEXT,
    "details" JSONB NOT NULL DEFAULT '{}',
    "notBefore" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "lastError" TEXT,
    "sentAt" TIMESTAMPTZ(3),
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "EmailDelivery_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE UNIQUE INDEX "DomainEvent_position_key" ON "DomainEvent"("position");

-- CreateIndex
CREATE INDEX "DomainEvent_bookingId_position_idx" ON "DomainEvent"("bookingId", "position");

-- CreateIndex
CREATE INDEX "DomainEvent_relayedAt_position_idx" ON "DomainEvent"("relayedAt", "position");

-- CreateIndex
CREATE INDEX "EmailDelivery_state_notBefore_idx" ON "EmailDelivery"("state", "notBefore");

-- CreateIndex
CREATE INDEX "EmailDelivery_bookingId_idx" ON "EmailDelivery"("bookingId");

-- AddForeignKey
ALTER TABLE "DomainEvent" ADD CONSTRAINT "DomainEvent_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DomainEvent" ADD CONSTRAINT "DomainEvent_actorId_fkey" FOREIGN KEY ("actorId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "EmailDelivery" ADD CONSTRAINT "EmailDelivery_bookingId_fkey" FOREIGN KEY ("bookingId") REFERENCES "Booking"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- What Prisma's schema language cannot state: who may appear as an event's actor, and the states of an email.
ALTER TABLE "DomainEvent" ADD CONSTRAINT "DomainEvent_actorRole_check" CHECK ("actorRole" IN ('customer', 'admin', 'system'));
ALTER TABLE "EmailDelivery" ADD CONSTRAINT "EmailDelivery_state_check" CHECK ("state" IN ('pending', 'sent', 'skipped'));
ALTER TABLE "EmailDelivery" ADD CONSTRAINT "EmailDelivery_attempts_check" CHECK ("attempts" >= 0);
