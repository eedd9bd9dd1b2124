-- CreateTable
CREATE TABLE "Session" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "createdAt" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expiresAt" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "Session_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Session_userId_idx" ON "Session"("userId");

-- AddForeignKey
ALTER TABLE "Session" ADD CONSTRAINT "Session_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- REST sign-ins made before sessions were recorded keep working: each live refresh-token family
-- becomes the session it stands for. (Web session cookies from before carry no session id and end.)
INSERT INTO "Session" ("id", "userId", "createdAt", "expiresAt")
SELECT "familyId", min("userId"::text)::uuid, min("createdAt"), max("expiresAt")
  FROM "RefreshToken"
 WHERE "revokedAt" IS NULL AND "expiresAt" > now()
 GROUP BY "familyId";
