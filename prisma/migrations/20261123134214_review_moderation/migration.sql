-- DropIndex
DROP INDEX "Review_createdAt_idx";

-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "hidden" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "Review_hidden_createdAt_idx" ON "Review"("hidden", "createdAt");
