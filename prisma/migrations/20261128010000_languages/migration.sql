-- Languages: the shop's default language and Bangla digits, each customer's chosen language, and the
-- language each booking was made in (emails and texts are written in the customer's).
ALTER TABLE "BusinessSettings" ADD COLUMN "defaultLocale" TEXT NOT NULL DEFAULT 'en',
ADD COLUMN "latinDigits" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "User" ADD COLUMN "locale" TEXT;
ALTER TABLE "Booking" ADD COLUMN "locale" TEXT;
