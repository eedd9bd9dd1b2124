-- CreateTable
CREATE TABLE "BusinessSettings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "businessName" TEXT NOT NULL,
    "tagline" TEXT NOT NULL DEFAULT '',
    "logoUrl" TEXT,
    "address" TEXT NOT NULL DEFAULT '',
    "phone" TEXT NOT NULL DEFAULT '',
    "email" TEXT NOT NULL DEFAULT '',
    "socialLinks" JSONB NOT NULL DEFAULT '{}',
    "openingHours" JSONB NOT NULL DEFAULT '[]',
    "timeZone" TEXT NOT NULL,
    "currency" VARCHAR(3) NOT NULL,
    "cancellationNoticeHours" INTEGER NOT NULL,
    "reminderOffsetsMinutes" INTEGER[],
    "holdMinutes" INTEGER NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "BusinessSettings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ContentPage" (
    "slug" TEXT NOT NULL,
    "markdown" TEXT NOT NULL,
    "updatedAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "ContentPage_pkey" PRIMARY KEY ("slug")
);

-- CreateTable
CREATE TABLE "ServicePhoto" (
    "id" UUID NOT NULL,
    "serviceId" UUID NOT NULL,
    "alt" TEXT NOT NULL,
    "position" INTEGER NOT NULL,
    "isCover" BOOLEAN NOT NULL DEFAULT false,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "variants" JSONB NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ServicePhoto_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "ServicePhoto_serviceId_position_idx" ON "ServicePhoto"("serviceId", "position");

-- AddForeignKey
ALTER TABLE "ServicePhoto" ADD CONSTRAINT "ServicePhoto_serviceId_fkey" FOREIGN KEY ("serviceId") REFERENCES "Service"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- One row of settings, and the ranges the application enforces, stated by the database too.
ALTER TABLE "BusinessSettings" ADD CONSTRAINT "BusinessSettings_single_row" CHECK ("id" = 1);
ALTER TABLE "BusinessSettings" ADD CONSTRAINT "BusinessSettings_hold_minutes" CHECK ("holdMinutes" BETWEEN 5 AND 120);
ALTER TABLE "BusinessSettings" ADD CONSTRAINT "BusinessSettings_notice_hours" CHECK ("cancellationNoticeHours" BETWEEN 0 AND 720);
ALTER TABLE "BusinessSettings" ADD CONSTRAINT "BusinessSettings_currency" CHECK ("currency" ~ '^[A-Z]{3}$');
ALTER TABLE "ContentPage" ADD CONSTRAINT "ContentPage_slug" CHECK ("slug" IN ('faq', 'privacy', 'terms'));
-- At most one cover per service.
CREATE UNIQUE INDEX "ServicePhoto_one_cover" ON "ServicePhoto" ("serviceId") WHERE "isCover";
