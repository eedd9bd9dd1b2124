-- AlterTable
ALTER TABLE "BusinessSettings" ADD COLUMN     "featuredShown" INTEGER NOT NULL DEFAULT 6,
ADD COLUMN     "featuredText" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "featuredTitle" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "heroButtonLabel" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "heroText" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "heroTitle" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "reviewsText" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "reviewsTitle" TEXT NOT NULL DEFAULT '';
ALTER TABLE "BusinessSettings" ADD CONSTRAINT "BusinessSettings_featured_shown" CHECK ("featuredShown" BETWEEN 3 AND 12);
