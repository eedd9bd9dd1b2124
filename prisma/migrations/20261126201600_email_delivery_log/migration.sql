-- AlterTable
ALTER TABLE "EmailDelivery" ADD COLUMN     "id" UUID NOT NULL DEFAULT gen_random_uuid(),
ADD COLUMN     "lastAttemptAt" TIMESTAMPTZ(3),
ADD COLUMN     "resends" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE UNIQUE INDEX "EmailDelivery_id_key" ON "EmailDelivery"("id");

-- CreateIndex
CREATE INDEX "EmailDelivery_createdAt_idx" ON "EmailDelivery"("createdAt");

-- CreateIndex
CREATE INDEX "EmailDelivery_state_createdAt_idx" ON "EmailDelivery"("state", "createdAt");

-- A delivery whose last try failed is 'failed' (until an admin resends it).
ALTER TABLE "EmailDelivery" DROP CONSTRAINT "EmailDelivery_state_check";
ALTER TABLE "EmailDelivery" ADD CONSTRAINT "EmailDelivery_state_check" CHECK ("state" IN ('pending', 'sent', 'skipped', 'failed'));
ALTER TABLE "EmailDelivery" ADD CONSTRAINT "EmailDelivery_resends_check" CHECK ("resends" >= 0);
