-- The shop chooses who takes its payments; null keeps the server's default, as before.
ALTER TABLE "BusinessSettings" ADD COLUMN "paymentProvider" TEXT;
