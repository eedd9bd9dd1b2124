-- Business settings: customers hold a slot online only with a verified phone number (off: as before).
ALTER TABLE "BusinessSettings" ADD COLUMN     "verifiedPhoneToHold" BOOLEAN NOT NULL DEFAULT false;
