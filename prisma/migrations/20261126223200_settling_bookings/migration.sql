-- An ended booking waits for the shop to settle it (completed or no-show) for the shop's grace
-- period before it completes on its own (0: at once, as before); a customer checked in on arrival
-- completes when it ends.
ALTER TABLE "BusinessSettings" ADD COLUMN "settleGraceHours" INTEGER NOT NULL DEFAULT 24;
ALTER TABLE "Booking" ADD COLUMN "checkedInAt" TIMESTAMPTZ(3);
ALTER TABLE "BusinessSettings" ADD CONSTRAINT "BusinessSettings_settle_grace_hours" CHECK ("settleGraceHours" BETWEEN 0 AND 168);
