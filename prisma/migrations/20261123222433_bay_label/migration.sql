-- AlterTable
ALTER TABLE "BusinessSettings" ADD COLUMN     "bayLabel" TEXT NOT NULL DEFAULT 'bays';
ALTER TABLE "BusinessSettings" ADD CONSTRAINT "BusinessSettings_bay_label" CHECK ("bayLabel" IN ('bays', 'stations', 'staff'));
