-- AlterTable
ALTER TABLE "Review" ADD COLUMN     "approvedAt" TIMESTAMPTZ(3);

-- Reviews written before approval existed stay where they are: shown, and counted.
UPDATE "Review" SET "approvedAt" = "createdAt";
