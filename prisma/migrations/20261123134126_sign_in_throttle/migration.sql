-- CreateTable
CREATE TABLE "SignInThrottle" (
    "key" TEXT NOT NULL,
    "attempts" INTEGER NOT NULL,
    "notBefore" TIMESTAMPTZ(3) NOT NULL,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "SignInThrottle_pkey" PRIMARY KEY ("key")
);

-- CreateIndex
CREATE INDEX "SignInThrottle_expiresAt_idx" ON "SignInThrottle"("expiresAt");
