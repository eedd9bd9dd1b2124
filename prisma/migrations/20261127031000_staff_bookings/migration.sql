-- A customer the shop books by phone or at the counter may have no email (they cannot sign in until
-- one is given and they set a password through "forgot password").
ALTER TABLE "User" ALTER COLUMN "email" DROP NOT NULL;

-- How a booking paid at the counter was paid: 'cash' or 'card' (null for every other booking).
ALTER TABLE "Booking" ADD COLUMN "counterPaymentMethod" TEXT;
