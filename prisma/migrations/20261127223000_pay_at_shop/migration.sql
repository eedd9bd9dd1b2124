-- Pay at the shop: the shop (every service) or a service alone may let customers book without paying online.
ALTER TABLE "BusinessSettings" ADD COLUMN "payAtShop" BOOLEAN NOT NULL DEFAULT false;
ALTER TABLE "Service" ADD COLUMN "payAtShop" BOOLEAN NOT NULL DEFAULT false;

-- What the shop took at its counter for a booking (the whole price of one paid at the shop, or the rest after a
-- deposit): how much (hundredths of the booking's currency), how ('cash', 'card', 'wallet') and when it was recorded.
ALTER TABLE "Booking" ADD COLUMN "paidAtShopCents" INTEGER,
ADD COLUMN "paidAtShopMethod" TEXT,
ADD COLUMN "paidAtShopAt" TIMESTAMPTZ(3);
